/** GET /get_tracking/:kind/:id: an item's review history, oldest first (the public gets no names or notes). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WireReviewEvent } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export type ItemKind = 'detection' | 'report';

export function getTracking(kind: ItemKind, id: string, signal?: AbortSignal): Promise<WireReviewEvent[]> {
  return api
    .get<{ data: WireReviewEvent[] }>(`/get_tracking/${kind}/${encodeURIComponent(id)}`, undefined, signal)
    .then((r) => r.data);
}

export const trackingQuery = (kind: ItemKind, id: string) =>
  queryOptions({
    queryKey: ['items', 'tracking', kind, id],
    queryFn: ({ signal }) => getTracking(kind, id, signal),
  });

export const useTracking = (kind: ItemKind, id: string) => useQuery(trackingQuery(kind, id));
