/**
 * GET /get_data_options[_laos]?route=<kind>&status=all: the data-option library of one kind as staff manage it,
 * inactive options and monitored-source fields included (the report form reads active options only).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOptionKind, Variant, WireDataOption } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/api/catalogue-keys';

export function getLibraryOptions(variant: Variant, kind: DataOptionKind, signal?: AbortSignal): Promise<WireDataOption[]> {
  const path = variant === 'laos' ? '/get_data_options_laos' : '/get_data_options';
  return api.get<{ data: WireDataOption[] }>(path, { route: kind, status: 'all' }, signal).then((r) => r.data ?? []);
}

export const libraryOptionsQuery = (variant: Variant, kind: DataOptionKind) =>
  queryOptions({
    queryKey: catalogueKeys.options(variant, kind),
    queryFn: ({ signal }) => getLibraryOptions(variant, kind, signal),
  });

export const useLibraryOptions = (variant: Variant, kind: DataOptionKind, enabled = true) =>
  useQuery({ ...libraryOptionsQuery(variant, kind), enabled });
