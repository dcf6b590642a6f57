/**
 * A review queue's state in the URL (a reload or a shared link shows the same queue and the same open item):
 * page, search, dates and status filter, the view (queue or archived), the archive's layout and the open item.
 * Defaults are left out of the URL.
 */
import { REVIEW_STATUSES, type ReviewStatus, type Variant } from '@lcmdp/contract/vocabulary';
import { parseListParams } from '@/lib/use-list-params';
import type { ItemKind } from './review-endpoints';

export const QUEUE_VIEWS = ['queue', 'archived'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
export const ARCHIVE_LAYOUTS = ['list', 'slides'] as const;
export type ArchiveLayout = (typeof ARCHIVE_LAYOUTS)[number];
export type StatusFilter = ReviewStatus | 'all';

export interface QueueParams {
  page: number;
  pageSize: number;
  q: string;
  from?: string;
  to?: string;
  status: StatusFilter;
  view: QueueView;
  layout: ArchiveLayout;
  /** The item open in the review view. */
  item?: string;
}

export const QUEUE_DEFAULTS = { page: 1, pageSize: 20, status: 'all', view: 'queue', layout: 'list' } as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the params; anything malformed in a hand-edited URL falls back to its default. */
export function parseQueueParams(search: URLSearchParams): QueueParams {
  const { page, pageSize, q, from, to } = parseListParams(search);
  const item = search.get('item');
  return {
    page,
    pageSize,
    q,
    from,
    to,
    status: oneOf<StatusFilter>(['all', ...REVIEW_STATUSES], search.get('status'), 'all'),
    view: oneOf(QUEUE_VIEWS, search.get('view'), 'queue'),
    layout: oneOf(ARCHIVE_LAYOUTS, search.get('layout'), 'list'),
    item: item && /^[a-z0-9]{10,40}$/.test(item) ? item : undefined,
  };
}

/** The URL search of a queue state. */
export function queueSearch(params: QueueParams): URLSearchParams {
  const search = new URLSearchParams();
  const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) search.set(key, String(value));
  };
  put('view', params.view, QUEUE_DEFAULTS.view);
  put('layout', params.view === 'archived' ? params.layout : undefined, QUEUE_DEFAULTS.layout);
  put('page', params.page, QUEUE_DEFAULTS.page);
  put('pageSize', params.pageSize, QUEUE_DEFAULTS.pageSize);
  put('q', params.q);
  put('from', params.from);
  put('to', params.to);
  put('status', params.status, QUEUE_DEFAULTS.status);
  put('item', params.item);
  return search;
}

/** What the server is asked for a queue, without paging (the export takes the same filters). */
export interface QueueFilter {
  route: string;
  q?: string;
  from?: string;
  to?: string;
  status?: ReviewStatus;
  /** Reports have no archive route: their queue route is asked for archived ones. */
  archived?: 'true';
}

export function queueFilter(kind: ItemKind, variant: Variant, params: QueueParams): QueueFilter {
  const suffix = variant === 'laos' ? '-laos' : '';
  const archived = params.view === 'archived';
  return {
    // The archive route lists detections; a report queue asks its own route for archived reports.
    route: archived && kind === 'detection' ? `archived${suffix}` : `${kind}${suffix}`,
    q: params.q || undefined,
    from: params.from,
    to: params.to,
    status: params.status === 'all' ? undefined : params.status,
    ...(archived && kind === 'report' ? { archived: 'true' as const } : {}),
  };
}
