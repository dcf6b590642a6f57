/**
 * The law PDF of each variant (uploaded by staff), linked from the menus, home and the resource centre. Each
 * variant may have the Lao text and an English translation: readers get the one in their language, else the other.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, Variant, WireLawFile, WireLawFiles } from '@lcmdp/contract';
import { api, mediaUrl } from '@/lib/api-client';

export type LawFiles = WireLawFiles;

export const lawFilesQuery = () =>
  queryOptions({
    queryKey: ['law-files'],
    queryFn: ({ signal }) => api.get<{ data: LawFiles }>('/get_law_files', undefined, signal).then((r) => r.data),
  });

export const useLawFiles = () => useQuery(lawFilesQuery());

/** The variant's PDF in the reader's language (`lo` or `en`), else in the other one; null when there is none. */
export function lawFileFor(files: LawFiles | undefined, variant: Variant, language: string): WireLawFile | null {
  const law = files?.[variant];
  if (!law) return null;
  const wanted: Locale = language.startsWith('en') ? 'en' : 'lo';
  const other: Locale = wanted === 'en' ? 'lo' : 'en';
  return law.files?.[wanted] ?? law.files?.[other] ?? law;
}

/** The address of a variant's current PDF in the reader's language (see lawFileFor), or null. */
export function lawFileHref(files: LawFiles | undefined, variant: Variant, language: string): string | null {
  const file = lawFileFor(files, variant, language);
  return file ? mediaUrl(file.url) : null;
}

/** The translation key (common namespace) naming a variant's law. */
export const LAW_LABEL_KEY = {
  international: 'resourceCenter.lawInternational',
  laos: 'resourceCenter.lawLaos',
} as const satisfies Record<Variant, string>;
