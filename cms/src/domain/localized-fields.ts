/**
 * The catalogues' human text is stored with Strapi's i18n: one entry per locale (`lo`, the default, and `en`) of
 * the same document. The rest of the app keeps its one-record shape with a field per language (`nameLo`,
 * `nameEn`, ...). These pure functions translate between the two: a stored field and, per locale, the domain
 * field holding its text.
 */
import type { Locale } from '@lcmdp/contract';

/** Strapi's default locale: the Lao entry of a document, the one items link to. */
export const DEFAULT_LOCALE: Locale = 'lo';

/** Stored (localized) field → the domain field of each locale. */
export type LocalizedFields = Readonly<Record<string, Readonly<Record<Locale, string>>>>;

export const CODE_TEXT: LocalizedFields = {
  name: { lo: 'nameLo', en: 'nameEn' },
  legalReference: { lo: 'legalReferenceLo', en: 'legalReference' },
};
export const NAME_TEXT: LocalizedFields = { name: { lo: 'nameLo', en: 'nameEn' } };

type Row = Record<string, unknown>;

/**
 * A document in the domain's shape from its `lo` entry and its `en` entry (either may be missing): the `lo`
 * entry's shared fields, and each localized field spread over its domain fields. The stored field names go.
 */
export function joinLocales(fields: LocalizedFields, lo: Row | null | undefined, en: Row | null | undefined): Row {
  const base: Row = { ...(en ?? {}), ...(lo ?? {}) };
  for (const [stored, byLocale] of Object.entries(fields)) {
    delete base[stored];
    base[byLocale.lo] = lo?.[stored] ?? null;
    base[byLocale.en] = en?.[stored] ?? null;
  }
  delete base.locale;
  return base;
}

/**
 * Domain data → what to write in each locale: the shared fields go with `lo` (Strapi copies them to the other
 * locales), each locale gets its own text. A field left undefined is not written (it keeps its value).
 */
export function splitLocales(fields: LocalizedFields, data: Row): Record<Locale, Row> {
  const domainFields = new Set(Object.values(fields).flatMap((byLocale) => Object.values(byLocale)));
  const lo: Row = {};
  const en: Row = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && !domainFields.has(key)) lo[key] = value;
  }
  for (const [stored, byLocale] of Object.entries(fields)) {
    if (data[byLocale.lo] !== undefined) lo[stored] = data[byLocale.lo];
    if (data[byLocale.en] !== undefined) en[stored] = data[byLocale.en];
  }
  return { lo, en };
}
