/**
 * The catalogues (violation codes and types, data options) are localized with Strapi's i18n: a `lo` entry (the
 * default locale) and an `en` entry per document, as editors see them in the admin. This is the one place that
 * reads both locales into the app's one-record shape (`nameLo`, `nameEn`, ...) and writes that shape back as
 * the `lo` entry and its `en` localization.
 */
import {
  CODE_TEXT,
  DEFAULT_LOCALE,
  NAME_TEXT,
  joinLocales,
  splitLocales,
  type LocalizedFields,
} from '../domain/localized-fields';
import { documents, type DocumentQuery, type StoredDocument } from './documents';

export const CODE_UID = 'api::violation-code.violation-code';
export const TYPE_UID = 'api::violation-type.violation-type';
export const OPTION_UID = 'api::data-option.data-option';
export const LAW_UID = 'api::law-file.law-file';

/** The content types whose text is localized, with their localized fields. */
export const LOCALIZED_TEXT: Record<string, LocalizedFields> = {
  [CODE_UID]: CODE_TEXT,
  [TYPE_UID]: NAME_TEXT,
  [OPTION_UID]: NAME_TEXT,
};

const fieldsOf = (uid: string): LocalizedFields => {
  const fields = LOCALIZED_TEXT[uid];
  if (!fields) throw new Error(`${uid} has no localized text`);
  return fields;
};

/** SQLite caps the bound values of one statement: ask for the English entries in slices. */
const SLICE = 500;

/** The `en` entries of these documents, by document id (only the localized fields). */
async function englishOf(uid: string, documentIds: string[]): Promise<Map<string, StoredDocument>> {
  const unique = [...new Set(documentIds)];
  const found = new Map<string, StoredDocument>();
  for (let i = 0; i < unique.length; i += SLICE) {
    const slice = unique.slice(i, i + SLICE);
    const rows = await documents(uid).findMany({
      locale: 'en',
      filters: { documentId: { $in: slice } },
      fields: ['documentId', ...Object.keys(fieldsOf(uid))],
      limit: slice.length,
    });
    for (const row of rows) found.set(row.documentId, row);
  }
  return found;
}

/** `lo` entries (read by any query, or populated from a relation) joined with their English text. */
export async function withEnglish<T>(uid: string, loRows: readonly StoredDocument[]): Promise<T[]> {
  if (!loRows.length) return [];
  const en = await englishOf(
    uid,
    loRows.map((r) => r.documentId),
  );
  return loRows.map((lo) => joinLocales(fieldsOf(uid), lo, en.get(lo.documentId)) as T);
}

/** Documents in the app's shape. Filters and order apply to the `lo` entries (shared fields are the same in both). */
export async function findLocalized<T>(uid: string, query: DocumentQuery = {}): Promise<T[]> {
  const fields = query.fields ? [...new Set([...query.fields, 'documentId', ...Object.keys(fieldsOf(uid))])] : undefined;
  const lo = await documents(uid).findMany({ ...query, fields, locale: DEFAULT_LOCALE });
  return withEnglish<T>(uid, lo);
}

export async function findOneLocalized<T>(uid: string, documentId: string, populate?: unknown): Promise<T | null> {
  const lo = await documents(uid).findOne({ documentId, locale: DEFAULT_LOCALE, populate });
  if (!lo) return null;
  const [joined] = await withEnglish<T>(uid, [lo]);
  return joined;
}

/** Items' relations hold the `lo` entries of codes and types: their English text joined in, in place. */
export async function localizeRelations(
  items: readonly Record<string, unknown>[],
  relations: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [field, uid] of Object.entries(relations)) {
    const related = items.flatMap((item) => (Array.isArray(item[field]) ? (item[field] as StoredDocument[]) : []));
    if (!related.length) continue;
    const en = await englishOf(
      uid,
      related.map((r) => r.documentId),
    );
    for (const item of items) {
      if (Array.isArray(item[field])) {
        item[field] = (item[field] as StoredDocument[]).map((lo) => joinLocales(fieldsOf(uid), lo, en.get(lo.documentId)));
      }
    }
  }
}

/**
 * Writes a new document: the `lo` entry with the shared fields and the Lao text, then its `en` localization
 * (created even without English text, so editors find both locales), in one transaction.
 */
export async function createLocalized<T>(uid: string, data: Record<string, unknown>, populate?: unknown): Promise<T> {
  const { lo, en } = splitLocales(fieldsOf(uid), data);
  return strapi.db.transaction(async () => {
    const created = await documents(uid).create({ locale: DEFAULT_LOCALE, data: lo });
    await documents(uid).update({ documentId: created.documentId, locale: 'en', data: en });
    return (await findOneLocalized<T>(uid, created.documentId, populate))!;
  });
}

/** Updates a document's shared fields and the text of each locale given (creating a missing `en` entry). */
export async function updateLocalized<T>(
  uid: string,
  documentId: string,
  data: Record<string, unknown>,
  populate?: unknown,
): Promise<T> {
  const { lo, en } = splitLocales(fieldsOf(uid), data);
  return strapi.db.transaction(async () => {
    await documents(uid).update({ documentId, locale: DEFAULT_LOCALE, data: lo });
    await documents(uid).update({ documentId, locale: 'en', data: en });
    return (await findOneLocalized<T>(uid, documentId, populate))!;
  });
}

/** Deletes a document in every locale. */
export async function deleteLocalized(uid: string, documentId: string): Promise<void> {
  await documents(uid).delete({ documentId, locale: '*' });
}
