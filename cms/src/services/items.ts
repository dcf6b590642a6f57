/** Reading detections and reports: lists from a plan, one item by id, with public/staff visibility. */
import { asRowPopulate, documents, rows } from './documents';
import type { Page } from '@lcmdp/contract';
import type { ItemKind, ListPlan } from '../domain/list-plan';
import { isPublic } from '../domain/review-chain';
import { notFound } from '../http/failure';
import { listCache, type Audience } from './list-cache';
import { CODE_UID, TYPE_UID, localizeRelations } from './localized';
import { toWireDetection, toWireReport, type StoredDetection, type StoredReport } from './serialize';

export const ITEM_UID = {
  detection: 'api::detection.detection',
  report: 'api::report.report',
} as const;

/** The date a list is sorted and filtered by. */
export const DATE_FIELD: Record<ItemKind, string> = { detection: 'crawledAt', report: 'observedOn' };
const SEARCH_FIELDS: Record<ItemKind, string[]> = {
  detection: ['caption', 'company', 'brand', 'platform', 'pageUrl'],
  report: ['company', 'brand', 'description', 'suspectedText', 'activity'],
};

const IMAGE_FIELDS: ('url' | 'name' | 'width' | 'height' | 'mime')[] = ['url', 'name', 'width', 'height', 'mime'];

const LIST_POPULATE = {
  images: { fields: IMAGE_FIELDS },
  violationCodes: true,
  violationTypes: true,
};

/** An item's relations to the localized catalogues (they hold the `lo` entries). */
export const CATALOGUE_RELATIONS = { violationCodes: CODE_UID, violationTypes: TYPE_UID };

const STAFF_POPULATE = {
  ...LIST_POPULATE,
  supervisorBy: { fields: ['fullName' as const] },
  operatorBy: { fields: ['fullName' as const] },
};

type Filters = Record<string, unknown>;

/**
 * Items the operator approved with one of these final statuses, as a query filter: the operator confirmed the same
 * status the item has (the chain keeps both in step; isApproved in domain/review-chain says it of one item).
 */
export function approvedWith(statuses: readonly string[]): Filters {
  return { $or: statuses.map((s) => ({ reviewStatus: s, operatorStatus: s })) };
}

export function filtersOf(plan: ListPlan): Filters {
  const and: Filters[] = [];
  if (plan.variant) and.push({ variant: plan.variant });
  if (plan.origin) and.push({ origin: plan.origin });
  if (plan.archived !== 'all') and.push({ archived: plan.archived });
  if (plan.approvedOnly) {
    and.push(approvedWith(plan.statuses));
  } else if (plan.statuses.length) {
    and.push({ reviewStatus: { $in: plan.statuses } });
  }
  const dateField = DATE_FIELD[plan.kind];
  if (plan.from) and.push({ [dateField]: { $gte: plan.from } });
  if (plan.to) and.push({ [dateField]: { $lte: endOfDay(plan.to) } });
  if (plan.q) and.push({ $or: SEARCH_FIELDS[plan.kind].map((f) => ({ [f]: { $containsi: plan.q } })) });
  return { $and: and };
}

/** A bare date (`2026-01-31`) as an upper bound means the whole of that day. */
export function endOfDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T23:59:59.999Z` : date;
}

function serialize(kind: ItemKind, row: unknown, staff: boolean) {
  return kind === 'detection' ? toWireDetection(row as StoredDetection, staff) : toWireReport(row as StoredReport, staff);
}

/** The order of a list and of its export: by the list's date, newest first unless `oldest`, then by id. */
export function orderOf(plan: ListPlan): Record<string, 'asc' | 'desc'>[] {
  const direction = plan.sort === 'oldest' ? 'asc' : 'desc';
  return [{ [DATE_FIELD[plan.kind]]: direction }, { id: direction }];
}

type ListPage = Page<ReturnType<typeof serialize>>;

const audienceOf = (staff: boolean): Audience => (staff ? 'staff' : 'public');

/**
 * One page of a list, as the public or staff see it. Pages and counts come from the list cache while nothing they
 * show has changed; the count is kept per filter, so paging through a list does not count it again.
 */
export async function listItems(plan: ListPlan, staff: boolean): Promise<ListPage> {
  return listCache().get(audienceOf(staff), `page ${JSON.stringify(plan)}`, () => readPage(plan, staff));
}

const ROW_POPULATE = { staff: asRowPopulate(STAFF_POPULATE), public: asRowPopulate(LIST_POPULATE) };

/**
 * A page's rows in two steps: the page's ids first (filter, order, offset and limit on the id alone, which the list
 * indexes answer without reading the rows they skip), then those rows with their relations. Reading whole rows at an
 * offset reads and sorts every row before the page: a deep public page took 55–62 ms of PostgreSQL, its ids 4 ms.
 */
async function pageRows(uid: string, plan: ListPlan, where: Filters, populate: unknown) {
  const orderBy = orderOf(plan);
  const offset = (plan.page - 1) * plan.pageSize;
  const ids = await rows(uid).findMany({ where, orderBy, offset, limit: plan.pageSize, select: ['id'] });
  if (ids.length === 0) return [];
  return rows(uid).findMany({ where: { id: { $in: ids.map((r) => r.id) } }, orderBy, populate });
}

async function readPage(plan: ListPlan, staff: boolean): Promise<ListPage> {
  const uid = ITEM_UID[plan.kind];
  const where = filtersOf(plan);
  const [found, { total }] = await Promise.all([
    pageRows(uid, plan, where, ROW_POPULATE[audienceOf(staff)]),
    listCache().get(audienceOf(staff), `count ${uid} ${JSON.stringify(where)}`, async () => ({
      total: await rows(uid).count({ where }),
    })),
  ]);
  await localizeRelations(found, CATALOGUE_RELATIONS);
  return {
    data: (found as unknown[]).map((row) => serialize(plan.kind, row, staff)),
    meta: {
      pagination: { page: plan.page, pageSize: plan.pageSize, pageCount: Math.ceil(total / plan.pageSize), total },
    },
  };
}

const DETAIL_POPULATE: Record<ItemKind, Record<string, unknown>> = {
  detection: { ...STAFF_POPULATE, evidenceScreenshot: true, evidenceHtml: true },
  report: { ...STAFF_POPULATE, reporter: true },
};

/** One item as the caller may see it: the public gets 404 for anything not operator-approved. */
export async function getItem(kind: ItemKind, documentId: string, staff: boolean) {
  const row = await documents(ITEM_UID[kind]).findOne({ documentId, populate: DETAIL_POPULATE[kind] });
  if (!row) throw notFound(kind === 'detection' ? 'Detection' : 'Report');
  const stored = row as unknown as StoredDetection;
  if (!staff && !isPublic(stored)) throw notFound(kind === 'detection' ? 'Detection' : 'Report');
  await localizeRelations([row], CATALOGUE_RELATIONS);
  return serialize(kind, row, staff);
}
