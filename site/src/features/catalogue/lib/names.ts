import type { LocalizedName } from '@lcmdp/contract';

/** The name in exactly this language (forms edit each language's name; lists fall back with `localName`). */
export function localNameIn(names: readonly LocalizedName[], locale: 'lo' | 'en'): string | undefined {
  return names.find((n) => n.locale === locale)?.name;
}
