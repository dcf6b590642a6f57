/**
 * The current law PDFs (International Code; Lao Decree 472/PM): one law-file document per variant, localized with
 * Strapi's i18n, so each variant has a Lao text (`lo` entry) and an English translation (`en` entry). Uploading
 * replaces the PDF of one variant in one language.
 */
import { LOCALES, VARIANTS, type Locale, type Variant, type WireLawFile, type WireLawFiles } from '@lcmdp/contract';
import { documents } from './documents';
import { LAW_UID } from './localized';
import type { MediaFile } from './media';
import { discard, store, vetFiles, withStoredFiles, type IncomingFile } from './uploads';

interface StoredLaw {
  documentId: string;
  variant: Variant;
  file?: MediaFile | null;
  updatedAt: string;
}

/** The variant's law from its PDF in each language: the Lao one first at the top level, else the English one. */
export function variantLaw(files: Record<Locale, WireLawFile | null>): WireLawFiles[Variant] {
  const main = files.lo ?? files.en;
  return main ? { ...main, files } : null;
}

export async function currentLawFiles(): Promise<WireLawFiles> {
  const byLocale = await Promise.all(
    LOCALES.map(
      async (locale) => (await documents(LAW_UID).findMany({ locale, populate: ['file'], limit: 10 })) as unknown as StoredLaw[],
    ),
  );
  const fileOf = (variant: Variant, locale: Locale): WireLawFile | null => {
    const row = byLocale[LOCALES.indexOf(locale)].find((r) => r.variant === variant);
    return row?.file ? { url: row.file.url, name: row.file.name, updated_at: row.updatedAt } : null;
  };
  const law = (variant: Variant) => variantLaw({ lo: fileOf(variant, 'lo'), en: fileOf(variant, 'en') });
  return Object.fromEntries(VARIANTS.map((v) => [v, law(v)])) as WireLawFiles;
}

export async function replaceLawFile(
  variant: Variant,
  language: Locale,
  file: IncomingFile,
  userId: number,
): Promise<{ url: string }> {
  const [vetted] = await vetFiles('file', 'pdf', [file], 1);
  const [stored] = await store([vetted]);
  const previous = await withStoredFiles([stored], () =>
    strapi.db.transaction(async () => {
      // The variant's document, whichever language was uploaded first.
      const document = (await strapi.db.query(LAW_UID).findOne({ where: { variant }, select: ['documentId'] })) as {
        documentId: string;
      } | null;
      const data = { file: stored.id, uploadedBy: userId };
      if (!document) {
        await documents(LAW_UID).create({ locale: language, data: { ...data, variant } });
        return null;
      }
      const existing = (await documents(LAW_UID).findOne({
        documentId: document.documentId,
        locale: language,
        populate: ['file'],
      })) as unknown as StoredLaw | null;
      // Creates the language's entry when the variant had only the other one.
      await documents(LAW_UID).update({ documentId: document.documentId, locale: language, data });
      return existing?.file ?? null;
    }),
  );
  if (previous) await discard([previous]);
  return { url: stored.url };
}
