/**
 * The periods of the "over time" figures: days (yyyy-mm-dd) for periods up to 92 days, months (yyyy-mm) for longer
 * ones. Shown as dd/mm/yyyy in Lao and mm/dd/yyyy in English (spec §9), months as mm/yyyy in both.
 */
import { dateFormat, formatDate } from '@/lib/dates';

export type Granularity = 'day' | 'month';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** Whether the server counted per day or per month (it sends one or the other for a whole series). */
export function granularityOf(periods: readonly string[]): Granularity {
  return periods.length > 0 && periods.every((p) => MONTH.test(p)) ? 'month' : 'day';
}

export function formatPeriod(period: string, language: string): string {
  const month = MONTH.exec(period);
  if (month) return `${month[2]}/${month[1]}`;
  const day = DAY.exec(period);
  if (!day) return period;
  const [, year, mm, dd] = day;
  // The reader's order of day and month, built from the parts (no time zone can move the day).
  return dateFormat(language).replace('YYYY', year).replace('MM', mm).replace('DD', dd);
}

/** "01/01/2025 – 31/03/2025": the period the figures cover. */
export function formatRange(from: string, to: string, language: string): string {
  return `${formatDate(from, language)} – ${formatDate(to, language)}`;
}
