/**
 * The shape of the analysis figures (get_analysis), as pure rules: which period a request covers, whether it is
 * counted per day or per month, the list of periods (gaps included), and how breakdowns are merged and capped.
 * The analysis service counts in SQL and hands its grouped counts to these functions.
 *
 * Days are UTC days of the date each item was recorded (`createdAt`). The lists filter on the date the item was
 * seen (crawl date, observation date), so the two can differ for an item recorded days after it was seen.
 */
import { OTHER_BUCKET, type AnalysisBucket } from '@lcmdp/contract';

/** Periods up to this many days are counted per day; longer ones per month. */
export const DAILY_MAX_DAYS = 92;
/** A breakdown shows at most this many buckets; the rest are added up under OTHER_BUCKET. */
export const BUCKETS_MAX = 20;

export type PeriodUnit = 'day' | 'month';

const DAY_MS = 86_400_000;
const dayTime = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Days from `start` to `end`, both included. */
export function daysInPeriod(start: string, end: string): number {
  return Math.round((dayTime(end) - dayTime(start)) / DAY_MS) + 1;
}

export function periodUnit(start: string, end: string): PeriodUnit {
  return daysInPeriod(start, end) <= DAILY_MAX_DAYS ? 'day' : 'month';
}

/** The period a day falls in: the day itself (yyyy-mm-dd) or its month (yyyy-mm). */
export function periodOf(day: string, unit: PeriodUnit): string {
  return unit === 'day' ? day : day.slice(0, 7);
}

/** Every period from `start` to `end`, oldest first. */
export function periodKeys(start: string, end: string, unit: PeriodUnit): string[] {
  const keys: string[] = [];
  if (unit === 'day') {
    for (let t = dayTime(start); t <= dayTime(end); t += DAY_MS) keys.push(dayOf(t));
    return keys;
  }
  let [year, month] = start.split('-').map(Number);
  const last = periodOf(end, 'month');
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    keys.push(key);
    if (key >= last) return keys;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * The days the figures cover: the requested dates; without a start, the first day an item was recorded on;
 * without an end, today (or the last recorded day, if later). Null when there is nothing to cover.
 */
export function coveredPeriod(
  requested: { from?: string; to?: string },
  recorded: { first: string | null; last: string | null },
  today: string,
): { start: string; end: string } | null {
  const start = requested.from ?? recorded.first;
  if (!start) return null;
  const latest = recorded.last && recorded.last > today ? recorded.last : today;
  let end = requested.to ?? latest;
  if (end < start) end = start;
  return { start, end };
}

/** The over-time series: one row per period, zeros where nothing was recorded. */
export function overTimeSeries(
  keys: readonly string[],
  detection: ReadonlyMap<string, number>,
  report: ReadonlyMap<string, number>,
): { period: string; detection: number; report: number }[] {
  return keys.map((period) => ({ period, detection: detection.get(period) ?? 0, report: report.get(period) ?? 0 }));
}

/** Adds up grouped counts by key (detections' and reports' counts of one breakdown), largest first. */
export function mergeBuckets(...lists: readonly (readonly AnalysisBucket[])[]): AnalysisBucket[] {
  const sums = new Map<string, number>();
  for (const list of lists) for (const { key, count } of list) sums.set(key, (sums.get(key) ?? 0) + count);
  return [...sums]
    .map(([key, count]) => ({ key, count }))
    .filter((b) => b.count > 0)
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The largest `max` buckets, and the others added up under OTHER_BUCKET (last). Input sorted largest first. */
export function capBuckets(buckets: readonly AnalysisBucket[], max: number = BUCKETS_MAX): AnalysisBucket[] {
  if (buckets.length <= max) return [...buckets];
  const rest = buckets.slice(max).reduce((sum, b) => sum + b.count, 0);
  return [...buckets.slice(0, max), { key: OTHER_BUCKET, count: rest }];
}
