/**
 * export_data: every item of a list (the same filters and order as get_data_from_route, without paging) as an
 * Excel file, streamed while items are read in batches, so neither the file nor the items are ever held whole.
 */
import type { Locale } from '@lcmdp/contract';
import type { Context } from 'koa';
import type { ListPlan } from '../domain/list-plan';
import { EXPORT_COLUMNS, exportCells, exportHeader, type ExportItem } from '../domain/export-columns';
import { ITEM_UID, filtersOf, orderOf } from './items';
import { TYPE_UID, localizeRelations } from './localized';
import type { StoredDetection, StoredReport, StoredReviewFields } from './serialize';
import { streamWorkbook } from './xlsx';

export const EXPORT_BATCH_SIZE = 1000;

/** The sheet's name: "items". */
const SHEET_NAME: Record<Locale, string> = { lo: 'ລາຍການ', en: 'Items' };

const COMMON_FIELDS = [
  'id',
  'documentId',
  'variant',
  'company',
  'brand',
  'productType',
  'aiStatus',
  'aiScore',
  'supervisorStatus',
  'supervisorAt',
  'operatorStatus',
  'operatorAt',
  'reviewStatus',
  'violationCount',
  'archived',
];
/** Read field by field: never the reporter's contact (a private component) nor anything else not exported. */
const FIELDS = {
  detection: [...COMMON_FIELDS, 'caption', 'pageUrl', 'platform', 'crawledAt', 'postedAt'],
  report: [...COMMON_FIELDS, 'description', 'activity', 'url', 'suspectedLink', 'province', 'observedOn'],
};

const POPULATE = {
  supervisorBy: { select: ['fullName'] },
  operatorBy: { select: ['fullName'] },
  violationCodes: { select: ['code'] },
  // The `lo` entries; their English names are joined in (localizeRelations).
  violationTypes: { select: ['documentId', 'name'] },
};

/** The stored fields an export reads (FIELDS and POPULATE): the list's stored item types, narrowed. */
type ExportRow = Pick<
  StoredReviewFields,
  | 'id'
  | 'documentId'
  | 'variant'
  | 'company'
  | 'brand'
  | 'productType'
  | 'aiStatus'
  | 'aiScore'
  | 'supervisorStatus'
  | 'supervisorAt'
  | 'supervisorBy'
  | 'operatorStatus'
  | 'operatorAt'
  | 'operatorBy'
  | 'reviewStatus'
  | 'violationCount'
  | 'violationCodes'
  | 'violationTypes'
> & {
  /** SQLite answers 0/1. */
  archived: boolean | number;
} & Partial<Pick<StoredDetection, 'caption' | 'pageUrl' | 'platform' | 'crawledAt' | 'postedAt'>> &
  Partial<Pick<StoredReport, 'description' | 'activity' | 'url' | 'suspectedLink' | 'province' | 'observedOn'>>;

export function toExportItem(kind: ExportItem['kind'], row: ExportRow): ExportItem {
  const detection = kind === 'detection';
  return {
    kind,
    documentId: row.documentId,
    variant: row.variant,
    company: row.company ?? null,
    brand: row.brand ?? null,
    productType: row.productType ?? null,
    text: (detection ? row.caption : (row.description ?? row.activity)) ?? null,
    link: (detection ? row.pageUrl : (row.url ?? row.suspectedLink)) ?? null,
    platform: detection ? (row.platform ?? null) : null,
    province: detection ? null : (row.province ?? null),
    seenAt: (detection ? row.crawledAt : row.observedOn) ?? null,
    publishedAt: detection ? (row.postedAt ?? null) : null,
    aiStatus: row.aiStatus ?? null,
    aiScore: row.aiScore === null || row.aiScore === undefined ? null : Number(row.aiScore),
    supervisorStatus: row.supervisorStatus ?? null,
    supervisorName: row.supervisorBy?.fullName ?? null,
    supervisorAt: row.supervisorAt ?? null,
    operatorStatus: row.operatorStatus ?? null,
    operatorName: row.operatorBy?.fullName ?? null,
    operatorAt: row.operatorAt ?? null,
    reviewStatus: row.reviewStatus,
    codes: (row.violationCodes ?? []).map((c) => c.code).sort(),
    types: row.violationTypes ?? [],
    violationCount: row.violationCount ?? 0,
    archived: Boolean(row.archived),
  };
}

/**
 * The plan's items in the list's order, batch after batch. First the ids of every matching item, in order (one
 * query the indexes serve; 100,000 ids are under a megabyte), then the items by id, one batch at a time (primary
 * key lookups). Memory holds the ids and one batch; the database does one sort in all. The file is a snapshot of
 * the list when the export began: an item changed later is written as it is when its batch is read.
 *
 * (Keyset pagination on the list's order, tried first, made SQLite sort the remaining rows again for every batch
 * whenever the filter matches an index prefix: 8 s instead of 0.1 s of queries for 100,000 rows.)
 */
export async function* itemBatches(plan: ListPlan, batchSize: number = EXPORT_BATCH_SIZE): AsyncGenerator<ExportItem[]> {
  const uid = ITEM_UID[plan.kind];
  const ids = (
    (await strapi.db.query(uid).findMany({
      where: filtersOf(plan),
      select: ['id'],
      orderBy: orderOf(plan),
    })) as { id: number }[]
  ).map((row) => row.id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const rows = (await strapi.db.query(uid).findMany({
      where: { id: { $in: batch } },
      select: FIELDS[plan.kind],
      populate: POPULATE,
    })) as unknown as ExportRow[];
    await localizeRelations(rows as unknown as Record<string, unknown>[], { violationTypes: TYPE_UID });
    const byId = new Map(rows.map((row) => [row.id, row]));
    // An item deleted since the ids were read is left out.
    const items = batch.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toExportItem(plan.kind, row)] : [];
    });
    if (items.length) yield items;
  }
}

/** Answers with the plan's items as an .xlsx download, streamed. The first batch is read before answering. */
export async function exportItems(ctx: Context, plan: ListPlan, lang: Locale, filename: string) {
  const batches = itemBatches(plan);
  // A database failure on the first read still becomes an error status: nothing has been sent yet.
  const first = await batches.next();
  return streamWorkbook(ctx, filename, lang, async (book) => {
    const headers = exportHeader(lang);
    const sheet = book.sheet(
      SHEET_NAME[lang],
      EXPORT_COLUMNS.map((c, i) => ({ header: headers[i], width: c.width })),
    );
    let batch = first;
    while (!batch.done) {
      for (const item of batch.value) sheet.add(exportCells(item, lang));
      await book.drained();
      if (book.aborted) {
        await batches.return(undefined);
        return;
      }
      batch = await batches.next();
    }
  });
}
