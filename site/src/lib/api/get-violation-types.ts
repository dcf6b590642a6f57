/** GET /get_violation_types?variant=: a variant's violation types with their colours. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Variant, WireViolationType } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export function getViolationTypes(variant: Variant, signal?: AbortSignal): Promise<WireViolationType[]> {
  return api.get<{ data: WireViolationType[] }>('/get_violation_types', { variant }, signal).then((r) => r.data ?? []);
}

export const violationTypesQuery = (variant: Variant) =>
  queryOptions({ queryKey: catalogueKeys.types(variant), queryFn: ({ signal }) => getViolationTypes(variant, signal) });

export const useViolationTypes = (variant: Variant) => useQuery(violationTypesQuery(variant));
