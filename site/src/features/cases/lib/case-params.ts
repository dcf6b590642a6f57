/**
 * The case list's filters live in the URL (a reload or a shared link shows the same list). Defaults (open cases,
 * page 1, 20 a page) are left out of it. Pure: parsing, writing back and the query the CMS reads.
 */
import { CASE_MEASURES, type CaseMeasure, type Variant } from '@lcmdp/contract';

export const CASE_STATES = ['open', 'overdue', 'closed', 'all'] as const;
export type CaseState = (typeof CASE_STATES)[number];

export interface CaseFilters {
  page: number;
  pageSize: number;
  state: CaseState;
  variant?: Variant;
  company: string;
  measure?: CaseMeasure;
  /** Only the cases assigned to the signed-in staff member. */
  mine: boolean;
}

export const CASE_FILTER_DEFAULTS: CaseFilters = { page: 1, pageSize: 20, state: 'open', company: '', mine: false };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function positiveInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/** Reads the filters; anything malformed in a hand-edited URL falls back to its default. */
export function parseCaseFilters(search: URLSearchParams): CaseFilters {
  return {
    page: positiveInt(search.get('page'), 1, Number.MAX_SAFE_INTEGER),
    pageSize: positiveInt(search.get('pageSize'), 20, 100),
    state: oneOf(CASE_STATES, search.get('state')) ?? 'open',
    variant: oneOf(['international', 'laos'] as const, search.get('variant')),
    company: (search.get('company') ?? '').trim().slice(0, 255),
    measure: oneOf(CASE_MEASURES, search.get('measure')),
    mine: search.get('mine') === '1',
  };
}

export function caseFiltersSearch(filters: CaseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.page !== 1) search.set('page', String(filters.page));
  if (filters.pageSize !== 20) search.set('pageSize', String(filters.pageSize));
  if (filters.state !== 'open') search.set('state', filters.state);
  if (filters.variant) search.set('variant', filters.variant);
  if (filters.company) search.set('company', filters.company);
  if (filters.measure) search.set('measure', filters.measure);
  if (filters.mine) search.set('mine', '1');
  return search;
}

/** The query of `GET /cases`: "assigned to me" becomes the signed-in user's id. */
export function caseListQuery(filters: CaseFilters, me: number | null): Record<string, string | number | undefined> {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    state: filters.state,
    variant: filters.variant,
    company: filters.company || undefined,
    measure: filters.measure,
    assignee: filters.mine && me !== null ? me : undefined,
  };
}

export function filtered(filters: CaseFilters): boolean {
  return Boolean(filters.state !== 'open' || filters.variant || filters.company || filters.measure || filters.mine);
}
