import { OTHER_BUCKET, type BucketLabelDictionary } from './bucket-labels';
import { bucketChartHeight, bucketSeries, overTimeSeries, overTimeTotals, shortLabel } from './chart-series';

const LABELS: BucketLabelDictionary = {
  other: 'All others',
  unknown: 'Not given',
  province: { vientiane_capital: 'Vientiane Capital' },
  variant: { laos: 'Laos law' },
  place: {},
  language: 'en',
};

describe('overTimeSeries', () => {
  const rows = [
    { period: '2025-03-01', detection: 2, report: 1 },
    { period: '2025-03-02', detection: 0, report: 0 },
    { period: '2025-03-03', detection: 4, report: 3 },
  ];

  it('labels each period in the reader’s format and adds detections and reports up', () => {
    expect(overTimeSeries(rows, 'lo')).toEqual([
      { period: '2025-03-01', label: '01/03/2025', detection: 2, report: 1, total: 3 },
      { period: '2025-03-02', label: '02/03/2025', detection: 0, report: 0, total: 0 },
      { period: '2025-03-03', label: '03/03/2025', detection: 4, report: 3, total: 7 },
    ]);
    expect(overTimeSeries([{ period: '2025-03', detection: 1, report: 0 }], 'en')[0].label).toBe('03/2025');
  });

  it('sums the series', () => {
    expect(overTimeTotals(overTimeSeries(rows, 'en'))).toEqual({ detection: 6, report: 4, total: 10 });
    expect(overTimeTotals([])).toEqual({ detection: 0, report: 0, total: 0 });
  });
});

describe('bucketSeries', () => {
  it('keeps the server’s order, labels the keys and puts "all others" last', () => {
    const points = bucketSeries(
      [
        { key: OTHER_BUCKET, count: 40 },
        { key: 'vientiane_capital', count: 12 },
        { key: 'savannakhet', count: 5 },
      ],
      'province',
      LABELS,
    );
    expect(points).toEqual([
      { key: 'vientiane_capital', label: 'Vientiane Capital', count: 12, other: false },
      { key: 'savannakhet', label: 'savannakhet', count: 5, other: false },
      { key: OTHER_BUCKET, label: 'All others', count: 40, other: true },
    ]);
  });

  it('leaves out empty bars, so a breakdown of zeros is empty', () => {
    expect(bucketSeries([{ key: 'Acme', count: 0 }], 'company', LABELS)).toEqual([]);
  });
});

describe('chart sizes and labels', () => {
  it('grows the bar chart with its bars, from a minimum', () => {
    expect(bucketChartHeight(1)).toBe(120);
    expect(bucketChartHeight(10)).toBe(360);
    expect(bucketChartHeight(11)).toBeGreaterThan(bucketChartHeight(10));
  });

  it('cuts long axis labels with an ellipsis, never between a Lao letter and its marks', () => {
    expect(shortLabel('Acme', 10)).toBe('Acme');
    expect(shortLabel('Acme Nutrition International', 10)).toBe('Acme Nutr…');
    // ບໍ ລິ ສັ ດ ນົ ມ: six letters, ten code points.
    expect(shortLabel('ບໍລິສັດນົມ', 6)).toBe('ບໍລິສັດນົມ');
    expect(shortLabel('ບໍລິສັດນົມ', 4)).toBe('ບໍລິສັ…');
  });
});
