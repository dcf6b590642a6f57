/**
 * get_analysis: figures for a period, counted in the database (GROUP BY), never by loading items.
 *
 * What is counted: detections and reports together, by the day they were recorded (created, UTC), archived items
 * left out (archiving takes an item off the working lists: duplicates, items out of scope). Breakdowns:
 *   - company, brand: the name as typed, resolved against the data-option library (domain/name-resolution.ts):
 *     names of one library option count under its key (with its names); names it does not know stay as typed
 *     and are also listed in `unresolved` for an editor to map; items without one under '' ("not specified");
 *   - code: an item counts once under each violation code chosen for it; items without codes under '';
 *   - platform: detections by their platform; place: reports by their category (where they were seen);
 *   - province: reports only (detections have none);
 *   - variant: international / laos.
 * Each is sorted largest first and capped at BUCKETS_MAX buckets plus OTHER_BUCKET.
 *
 * SQL runs through knex on SQLite and PostgreSQL; only the day/month expression differs between them.
 */
import type { AnalysisBucket, AnalysisQuery, AnalysisResponse } from '@lcmdp/contract';
import type { Knex } from 'knex';
import {
  capBuckets,
  coveredPeriod,
  mergeBuckets,
  overTimeSeries,
  periodKeys,
  periodUnit,
  type PeriodUnit,
} from '../domain/analysis';
import { enforcementFigures } from '../domain/enforcement-figures';
import type { ItemKind } from '../domain/list-plan';
import { nameIndex, resolveNames, type LibraryName } from '../domain/name-resolution';
import { aliasesOf } from './catalogue';
import { figureCases } from './enforcement-figures';
import { OPTION_UID, findLocalized } from './localized';
import { names } from './serialize';
import { ITEM_UID, endOfDay } from './items';

const CODE_UID = 'api::violation-code.violation-code';
const KINDS: ItemKind[] = ['detection', 'report'];

interface AttributeMeta {
  columnName?: string;
  joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
}
interface ModelMeta {
  tableName: string;
  attributes: Record<string, AttributeMeta>;
}

const meta = (uid: string) => strapi.db.metadata.get(uid) as unknown as ModelMeta;

/** A column of a model's table, by attribute name, from Strapi's own metadata. */
function column(uid: string, attribute: string): string {
  const name = meta(uid).attributes[attribute]?.columnName;
  if (!name) throw new Error(`analysis: ${uid} has no column for ${attribute}`);
  return name;
}

/** A table as knex names it, in the configured schema (PostgreSQL) if any. */
function table(name: string, alias: string): string {
  const schema = strapi.db.getSchemaName();
  return `${schema ? `${schema}.` : ''}${name} as ${alias}`;
}

