/**
 * The item open in the review view: GET /get_data/:id or /get_report/:id (staff get every field). The items
 * feature's fetchers and keys are reused, so the detail pages and the review view share one cache entry per item.
 */
import { useQuery } from '@tanstack/react-query';
import { detectionQuery, getDetection } from '@/lib/api/get-detection';
import { getReport, reportQuery } from '@/lib/api/get-report';
import { trackingQuery } from '@/lib/api/get-tracking';
import type { ItemKind } from '../lib/review-endpoints';
import { QUEUE_KEY, type QueueItem } from './get-queue';

export const reviewItemKey = (kind: ItemKind, id: string) =>
  kind === 'report' ? reportQuery(id).queryKey : detectionQuery(id).queryKey;

export function getReviewItem(kind: ItemKind, id: string, signal?: AbortSignal): Promise<QueueItem> {
  return kind === 'report' ? getReport(id, signal) : getDetection(id, signal);
}

/** The query keys a review change makes stale: the item, its history, and every list it may appear in. */
export const staleAfterReview = (kind: ItemKind, id: string): readonly (readonly unknown[])[] => [
  reviewItemKey(kind, id),
  trackingQuery(kind, id).queryKey,
  // Every public list (itemsFromRouteQuery keys start with ['items', 'list']): a decision may publish the item.
  ['items', 'list'],
  QUEUE_KEY,
];

export function useReviewItem(kind: ItemKind, id: string | undefined) {
  return useQuery<QueueItem>({
    queryKey: reviewItemKey(kind, id ?? ''),
    queryFn: ({ signal }) => getReviewItem(kind, id ?? '', signal),
    enabled: Boolean(id),
    // Another reviewer may have acted since: ask again each time an item is opened.
    staleTime: 0,
  });
}
