/**
 * The columns of the Excel export of a list (export_data): one row per detection or report, headers and values in
 * the reader's language (Lao by default). Pure: the export service feeds it items read from the database.
 *
 * The reporter's contact details are not an input here, so no column can ever carry them: Excel files travel.
 * Times are written as Lao wall-clock time (Asia/Vientiane, UTC+7, no daylight saving): the files are read in Laos.
 */
import {
  ARCHIVED_LABELS,
  PRODUCT_TYPE_LABELS,
  PROVINCE_LABELS,
  REVIEW_STATUS_LABELS,
  VARIANT_LABELS,
  type Label,
  type Locale,
  type ProductType,
  type ReviewStatus,
  type Variant,
} from '@lcmdp/contract';

/** What one export row is made of: the fields both kinds share, under one name each. */
export interface ExportItem {
  kind: 'detection' | 'report';
  documentId: string;
  variant: Variant;
  company: string | null;
  brand: string | null;
  productType: ProductType | null;
  /** A detection's caption, a report's description (or the activity observed). */
  text: string | null;
  /** A detection's page, a report's URL (or the suspected link). */
  link: string | null;
  /** A detection's platform. */
  platform: string | null;
  /** A report's province key. */
  province: string | null;
  /** A detection's crawl time (ISO), a report's observation day (yyyy-mm-dd). */
  seenAt: string | null;
  /** A detection's publication time on its platform. */
  publishedAt: string | null;
  aiStatus: ReviewStatus | null;
  aiScore: number | null;
  supervisorStatus: ReviewStatus | null;
  supervisorName: string | null;
  supervisorAt: string | null;
  operatorStatus: ReviewStatus | null;
  operatorName: string | null;
  operatorAt: string | null;
  reviewStatus: ReviewStatus;
  codes: string[];
  types: { nameLo: string; nameEn?: string | null }[];
  violationCount: number;
  archived: boolean;
}

/** A date for a cell: a moment (shown as Lao wall-clock time to the minute), a day, or a month. */
export interface CellDate {
  date: Date;
  precision: 'minute' | 'day' | 'month';
}
export type Cell = string | number | CellDate | null;

export const isCellDate = (cell: Cell): cell is CellDate => typeof cell === 'object' && cell !== null;

export const EXPORT_COLUMNS = [
  { key: 'id', width: 28, label: { lo: 'ເລກອ້າງອີງ', en: 'ID' } },
  { key: 'kind', width: 18, label: { lo: 'ປະເພດລາຍການ', en: 'Kind' } },
  { key: 'variant', width: 18, label: { lo: 'ກົດໝາຍອ້າງອີງ', en: 'Variant' } },
  { key: 'company', width: 26, label: { lo: 'ບໍລິສັດ', en: 'Company' } },
  { key: 'brand', width: 22, label: { lo: 'ຍີ່ຫໍ້', en: 'Brand' } },
  { key: 'productType', width: 30, label: { lo: 'ປະເພດຜະລິດຕະພັນ', en: 'Product type' } },
  { key: 'text', width: 60, label: { lo: 'ຄຳບັນຍາຍ / ຄຳອະທິບາຍ', en: 'Caption / description' } },
  { key: 'link', width: 40, label: { lo: 'ລິ້ງ', en: 'Link / URL' } },
  { key: 'where', width: 22, label: { lo: 'ແພລັດຟອມ / ແຂວງ', en: 'Platform / province' } },
  { key: 'seenAt', width: 18, label: { lo: 'ວັນທີເກັບຂໍ້ມູນ / ວັນທີພົບເຫັນ', en: 'Crawl / observation date' } },
  { key: 'publishedAt', width: 18, label: { lo: 'ວັນທີເຜີຍແຜ່', en: 'Publication date' } },
  { key: 'aiStatus', width: 20, label: { lo: 'ສະຖານະ LCMDP (AI)', en: 'LCMDP (AI) status' } },
  { key: 'aiScore', width: 10, label: { lo: 'ຄະແນນ AI', en: 'AI score' } },
  { key: 'supervisorStatus', width: 20, label: { lo: 'ສະຖານະຂອງຜູ້ກວດກາ', en: 'Supervisor status' } },
  { key: 'supervisorName', width: 22, label: { lo: 'ຜູ້ກວດກາ', en: 'Supervisor' } },
  { key: 'supervisorAt', width: 18, label: { lo: 'ວັນທີຜູ້ກວດກາຕັດສິນ', en: 'Supervisor date' } },
  { key: 'operatorStatus', width: 20, label: { lo: 'ສະຖານະຂອງຜູ້ປະຕິບັດງານ', en: 'Operator status' } },
  { key: 'operatorName', width: 22, label: { lo: 'ຜູ້ປະຕິບັດງານ', en: 'Operator' } },
  { key: 'operatorAt', width: 18, label: { lo: 'ວັນທີຜູ້ປະຕິບັດງານຕັດສິນ', en: 'Operator date' } },
  { key: 'reviewStatus', width: 20, label: { lo: 'ສະຖານະການກວດສອບ', en: 'Review status' } },
  { key: 'codes', width: 26, label: { lo: 'ລະຫັດການລະເມີດ', en: 'Violation codes' } },
  { key: 'types', width: 30, label: { lo: 'ປະເພດການລະເມີດ', en: 'Violation types' } },
  { key: 'violationCount', width: 12, label: { lo: 'ຈຳນວນການລະເມີດ', en: 'Number of violations' } },
  { key: 'archived', width: 16, label: { lo: 'ການເກັບມ້ຽນ', en: 'Archived' } },
] as const satisfies readonly { key: string; width: number; label: Label }[];

