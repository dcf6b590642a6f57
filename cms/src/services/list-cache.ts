/**
 * Lists and their counts answered from memory until something they show changes.
 *
 * Every write to an item, a catalogue entry, a file or a user (through the Document Service, the Query Engine or
 * the admin panel: they all pass Strapi's database lifecycles) moves the lists' *generation* on; a cached page or
 * count is used only while the generation it was computed under is still the current one. There are two: the staff
 * lists' (every such write) and the public lists' (every write but one that adds an item the public cannot see —
 * a new report or finding waits for review — or a new file or account no item shows yet), so a burst of reports
 * does not empty the public lists' cache. With REDIS_URL the
 * generation is a Redis counter, so a write in one CMS process outdates the caches of all of them; without it, a
 * number in this process (one process: `npm start`). Inside a transaction the generation moves on again at commit,
 * so a page read from the database before the commit is not kept under the new generation. Entries also expire
 * after LIST_CACHE_SECONDS, the bound for a write that bypasses the lifecycles (a raw SQL import); 0 turns the
 * cache off. Redis unreachable: the lists are read from the database (slower, never stale).
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { isPublic, type ReviewState } from '../domain/review-chain';
import { settings } from '../settings';
import { configuredGeneration, forgiving, outageWarning, outdateOnWrite, type Generation, type WriteEvent } from './generations';

/** Who a list is for: the public lists change less often than the staff ones. */
export type Audience = 'public' | 'staff';
export const AUDIENCES: readonly Audience[] = ['public', 'staff'];

export interface ListCacheOptions {
  generation: Generation<Audience>;
  maxEntries: number;
  /** 0: nothing is cached. */
  maxAgeMs: number;
  onError?: (error: unknown) => void;
}

export interface ListCache {
  /** The value under `key` for the audience's current generation, computed by `compute` when there is none. */
  get<T extends object>(audience: Audience, key: string, compute: () => Promise<T>): Promise<T>;
  /** Something these audiences' lists show has changed: their cached pages and counts are out of date everywhere. */
  invalidate(audiences?: readonly Audience[]): Promise<void>;
  close(): Promise<void>;
  /** Hits and misses since start (the bench prints them). */
  readonly stats: { hits: number; misses: number };
}

export function createListCache(options: ListCacheOptions): ListCache {
  const entries = new LRUCache<string, { generation: string; value: object }>({
    max: Math.max(1, options.maxEntries),
    ttl: Math.max(1, options.maxAgeMs),
  });
  const stats = { hits: 0, misses: 0 };
  const generations = forgiving(options.generation, options.onError);
  return {
    stats,
    async get(audience, key, compute) {
      if (options.maxAgeMs <= 0) return compute();
      const generation = await generations.current(audience);
      if (generation === undefined) return compute();
      key = `${audience} ${key}`;
      const entry = entries.get(key);
      if (entry && entry.generation === generation) {
        stats.hits += 1;
        return entry.value as Awaited<ReturnType<typeof compute>>;
      }
      stats.misses += 1;
      const value = await compute();
      // Tagged with the generation read before the database was: a write meanwhile makes it out of date at once.
      entries.set(key, { generation, value });
      return value;
    },
    async invalidate(audiences = AUDIENCES) {
      // Entries of another audience stay: they are checked against their own generation anyway.
      for (const key of entries.keys()) if (audiences.some((a) => key.startsWith(`${a} `))) entries.delete(key);
      await generations.next(audiences);
    },
    async close() {
      entries.clear();
      await options.generation.close();
    },
  };
}

let shared: ListCache | undefined;

/** The process's list cache, as the settings say (Redis generation when REDIS_URL is set). */
export function listCache(): ListCache {
  if (!shared) {
    const s = settings();
    shared = createListCache({
      generation: configuredGeneration<Audience>('lists:generation'),
      maxEntries: s.LIST_CACHE_ENTRIES,
      maxAgeMs: s.LIST_CACHE_SECONDS * 1000,
      onError: outageWarning('list cache bypassed'),
    });
  }
  return shared;
}

export async function closeListCache(): Promise<void> {
  const cache = shared;
  shared = undefined;
  await cache?.close();
}

/** What the lists show: the items, their catalogues (names, colours), their pictures and their reviewers' names. */
const ITEMS = ['api::detection.detection', 'api::report.report'];
export const LISTED_MODELS = [
  ...ITEMS,
  'api::violation-code.violation-code',
  'api::violation-type.violation-type',
  'plugin::upload.file',
  'plugin::users-permissions.user',
];

/**
 * Whose lists a write can change. Only a created row can be judged from the event alone: an item the public cannot
 * see yet, a file or an account nothing shows yet. Anything else (an update or delete may make an item public or
 * take it away) outdates both.
 */
export function audiencesOfWrite(event: WriteEvent): readonly Audience[] {
  if (event.action !== 'afterCreate') return AUDIENCES;
  const uid = event.model.uid;
  if (uid === 'plugin::upload.file') return [];
  if (uid === 'plugin::users-permissions.user') return ['staff'];
  if (ITEMS.includes(uid)) {
    const row = event.result as Partial<ReviewState> | undefined;
    const hidden = row && typeof row.reviewStatus === 'string' && !isPublic(row as ReviewState);
    return hidden ? ['staff'] : AUDIENCES;
  }
  return AUDIENCES;
}

/** Outdates the lists a write can change, at once and again when the write's transaction commits. */
export function registerListCacheInvalidation(app: Core.Strapi): void {
  outdateOnWrite(app, LISTED_MODELS, async (event) => {
    const audiences = audiencesOfWrite(event);
    if (audiences.length) await listCache().invalidate(audiences);
  });
}
