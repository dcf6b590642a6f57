/** Turns the server's figures into what the charts and their accessible tables draw. */
import type { AnalysisBucket, AnalysisResponse } from '@lcmdp/contract/vocabulary';
import { OTHER_BUCKET, bucketLabel, type BucketLabelDictionary, type Dimension } from './bucket-labels';
import { formatPeriod } from './period';

export interface OverTimePoint {
  period: string;
  /** The period as the reader writes it. */
  label: string;
  detection: number;
  report: number;
  total: number;
}

export interface BucketPoint {
  key: string;
  label: string;
  count: number;
  /** The "all others" bar. */
  other: boolean;
}

export function overTimeSeries(rows: AnalysisResponse['over_time'], language: string): OverTimePoint[] {
  return rows.map(({ period, detection, report }) => ({
    period,
    label: formatPeriod(period, language),
    detection,
    report,
    total: detection + report,
  }));
}

/** The bars of a breakdown in the server's order (largest first), with "all others" last whatever its size. */
export function bucketSeries(
  buckets: readonly AnalysisBucket[],
  dimension: Dimension,
  labels: BucketLabelDictionary,
): BucketPoint[] {
  const points = buckets
    .filter((bucket) => bucket.count > 0)
    .map((bucket) => ({
      key: bucket.key,
      label: bucketLabel(dimension, bucket.key, labels, bucket.names),
      count: bucket.count,
      other: bucket.key === OTHER_BUCKET,
    }));
  return [...points.filter((p) => !p.other), ...points.filter((p) => p.other)];
}

/** The series' sums: a series of zeros (days without items) has nothing to draw. */
export function overTimeTotals(points: readonly OverTimePoint[]): { detection: number; report: number; total: number } {
  return points.reduce(
    (sum, p) => ({ detection: sum.detection + p.detection, report: sum.report + p.report, total: sum.total + p.total }),
    { detection: 0, report: 0, total: 0 },
  );
}

/** Horizontal bars: one row per bar, so the chart grows with the number of bars. */
export function bucketChartHeight(bars: number): number {
  return Math.max(120, bars * 32 + 40);
}

/** Letters as the reader sees them: a Lao consonant and its vowel or tone marks stay together. */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/** An axis label cut to `max` letters to fit beside the bars (the full name is in the tooltip and the table). */
export function shortLabel(label: string, max: number): string {
  const letters = graphemes(label);
  return letters.length <= max
    ? label
    : `${letters
        .slice(0, Math.max(1, max - 1))
        .join('')
        .trimEnd()}…`;
}
