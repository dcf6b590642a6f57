/** GET /get_violation_code?variant=: a variant's violation codes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Variant, WireViolationCode } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export function getViolationCodes(variant: Variant, signal?: AbortSignal): Promise<WireViolationCode[]> {
  return api.get<{ data: WireViolationCode[] }>('/get_violation_code', { variant }, signal).then((r) => r.data ?? []);
}

export const violationCodesQuery = (variant: Variant) =>
  queryOptions({ queryKey: catalogueKeys.codes(variant), queryFn: ({ signal }) => getViolationCodes(variant, signal) });

export const useViolationCodes = (variant: Variant) => useQuery(violationCodesQuery(variant));
