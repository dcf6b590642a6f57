/** The monthly situation report's content, sheets and HTML (domain/monthly-report*.ts). */
import { monthDays, monthProblem } from '@lcmdp/contract';
import type { FigureCase } from '../../src/domain/enforcement-figures';
import { monthlyReport, monthlyReportSheets, monthName, type MonthlyItem } from '../../src/domain/monthly-report';
import { barChart, monthlyReportHtml } from '../../src/domain/monthly-report-html';

const cases: FigureCase[] = [
  {
    caseNumber: 'LA-2026-0001',
    variant: 'laos',
    company: 'Mekong Nutrition Co.',
    openedAt: '2026-03-28T00:00:00.000Z',
    measures: ['removal_order', 'fine'],
    fineKip: 5_000_000,
    steps: [
      { step: 'decide', at: '2026-04-03T00:00:00.000Z' },
      { step: 'verify_removal', at: '2026-04-11T00:00:00.000Z' },
    ],
    items: [{ kind: 'detection', id: 7, foundAt: '2026-04-01T00:00:00.000Z' }],
  },
  {
    caseNumber: 'LA-2026-0002',
    variant: 'laos',
    company: 'Vientiane <Milk>',
    openedAt: '2026-04-05T00:00:00.000Z',
    measures: ['warning'],
    fineKip: null,
    steps: [{ step: 'decide', at: '2026-04-20T00:00:00.000Z' }],
    items: [],
  },
  {
    caseNumber: 'LA-2026-0003',
    variant: 'laos',
    company: 'Late Co.',
    openedAt: '2026-04-25T00:00:00.000Z',
    measures: ['fine'],
    fineKip: 1_000_000,
    steps: [{ step: 'decide', at: '2026-05-02T00:00:00.000Z' }],
    items: [],
  },
];

const item = (over: Partial<MonthlyItem>): MonthlyItem => ({
  kind: 'detection',
  recordedAt: '2026-04-02T10:00:00.000Z',
  confirmed: true,
  company: 'Mekong Nutrition Co.',
  violationTypes: ['Advertising'],
  ...over,
});
const items: MonthlyItem[] = [
  item({}),
  item({ recordedAt: '2026-04-02T23:00:00.000Z', violationTypes: ['Advertising', 'Labelling'] }),
  item({ kind: 'report', company: ' ', violationTypes: [] }),
  item({ kind: 'report', confirmed: false, company: 'Other', recordedAt: '2026-04-30T23:59:59.000Z' }),
  item({ recordedAt: '2026-03-31T23:59:59.000Z' }), // the month before: not counted
];

describe('the monthly report', () => {
  it('checks the month: YYYY-MM, not in the future', () => {
    const now = new Date('2026-04-15T00:00:00Z');
    expect(monthProblem('2026-04', now)).toBeNull();
    expect(monthProblem('2026-05', now)).toBe('The month must not be in the future');
    expect(monthProblem('2026-13', now)).toBe('Please give a month as YYYY-MM');
    expect(monthProblem('1999-12', now)).toBe('Please give a month as YYYY-MM');
    expect(monthDays('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('gathers the figures, types, companies, decisions and removals of one month', () => {
    const report = monthlyReport({ month: '2026-04', variant: 'laos', language: 'en', cases, items });
    expect(report.title).toBe('Monthly situation report');
    expect(report.subtitle).toMatch(/ · April 2026$/);
    expect(report.figures).toEqual({
      detections: 2,
      reports: 2,
      confirmed: 3,
      enforcement: { cases_opened: 2, cases_decided: 2, ads_removed: 1, median_days_to_removal: 10 },
      finesKip: 5_000_000,
    });
    expect(report.daily).toHaveLength(30);
    expect(report.daily[1]).toEqual({ day: '2026-04-02', count: 3 });
    expect(report.daily[29]).toEqual({ day: '2026-04-30', count: 1 });
    expect(report.byType).toEqual([
      { name: 'Advertising', count: 2 },
      { name: 'Labelling', count: 1 },
      { name: 'No type chosen', count: 1 },
    ]);
    expect(report.topCompanies).toEqual([
      { name: 'Mekong Nutrition Co.', count: 2 },
      { name: 'Not specified', count: 1 },
    ]);
    expect(report.casesDecided).toEqual([
      {
        caseNumber: 'LA-2026-0001',
        company: 'Mekong Nutrition Co.',
        decidedOn: '2026-04-03',
        measures: 'Fine, Order to remove',
        fineKip: 5_000_000,
      },
      { caseNumber: 'LA-2026-0002', company: 'Vientiane <Milk>', decidedOn: '2026-04-20', measures: 'Warning', fineKip: null },
    ]);
    expect(report.removals).toEqual([
      { caseNumber: 'LA-2026-0001', company: 'Mekong Nutrition Co.', item: 'Detection #7', verifiedOn: '2026-04-11', days: 10 },
    ]);
  });

  it('speaks Lao: month names, headings, measures', () => {
    const report = monthlyReport({ month: '2026-04', variant: 'laos', language: 'lo', cases, items });
    expect(monthName('2026-04', 'lo')).toBe('ເມສາ 2026');
    expect(report.title).toBe('ບົດລາຍງານສະຖານະການປະຈຳເດືອນ');
    expect(report.casesDecided[0].measures).toBe('ການປັບໃໝ, ຄຳສັ່ງໃຫ້ຖອນອອກ');
    const sheets = monthlyReportSheets(report);
    expect(sheets.map((s) => s.rows.length)).toEqual([10, 30, 3, 2, 2, 1]);
    expect(sheets[0].rows).toContainEqual(['ຄະດີທີ່ຕັດສິນແລ້ວ', 2]);
    expect(sheets[0].rows).toContainEqual(['ໂຄສະນາທີ່ຖືກລຶບອອກ', 1]);
    expect(sheets[4].rows[0]).toEqual([
      'LA-2026-0001',
      'Mekong Nutrition Co.',
      { date: new Date('2026-04-03T00:00:00.000Z'), precision: 'day' },
      'ການປັບໃໝ, ຄຳສັ່ງໃຫ້ຖອນອອກ',
      5_000_000,
    ]);
  });

  it('renders HTML with inline SVG charts and escapes names', () => {
    const report = monthlyReport({ month: '2026-04', variant: 'laos', language: 'lo', cases, items });
    const html = monthlyReportHtml(report, '', '2026-05-01 09:00');
    expect(html).toContain('<h1>ບົດລາຍງານສະຖານະການປະຈຳເດືອນ</h1>');
    expect(html).toContain('Vientiane &lt;Milk&gt;');
    expect(html).not.toContain('Vientiane <Milk>');
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).toContain('5,000,000');
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(barChart([])).toBe('');
  });
});
