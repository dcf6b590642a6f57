/** GET /get_data/:id: one detection (the public sees confirmed ones only; others answer 404). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WireDetection } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export function getDetection(id: string, signal?: AbortSignal): Promise<WireDetection> {
  return api.get<{ data: WireDetection }>(`/get_data/${encodeURIComponent(id)}`, undefined, signal).then((r) => r.data);
}

export const detectionQuery = (id: string) =>
  queryOptions({
    queryKey: ['items', 'detection', id],
    queryFn: ({ signal }) => getDetection(id, signal),
  });

export const useDetection = (id: string, { enabled = true } = {}) => useQuery({ ...detectionQuery(id), enabled });
