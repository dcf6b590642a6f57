/**
 * Multipart bodies, parsed only on the routes that take files (the legacy route table's multipart routes and
 * Strapi's upload routes; `strapi::body` has `multipart: false`). Each request's files go to a temp folder of its
 * own, removed in `finally` whatever the answer (401, 404, 413, an exception...): Strapi's body middleware left
 * a temp file behind for every multipart request. On a staff route the caller's token is checked first (a signed
 * user's token by its signature): a stranger's 100 MB body is answered 401 before a byte of it is written to disk.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { bearerToken } from '../domain/bearer-token';
import {
  fileRoutes,
  multipartRefusal,
  MULTIPART_FIELDS_MAX_BYTES,
  STRAPI_UPLOAD_ROUTES,
  type FileRoute,
} from '../domain/multipart';
import { errorBody } from '../http/failure';
import { LEGACY_ROUTES } from '../api/legacy/route-table';

const PREFIX = '/api-laos';

const legacyCredentials = (access: readonly string[]): FileRoute['credentials'] =>
  access.includes('public') ? undefined : access.includes('detector') ? 'token' : 'user';

const fileRouteOf = fileRoutes([
  ...LEGACY_ROUTES.filter((r) => r.multipart).map((r) => ({
    method: r.method,
    path: PREFIX + r.path,
    credentials: legacyCredentials(r.access),
  })),
  ...STRAPI_UPLOAD_ROUTES,
  ...STRAPI_UPLOAD_ROUTES.map((r) => ({ method: r.method, path: PREFIX + r.path })),
]);

/** Whether the caller shows the credentials the route asks before its body is read (Strapi checks them fully later). */
async function showsCredentials(ctx: Context, route: FileRoute): Promise<boolean> {
  if (!route.credentials) return true;
  const token = bearerToken(ctx.get('authorization'));
  if (!token) return false;
  if (route.credentials === 'token') return true;
  try {
    await strapi.plugin('users-permissions').service('jwt').verify(token);
    return true;
  } catch {
    return false;
  }
}

export default (config: { maxFileSize: number; maxTotalFileSize: number }) => async (ctx: Context, next: Next) => {
  const route = ctx.is('multipart') ? fileRouteOf(ctx.method, ctx.path) : undefined;
  if (!route) return next();
  if (!(await showsCredentials(ctx, route))) {
    ctx.status = 401;
    ctx.body = errorBody(401, 'Sign in to use this call');
    return;
  }
  const uploadDir = await mkdtemp(join(tmpdir(), 'lcmdp-multipart-'));
  try {
    try {
      await koaBody({
        multipart: true,
        patchKoa: true,
        formidable: {
          uploadDir,
          maxFileSize: config.maxFileSize,
          maxTotalFileSize: config.maxTotalFileSize,
          maxFieldsSize: MULTIPART_FIELDS_MAX_BYTES,
        },
      })(ctx, async () => undefined);
    } catch (error) {
      const refusal = multipartRefusal(error);
      if (!refusal) throw error;
      ctx.status = refusal.status;
      ctx.body = errorBody(refusal.status, refusal.message);
      return;
    }
    await next();
  } finally {
    delete ctx.request.files;
    await rm(uploadDir, { recursive: true, force: true });
  }
};
