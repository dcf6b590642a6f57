/**
 * i18next: Lao (fallback) and English (spec §9). Detection order localStorage → browser → html tag, the choice
 * cached in localStorage; a detected value that is not a plain language code (e.g. script injection) is dropped.
 */
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { PAGE_NAMESPACES, shellResources, type PageNamespace } from '@/locales';

export const LANGUAGES = ['lo', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'lo';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Keeps a detected value only if it is a plain language tag of a supported language. */
export function sanitizeLanguage(value: string | undefined | null): Language {
  if (!value || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(value)) return FALLBACK_LANGUAGE;
  const base = value.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : FALLBACK_LANGUAGE;
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: shellResources,
      partialBundledLanguages: true,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: Object.keys(shellResources.en),
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => sanitizeLanguage(lng),
      },
      initImmediate: false,
      returnNull: false,
      // A key no loaded namespace has (e.g. a page that forgot to load one) is named in the console, not only shown raw.
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key) => console.warn(`i18n: missing text ${namespace}:${key}`),
    });
  i18n.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  return i18n;
}

/** Adds page namespaces in both languages (so a language switch on the page needs no further loading). */
export async function loadNamespaces(namespaces: readonly PageNamespace[]): Promise<void> {
  const instance = initI18n();
  await Promise.all(
    namespaces.flatMap((ns) =>
      LANGUAGES.filter((lang) => !instance.hasResourceBundle(lang, ns)).map(async (lang) => {
        instance.addResourceBundle(lang, ns, await PAGE_NAMESPACES[ns](lang), true, true);
      }),
    ),
  );
}