/** The day (yyyy-mm-dd) or month (yyyy-mm) of a datetime column, as SQL text. */
function periodSql(knex: Knex, ref: string, unit: PeriodUnit): Knex.Raw {
  const client = strapi.db.dialect.client;
  if (client === 'postgres') return knex.raw(`to_char(??, '${unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}')`, [ref]);
  if (client === 'sqlite') {
    // Strapi (knex) stores datetimes on SQLite as epoch milliseconds; text dates are read as they are.
    const format = unit === 'day' ? '%Y-%m-%d' : '%Y-%m';
    return knex.raw(
      `CASE WHEN typeof(??) IN ('integer', 'real') THEN strftime('${format}', ?? / 1000, 'unixepoch') ELSE strftime('${format}', ??) END`,
      [ref, ref, ref],
    );
  }
  throw new Error(`analysis: the ${client} database is not supported`);
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The items of a kind the query counts, as `i`. */
function scoped(kind: ItemKind, query: AnalysisQuery): Knex.QueryBuilder {
  const uid = ITEM_UID[kind];
  const knex = strapi.db.connection;
  const col = (attribute: string) => `i.${column(uid, attribute)}`;
  const qb = knex.from(table(meta(uid).tableName, 'i')).where(col('archived'), false);
  if (query.variant) qb.where(col('variant'), query.variant);
  if (query.status.length) qb.whereIn(col('reviewStatus'), query.status);
  if (query.from) qb.where(col('createdAt'), '>=', dayStart(query.from));
  if (query.to) qb.where(col('createdAt'), '<=', new Date(endOfDay(query.to)));
  return qb;
}

type Grouped = { k: string | null; n: number | string }[];
const buckets = (rows: Grouped): AnalysisBucket[] => rows.map((r) => ({ key: r.k ?? '', count: Number(r.n) }));

/** Counts of a kind's items grouped by an expression (null and blank values grouped under ''). */
async function countBy(kind: ItemKind, query: AnalysisQuery, attribute: string): Promise<AnalysisBucket[]> {
  const knex = strapi.db.connection;
  const key = knex.raw(`COALESCE(TRIM(??), '')`, [`i.${column(ITEM_UID[kind], attribute)}`]);
  const rows = (await scoped(kind, query).select({ k: key }).count({ n: '*' }).groupBy(key)) as Grouped;
  return buckets(rows);
}

/** Items per violation code (an item once under each of its codes; items without codes under ''). */
async function countByCode(kind: ItemKind, query: AnalysisQuery): Promise<AnalysisBucket[]> {
  const knex = strapi.db.connection;
  const uid = ITEM_UID[kind];
  const link = meta(uid).attributes.violationCodes?.joinTable;
  if (!link) throw new Error(`analysis: ${uid} has no violation code relation`);
  const key = knex.raw(`COALESCE(??, '')`, [`c.${column(CODE_UID, 'code')}`]);
  const rows = (await scoped(kind, query)
    .leftJoin(table(link.name, 'l'), `l.${link.joinColumn.name}`, `i.${column(uid, 'id')}`)
    .leftJoin(table(meta(CODE_UID).tableName, 'c'), `c.${column(CODE_UID, 'id')}`, `l.${link.inverseJoinColumn.name}`)
    .select({ k: key })
    .countDistinct({ n: `i.${column(uid, 'id')}` })
    .groupBy(key)) as Grouped;
  return buckets(rows);
}

/** How many items of a kind, and the first and last day one was recorded on. */
async function extent(kind: ItemKind, query: AnalysisQuery) {
  const knex = strapi.db.connection;
  const day = periodSql(knex, `i.${column(ITEM_UID[kind], 'createdAt')}`, 'day');
  const [row] = (await scoped(kind, query).count({ n: '*' }).min({ first: day }).max({ last: day })) as {
    n: number | string;
    first: string | null;
    last: string | null;
  }[];
  return { count: Number(row.n), first: row.first ?? null, last: row.last ?? null };
}

async function countByPeriod(kind: ItemKind, query: AnalysisQuery, unit: PeriodUnit): Promise<Map<string, number>> {
  const knex = strapi.db.connection;
  const period = periodSql(knex, `i.${column(ITEM_UID[kind], 'createdAt')}`, unit);
  const rows = (await scoped(kind, query).select({ k: period }).count({ n: '*' }).groupBy(period)) as Grouped;
  return new Map(rows.map((r) => [r.k ?? '', Number(r.n)]));
}

/** The companies or brands of the library (both variants, inactive ones too: old items still name them). */
async function libraryNames(kind: 'company' | 'brand'): Promise<LibraryName[]> {
  const rows = await findLocalized<{ key: string; nameLo: string; nameEn?: string | null; aliases?: string | null }>(OPTION_UID, {
    filters: { kind },
    fields: ['key', 'aliases'],
    sort: [{ id: 'asc' }],
    limit: 10_000,
  });
  return rows.map((row) => ({ key: row.key, names: names(row.nameLo, row.nameEn), aliases: aliasesOf(row.aliases) }));
}

/** Items per company or brand as the library names them, and the names it does not know. */
async function countByName(kind: 'company' | 'brand', query: AnalysisQuery) {
  const [library, ...counts] = await Promise.all([libraryNames(kind), ...KINDS.map((item) => countBy(item, query, kind))]);
  const { resolved, unresolved } = resolveNames(mergeBuckets(...counts), nameIndex(library));
  return { buckets: capBuckets(resolved), unresolved: capBuckets(unresolved) };
}

export async function analysis(query: AnalysisQuery, now: Date = new Date()): Promise<AnalysisResponse> {
  const [detections, reports] = await Promise.all(KINDS.map((kind) => extent(kind, query)));
  const first = [detections.first, reports.first].filter((d): d is string => Boolean(d)).sort()[0] ?? null;
  const last =
    [detections.last, reports.last]
      .filter((d): d is string => Boolean(d))
      .sort()
      .pop() ?? null;
  const period = coveredPeriod(query, { first, last }, now.toISOString().slice(0, 10));
  const unit = period ? periodUnit(period.start, period.end) : 'day';

  const both = (count: (kind: ItemKind) => Promise<AnalysisBucket[]>) =>
    Promise.all(KINDS.map(count)).then((lists) => capBuckets(mergeBuckets(...lists)));
  const one = (kind: ItemKind, attribute: string) =>
    countBy(kind, query, attribute).then((list) => capBuckets(mergeBuckets(list)));
  const [perPeriod, byCompany, byBrand, byCode, byPlatform, byPlace, byProvince, byVariant, cases] = await Promise.all([
    period ? Promise.all(KINDS.map((kind) => countByPeriod(kind, query, unit))) : Promise.resolve(null),
    countByName('company', query),
    countByName('brand', query),
    both((kind) => countByCode(kind, query)),
    one('detection', 'platform'),
    one('report', 'category'),
    one('report', 'province'),
    both((kind) => countBy(kind, query, 'variant')),
    figureCases(query.variant),
  ]);

  return {
    from: query.from ?? null,
    to: query.to ?? null,
    status: query.status,
    variant: query.variant ?? null,
    total: detections.count + reports.count,
    over_time: period && perPeriod ? overTimeSeries(periodKeys(period.start, period.end, unit), perPeriod[0], perPeriod[1]) : [],
    by_company: byCompany.buckets,
    by_brand: byBrand.buckets,
    by_code: byCode,
    by_platform: byPlatform,
    by_place: byPlace,
    by_province: byProvince,
    by_variant: byVariant,
    unresolved: { company: byCompany.unresolved, brand: byBrand.unresolved },
    // Cases by the days they were opened, decided and their removal verified (review statuses do not apply).
    enforcement: enforcementFigures(cases, { from: query.from, to: query.to, variant: query.variant }),
  };
}
