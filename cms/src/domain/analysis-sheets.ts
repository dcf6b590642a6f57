/**
 * The Excel file of the analysis figures (export_analysis): a summary sheet, then one sheet per breakdown (over
 * time, company, brand, violation code, platform, report place, province, variant, and the company and brand names
 * the library does not know), headers and keys in the reader's language.
 * Pure: it lays out an AnalysisResponse.
 */
import {
  NONE_BUCKET,
  OTHER_BUCKET,
  PROVINCE_LABELS,
  REPORT_CATEGORY_LABELS,
  REVIEW_STATUS_LABELS,
  VARIANT_LABELS,
  type AnalysisBucket,
  type AnalysisResponse,
  type Label,
  type Locale,
} from '@lcmdp/contract';
import { cellDate, labelOf, type Cell } from './export-columns';

export interface SheetLayout {
  name: string;
  columns: { header: string; width: number }[];
  rows: Cell[][];
}

type Breakdown = 'by_company' | 'by_brand' | 'by_code' | 'by_platform' | 'by_place' | 'by_province' | 'by_variant';

const BREAKDOWNS: { field: Breakdown; sheet: Label; column: Label; keys?: Record<string, Label> }[] = [
  { field: 'by_company', sheet: { lo: 'ບໍລິສັດ', en: 'Company' }, column: { lo: 'ບໍລິສັດ', en: 'Company' } },
  { field: 'by_brand', sheet: { lo: 'ຍີ່ຫໍ້', en: 'Brand' }, column: { lo: 'ຍີ່ຫໍ້', en: 'Brand' } },
  {
    field: 'by_code',
    sheet: { lo: 'ລະຫັດການລະເມີດ', en: 'Violation code' },
    column: { lo: 'ລະຫັດການລະເມີດ', en: 'Violation code' },
  },
  { field: 'by_platform', sheet: { lo: 'ແພລັດຟອມ', en: 'Platform' }, column: { lo: 'ແພລັດຟອມ', en: 'Platform' } },
  {
    field: 'by_place',
    sheet: { lo: 'ສະຖານທີ່ພົບ', en: 'Place seen' },
    column: { lo: 'ໝວດໝູ່ສະຖານທີ່ຂອງລາຍງານ', en: 'Report place category' },
    keys: REPORT_CATEGORY_LABELS,
  },
  {
    field: 'by_province',
    sheet: { lo: 'ແຂວງ', en: 'Province' },
    column: { lo: 'ແຂວງ', en: 'Province' },
    keys: PROVINCE_LABELS,
  },
  {
    field: 'by_variant',
    sheet: { lo: 'ກົດໝາຍອ້າງອີງ', en: 'Variant' },
    column: { lo: 'ກົດໝາຍອ້າງອີງ', en: 'Variant' },
    keys: VARIANT_LABELS,
  },
];

const WORDS = {
  summary: { lo: 'ສະຫຼຸບ', en: 'Summary' },
  overTime: { lo: 'ຕາມໄລຍະເວລາ', en: 'Over time' },
  day: { lo: 'ວັນທີ', en: 'Day' },
  month: { lo: 'ເດືອນ', en: 'Month' },
  detections: { lo: 'ລາຍການທີ່ກວດພົບ', en: 'Detections' },
  reports: { lo: 'ລາຍງານ', en: 'Reports' },
  total: { lo: 'ລວມ', en: 'Total' },
  count: { lo: 'ຈຳນວນ', en: 'Count' },
  figure: { lo: 'ຫົວຂໍ້', en: 'Figure' },
  value: { lo: 'ຄ່າ', en: 'Value' },
  from: { lo: 'ວັນທີເລີ່ມຕົ້ນ', en: 'Start date' },
  to: { lo: 'ວັນທີສິ້ນສຸດ', en: 'End date' },
  statuses: { lo: 'ສະຖານະການກວດສອບ', en: 'Review statuses' },
  variant: { lo: 'ກົດໝາຍອ້າງອີງ', en: 'Variant' },
  all: { lo: 'ທັງໝົດ', en: 'All' },
  both: { lo: 'ທັງສອງ', en: 'Both' },
  other: { lo: 'ອື່ນໆ', en: 'All others' },
  none: { lo: 'ບໍ່ໄດ້ລະບຸ', en: 'Not specified' },
  note: {
    lo: 'ນັບລາຍການທີ່ກວດພົບ ແລະ ລາຍງານ ຕາມວັນທີບັນທຶກ (UTC); ບໍ່ນັບລາຍການທີ່ເກັບມ້ຽນແລ້ວ.',
    en: 'Detections and reports counted by the day they were recorded (UTC); archived items are not counted.',
  },
  noteLabel: { lo: 'ໝາຍເຫດ', en: 'Note' },
  unresolved: { lo: 'ຊື່ທີ່ຍັງບໍ່ຢູ່ໃນຄັງຂໍ້ມູນ', en: 'Names not in the library' },
  kind: { lo: 'ປະເພດ', en: 'Kind' },
  nameAsTyped: { lo: 'ຊື່ຕາມທີ່ພິມ', en: 'Name as typed' },
  company: { lo: 'ບໍລິສັດ', en: 'Company' },
  brand: { lo: 'ຍີ່ຫໍ້', en: 'Brand' },
  casesOpened: { lo: 'ຄະດີທີ່ເປີດ', en: 'Cases opened' },
  casesDecided: { lo: 'ຄະດີທີ່ຕັດສິນແລ້ວ', en: 'Cases decided' },
  adsRemoved: { lo: 'ໂຄສະນາທີ່ຖືກລຶບອອກ', en: 'Ads removed' },
  medianDays: {
    lo: 'ຄ່າກາງຂອງຈຳນວນວັນ ແຕ່ກວດພົບຈົນລຶບອອກ',
    en: 'Median days from detection to removal',
  },
} satisfies Record<string, Label>;

