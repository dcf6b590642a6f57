/**
 * The monthly situation report's content (issue 13 point 8), as public-health monitoring bulletins give it: for a
 * month and a variant, in Lao or English, the month's figures, the confirmed violations by violation type and by
 * company (the top ten), the items recorded day by day, the cases decided with their measures and fines in kip,
 * and the removals verified with the days each ad stayed up. Pure: the service hands over the variant's cases and
 * the month's items; the PDF (monthly-report-html.ts) and the .xlsx (monthlyReportSheets) lay out this content.
 *
 * Items are counted by the UTC day they were recorded, archived ones left out (as the analysis counts them); cases
 * by the days of their steps (enforcement-figures.ts).
 */
import {
  CASE_MEASURES,
  monthDays,
  VARIANT_LABELS,
  type CaseMeasure,
  type EnforcementFigures,
  type Label,
  type Locale,
  type Variant,
} from '@lcmdp/contract';
import { cellDate, type Cell } from './export-columns';
import { casesDecided, enforcementFigures, removalsVerified, type FigureCase } from './enforcement-figures';
import type { SheetLayout } from './analysis-sheets';

/** An item recorded in the month (detection or report of the variant, not archived). */
export interface MonthlyItem {
  kind: 'detection' | 'report';
  /** When it was recorded (ISO timestamp). */
  recordedAt: string;
  /** Whether it is a confirmed violation (review status `violation`). */
  confirmed: boolean;
  company: string | null;
  /** The names of its violation types in the report's language (else their keys). */
  violationTypes: string[];
}

export interface MonthlyReportInput {
  month: string;
  variant: Variant;
  language: Locale;
  cases: readonly FigureCase[];
  items: readonly MonthlyItem[];
}

export interface NamedCount {
  name: string;
  count: number;
}

export interface MonthlyReport {
  month: string;
  variant: Variant;
  language: Locale;
  title: string;
  /** "Laos law · April 2026" */
  subtitle: string;
  figures: {
    detections: number;
    reports: number;
    confirmed: number;
    enforcement: EnforcementFigures;
    finesKip: number;
  };
  /** One row per day of the month: items recorded that day. */
  daily: { day: string; count: number }[];
  byType: NamedCount[];
  topCompanies: NamedCount[];
  casesDecided: { caseNumber: string; company: string; decidedOn: string; measures: string; fineKip: number | null }[];
  removals: { caseNumber: string; company: string; item: string; verifiedOn: string; days: number }[];
  /** Headings and labels in the report's language. */
  words: Record<keyof typeof WORDS, string>;
}

export const TOP_COMPANIES = 10;

