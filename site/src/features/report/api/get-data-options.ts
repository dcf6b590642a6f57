import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOptionKind, Variant, WireDataOption } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

/** GET /get_data_options[_laos]?route=<kind>: the reviewers' library of companies, brands, … (active only). */
export function getDataOptions(variant: Variant, kind: DataOptionKind, signal?: AbortSignal): Promise<WireDataOption[]> {
  const path = variant === 'laos' ? '/get_data_options_laos' : '/get_data_options';
  return api.get<{ data: WireDataOption[] }>(path, { route: kind }, signal).then((r) => r.data ?? []);
}

export const dataOptionsQuery = (variant: Variant, kind: DataOptionKind) =>
  queryOptions({
    queryKey: ['data-options', variant, kind],
    queryFn: ({ signal }) => getDataOptions(variant, kind, signal),
    // The library changes rarely; a reporter on mobile data should not fetch it twice.
    staleTime: 30 * 60_000,
  });

export const useDataOptions = (variant: Variant, kind: DataOptionKind) => useQuery(dataOptionsQuery(variant, kind));
