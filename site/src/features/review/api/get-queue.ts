/** GET /get_data_from_route for a review queue (detection, report, archived; staff only), paged by the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, WireDetection, WireReport } from '@lcmdp/contract/vocabulary';
import { api } from '@/lib/api-client';
import type { QueueFilter } from '../lib/queue-params';

export type QueueItem = WireDetection | WireReport;

export interface QueueRequest extends QueueFilter {
  page: number;
  pageSize: number;
}

/** Every queue's key starts with this: a review change invalidates them all. */
export const QUEUE_KEY = ['review', 'queue'] as const;

export function getQueue(request: QueueRequest, signal?: AbortSignal): Promise<Page<QueueItem>> {
  return api.get<Page<QueueItem>>('/get_data_from_route', { ...request }, signal);
}

export const queueQuery = (request: QueueRequest) =>
  queryOptions({
    queryKey: [...QUEUE_KEY, request],
    queryFn: ({ signal }) => getQueue(request, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Reviewers work the queue: always ask again when they come back to it.
    staleTime: 0,
  });

export const useQueue = (request: QueueRequest) => useQuery(queueQuery(request));
