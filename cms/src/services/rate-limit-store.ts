/**
 * Where rate-limit counters live (the store behind domain/rate-limits' tallies): rate-limiter-flexible in this
 * process's memory by default, or in Redis when REDIS_URL is set, so every CMS process with the same
 * RATE_LIMIT_PREFIX counts one tally together.
 *
 * Redis unreachable: the limiter fails closed. A call that would count is refused (the middleware answers 503)
 * rather than let through uncounted: a sign-in limit that silently disappears while Redis is down is a free run
 * at guessing passwords. Nothing else depends on Redis, so only the limited calls wait for it to come back.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Count } from '../domain/rate-limits';
import { connectRedis } from './redis';

export interface StoreOptions {
  /** Unset: counters in this process's memory. */
  redisUrl?: string;
  /** Used when the URL carries no password (docker-compose keeps the password in the env file only). */
  redisPassword?: string;
  /** Processes with the same prefix share their counters; other prefixes on the same Redis are apart. */
  prefix: string;
}

/** The store could not count (Redis down or too slow): the call is refused, not let through. */
export class RateLimitStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`Rate-limit store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RateLimitStoreUnavailable';
  }
}

export interface RateLimitStore {
  /** Adds one to `count.key` in its tally: a RateLimiterRes when allowed, `{ refused }` when the tally is used up. */
  consume(count: Count): Promise<{ allowed: RateLimiterRes } | { refused: RateLimiterRes }>;
  /** Waits (at most `timeoutMs`) for Redis to be connected; true when the store can count. */
  ready(timeoutMs?: number): Promise<boolean>;
  /** 'memory' or 'redis', for the log. */
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}

export function createRateLimitStore(options: StoreOptions): RateLimitStore {
  let client: Redis | undefined = options.redisUrl
    ? connectRedis({ redisUrl: options.redisUrl, redisPassword: options.redisPassword })
    : undefined;
  const tallies = new Map<string, RateLimiterAbstract>();

  function tallyOf({ tally, points, windowSeconds }: Count): RateLimiterAbstract {
    const name = `${tally}:${points}:${windowSeconds}`;
    let limiter = tallies.get(name);
    if (!limiter) {
      const keyPrefix = `${options.prefix}:rl:${tally}`;
      limiter = client
        ? new RateLimiterRedis({ storeClient: client, rejectIfRedisNotReady: true, keyPrefix, points, duration: windowSeconds })
        : new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
      tallies.set(name, limiter);
    }
    return limiter;
  }

  return {
    kind: client ? 'redis' : 'memory',
    async consume(count) {
      try {
        return { allowed: await tallyOf(count).consume(count.key) };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { refused: error };
        throw new RateLimitStoreUnavailable(error);
      }
    },
    async ready(timeoutMs = 5000) {
      const redis = client;
      if (!redis || redis.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          redis.off('ready', onReady);
          resolve(ok);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        redis.on('ready', onReady);
      });
    },
    async close() {
      if (client) {
        client.disconnect();
        client = undefined;
      }
    },
  };
}
