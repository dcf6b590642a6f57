/**
 * The analysis filters (spec §2 "Analysis with start date, end date and violation status") and their place in the
 * URL, so a view can be shared and survives a reload. Without dates in the URL the figures cover the last 90 days.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { REVIEW_STATUSES, VARIANTS, type ReviewStatus, type Variant } from '@lcmdp/contract/vocabulary';

export const DEFAULT_PERIOD_DAYS = 90;
export const ISO_DATE = 'YYYY-MM-DD';

export interface AnalysisFilters {
  /** ISO dates (yyyy-mm-dd), both days included. */
  from: string;
  to: string;
  /** Review statuses to count; none means every status. */
  statuses: ReviewStatus[];
  /** One variant, or null for both. */
  variant: Variant | null;
}

/** What GET /get_analysis and GET /export_analysis are asked. */
export interface AnalysisQuery {
  from: string;
  to: string;
  /** Comma-separated review statuses; left out for all. */
  status?: string;
  variant?: Variant;
}

/** The last 90 days, today included. */
export function defaultPeriod(today: Dayjs = dayjs()): Pick<AnalysisFilters, 'from' | 'to'> {
  return { from: today.subtract(DEFAULT_PERIOD_DAYS - 1, 'day').format(ISO_DATE), to: today.format(ISO_DATE) };
}

export function isIsoDate(value: string | null | undefined): value is string {
  // dayjs rolls 2025-13-45 over into a later date; a real date formats back to itself.
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(ISO_DATE) === value);
}

/** Why a period cannot be asked for, or null when it can. */
export function periodError(from: string, to: string): 'endBeforeStart' | null {
  return to < from ? 'endBeforeStart' : null;
}

/** Known statuses once each, in the vocabulary's order (so the same choice gives the same URL and query). */
export function normaliseStatuses(values: readonly string[]): ReviewStatus[] {
  return REVIEW_STATUSES.filter((status) => values.includes(status));
}

/** Reads the filters from the URL; a malformed or reversed period in a hand-edited URL falls back to the default. */
export function parseAnalysisFilters(search: URLSearchParams, today: Dayjs = dayjs()): AnalysisFilters {
  const from = search.get('from');
  const to = search.get('to');
  const period = isIsoDate(from) && isIsoDate(to) && !periodError(from, to) ? { from, to } : defaultPeriod(today);
  const variant = search.get('variant');
  return {
    ...period,
    statuses: normaliseStatuses((search.get('status') ?? '').split(',')),
    variant: (VARIANTS as readonly string[]).includes(variant ?? '') ? (variant as Variant) : null,
  };
}

/** The URL search params of chosen filters: the period always (a shared link shows the same days), the rest when set. */
export function analysisSearch(filters: AnalysisFilters): URLSearchParams {
  const search = new URLSearchParams({ from: filters.from, to: filters.to });
  const statuses = normaliseStatuses(filters.statuses);
  if (statuses.length > 0) search.set('status', statuses.join(','));
  if (filters.variant) search.set('variant', filters.variant);
  return search;
}

export function toAnalysisQuery(filters: AnalysisFilters): AnalysisQuery {
  const statuses = normaliseStatuses(filters.statuses);
  return {
    from: filters.from,
    to: filters.to,
    ...(statuses.length > 0 ? { status: statuses.join(',') } : {}),
    ...(filters.variant ? { variant: filters.variant } : {}),
  };
}
