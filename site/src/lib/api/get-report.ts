/** GET /get_report/:id: one report (the public sees verified ones only, never the reporter). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WireReport } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export function getReport(id: string, signal?: AbortSignal): Promise<WireReport> {
  return api.get<{ data: WireReport }>(`/get_report/${encodeURIComponent(id)}`, undefined, signal).then((r) => r.data);
}

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: ['items', 'report', id],
    queryFn: ({ signal }) => getReport(id, signal),
  });

export const useReport = (id: string, { enabled = true } = {}) => useQuery({ ...reportQuery(id), enabled });
