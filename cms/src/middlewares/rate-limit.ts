/**
 * Rate limits on the calls that can be abused: who is counted is decided by domain/rate-limits (per address +
 * account under a per-address cap, per user once signed in). Over a limit: 429 with Retry-After and
 * `details.retryAfterMinutes`, which the screens show.
 */
import type { Context, Next } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { countsFor, waitOf, type Count, type Limiter } from '../domain/rate-limits';
import { errorBody } from '../http/failure';
import { settings } from '../settings';

const tallies = new Map<string, RateLimiterMemory>();

function tallyOf({ tally, points, windowSeconds }: Count): RateLimiterMemory {
  let limiter = tallies.get(tally);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: tally, points, duration: windowSeconds });
    tallies.set(tally, limiter);
  }
  return limiter;
}

const MESSAGES: Record<Limiter, string> = {
  login: 'Too many sign-in attempts; wait and try again',
  password: 'Too many password reset requests; wait and try again',
  'verify-password': 'Too many password checks; wait and try again',
  report: 'Too many reports; wait and try again',
  check: 'Too many checks; wait and try again',
};

export default (config: { limiter: Limiter }) => async (ctx: Context, next: Next) => {
  const user = ctx.state.user as { id: number } | undefined;
  const counts = countsFor(config.limiter, { ip: ctx.request.ip, userId: user?.id, body: ctx.request.body }, settings());
  const results = await Promise.allSettled(counts.map((count) => tallyOf(count).consume(count.key)));
  const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (refusals.length === 0) return next();
  for (const refusal of refusals) if (!(refusal instanceof RateLimiterRes)) throw refusal;
  const wait = waitOf(Math.max(...(refusals as RateLimiterRes[]).map((r) => r.msBeforeNext)));
  ctx.set('Retry-After', String(wait.seconds));
  ctx.status = 429;
  ctx.body = errorBody(429, MESSAGES[config.limiter], {
    retryAfterSeconds: wait.seconds,
    retryAfterMinutes: wait.minutes,
  });
};
