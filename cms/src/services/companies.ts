/**
 * Companies (issue 13 point 2, staff): every company named by an item, with its items and cases, the spellings of
 * one company counted as one through the data-option library (domain/companies, domain/name-resolution).
 */
import {
  caseOverdue,
  COMPANY_ITEMS_SHOWN,
  type CaseMeasure,
  type CaseStage,
  type CompanyDetail,
  type CompanyListQuery,
  type ReviewStatus,
  type Variant,
  type WireCompany,
  type WireCompanyCase,
  type WireCompanyItem,
} from '@lcmdp/contract';
import {
  companyMatches,
  countsAsCase,
  isConfirmedViolation,
  resolveCompany,
  summarizeCompanies,
  type CompanyCaseFacts,
  type CompanyItemFacts,
} from '../domain/companies';
import type { ItemKind } from '../domain/list-plan';
import { nameIndex, type LibraryName } from '../domain/name-resolution';
import { notFound } from '../http/failure';
import { CASE_UID } from './cases';
import { aliasesOf } from './catalogue';
import { ITEM_UID } from './items';
import { OPTION_UID, findLocalized } from './localized';
import { names } from './serialize';

const KINDS: readonly ItemKind[] = ['detection', 'report'];

interface StoredItem extends CompanyItemFacts {
  kind: ItemKind;
  id: number;
  documentId: string;
  brand: string | null;
  archived: boolean | null;
}

interface StoredCase extends CompanyCaseFacts {
  id: number;
  documentId: string;
  caseNumber: string;
  stage: CaseStage;
  responseDueOn: string | null;
  measures: CaseMeasure[] | null;
  fineKip: string | number | null;
  removalDueOn: string | null;
  createdAt: string;
  closedAt: string | null;
  detections: { id: number }[];
  reports: { id: number }[];
}

/** The companies of the library (both variants, inactive ones too: old items still name them). */
async function companyIndex(): Promise<Map<string, LibraryName>> {
  const rows = await findLocalized<{ key: string; nameLo: string; nameEn?: string | null; aliases?: string | null }>(OPTION_UID, {
    filters: { kind: 'company' },
    fields: ['key', 'aliases'],
    sort: [{ id: 'asc' }],
    limit: 10_000,
  });
  return nameIndex(rows.map((row) => ({ key: row.key, names: names(row.nameLo, row.nameEn), aliases: aliasesOf(row.aliases) })));
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

interface ModelMeta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

/** A datetime as the database gives it back (epoch milliseconds on SQLite, a Date on PostgreSQL) in ISO form. */
function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return new Date(/^\d+(\.\d+)?$/.test(text) ? Number(text) : text).toISOString();
}

/**
 * The items' facts grouped by company name as typed, variant and review statuses, with their number and newest date:
 * the list reads a few hundred groups, not every item (the archive may hold a hundred thousand).
 */
async function groupedItems(variant?: Variant): Promise<CompanyItemFacts[]> {
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName();
  const lists = await Promise.all(
    KINDS.map(async (kind) => {
      const meta = strapi.db.metadata.get(ITEM_UID[kind]) as unknown as ModelMeta;
      const col = (attribute: string) => {
        const name = meta.attributes[attribute]?.columnName;
        if (!name) throw new Error(`companies: ${ITEM_UID[kind]} has no column for ${attribute}`);
        return `i.${name}`;
      };
      const qb = knex.from(`${schema ? `${schema}.` : ''}${meta.tableName} as i`).whereNotNull(col('company'));
      if (variant) qb.where(col('variant'), variant);
      const keys = [col('company'), col('variant'), col('reviewStatus'), col('operatorStatus')];
      const rows = (await qb
        .select({ company: keys[0], variant: keys[1], reviewStatus: keys[2], operatorStatus: keys[3] })
        .count({ n: '*' })
        .max({ last: col('createdAt') })
        .groupBy(keys)) as {
        company: string;
        variant: Variant;
        reviewStatus: string;
        operatorStatus: string | null;
        n: number | string;
        last: unknown;
      }[];
      return rows.map(({ n, last, ...row }) => ({ ...row, count: Number(n), createdAt: isoOf(last) }));
    }),
  );
  return lists.flat();
}

