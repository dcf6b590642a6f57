/**
 * Generations: named counters that say "what you kept in memory before now is out of date". A cache tags what it
 * keeps with the generation current when it read the database and uses it only while that generation is still the
 * current one; a write moves the generation on. With REDIS_URL the counters are Redis keys, so a write through one
 * CMS process outdates every process's memory; without it, numbers in this process (one process: `npm start`).
 */
import type { Core } from '@strapi/strapi';
import type { Redis } from 'ioredis';
import { settings } from '../settings';
import { connectRedis } from './redis';

export interface Generation<Name extends string = string> {
  current(name: Name): Promise<string>;
  next(names: readonly Name[]): Promise<void>;
  close(): Promise<void>;
}

export function memoryGeneration<Name extends string>(): Generation<Name> {
  const n = new Map<Name, number>();
  return {
    current: async (name) => String(n.get(name) ?? 0),
    next: async (names) => {
      for (const name of names) n.set(name, (n.get(name) ?? 0) + 1);
    },
    close: async () => undefined,
  };
}

export function redisGeneration<Name extends string>(client: Redis, prefix: string): Generation<Name> {
  const key = (name: Name) => `${prefix}:${name}`;
  return {
    current: async (name) => (await client.get(key(name))) ?? '0',
    next: async (names) => {
      await Promise.all(names.map((name) => client.incr(key(name))));
    },
    close: async () => client.disconnect(),
  };
}

/**
 * The generation a cache of this process keeps under `<RATE_LIMIT_PREFIX>:<prefix>`, as the settings say: Redis
 * counters when REDIS_URL is set, else numbers in this process.
 */
export function configuredGeneration<Name extends string>(prefix: string): Generation<Name> {
  const s = settings();
  if (!s.REDIS_URL) return memoryGeneration<Name>();
  return redisGeneration<Name>(
    connectRedis({ redisUrl: s.REDIS_URL, redisPassword: s.REDIS_PASSWORD }),
    `${s.RATE_LIMIT_PREFIX}:${prefix}`,
  );
}

/** Logs that a cache is bypassed because Redis is unreachable, once a minute at most (not once a request). */
export function outageWarning(consequence: string): (error: unknown) => void {
  let lastReport = 0;
  return (error) => {
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    strapi.log.warn(`LCMDP: ${consequence}, Redis unavailable (${String(error)})`);
  };
}

/** A generation whose failures are reported to `report` instead of thrown. */
export interface ForgivingGeneration<Name extends string> {
  /** The current generation, or undefined when it cannot be read: the caller reads the database and keeps nothing. */
  current(name: Name): Promise<string | undefined>;
  /** Moves these generations on; a failure is reported (the entries then age out after their own time limit). */
  next(names: readonly Name[]): Promise<void>;
}

export function forgiving<Name extends string>(
  generation: Generation<Name>,
  report: (error: unknown) => void = () => undefined,
): ForgivingGeneration<Name> {
  return {
    async current(name) {
      try {
        return await generation.current(name);
      } catch (error) {
        report(error);
        return undefined;
      }
    },
    async next(names) {
      try {
        await generation.next(names);
      } catch (error) {
        report(error);
      }
    },
  };
}

/** A database write as Strapi's lifecycles report it. */
export interface WriteEvent {
  action: string;
  model: { uid: string };
  result?: unknown;
}

const WRITES = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'];

/**
 * Calls `outdate` after every write to these models, at once and again when the write's transaction commits (so
 * what another request read from the database before the commit is not kept under the new generation).
 */
export function outdateOnWrite(app: Core.Strapi, models: readonly string[], outdate: (event: WriteEvent) => Promise<void>): void {
  const onWrite = async (event: WriteEvent) => {
    await outdate(event);
    if (app.db.inTransaction()) await app.db.transaction(async ({ onCommit }) => onCommit(() => outdate(event)));
  };
  app.db.lifecycles.subscribe({
    models: [...models],
    ...Object.fromEntries(WRITES.map((action) => [action, onWrite])),
  });
}
