/** Enforcement figures (domain/enforcement-figures.ts): cases opened, decided, ads removed, median days to removal. */
import { enforcementFigures, median, removalsVerified, type FigureCase } from '../../src/domain/enforcement-figures';

const item = (id: number, foundAt: string, kind: 'detection' | 'report' = 'detection') => ({ kind, id, foundAt });

function aCase(over: Partial<FigureCase> & Pick<FigureCase, 'caseNumber'>): FigureCase {
  return {
    variant: 'laos',
    company: 'Mekong Nutrition Co.',
    openedAt: '2026-03-02T08:00:00.000Z',
    measures: [],
    fineKip: null,
    steps: [],
    items: [],
    ...over,
  };
}

const cases: FigureCase[] = [
  // Opened in March, decided in March, removal verified in April: two ads, found 10 and 4 days before.
  aCase({
    caseNumber: 'LA-2026-0001',
    measures: ['fine', 'removal_order'],
    fineKip: 5_000_000,
    steps: [
      { step: 'open', at: '2026-03-02T08:00:00.000Z' },
      { step: 'decide', at: '2026-03-20T08:00:00.000Z' },
      { step: 'verify_removal', at: '2026-04-05T12:00:00.000Z' },
    ],
    items: [item(1, '2026-03-26T12:00:00.000Z'), item(2, '2026-04-01T12:00:00.000Z', 'report')],
  }),
  // Opened and decided (warning) in April, never removed.
  aCase({
    caseNumber: 'LA-2026-0002',
    openedAt: '2026-04-01T00:00:00.000Z',
    measures: ['warning'],
    steps: [{ step: 'decide', at: '2026-04-30T23:59:00.000Z' }],
    items: [item(3, '2026-03-30T00:00:00.000Z')],
  }),
  // Another variant: removal verified in April, 20 days after the ad was found.
  aCase({
    caseNumber: 'INT-2026-0001',
    variant: 'international',
    openedAt: '2026-04-02T00:00:00.000Z',
    steps: [
      { step: 'decide', at: '2026-04-03T00:00:00.000Z' },
      { step: 'verify_removal', at: '2026-04-21T00:00:00.000Z' },
    ],
    items: [item(4, '2026-04-01T00:00:00.000Z')],
  }),
];

describe('enforcement figures', () => {
  it('counts a month of one variant by the day each thing happened', () => {
    expect(enforcementFigures(cases, { from: '2026-04-01', to: '2026-04-30', variant: 'laos' })).toEqual({
      cases_opened: 1,
      cases_decided: 1,
      ads_removed: 2,
      median_days_to_removal: 7, // 10 and 4 days
    });
    expect(enforcementFigures(cases, { from: '2026-03-01', to: '2026-03-31', variant: 'laos' })).toEqual({
      cases_opened: 1,
      cases_decided: 1,
      ads_removed: 0,
      median_days_to_removal: null,
    });
  });

  it('counts every variant and all time without bounds', () => {
    expect(enforcementFigures(cases, {})).toEqual({
      cases_opened: 3,
      cases_decided: 3,
      ads_removed: 3,
      median_days_to_removal: 10, // 4, 10, 20
    });
    expect(enforcementFigures(cases, { variant: 'international' }).median_days_to_removal).toBe(20);
  });

  it('includes both ends of the period, by UTC day', () => {
    expect(enforcementFigures(cases, { from: '2026-04-30', to: '2026-04-30' }).cases_decided).toBe(1);
    expect(enforcementFigures(cases, { from: '2026-05-01' }).cases_decided).toBe(0);
    expect(enforcementFigures(cases, { to: '2026-04-04' }).ads_removed).toBe(0);
  });

  it('lists each removed ad with its days, never below zero', () => {
    const late = aCase({
      caseNumber: 'LA-2026-0003',
      steps: [{ step: 'verify_removal', at: '2026-04-10T00:00:00.000Z' }],
      items: [item(9, '2026-04-12T00:00:00.000Z')],
    });
    expect(removalsVerified([late], {})).toEqual([
      expect.objectContaining({ caseNumber: 'LA-2026-0003', days: 0, verifiedAt: '2026-04-10T00:00:00.000Z' }),
    ]);
  });

  it('takes the median of odd and even counts, to one decimal', () => {
    expect(median([])).toBeNull();
    expect(median([3])).toBe(3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 4, 10])).toBe(3);
    expect(median([1.25, 1.3])).toBe(1.3);
  });
});
