/**
 * Files of deleted records are deleted: when a report, detection, law file or data option is deleted through the
 * Document Service (our routes and the admin panel alike), its media files that nothing else uses any more are
 * removed from the media library and from disk. Evidence of a deleted report must not stay public at its URL.
 */
import type { Core, UID } from '@strapi/strapi';

const FILE_UID = 'plugin::upload.file';
export const RECORDS_WITH_FILES = [
  'api::report.report',
  'api::detection.detection',
  'api::law-file.law-file',
  'api::data-option.data-option',
] as const;

function mediaFields(strapi: Core.Strapi, uid: string): string[] {
  const attributes = strapi.getModel(uid as UID.Schema).attributes as Record<string, { type: string }>;
  return Object.entries(attributes)
    .filter(([, attribute]) => attribute.type === 'media')
    .map(([name]) => name);
}

/** The ids of the files attached to every row of a document. */
async function filesOf(strapi: Core.Strapi, uid: string, documentId: string): Promise<number[]> {
  const fields = mediaFields(strapi, uid);
  if (!fields.length) return [];
  const rows = (await strapi.db.query(uid as UID.Schema).findMany({
    where: { documentId },
    select: ['id'],
    populate: Object.fromEntries(fields.map((f) => [f, { select: ['id'] }])),
  })) as Record<string, { id: number } | { id: number }[] | null>[];
  const ids = rows.flatMap((row) => fields.flatMap((f) => [row[f] ?? []].flat().map((file) => file.id)));
  return [...new Set(ids)];
}

/** Removes those of the files that no record refers to any more (a file may be shared in the admin panel). */
async function removeUnused(strapi: Core.Strapi, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const { joinTable } = strapi.db.metadata.get(FILE_UID).attributes.related as unknown as {
    joinTable: { name: string; joinColumn: { name: string } };
  };
  const used = (await strapi.db
    .getConnection(joinTable.name)
    .whereIn(joinTable.joinColumn.name, ids)
    .distinct(joinTable.joinColumn.name)) as Record<string, number>[];
  const stillUsed = new Set(used.map((row) => Number(row[joinTable.joinColumn.name])));
  const orphans = await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: ids.filter((id) => !stillUsed.has(id)) } } });
  const upload = strapi.plugin('upload').service('upload');
  for (const file of orphans) await upload.remove(file);
}

export function deleteFilesOfDeletedRecords(strapi: Core.Strapi): void {
  const watched = new Set<string>(RECORDS_WITH_FILES);
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (context.action !== 'delete' || !watched.has(context.uid) || !documentId) return next();
    const files = await filesOf(strapi, context.uid, documentId);
    const result = await next();
    try {
      await removeUnused(strapi, files);
    } catch (error) {
      // The record is gone either way; a file left behind is logged, not turned into a failed delete.
      strapi.log.error(`LCMDP: could not remove the files of ${context.uid} ${documentId}: ${String(error)}`);
    }
    return result;
  });
}
