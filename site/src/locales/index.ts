/**
 * Translations, bundled with the site (none is fetched from elsewhere). The shell's namespaces (common, home) are
 * in the first download; the pages' namespaces (items, report, vocab) load with the page that needs them.
 * One JSON file per namespace and language; `vocab` is built from the contract's labels.
 */
import enCommon from './en/common.json';
import enHome from './en/home.json';
import loCommon from './lo/common.json';
import loHome from './lo/home.json';

export const shellResources = {
  en: { common: enCommon, home: enHome },
  lo: { common: loCommon, home: loHome },
} as const;

type Lang = keyof typeof shellResources;
type Bundle = Record<string, unknown>;

/** Namespaces that load with their pages. */
export const PAGE_NAMESPACES = {
  items: (lang: Lang) => (lang === 'en' ? import('./en/items.json') : import('./lo/items.json')).then((m) => m.default as Bundle),
  report: (lang: Lang) =>
    (lang === 'en' ? import('./en/report.json') : import('./lo/report.json')).then((m) => m.default as Bundle),
  auth: (lang: Lang) => (lang === 'en' ? import('./en/auth.json') : import('./lo/auth.json')).then((m) => m.default as Bundle),
  accounts: (lang: Lang) =>
    (lang === 'en' ? import('./en/accounts.json') : import('./lo/accounts.json')).then((m) => m.default as Bundle),
  review: (lang: Lang) =>
    (lang === 'en' ? import('./en/review.json') : import('./lo/review.json')).then((m) => m.default as Bundle),
  checks: (lang: Lang) =>
    (lang === 'en' ? import('./en/checks.json') : import('./lo/checks.json')).then((m) => m.default as Bundle),
  catalogue: (lang: Lang) =>
    (lang === 'en' ? import('./en/catalogue.json') : import('./lo/catalogue.json')).then((m) => m.default as Bundle),
  analysis: (lang: Lang) =>
    (lang === 'en' ? import('./en/analysis.json') : import('./lo/analysis.json')).then((m) => m.default as Bundle),
  cases: (lang: Lang) => (lang === 'en' ? import('./en/cases.json') : import('./lo/cases.json')).then((m) => m.default as Bundle),
  companies: (lang: Lang) =>
    (lang === 'en' ? import('./en/companies.json') : import('./lo/companies.json')).then((m) => m.default as Bundle),
  history: (lang: Lang) =>
    (lang === 'en' ? import('./en/history.json') : import('./lo/history.json')).then((m) => m.default as Bundle),
  monthlyReports: (lang: Lang) =>
    (lang === 'en' ? import('./en/monthly-reports.json') : import('./lo/monthly-reports.json')).then((m) => m.default as Bundle),
  vocab: (lang: Lang) => import('./vocab').then((m) => m.vocab(lang) as Bundle),
} as const;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;

/** Every namespace in both languages (tests and the translation parity check use it). */
export async function allResources(): Promise<Record<Lang, Record<string, Bundle>>> {
  const out = { en: { ...shellResources.en }, lo: { ...shellResources.lo } } as Record<Lang, Record<string, Bundle>>;
  for (const lang of ['en', 'lo'] as const) {
    for (const [ns, load] of Object.entries(PAGE_NAMESPACES)) out[lang][ns] = await load(lang);
  }
  return out;
}
