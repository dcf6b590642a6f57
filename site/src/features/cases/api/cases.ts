/** The enforcement case calls of /api-laos (staff): the list, one case, its steps and its assignee. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseStep, WireCase, WireUser } from '@lcmdp/contract';
import { ApiError, api } from '@/lib/api-client';
import type { CaseFilters } from '../lib/case-params';
import { caseListQuery } from '../lib/case-params';

/** Every query about cases starts with this key, so a step refreshes the list and the case alike. */
export const CASES_KEY = ['cases'] as const;

export interface CasePage {
  data: WireCase[];
  meta: { page: number; pageSize: number; total: number; overdue: number };
}

export const casesQuery = (filters: CaseFilters, me: number | null) =>
  queryOptions({
    queryKey: [...CASES_KEY, 'list', filters, me],
    queryFn: ({ signal }) => api.get<CasePage>('/cases', caseListQuery(filters, me), signal),
    placeholderData: keepPreviousData,
  });

export function useCases(filters: CaseFilters, me: number | null) {
  return useQuery(casesQuery(filters, me));
}

export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: [...CASES_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<{ data: WireCase }>(`/cases/${encodeURIComponent(id)}`, undefined, signal),
    select: (r) => r.data,
  });

export function useCase(id: string) {
  return useQuery(caseQuery(id));
}

/** The staff who may be given a case: operators and admins. */
export function useAssignableStaff(enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'list'],
    queryFn: ({ signal }) => api.get<{ data: WireUser[] }>('/get_users', undefined, signal),
    select: (r) => r.data.filter((u) => u.role === 'operator' || u.role === 'admin'),
    enabled,
  });
}

/** A refused change (409) means the case moved on elsewhere: read it again, so its allowed steps are current. */
const refreshOnRefusal = (client: ReturnType<typeof useQueryClient>) => (error: Error) => {
  if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: CASES_KEY });
};

export function useTakeStep(id: string) {
  const client = useQueryClient();
  return useMutation({
    onError: refreshOnRefusal(client),
    mutationFn: ({ step, form }: { step: CaseStep; form: FormData }) =>
      api.postForm<{ success: true; data: WireCase }>(`/cases/${encodeURIComponent(id)}/steps/${step}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: CASES_KEY }),
  });
}

export function useAssignCase(id: string) {
  const client = useQueryClient();
  return useMutation({
    onError: refreshOnRefusal(client),
    mutationFn: (assignee: number) =>
      api.put<{ success: true; data: WireCase }>(`/cases/${encodeURIComponent(id)}/assignee`, { assignee }),
    onSuccess: () => client.invalidateQueries({ queryKey: CASES_KEY }),
  });
}

/** Captures the items' pages again while a removal is ordered (the detector visits them now). */
export function useRecapture(id: string) {
  const client = useQueryClient();
  return useMutation({
    onError: refreshOnRefusal(client),
    mutationFn: () => api.post<{ success: true; data: WireCase }>(`/cases/${encodeURIComponent(id)}/recapture`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: CASES_KEY }),
  });
}
