import { PRODUCT_TYPE_LABELS, PROVINCE_LABELS, REVIEW_STATUS_LABELS, type AnalysisResponse } from '@lcmdp/contract';
import { analysisSheets, bucketName } from '../../src/domain/analysis-sheets';
import {
  EXPORT_COLUMNS,
  cellDate,
  exportCells,
  exportHeader,
  laoToday,
  labelOf,
  type ExportItem,
} from '../../src/domain/export-columns';
import { sheetName } from '../../src/services/xlsx';

const detection: ExportItem = {
  kind: 'detection',
  documentId: 'abcdefghijklmnopqrstuvwx',
  variant: 'international',
  company: 'Mekong Nutrition Co.',
  brand: 'DemoMilk Gold',
  productType: 'follow_on_formula',
  text: 'Better than breast milk',
  link: 'https://shop.example.net/p/1',
  platform: 'facebook',
  province: null,
  seenAt: '2025-01-05T20:30:00.000Z',
  publishedAt: null,
  aiStatus: 'suspected_violation',
  aiScore: 0.91,
  supervisorStatus: 'violation',
  supervisorName: 'Sup One',
  supervisorAt: '2025-01-06T01:00:00.000Z',
  operatorStatus: null,
  operatorName: null,
  operatorAt: null,
  reviewStatus: 'pending_approval',
  codes: ['INT-PP-01', 'INT-PT-01'],
  types: [
    { nameLo: 'ການໂຄສະນາ', nameEn: 'Advertising' },
    { nameLo: 'ສະຫຼາກ', nameEn: null },
  ],
  violationCount: 2,
  archived: false,
};

const cellsByHeader = (item: ExportItem, lang: 'lo' | 'en') => {
  const header = exportHeader(lang);
  const cells = exportCells(item, lang);
  return Object.fromEntries(header.map((h, i) => [h, cells[i]]));
};

