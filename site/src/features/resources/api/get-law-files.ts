import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export type LawFiles = Record<Variant, { url: string; name: string; updated_at: string } | null>;

export const lawFilesQuery = () =>
  queryOptions({
    queryKey: ['law-files'],
    queryFn: ({ signal }) => api.get<{ data: LawFiles }>('/get_law_files', undefined, signal).then((r) => r.data),
  });

export const useLawFiles = () => useQuery(lawFilesQuery());
