/**
 * A list's filters and page live in the URL search params, so a reload or a shared link shows the same page.
 * Defaults (page 1, 20 per page, all statuses) are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const STATUS_FILTERS = ['all', 'violation', 'non_violation'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ListParams {
  page: number;
  pageSize: number;
  q: string;
  /** ISO dates (yyyy-mm-dd). */
  from?: string;
  to?: string;
  status: StatusFilter;
}

// The contract's LIMITS.pageSizeDefault / pageSizeMax: LIMITS lives with the zod schemas, which stay out of the
// browser bundle (the site imports `@lcmdp/contract/vocabulary`).
const PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 100;

const DEFAULTS: ListParams = { page: 1, pageSize: PAGE_SIZE_DEFAULT, q: '', status: 'all' };

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function isoDate(value: string | null): string | undefined {
  // Date rolls 2025-13-45 over (or refuses it); a real date prints back as itself. (No dayjs: the router reads
  // these params to fetch a list early, and the router is in the first download.)
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** Reads the params; anything malformed in a hand-edited URL falls back to its default. */
export function parseListParams(search: URLSearchParams): ListParams {
  const status = search.get('status');
  return {
    page: positiveInt(search.get('page'), DEFAULTS.page),
    pageSize: positiveInt(search.get('pageSize'), DEFAULTS.pageSize, PAGE_SIZE_MAX),
    q: (search.get('q') ?? '').trim().slice(0, 200),
    from: isoDate(search.get('from')),
    to: isoDate(search.get('to')),
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : 'all',
  };
}

function toSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== DEFAULTS.page) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULTS.pageSize) search.set('pageSize', String(params.pageSize));
  if (params.q) search.set('q', params.q);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.status !== DEFAULTS.status) search.set('status', params.status);
  return search;
}

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search), [search]);

  const setPage = useCallback(
    (page: number, pageSize: number, options?: { replace?: boolean }) =>
      // A new page size starts again from the first page.
      setSearch(toSearch({ ...params, page: pageSize !== params.pageSize ? 1 : page, pageSize }), options),
    [params, setSearch],
  );
  /** A changed filter starts again from the first page. */
  const setFilters = useCallback(
    (patch: Partial<Pick<ListParams, 'q' | 'from' | 'to' | 'status'>>) => setSearch(toSearch({ ...params, ...patch, page: 1 })),
    [params, setSearch],
  );
  const reset = useCallback(() => setSearch(toSearch({ ...DEFAULTS, pageSize: params.pageSize })), [params, setSearch]);
  const filtered = Boolean(params.q || params.from || params.to || params.status !== 'all');

  return { params, setPage, setFilters, reset, filtered };
}