describe('export columns', () => {
  it('has the 24 columns the staff asked for, with a Lao and an English header each', () => {
    expect(EXPORT_COLUMNS).toHaveLength(24);
    expect(exportHeader('en')).toEqual([
      'ID',
      'Kind',
      'Variant',
      'Company',
      'Brand',
      'Product type',
      'Caption / description',
      'Link / URL',
      'Platform / province',
      'Crawl / observation date',
      'Publication date',
      'LCMDP (AI) status',
      'AI score',
      'Supervisor status',
      'Supervisor',
      'Supervisor date',
      'Operator status',
      'Operator',
      'Operator date',
      'Review status',
      'Violation codes',
      'Violation types',
      'Number of violations',
      'Archived',
    ]);
    const lo = exportHeader('lo');
    expect(new Set(lo).size).toBe(24);
    for (const [i, header] of lo.entries()) {
      // Lao script in every Lao header (not English copied over).
      expect({ header, lao: /[\u0E80-\u0EFF]/.test(header) || header === exportHeader('en')[i] }).toEqual({ header, lao: true });
    }
    expect(lo.filter((h, i) => h === exportHeader('en')[i])).toEqual([]);
  });

  it('translates values in Lao', () => {
    const row = cellsByHeader(detection, 'lo');
    expect(row).toMatchObject({
      ເລກອ້າງອີງ: detection.documentId,
      ປະເພດລາຍການ: 'ລາຍການທີ່ກວດພົບ',
      ກົດໝາຍອ້າງອີງ: 'ລະຫັດສາກົນ',
      ປະເພດຜະລິດຕະພັນ: PRODUCT_TYPE_LABELS.follow_on_formula.lo,
      'ແພລັດຟອມ / ແຂວງ': 'facebook',
      'ສະຖານະ LCMDP (AI)': REVIEW_STATUS_LABELS.suspected_violation.lo,
      ສະຖານະການກວດສອບ: REVIEW_STATUS_LABELS.pending_approval.lo,
      ສະຖານະຂອງຜູ້ປະຕິບັດງານ: null,
      ລະຫັດການລະເມີດ: 'INT-PP-01, INT-PT-01',
      ປະເພດການລະເມີດ: 'ການໂຄສະນາ, ສະຫຼາກ',
      ການເກັບມ້ຽນ: 'ບໍ່ໄດ້ເກັບມ້ຽນ',
    });
  });

  it('translates values in English, falling back to the Lao name of a type without an English one', () => {
    const row = cellsByHeader({ ...detection, archived: true }, 'en');
    expect(row).toMatchObject({
      Kind: 'Detection',
      Variant: 'International code',
      'Product type': PRODUCT_TYPE_LABELS.follow_on_formula.en,
      'Review status': 'Pending approval',
      'Supervisor status': 'Violation',
      Supervisor: 'Sup One',
      'AI score': 0.91,
      'Violation types': 'Advertising, ສະຫຼາກ',
      'Number of violations': 2,
      Archived: 'Archived',
    });
  });

  it("writes a report's province and observation day", () => {
    const report: ExportItem = {
      ...detection,
      kind: 'report',
      variant: 'laos',
      platform: null,
      province: 'luang_prabang',
      seenAt: '2025-01-06',
      aiStatus: null,
      aiScore: null,
      codes: [],
      types: [],
    };
    const row = cellsByHeader(report, 'en');
    expect(row).toMatchObject({
      Kind: 'Report',
      Variant: 'Laos law',
      'Platform / province': PROVINCE_LABELS.luang_prabang.en,
      'Crawl / observation date': { date: new Date('2025-01-06T00:00:00.000Z'), precision: 'day' },
      'LCMDP (AI) status': null,
      'AI score': null,
      'Violation codes': null,
      'Violation types': null,
    });
  });

  it('writes times as Lao wall-clock time (UTC+7), days and months as they are', () => {
    expect(cellDate('2025-01-05T20:30:00.000Z')).toEqual({ date: new Date('2025-01-06T03:30:00.000Z'), precision: 'minute' });
    expect(cellDate('2025-01-06')).toEqual({ date: new Date('2025-01-06T00:00:00.000Z'), precision: 'day' });
    expect(cellDate('2025-01')).toEqual({ date: new Date('2025-01-01T00:00:00.000Z'), precision: 'month' });
    expect(cellDate(null)).toBeNull();
    expect(cellDate('not a date')).toBeNull();
    expect(laoToday(new Date('2026-11-21T16:59:59.000Z'))).toBe('2026-11-21');
    expect(laoToday(new Date('2026-11-21T17:00:00.000Z'))).toBe('2026-11-22');
  });

  it('shows keys a table does not know as stored', () => {
    expect(labelOf(PROVINCE_LABELS, 'atlantis', 'lo')).toBe('atlantis');
    expect(labelOf(PROVINCE_LABELS, '', 'lo')).toBeNull();
  });

  it('has no input that could carry the reporter contact', () => {
    const keys = Object.keys(detection);
    expect(keys.filter((k) => /reporter|email|organisation|fullName/i.test(k))).toEqual([]);
  });
});

