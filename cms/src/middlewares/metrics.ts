/**
 * Times every request for the Prometheus metrics, and answers `GET /metrics` to a scraper holding METRICS_TOKEN
 * (domain/metrics-access). First in the middleware list, so the figures include everything after it.
 */
import type { Context, Next } from 'koa';
import { metricsAccess, routeLabel } from '../domain/metrics-access';
import { errorBody } from '../http/failure';
import { httpDuration, httpRequests, registry } from '../services/metrics';
import { settings } from '../settings';

export default () => async (ctx: Context, next: Next) => {
  if (ctx.path === '/metrics' && ctx.method === 'GET') {
    const access = metricsAccess(settings().METRICS_TOKEN, ctx.get('authorization'));
    if (access === 'allowed') {
      ctx.set('Content-Type', registry.contentType);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await registry.metrics();
      return;
    }
    if (access === 'refused') {
      ctx.status = 401;
      ctx.body = errorBody(401, 'Send the metrics token as a bearer token');
      return;
    }
  }
  const stop = httpDuration.startTimer();
  try {
    await next();
  } finally {
    const route = routeLabel((ctx as Context & { _matchedRoute?: string })._matchedRoute, ctx.path);
    stop({ method: ctx.method, route });
    httpRequests.inc({ method: ctx.method, route, status: String(ctx.status) });
  }
};