const MONTHS: Record<Locale, string[]> = {
  lo: ['ມັງກອນ', 'ກຸມພາ', 'ມີນາ', 'ເມສາ', 'ພຶດສະພາ', 'ມິຖຸນາ', 'ກໍລະກົດ', 'ສິງຫາ', 'ກັນຍາ', 'ຕຸລາ', 'ພະຈິກ', 'ທັນວາ'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

export const MEASURE_LABELS: Record<CaseMeasure, Label> = {
  warning: { lo: 'ການຕັກເຕືອນ', en: 'Warning' },
  fine: { lo: 'ການປັບໃໝ', en: 'Fine' },
  removal_order: { lo: 'ຄຳສັ່ງໃຫ້ຖອນອອກ', en: 'Order to remove' },
  product_measures: { lo: 'ມາດຕະການຕໍ່ຜະລິດຕະພັນ', en: 'Product measures' },
};

const WORDS = {
  title: { lo: 'ບົດລາຍງານສະຖານະການປະຈຳເດືອນ', en: 'Monthly situation report' },
  ministry: {
    lo: 'ກະຊວງສາທາລະນະສຸກ · ການຕິດຕາມການໂຄສະນາອາຫານທົດແທນນົມແມ່',
    en: 'Ministry of Health · Monitoring the marketing of breast-milk substitutes',
  },
  figures: { lo: 'ຕົວເລກຂອງເດືອນ', en: 'Figures of the month' },
  figure: { lo: 'ຫົວຂໍ້', en: 'Figure' },
  value: { lo: 'ຄ່າ', en: 'Value' },
  detections: { lo: 'ລາຍການທີ່ກວດພົບ', en: 'Detections' },
  reports: { lo: 'ລາຍງານຈາກປະຊາຊົນ', en: 'Public reports' },
  confirmed: { lo: 'ການລະເມີດທີ່ຢືນຢັນແລ້ວ', en: 'Violations confirmed' },
  casesOpened: { lo: 'ຄະດີທີ່ເປີດ', en: 'Cases opened' },
  casesDecided: { lo: 'ຄະດີທີ່ຕັດສິນແລ້ວ', en: 'Cases decided' },
  adsRemoved: { lo: 'ໂຄສະນາທີ່ຖືກລຶບອອກ', en: 'Ads removed' },
  medianDays: { lo: 'ຄ່າກາງຂອງຈຳນວນວັນ ແຕ່ກວດພົບຈົນລຶບອອກ', en: 'Median days from detection to removal' },
  finesKip: { lo: 'ຄ່າປັບໃໝທັງໝົດ (ກີບ)', en: 'Fines decided (kip)' },
  daily: { lo: 'ລາຍການທີ່ບັນທຶກ ຕາມວັນ', en: 'Items recorded per day' },
  day: { lo: 'ວັນທີ', en: 'Day' },
  items: { lo: 'ລາຍການ', en: 'Items' },
  byType: { lo: 'ການລະເມີດ ຕາມປະເພດການລະເມີດ', en: 'Violations by violation type' },
  violationType: { lo: 'ປະເພດການລະເມີດ', en: 'Violation type' },
  topCompanies: { lo: 'ບໍລິສັດທີ່ມີການລະເມີດຫຼາຍທີ່ສຸດ', en: 'Top companies' },
  company: { lo: 'ບໍລິສັດ', en: 'Company' },
  count: { lo: 'ຈຳນວນ', en: 'Count' },
  decided: { lo: 'ຄະດີທີ່ຕັດສິນໃນເດືອນນີ້', en: 'Cases decided this month' },
  caseNumber: { lo: 'ເລກທີຄະດີ', en: 'Case number' },
  decidedOn: { lo: 'ວັນທີຕັດສິນ', en: 'Decided on' },
  measures: { lo: 'ມາດຕະການ', en: 'Measures' },
  fineKip: { lo: 'ຄ່າປັບໃໝ (ກີບ)', en: 'Fine (kip)' },
  removals: { lo: 'ການລຶບໂຄສະນາທີ່ໄດ້ກວດສອບແລ້ວ', en: 'Removals verified' },
  item: { lo: 'ລາຍການ', en: 'Item' },
  verifiedOn: { lo: 'ວັນທີກວດສອບ', en: 'Verified on' },
  days: { lo: 'ຈຳນວນວັນ', en: 'Days' },
  detection: { lo: 'ການກວດພົບ', en: 'Detection' },
  report: { lo: 'ລາຍງານ', en: 'Report' },
  none: { lo: 'ບໍ່ມີ', en: 'None' },
  notSpecified: { lo: 'ບໍ່ໄດ້ລະບຸ', en: 'Not specified' },
  noType: { lo: 'ບໍ່ໄດ້ເລືອກປະເພດ', en: 'No type chosen' },
  note: {
    lo: 'ລາຍການນັບຕາມວັນທີບັນທຶກ (UTC), ບໍ່ນັບລາຍການທີ່ເກັບມ້ຽນແລ້ວ; ຄະດີນັບຕາມວັນທີຂອງແຕ່ລະຂັ້ນຕອນ.',
    en: 'Items counted by the day they were recorded (UTC), archived items left out; cases by the day of each step.',
  },
  generated: { lo: 'ສ້າງເມື່ອ', en: 'Generated' },
} satisfies Record<string, Label>;

/** "ເມສາ 2026" / "April 2026". */
export function monthName(month: string, lang: Locale): string {
  const [year, m] = month.split('-').map(Number);
  return `${MONTHS[lang][m - 1]} ${year}`;
}

const dayOf = (at: string) => new Date(at).toISOString().slice(0, 10);

/** Counts by name, largest first then by name; blank names under `blank`. */
function countNames(names: readonly (string | null)[], blank: string): NamedCount[] {
  const counts = new Map<string, number>();
  for (const raw of names) {
    const name = raw?.trim() || blank;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function monthlyReport(input: MonthlyReportInput): MonthlyReport {
  const { month, variant, language: lang } = input;
  const words = Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, v[lang]])) as MonthlyReport['words'];
  const period = { ...monthDays(month), variant };
  const items = input.items.filter((i) => {
    const day = dayOf(i.recordedAt);
    return day >= period.from && day <= period.to;
  });
  const confirmed = items.filter((i) => i.confirmed);

  const perDay = new Map<string, number>();
  for (const i of items) perDay.set(dayOf(i.recordedAt), (perDay.get(dayOf(i.recordedAt)) ?? 0) + 1);
  const lastDay = Number(period.to.slice(8));
  const daily = Array.from({ length: lastDay }, (_, d) => {
    const day = `${month}-${String(d + 1).padStart(2, '0')}`;
    return { day, count: perDay.get(day) ?? 0 };
  });

  const decided = casesDecided(input.cases, period)
    .sort((a, b) => a.decidedAt.localeCompare(b.decidedAt))
    .map(({ case: c, decidedAt }) => ({
      caseNumber: c.caseNumber,
      company: c.company,
      decidedOn: dayOf(decidedAt),
      measures: CASE_MEASURES.filter((m) => c.measures.includes(m))
        .map((m) => MEASURE_LABELS[m][lang])
        .join(', '),
      fineKip: c.measures.includes('fine') ? c.fineKip : null,
    }));
  const removals = removalsVerified(input.cases, period)
    .sort((a, b) => a.verifiedAt.localeCompare(b.verifiedAt) || a.caseNumber.localeCompare(b.caseNumber))
    .map((r) => ({
      caseNumber: r.caseNumber,
      company: r.company,
      item: `${(r.item.kind === 'detection' ? WORDS.detection : WORDS.report)[lang]} #${r.item.id}`,
      verifiedOn: dayOf(r.verifiedAt),
      days: r.days,
    }));

  return {
    month,
    variant,
    language: lang,
    title: WORDS.title[lang],
    subtitle: `${VARIANT_LABELS[variant][lang]} · ${monthName(month, lang)}`,
    figures: {
      detections: items.filter((i) => i.kind === 'detection').length,
      reports: items.filter((i) => i.kind === 'report').length,
      confirmed: confirmed.length,
      enforcement: enforcementFigures(input.cases, period),
      finesKip: decided.reduce((sum, c) => sum + (c.fineKip ?? 0), 0),
    },
    daily,
    byType: countNames(
      confirmed.flatMap((i) => (i.violationTypes.length ? i.violationTypes : [null])),
      WORDS.noType[lang],
    ),
    topCompanies: countNames(
      confirmed.map((i) => i.company),
      WORDS.notSpecified[lang],
    ).slice(0, TOP_COMPANIES),
    casesDecided: decided,
    removals,
    words,
  };
}

/** The figures as label/value rows (the PDF's table and the first sheet). */
export function figureRows(report: MonthlyReport): [string, number | string][] {
  const { words: w, figures: f } = report;
  return [
    [w.detections, f.detections],
    [w.reports, f.reports],
    [w.confirmed, f.confirmed],
    [w.casesOpened, f.enforcement.cases_opened],
    [w.casesDecided, f.enforcement.cases_decided],
    [w.adsRemoved, f.enforcement.ads_removed],
    [w.medianDays, f.enforcement.median_days_to_removal ?? '–'],
    [w.finesKip, f.finesKip],
  ];
}

/** The report as Excel sheets: figures, items per day, by type, top companies, cases decided, removals. */
export function monthlyReportSheets(report: MonthlyReport): SheetLayout[] {
  const w = report.words;
  const named = (name: string, header: string, list: NamedCount[]): SheetLayout => ({
    name,
    columns: [
      { header, width: 40 },
      { header: w.count, width: 12 },
    ],
    rows: list.map((n) => [n.name, n.count]),
  });
  return [
    {
      name: w.figures,
      columns: [
        { header: w.figure, width: 44 },
        { header: w.value, width: 30 },
      ],
      rows: [[report.title, report.subtitle], ...figureRows(report), [w.note, '']],
    },
    {
      name: w.daily,
      columns: [
        { header: w.day, width: 14 },
        { header: w.items, width: 12 },
      ],
      rows: report.daily.map((d): Cell[] => [cellDate(d.day), d.count]),
    },
    named(w.byType, w.violationType, report.byType),
    named(w.topCompanies, w.company, report.topCompanies),
    {
      name: w.decided,
      columns: [
        { header: w.caseNumber, width: 16 },
        { header: w.company, width: 32 },
        { header: w.decidedOn, width: 14 },
        { header: w.measures, width: 40 },
        { header: w.fineKip, width: 18 },
      ],
      rows: report.casesDecided.map((c): Cell[] => [c.caseNumber, c.company, cellDate(c.decidedOn), c.measures, c.fineKip]),
    },
    {
      name: w.removals,
      columns: [
        { header: w.caseNumber, width: 16 },
        { header: w.company, width: 32 },
        { header: w.item, width: 20 },
        { header: w.verifiedOn, width: 14 },
        { header: w.days, width: 10 },
      ],
      rows: report.removals.map((r): Cell[] => [r.caseNumber, r.company, r.item, cellDate(r.verifiedOn), r.days]),
    },
  ];
}
