/** The monthly situation report calls of /api-laos (staff): the kept reports, generating one, downloading a file. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonthlyReportFormat, MonthlyReportRequest, WireMonthlyReport } from '@lcmdp/contract';
import { api, type Download } from '@/lib/api-client';

const REPORTS_KEY = ['monthly-reports'] as const;

export const monthlyReportsQuery = () =>
  queryOptions({
    queryKey: REPORTS_KEY,
    queryFn: ({ signal }) => api.get<{ data: WireMonthlyReport[] }>('/monthly-reports', undefined, signal),
    select: (r) => r.data,
  });

export const useMonthlyReports = () => useQuery(monthlyReportsQuery());

/** Generates (and keeps) a report; the list is read again afterwards. */
export function useGenerateMonthlyReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: MonthlyReportRequest) =>
      api.post<{ success: true; data: WireMonthlyReport }>('/monthly-reports', request).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}

export function downloadMonthlyReport(id: string, format: MonthlyReportFormat): Promise<Download> {
  return api.download(`/monthly-reports/${encodeURIComponent(id)}/${format}`);
}
