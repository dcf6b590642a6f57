/**
 * The company's items a case may take in (GET /companies/:key, by the case's company name: the server resolves any
 * spelling), and joining them into the case (POST /cases/:id/items). The cases feature keeps its own fetcher: features
 * do not import each other.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetail, WireCase } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { CASES_KEY } from './cases';

export function useCompanyItems(company: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CASES_KEY, 'company', company],
    queryFn: ({ signal }) => api.get<{ data: CompanyDetail }>(`/companies/${encodeURIComponent(company)}`, undefined, signal),
    select: (r) => r.data.items,
    enabled,
  });
}

export function useJoinItems(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: { kind: 'detection' | 'report'; _id: string }[]) =>
      api.post<{ success: true; data: WireCase }>(`/cases/${encodeURIComponent(caseId)}/items`, { items }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: CASES_KEY }), client.invalidateQueries({ queryKey: ['companies'] })]),
  });
}
