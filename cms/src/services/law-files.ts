/** The current law PDF of each variant (International Code; Lao Decree 472/PM). Uploading replaces it. */
import { documents } from './documents';
import type { Variant } from '@lcmdp/contract';
import type { MediaFile } from './media';
import { discard, store, vetFiles, withStoredFiles, type IncomingFile } from './uploads';

const LAW_UID = 'api::law-file.law-file';

interface StoredLaw {
  documentId: string;
  variant: Variant;
  file?: MediaFile | null;
  updatedAt: string;
}

export async function currentLawFiles() {
  const rows = (await documents(LAW_UID).findMany({ populate: ['file'], limit: 10 })) as unknown as StoredLaw[];
  const entry = (variant: Variant) => {
    const row = rows.find((r) => r.variant === variant);
    return row?.file ? { url: row.file.url, name: row.file.name, updated_at: row.updatedAt } : null;
  };
  return { international: entry('international'), laos: entry('laos') };
}

export async function replaceLawFile(variant: Variant, file: IncomingFile, userId: number): Promise<{ url: string }> {
  const [vetted] = await vetFiles('file', 'pdf', [file], 1);
  const [stored] = await store([vetted]);
  const previous = await withStoredFiles([stored], async () => {
    const existing = (await strapi
      .documents(LAW_UID)
      .findFirst({ filters: { variant }, populate: ['file'] })) as unknown as StoredLaw | null;
    if (existing) {
      await documents(LAW_UID).update({ documentId: existing.documentId, data: { file: stored.id, uploadedBy: userId } });
    } else {
      await documents(LAW_UID).create({ data: { variant, file: stored.id, uploadedBy: userId } });
    }
    return existing?.file ?? null;
  });
  if (previous) await discard([previous]);
  return { url: stored.url };
}
