/**
 * HTTP caching of /api-laos answers: every 200 JSON answer to a GET carries a weak ETag of its body, and a caller
 * that sends it back in If-None-Match gets 304 with no body (a phone on a slow line re-reads a list for a few
 * hundred bytes). Anonymous answers (the public lists and items) may be kept by browsers and proxies for
 * PUBLIC_MAX_AGE seconds; a signed-in caller's answers are private and revalidated every time, so staff always see
 * the latest state. A change to the data changes the body, hence the ETag: nothing has to be purged. Answers whose
 * handler set its own Cache-Control (downloads: no-store) are left alone.
 */
import { createHash } from 'node:crypto';
import { Stream } from 'node:stream';
import type { Context, Next } from 'koa';

/** Seconds a public answer may be reused without asking. */
export const PUBLIC_MAX_AGE = 10;

export default () => async (ctx: Context, next: Next) => {
  await next();
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200 || !ctx.path.startsWith('/api-laos/')) return;
  if (ctx.response.get('Cache-Control')) return;
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
  const json = JSON.stringify(body);
  ctx.type = 'application/json';
  ctx.body = json;
  ctx.set('ETag', `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`);
  ctx.vary('Authorization');
  ctx.set('Cache-Control', ctx.get('authorization') ? 'private, no-cache' : `public, max-age=${PUBLIC_MAX_AGE}, must-revalidate`);
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
};
