/** The law PDF of each variant (uploaded by staff), linked from the menus, home and the resource centre. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api, mediaUrl } from '@/lib/api-client';

export type LawFiles = Record<Variant, { url: string; name: string; updated_at: string } | null>;

export const lawFilesQuery = () =>
  queryOptions({
    queryKey: ['law-files'],
    queryFn: ({ signal }) => api.get<{ data: LawFiles }>('/get_law_files', undefined, signal).then((r) => r.data),
  });

export const useLawFiles = () => useQuery(lawFilesQuery());

/** The address of a variant's current PDF, or null while it is loading or when none is uploaded. */
export function lawFileHref(files: LawFiles | undefined, variant: Variant): string | null {
  const file = files?.[variant];
  return file ? mediaUrl(file.url) : null;
}

/** The translation key (common namespace) naming a variant's law. */
export const LAW_LABEL_KEY = {
  international: 'resourceCenter.lawInternational',
  laos: 'resourceCenter.lawLaos',
} as const satisfies Record<Variant, string>;
