import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnforcementFigures, Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export interface VariantFigures {
  violations_confirmed: number;
  non_violations_confirmed: number;
  reports_received: number;
  /** Enforcement cases of the variant, all time. */
  enforcement: EnforcementFigures;
}
export type Summary = Record<Variant, VariantFigures>;

export const summaryQuery = () =>
  queryOptions({
    queryKey: ['summary'],
    queryFn: ({ signal }) => api.get<{ data: Summary }>('/get_summary', undefined, signal).then((r) => r.data),
  });

export const useSummary = () => useQuery(summaryQuery());
