/**
 * Who may read the CMS's Prometheus metrics (`GET /metrics`): nobody until METRICS_TOKEN is set (the route then does
 * not exist), and then only a scraper that sends it as a bearer token. The figures (request counts, queue lengths)
 * are not secret, but they are not the public's either.
 */
import { timingSafeEqual } from 'node:crypto';
import { bearerToken } from './bearer-token';

export type MetricsAccess = 'disabled' | 'refused' | 'allowed';

export function metricsAccess(configuredToken: string | undefined, authorization: string | undefined): MetricsAccess {
  if (!configuredToken) return 'disabled';
  const sent = bearerToken(authorization);
  if (!sent) return 'refused';
  const a = Buffer.from(sent);
  const b = Buffer.from(configuredToken);
  return a.length === b.length && timingSafeEqual(a, b) ? 'allowed' : 'refused';
}

/**
 * The route label of a request: the matched route's pattern (`/api-laos/get_data/:id`), or the part of the site it
 * belongs to; never the raw path, so an id or a probe cannot create a new time series.
 */
export function routeLabel(matchedRoute: string | undefined, path: string): string {
  if (matchedRoute) return matchedRoute;
  for (const prefix of ['/laos', '/uploads', '/admin', '/api-laos', '/api']) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return `${prefix}/*`;
  }
  return 'other';
}