/** A bucket key as the reader reads it. */
export function bucketName(key: string, lang: Locale, keys?: Record<string, Label>): string {
  if (key === OTHER_BUCKET) return WORDS.other[lang];
  if (key === NONE_BUCKET) return WORDS.none[lang];
  return keys ? (labelOf(keys, key, lang) ?? key) : key;
}

/** A bucket's name: a library option's name in the reader's language (else Lao), else its key as the reader reads it. */
function bucketTitle(bucket: AnalysisBucket, lang: Locale, keys?: Record<string, Label>): string {
  const names = bucket.names ?? [];
  const named = names.find((n) => n.locale === lang) ?? names.find((n) => n.locale === 'lo');
  return named?.name ?? bucketName(bucket.key, lang, keys);
}

function bucketRows(buckets: readonly AnalysisBucket[], lang: Locale, keys?: Record<string, Label>): Cell[][] {
  return buckets.map((b) => [bucketTitle(b, lang, keys), b.count]);
}

export function analysisSheets(figures: AnalysisResponse, lang: Locale): SheetLayout[] {
  const sums = figures.over_time.reduce((s, r) => ({ d: s.d + r.detection, r: s.r + r.report }), { d: 0, r: 0 });
  const monthly = figures.over_time.length > 0 && figures.over_time[0].period.length === 7;
  const summary: SheetLayout = {
    name: WORDS.summary[lang],
    columns: [
      { header: WORDS.figure[lang], width: 26 },
      { header: WORDS.value[lang], width: 60 },
    ],
    rows: [
      [WORDS.from[lang], cellDate(figures.from) ?? WORDS.all[lang]],
      [WORDS.to[lang], cellDate(figures.to) ?? WORDS.all[lang]],
      [
        WORDS.statuses[lang],
        figures.status.length ? figures.status.map((s) => REVIEW_STATUS_LABELS[s][lang]).join(', ') : WORDS.all[lang],
      ],
      [WORDS.variant[lang], figures.variant ? VARIANT_LABELS[figures.variant][lang] : WORDS.both[lang]],
      [WORDS.detections[lang], sums.d],
      [WORDS.reports[lang], sums.r],
      [WORDS.total[lang], figures.total],
      [WORDS.casesOpened[lang], figures.enforcement.cases_opened],
      [WORDS.casesDecided[lang], figures.enforcement.cases_decided],
      [WORDS.adsRemoved[lang], figures.enforcement.ads_removed],
      [WORDS.medianDays[lang], figures.enforcement.median_days_to_removal ?? '–'],
      [WORDS.noteLabel[lang], WORDS.note[lang]],
    ],
  };
  const overTime: SheetLayout = {
    name: WORDS.overTime[lang],
    columns: [
      { header: (monthly ? WORDS.month : WORDS.day)[lang], width: 14 },
      { header: WORDS.detections[lang], width: 18 },
      { header: WORDS.reports[lang], width: 14 },
      { header: WORDS.total[lang], width: 12 },
    ],
    rows: figures.over_time.map((r) => [cellDate(r.period), r.detection, r.report, r.detection + r.report]),
  };
  const breakdowns = BREAKDOWNS.map(
    ({ field, sheet, column, keys }): SheetLayout => ({
      name: sheet[lang],
      columns: [
        { header: column[lang], width: 36 },
        { header: WORDS.count[lang], width: 12 },
      ],
      rows: bucketRows(figures[field], lang, keys),
    }),
  );
  const unresolved: SheetLayout = {
    name: WORDS.unresolved[lang],
    columns: [
      { header: WORDS.kind[lang], width: 14 },
      { header: WORDS.nameAsTyped[lang], width: 36 },
      { header: WORDS.count[lang], width: 12 },
    ],
    rows: (['company', 'brand'] as const).flatMap((kind) =>
      figures.unresolved[kind].map((b): Cell[] => [WORDS[kind][lang], bucketName(b.key, lang), b.count]),
    ),
  };
  return [summary, overTime, ...breakdowns, unresolved];
}
