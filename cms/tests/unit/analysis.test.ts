import { OTHER_BUCKET } from '@lcmdp/contract';
import {
  BUCKETS_MAX,
  capBuckets,
  coveredPeriod,
  daysInPeriod,
  mergeBuckets,
  overTimeSeries,
  periodKeys,
  periodOf,
  periodUnit,
} from '../../src/domain/analysis';

describe('periods', () => {
  it('counts both ends of a period', () => {
    expect(daysInPeriod('2025-01-01', '2025-01-01')).toBe(1);
    expect(daysInPeriod('2025-01-01', '2025-03-31')).toBe(90);
    expect(daysInPeriod('2024-02-01', '2024-03-01')).toBe(30); // leap year
  });

  it('counts per day up to 92 days and per month beyond', () => {
    expect(periodUnit('2025-01-01', '2025-04-02')).toBe('day'); // 92 days
    expect(periodUnit('2025-01-01', '2025-04-03')).toBe('month'); // 93 days
    expect(periodUnit('2025-06-01', '2025-06-01')).toBe('day');
  });

  it('lists every day, gaps included, across month and year ends', () => {
    expect(periodKeys('2024-12-30', '2025-01-02', 'day')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02']);
    expect(periodKeys('2024-02-28', '2024-03-01', 'day')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(periodKeys('2025-03-05', '2025-03-05', 'day')).toEqual(['2025-03-05']);
  });

  it('lists every month from the first day to the last, across year ends', () => {
    expect(periodKeys('2024-11-15', '2025-02-03', 'month')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(periodKeys('2025-01-31', '2025-01-31', 'month')).toEqual(['2025-01']);
    expect(periodKeys('2023-01-01', '2025-12-31', 'month')).toHaveLength(36);
    expect(periodOf('2025-07-19', 'month')).toBe('2025-07');
    expect(periodOf('2025-07-19', 'day')).toBe('2025-07-19');
  });

  it('covers the requested dates, else the first recorded day to today (or a later recorded day)', () => {
    const recorded = { first: '2024-06-01', last: '2025-03-10' };
    expect(coveredPeriod({ from: '2025-01-01', to: '2025-01-31' }, recorded, '2026-11-21')).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
    expect(coveredPeriod({}, recorded, '2026-11-21')).toEqual({ start: '2024-06-01', end: '2026-11-21' });
    expect(coveredPeriod({ to: '2024-12-31' }, recorded, '2026-11-21')).toEqual({ start: '2024-06-01', end: '2024-12-31' });
    expect(coveredPeriod({}, { first: '2026-11-01', last: '2026-12-01' }, '2026-11-21')).toEqual({
      start: '2026-11-01',
      end: '2026-12-01',
    });
    // A start after the end of the data and no end: one day, not a reversed period.
    expect(coveredPeriod({ from: '2027-01-01' }, recorded, '2026-11-21')).toEqual({ start: '2027-01-01', end: '2027-01-01' });
    expect(coveredPeriod({}, { first: null, last: null }, '2026-11-21')).toBeNull();
  });

  it('fills the series with zeros where nothing was recorded', () => {
    const keys = periodKeys('2025-01-01', '2025-01-04', 'day');
    const series = overTimeSeries(
      keys,
      new Map([['2025-01-02', 3]]),
      new Map([
        ['2025-01-04', 1],
        ['2024-12-31', 9],
      ]),
    );
    expect(series).toEqual([
      { period: '2025-01-01', detection: 0, report: 0 },
      { period: '2025-01-02', detection: 3, report: 0 },
      { period: '2025-01-03', detection: 0, report: 0 },
      { period: '2025-01-04', detection: 0, report: 1 },
    ]);
  });
});

describe('breakdowns', () => {
  it('adds up the counts of detections and reports by key, largest first, ties by key', () => {
    const merged = mergeBuckets(
      [
        { key: 'Mekong', count: 2 },
        { key: 'Lanxang', count: 1 },
        { key: '', count: 1 },
      ],
      [
        { key: 'Lanxang', count: 2 },
        { key: 'Zeta', count: 1 },
        { key: 'Nobody', count: 0 },
      ],
    );
    expect(merged).toEqual([
      { key: 'Lanxang', count: 3 },
      { key: 'Mekong', count: 2 },
      { key: '', count: 1 },
      { key: 'Zeta', count: 1 },
    ]);
  });

  it('keeps the largest buckets and adds up the rest under __other__', () => {
    const many = mergeBuckets(Array.from({ length: 25 }, (_, i) => ({ key: `c${String(i).padStart(2, '0')}`, count: 100 - i })));
    const capped = capBuckets(many);
    expect(capped).toHaveLength(BUCKETS_MAX + 1);
    expect(capped[0]).toEqual({ key: 'c00', count: 100 });
    expect(capped[BUCKETS_MAX - 1]).toEqual({ key: 'c19', count: 81 });
    expect(capped[BUCKETS_MAX]).toEqual({ key: OTHER_BUCKET, count: 80 + 79 + 78 + 77 + 76 });
    const total = (list: { count: number }[]) => list.reduce((s, b) => s + b.count, 0);
    expect(total(capped)).toBe(total(many));
  });

  it('leaves short breakdowns as they are', () => {
    const few = [
      { key: 'a', count: 2 },
      { key: 'b', count: 1 },
    ];
    expect(capBuckets(few)).toEqual(few);
    expect(capBuckets(few, 1)).toEqual([
      { key: 'a', count: 2 },
      { key: OTHER_BUCKET, count: 1 },
    ]);
    expect(capBuckets([])).toEqual([]);
  });
});
