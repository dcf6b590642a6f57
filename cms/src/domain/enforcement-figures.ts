/**
 * Enforcement figures (issue 13 point 7): for a period and a variant, how many cases were opened, how many were
 * decided, how many ads were taken down (the items of cases whose removal was verified), and the median days from
 * an item's detection or report date to the verified removal.
 *
 * Pure: the service hands over cases with their dated steps and their items' dates. A case counts as opened on the
 * day it was created, decided on the day of its `decide` step, and its items as removed on the day of its
 * `verify_removal` step. Days are UTC days; `from` and `to` are both included; a missing bound leaves the period
 * open on that side.
 */
import type { CaseMeasure, CaseTimelineStep, EnforcementFigures, Variant } from '@lcmdp/contract';

export interface FigureItem {
  kind: 'detection' | 'report';
  id: number;
  /** When the ad was found: a detection's crawl date (else its recording), a report's submission. ISO timestamp. */
  foundAt: string;
  company?: string | null;
}

export interface FigureStep {
  step: CaseTimelineStep;
  at: string;
  details?: Record<string, unknown> | null;
}

export interface FigureCase {
  caseNumber: string;
  variant: Variant;
  company: string;
  openedAt: string;
  measures: readonly CaseMeasure[];
  fineKip: number | null;
  steps: readonly FigureStep[];
  items: readonly FigureItem[];
}

export interface FigurePeriod {
  /** First day (yyyy-mm-dd), included. */
  from?: string | null;
  /** Last day (yyyy-mm-dd), included. */
  to?: string | null;
  variant?: Variant | null;
}

const DAY_MS = 86_400_000;

/** Whether an ISO timestamp falls on a day of the period. */
export function inPeriod(at: string, period: FigurePeriod): boolean {
  const day = new Date(at).toISOString().slice(0, 10);
  return (!period.from || day >= period.from) && (!period.to || day <= period.to);
}

/** The first step of a kind a case took (steps are append-only: a case is decided once, its removal verified once). */
export function firstStep(c: FigureCase, step: CaseTimelineStep): FigureStep | null {
  return [...c.steps].filter((s) => s.step === step).sort((a, b) => Date.parse(a.at) - Date.parse(b.at))[0] ?? null;
}

/** Days between two instants, one decimal, never below 0 (an item found after the case's removal counts as 0). */
export function daysBetween(start: string, end: string): number {
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
  return Math.max(0, Math.round(days * 10) / 10);
}

/** The median of a list (the mean of the two middle values for an even count), null for none; one decimal. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Math.round(value * 10) / 10;
}

/** One removed ad: the item, its case and how many days it took from being found to its verified removal. */
export interface Removal {
  caseNumber: string;
  company: string;
  item: FigureItem;
  verifiedAt: string;
  days: number;
}

/** The cases of the variant (all when none is given). */
const ofVariant = (cases: readonly FigureCase[], period: FigurePeriod) =>
  cases.filter((c) => !period.variant || c.variant === period.variant);

/** The cases opened in the period. */
export function casesOpened(cases: readonly FigureCase[], period: FigurePeriod): FigureCase[] {
  return ofVariant(cases, period).filter((c) => inPeriod(c.openedAt, period));
}

/** The cases decided in the period, with the day of their decision. */
export function casesDecided(cases: readonly FigureCase[], period: FigurePeriod): { case: FigureCase; decidedAt: string }[] {
  return ofVariant(cases, period).flatMap((c) => {
    const decided = firstStep(c, 'decide');
    return decided && inPeriod(decided.at, period) ? [{ case: c, decidedAt: decided.at }] : [];
  });
}

/** The ads whose removal was verified in the period (every item of a case whose removal was verified then). */
export function removalsVerified(cases: readonly FigureCase[], period: FigurePeriod): Removal[] {
  return ofVariant(cases, period).flatMap((c) => {
    const verified = firstStep(c, 'verify_removal');
    if (!verified || !inPeriod(verified.at, period)) return [];
    return c.items.map((item) => ({
      caseNumber: c.caseNumber,
      company: c.company,
      item,
      verifiedAt: verified.at,
      days: daysBetween(item.foundAt, verified.at),
    }));
  });
}

export function enforcementFigures(cases: readonly FigureCase[], period: FigurePeriod): EnforcementFigures {
  const removals = removalsVerified(cases, period);
  return {
    cases_opened: casesOpened(cases, period).length,
    cases_decided: casesDecided(cases, period).length,
    ads_removed: removals.length,
    median_days_to_removal: median(removals.map((r) => r.days)),
  };
}
