/**
 * Rate limits on the calls that can be abused: who is counted is decided by domain/rate-limits (per address +
 * account under a per-address cap, per user once signed in); the counters live in services/rate-limit-store
 * (this process's memory, or Redis shared by every CMS process when REDIS_URL is set). Over a limit: 429 with
 * Retry-After and `details.retryAfterMinutes`, which the screens show. Store unreachable: 503 (fails closed).
 */
import type { Context, Next } from 'koa';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { countsFor, waitOf, type Limiter } from '../domain/rate-limits';
import { errorBody } from '../http/failure';
import { createRateLimitStore, RateLimitStoreUnavailable, type RateLimitStore } from '../services/rate-limit-store';
import { settings } from '../settings';

let store: RateLimitStore | undefined;

/** The store for this process, made from the settings at the first limited call. */
export function rateLimitStore(): RateLimitStore {
  if (!store) {
    const s = settings();
    store = createRateLimitStore({ redisUrl: s.REDIS_URL, redisPassword: s.REDIS_PASSWORD, prefix: s.RATE_LIMIT_PREFIX });
  }
  return store;
}

/** Closes the store's Redis connection (at Strapi's destroy). */
export async function closeRateLimitStore(): Promise<void> {
  const current = store;
  store = undefined;
  await current?.close();
}

const MESSAGES: Record<Limiter, string> = {
  login: 'Too many sign-in attempts; wait and try again',
  password: 'Too many password reset requests; wait and try again',
  'verify-password': 'Too many password checks; wait and try again',
  report: 'Too many reports; wait and try again',
  check: 'Too many checks; wait and try again',
  print: 'Too many letters or reports printed; wait and try again',
};

const STORE_RETRY_SECONDS = 30;

export default (config: { limiter: Limiter }) => async (ctx: Context, next: Next) => {
  const user = ctx.state.user as { id: number } | undefined;
  const counts = countsFor(config.limiter, { ip: ctx.request.ip, userId: user?.id, body: ctx.request.body }, settings());
  const results = await Promise.allSettled(counts.map((count) => rateLimitStore().consume(count)));
  const refusals: RateLimiterRes[] = [];
  for (const result of results) {
    if (result.status === 'rejected') {
      if (!(result.reason instanceof RateLimitStoreUnavailable)) throw result.reason;
      // Fail closed: an uncounted call could be a password guess.
      strapi.log.error(`LCMDP: ${result.reason.message}; ${config.limiter} call refused`);
      ctx.set('Retry-After', String(STORE_RETRY_SECONDS));
      ctx.status = 503;
      ctx.body = errorBody(503, 'This service is briefly unavailable; try again in a minute', {
        retryAfterSeconds: STORE_RETRY_SECONDS,
        retryAfterMinutes: 1,
      });
      return;
    }
    if ('refused' in result.value) refusals.push(result.value.refused);
  }
  if (refusals.length === 0) return next();
  const wait = waitOf(Math.max(...refusals.map((r) => r.msBeforeNext)));
  ctx.set('Retry-After', String(wait.seconds));
  ctx.status = 429;
  ctx.body = errorBody(429, MESSAGES[config.limiter], {
    retryAfterSeconds: wait.seconds,
    retryAfterMinutes: wait.minutes,
  });
};
