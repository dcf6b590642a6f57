/**
 * Per-IP rate limits for the calls anyone can make: login (per IP, not per email, so rotating emails does not
 * help), the report form, checks and password reset. Over the limit: 429 with Retry-After.
 */
import type { Context, Next } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiter } from '../api/legacy/route-table';
import { errorBody } from '../http/failure';
import { settings } from '../settings';

const limiters = new Map<Limiter, RateLimiterMemory>();

function limiterFor(name: Limiter): RateLimiterMemory {
  let limiter = limiters.get(name);
  if (!limiter) {
    const s = settings();
    const options = {
      login: { points: s.LOGIN_RATE_LIMIT, duration: s.LOGIN_RATE_WINDOW_SECONDS },
      report: { points: s.REPORT_RATE_LIMIT, duration: s.REPORT_RATE_WINDOW_SECONDS },
      check: { points: s.REPORT_RATE_LIMIT * 3, duration: s.REPORT_RATE_WINDOW_SECONDS },
      password: { points: s.PASSWORD_RESET_RATE_LIMIT, duration: 3600 },
    }[name];
    limiter = new RateLimiterMemory({ keyPrefix: name, ...options });
    limiters.set(name, limiter);
  }
  return limiter;
}

const MESSAGES: Record<Limiter, string> = {
  login: 'Too many sign-in attempts from this address; wait and try again',
  report: 'Too many reports from this address; wait and try again',
  check: 'Too many checks from this address; wait and try again',
  password: 'Too many password reset requests from this address; wait and try again',
};

export default (config: { limiter: Limiter }) => async (ctx: Context, next: Next) => {
  try {
    await limiterFor(config.limiter).consume(ctx.request.ip);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    ctx.set('Retry-After', String(seconds));
    ctx.status = 429;
    ctx.body = errorBody(429, MESSAGES[config.limiter], { retryAfterSeconds: seconds });
    return;
  }
  await next();
};
