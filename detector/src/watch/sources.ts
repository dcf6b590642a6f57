/**
 * The monitored sources, read from the CMS: the data options of the kind `source` that are active, from both
 * variants' lists (`/api-laos/get_data_options` for international, `get_data_options_laos` for Laos). Each list
 * also holds the options meant for both variants; such a source is watched once, as `laos` (the Lao programme runs
 * the watcher; its findings are reviewed under the Lao code, which is the stricter one). A key seen twice is watched
 * once: the Laos list is read first and wins. Options without a usable http(s) address are skipped.
 */
import type { DataOptionKind, Variant, WireDataOption } from '@lcmdp/contract';

import type { Source } from './types';

/** A source whose option does not say how often: once an hour. */
export const DEFAULT_INTERVAL_MINUTES = 60;

/** How the detector reads the CMS's data options. */
export interface CmsReadOptions {
  /** The CMS's base URL, e.g. http://127.0.0.1:1337 (a trailing slash is fine). */
  cmsUrl: string;
  /** The detector's API token (staff/detector role: the public may not list sources). */
  token: string;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}

export interface FetchSourcesOptions extends CmsReadOptions {
  /** Told about each option that was skipped, and why. */
  onSkip?: (key: string, reason: string) => void;
}

const LISTS = [
  { path: '/api-laos/get_data_options_laos', variant: 'laos' },
  { path: '/api-laos/get_data_options', variant: 'international' },
] as const;

/** The CMS's source options as the watcher's sources. Throws a clear Error when the CMS cannot be read. */
export async function fetchSources(options: FetchSourcesOptions): Promise<Source[]> {
  const byKey = new Map<string, Source>();
  for (const { option } of await fetchDataOptions(options, 'source')) {
    if (byKey.has(option.key)) continue;
    const source = toSource(option);
    if (typeof source === 'string') options.onSkip?.(String(option.key ?? '?'), source);
    else byKey.set(source.key, source);
  }
  return [...byKey.values()];
}

/**
 * The active data options of one kind from both variants' lists, the Laos list first (an option for both variants
 * is in both lists: the caller decides what a key seen twice means). Throws a clear Error when the CMS cannot be read.
 */
export async function fetchDataOptions(
  options: CmsReadOptions,
  kind: DataOptionKind,
): Promise<{ variant: Variant; option: WireDataOption }[]> {
  const base = options.cmsUrl.replace(/\/+$/, '');
  const doFetch = options.fetchImpl ?? fetch;
  const found: { variant: Variant; option: WireDataOption }[] = [];
  for (const list of LISTS) {
    const url = `${base}${list.path}?route=${kind}&status=active`;
    for (const option of await readList(url, kind, options.token, doFetch, options.signal)) {
      found.push({ variant: list.variant, option });
    }
  }
  return found;
}

const PLURAL: Partial<Record<DataOptionKind, string>> = { source: 'sources', brand: 'brands', company: 'companies' };

async function readList(
  url: string,
  kind: DataOptionKind,
  token: string,
  doFetch: typeof fetch,
  signal?: AbortSignal,
): Promise<WireDataOption[]> {
  const plural = PLURAL[kind] ?? `${kind} options`;
  let response: Response;
  try {
    response = await doFetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal });
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(`The CMS could not be reached for the ${kind} list (${url}): ${cause}`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new Error(
      `The CMS refused the detector's API token when listing ${plural} (HTTP ${response.status} at ${url}): check DETECTOR_API_TOKEN`,
    );
  }
  if (!response.ok) throw new Error(`The CMS answered HTTP ${response.status} when listing ${plural} (${url})`);
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new Error(`The CMS's ${kind} list is not JSON (${url})`);
  }
  const data = (payload as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error(`The CMS's ${kind} list has no data array (${url})`);
  return data as WireDataOption[];
}

/** The source, or why the option is skipped. */
export function toSource(option: WireDataOption): Source | string {
  if (!option || typeof option.key !== 'string' || !option.key) return 'it has no key';
  if (option.kind !== undefined && option.kind !== 'source') return `it is a ${option.kind}, not a source`;
  if (option.active === false) return 'it is inactive';
  if (!option.url) return 'it has no address';
  let url: URL;
  try {
    url = new URL(option.url);
  } catch {
    return `its address is not a valid link (${option.url})`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `its address is not http(s) (${option.url})`;
  const name = nameIn(option.names, 'en') ?? nameIn(option.names, 'lo') ?? option.key;
  const interval = Number(option.interval_minutes);
  return {
    key: option.key,
    name,
    url: url.href,
    platform: (option.platform ?? '').trim().toLowerCase() || 'website',
    // `both` is watched once, under the Laos variant (see the module comment).
    variant: option.variant === 'international' ? 'international' : 'laos',
    intervalMinutes: Number.isFinite(interval) && interval >= 1 ? interval : DEFAULT_INTERVAL_MINUTES,
    ...(option.parent_key ? { owner: option.parent_key } : {}),
  };
}

/** The name in one language: `names` is a list of `{locale, name}` (older payloads: an object `{lo, en}`). */
export function nameIn(names: unknown, locale: 'lo' | 'en'): string | undefined {
  if (Array.isArray(names)) {
    const found = (names as { locale?: unknown; name?: unknown }[]).find((n) => n?.locale === locale)?.name;
    return typeof found === 'string' && found.trim() ? found.trim() : undefined;
  }
  const value = (names as Record<string, unknown> | null | undefined)?.[locale];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