export type ExportColumnKey = (typeof EXPORT_COLUMNS)[number]['key'];

/** Words of the values that are not in the contract's label tables. */
export const KIND_LABELS: Record<ExportItem['kind'], Label> = {
  detection: { lo: 'ລາຍການທີ່ກວດພົບ', en: 'Detection' },
  report: { lo: 'ລາຍງານ', en: 'Report' },
};

/** Excel number formats of dates: dd/mm/yyyy in Lao, mm/dd/yyyy in English (spec §9). */
export const DATE_FORMATS: Record<Locale, Record<CellDate['precision'], string>> = {
  lo: { minute: 'dd/mm/yyyy hh:mm', day: 'dd/mm/yyyy', month: 'mm/yyyy' },
  en: { minute: 'mm/dd/yyyy hh:mm', day: 'mm/dd/yyyy', month: 'mm/yyyy' },
};

const LAO_OFFSET_MS = 7 * 3_600_000;

/** A vocabulary key in the reader's language; a key the table does not know is shown as stored. */
export function labelOf(table: Record<string, Label>, key: string | null | undefined, lang: Locale): string | null {
  if (key === null || key === undefined || key === '') return null;
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key][lang] : key;
}

/** A stored time as Lao wall-clock time (Excel dates carry no time zone); a bare day or month stays as it is. */
export function cellDate(value: string | null | undefined): CellDate | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}$/.test(value)) return { date: new Date(`${value}-01T00:00:00.000Z`), precision: 'month' };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { date: new Date(`${value}T00:00:00.000Z`), precision: 'day' };
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : { date: new Date(at + LAO_OFFSET_MS), precision: 'minute' };
}

/** Today's date in Laos (yyyy-mm-dd), for file names. */
export function laoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + LAO_OFFSET_MS).toISOString().slice(0, 10);
}

export function exportHeader(lang: Locale): string[] {
  return EXPORT_COLUMNS.map((c) => c.label[lang]);
}

const status = (key: string | null, lang: Locale) => labelOf(REVIEW_STATUS_LABELS, key, lang);

/** One item as the cells of its row, in EXPORT_COLUMNS order. */
export function exportCells(item: ExportItem, lang: Locale): Cell[] {
  const byKey: Record<ExportColumnKey, Cell> = {
    id: item.documentId,
    kind: KIND_LABELS[item.kind][lang],
    variant: labelOf(VARIANT_LABELS, item.variant, lang),
    company: item.company,
    brand: item.brand,
    productType: labelOf(PRODUCT_TYPE_LABELS, item.productType, lang),
    text: item.text,
    link: item.link,
    where: item.kind === 'report' ? labelOf(PROVINCE_LABELS, item.province, lang) : item.platform,
    seenAt: cellDate(item.seenAt),
    publishedAt: cellDate(item.publishedAt),
    aiStatus: status(item.aiStatus, lang),
    aiScore: item.aiScore,
    supervisorStatus: status(item.supervisorStatus, lang),
    supervisorName: item.supervisorName,
    supervisorAt: cellDate(item.supervisorAt),
    operatorStatus: status(item.operatorStatus, lang),
    operatorName: item.operatorName,
    operatorAt: cellDate(item.operatorAt),
    reviewStatus: status(item.reviewStatus, lang),
    codes: item.codes.length ? item.codes.join(', ') : null,
    types: item.types.length ? item.types.map((t) => (lang === 'en' && t.nameEn ? t.nameEn : t.nameLo)).join(', ') : null,
    violationCount: item.violationCount,
    archived: ARCHIVED_LABELS[item.archived ? 'yes' : 'no'][lang],
  };
  return EXPORT_COLUMNS.map((c) => byKey[c.key]);
}