describe('analysis sheets', () => {
  const figures: AnalysisResponse = {
    from: '2025-01-01',
    to: '2025-01-02',
    status: ['violation'],
    variant: 'laos',
    total: 3,
    over_time: [
      { period: '2025-01-01', detection: 2, report: 0 },
      { period: '2025-01-02', detection: 0, report: 1 },
    ],
    by_company: [
      {
        key: 'mekong',
        count: 2,
        names: [
          { locale: 'lo', name: 'ແມ່ຂອງ' },
          { locale: 'en', name: 'Mekong' },
        ],
      },
      { key: '', count: 1 },
    ],
    by_brand: [{ key: '__other__', count: 3 }],
    by_code: [{ key: 'LA-PP-01', count: 1 }],
    by_platform: [{ key: 'facebook', count: 2 }],
    by_place: [{ key: 'health_settings_workers', count: 1 }],
    by_province: [{ key: 'savannakhet', count: 1 }],
    by_variant: [{ key: 'laos', count: 3 }],
    unresolved: { company: [], brand: [{ key: 'Babi Milk', count: 2 }] },
    enforcement: { cases_opened: 4, cases_decided: 2, ads_removed: 3, median_days_to_removal: 12.5 },
  };

  it('lays out a summary, the series and one sheet per breakdown, in Lao', () => {
    const sheets = analysisSheets(figures, 'lo');
    expect(sheets.map((s) => s.name)).toEqual([
      'ສະຫຼຸບ',
      'ຕາມໄລຍະເວລາ',
      'ບໍລິສັດ',
      'ຍີ່ຫໍ້',
      'ລະຫັດການລະເມີດ',
      'ແພລັດຟອມ',
      'ສະຖານທີ່ພົບ',
      'ແຂວງ',
      'ກົດໝາຍອ້າງອີງ',
      'ຊື່ທີ່ຍັງບໍ່ຢູ່ໃນຄັງຂໍ້ມູນ',
    ]);
    const [summary, overTime, company, brand, , platform, place, province, variant, unresolved] = sheets;
    expect(summary.rows).toContainEqual(['ລາຍການທີ່ກວດພົບ', 2]);
    expect(summary.rows).toContainEqual(['ລາຍງານ', 1]);
    expect(summary.rows).toContainEqual(['ລວມ', 3]);
    expect(summary.rows).toContainEqual(['ສະຖານະການກວດສອບ', REVIEW_STATUS_LABELS.violation.lo]);
    expect(summary.rows).toContainEqual(['ກົດໝາຍອ້າງອີງ', 'ກົດໝາຍລາວ']);
    expect(summary.rows).toContainEqual(['ຄະດີທີ່ເປີດ', 4]);
    expect(summary.rows).toContainEqual(['ຄະດີທີ່ຕັດສິນແລ້ວ', 2]);
    expect(summary.rows).toContainEqual(['ໂຄສະນາທີ່ຖືກລຶບອອກ', 3]);
    expect(summary.rows).toContainEqual(['ຄ່າກາງຂອງຈຳນວນວັນ ແຕ່ກວດພົບຈົນລຶບອອກ', 12.5]);
    expect(overTime.columns.map((c) => c.header)).toEqual(['ວັນທີ', 'ລາຍການທີ່ກວດພົບ', 'ລາຍງານ', 'ລວມ']);
    expect(overTime.rows[1]).toEqual([{ date: new Date('2025-01-02T00:00:00.000Z'), precision: 'day' }, 0, 1, 1]);
    // A company the library knows is named in the reader's language.
    expect(company.rows).toEqual([
      ['ແມ່ຂອງ', 2],
      ['ບໍ່ໄດ້ລະບຸ', 1],
    ]);
    expect(brand.rows).toEqual([['ອື່ນໆ', 3]]);
    expect(platform.rows).toEqual([['facebook', 2]]);
    expect(place.rows).toEqual([['ສະຖານບໍລິການສາທາລະນະສຸກ ຫຼື ພະນັກງານສາທາລະນະສຸກ', 1]]);
    expect(unresolved.rows).toEqual([['ຍີ່ຫໍ້', 'Babi Milk', 2]]);
    expect(province.rows).toEqual([[PROVINCE_LABELS.savannakhet.lo, 1]]);
    expect(variant.rows).toEqual([['ກົດໝາຍລາວ', 3]]);
  });

  it('names months and the whole period in English', () => {
    const monthly = analysisSheets(
      {
        ...figures,
        from: null,
        to: null,
        status: [],
        variant: null,
        over_time: [{ period: '2025-01', detection: 1, report: 2 }],
        enforcement: { cases_opened: 0, cases_decided: 0, ads_removed: 0, median_days_to_removal: null },
      },
      'en',
    );
    expect(monthly[0].rows).toContainEqual(['Median days from detection to removal', '–']);
    expect(monthly[0].rows.slice(0, 4)).toEqual([
      ['Start date', 'All'],
      ['End date', 'All'],
      ['Review statuses', 'All'],
      ['Variant', 'Both'],
    ]);
    expect(monthly[1].columns[0].header).toBe('Month');
    expect(monthly[1].rows).toEqual([[{ date: new Date('2025-01-01T00:00:00.000Z'), precision: 'month' }, 1, 2, 3]]);
    expect(monthly[2].rows[0]).toEqual(['Mekong', 2]);
    expect(bucketName('__other__', 'en')).toBe('All others');
    expect(bucketName('', 'en')).toBe('Not specified');
  });

  it('keeps sheet names within what Excel accepts', () => {
    expect(sheetName('a/b:c?d*e[f]g\\h')).toBe('a b c d e f g h');
    expect(Array.from(sheetName('ກ'.repeat(40)))).toHaveLength(31);
  });
});
