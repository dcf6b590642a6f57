/** The company calls of /api-laos (staff): every company with its counts, and one company's items and cases. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetail, WireCompany } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export const COMPANIES_KEY = ['companies'] as const;

export const companiesQuery = () =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'list'],
    queryFn: ({ signal }) => api.get<{ data: WireCompany[] }>('/companies', undefined, signal),
    select: (r) => r.data,
  });

export function useCompanies() {
  return useQuery(companiesQuery());
}

/** `key`: a key from the list, or any spelling of the company's name (the server resolves it). */
export const companyQuery = (key: string) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'one', key],
    queryFn: ({ signal }) => api.get<{ data: CompanyDetail }>(`/companies/${encodeURIComponent(key)}`, undefined, signal),
    select: (r) => r.data,
  });

export function useCompany(key: string) {
  return useQuery(companyQuery(key));
}