/** Every item naming one of `names`, one row an item. */
async function loadItems(names: string[]): Promise<StoredItem[]> {
  if (!names.length) return [];
  const lists = await Promise.all(
    KINDS.map(async (kind) => {
      const rows = (await strapi.db.query(ITEM_UID[kind]).findMany({
        where: { company: { $in: names } },
        select: ['id', 'documentId', 'variant', 'company', 'brand', 'reviewStatus', 'operatorStatus', 'archived', 'createdAt'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })) as Omit<StoredItem, 'kind'>[];
      return rows.map((row) => ({ ...row, kind, createdAt: iso(row.createdAt) }));
    }),
  );
  return lists.flat();
}

async function loadCases(variant?: Variant): Promise<StoredCase[]> {
  const rows = (await strapi.db.query(CASE_UID).findMany({
    where: variant ? { variant } : {},
    select: [
      'id',
      'documentId',
      'caseNumber',
      'variant',
      'company',
      'stage',
      'responseDueOn',
      'measures',
      'fineKip',
      'removalDueOn',
      'createdAt',
      'closedAt',
    ],
    populate: { detections: { select: ['id'] }, reports: { select: ['id'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })) as Omit<StoredCase, 'itemCount'>[];
  return rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt),
    closedAt: row.closedAt ? iso(row.closedAt) : null,
    itemCount: (row.detections?.length ?? 0) + (row.reports?.length ?? 0),
  }));
}

/** GET /companies: every company with its counts, most confirmed violations first. */
export async function listCompanies(query: CompanyListQuery): Promise<{ data: WireCompany[] }> {
  const [index, items, cases] = await Promise.all([companyIndex(), groupedItems(query.variant), loadCases(query.variant)]);
  return { data: summarizeCompanies(items, cases, index).filter((c) => companyMatches(c, query.q)) };
}

/** GET /companies/:key: one company (by its key or any spelling of its name), its newest items and its cases. */
export async function companyDetail(keyOrName: string, now: Date = new Date()): Promise<CompanyDetail> {
  const [index, groups, allCases] = await Promise.all([companyIndex(), groupedItems(), loadCases()]);
  const wanted = resolveCompany(keyOrName, index);
  if (!wanted) throw notFound('Company');
  const ofCompany = (name: string | null) => resolveCompany(name, index)?.key === wanted.key;
  // The company's spellings as typed, then its items one by one.
  const items = await loadItems([...new Set(groups.filter((g) => ofCompany(g.company)).map((g) => g.company!))]);
  const cases = allCases.filter((c) => countsAsCase(c) && ofCompany(c.company));
  const [company] = summarizeCompanies(items, cases, index);
  if (!company) throw notFound('Company');

  // Each item's case, by the case's relations (a case may hold an item typed with another spelling).
  const caseOfItem = new Map<string, StoredCase>();
  for (const c of allCases) {
    for (const d of c.detections ?? []) caseOfItem.set(`detection:${d.id}`, c);
    for (const r of c.reports ?? []) caseOfItem.set(`report:${r.id}`, c);
  }
  const wireItems: WireCompanyItem[] = items
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, COMPANY_ITEMS_SHOWN)
    .map((item) => {
      const c = caseOfItem.get(`${item.kind}:${item.id}`) ?? null;
      return {
        kind: item.kind,
        _id: item.documentId,
        variant: item.variant,
        company: item.company ?? '',
        brand: item.brand ?? null,
        status: item.reviewStatus as ReviewStatus,
        confirmed: isConfirmedViolation(item),
        archived: Boolean(item.archived),
        createdAt: item.createdAt,
        caseId: c?.documentId ?? null,
        caseNumber: c?.caseNumber ?? null,
        caseStage: c?.stage ?? null,
      };
    });
  const wireCases: WireCompanyCase[] = cases.map((c) => ({
    _id: c.documentId,
    caseNumber: c.caseNumber,
    variant: c.variant,
    stage: c.stage,
    overdue: caseOverdue(
      { stage: c.stage, responseDueOn: c.responseDueOn, measures: c.measures ?? [], removalDueOn: c.removalDueOn },
      now,
    ),
    measures: c.measures ?? [],
    fineKip: c.fineKip === null || c.fineKip === undefined ? null : Number(c.fineKip),
    openedAt: c.createdAt,
    closedAt: c.closedAt,
    items: c.itemCount,
  }));
  return { company, items: wireItems, cases: wireCases };
}
