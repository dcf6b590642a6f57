/**
 * Multipart bodies, parsed only on the routes that take files (the legacy route table's multipart routes and
 * Strapi's upload routes; `strapi::body` has `multipart: false`). Each request's files go to a temp folder of its
 * own, removed in `finally` whatever the answer (401, 404, 413, an exception...): Strapi's body middleware left
 * a temp file behind for every multipart request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { fileRoutes, multipartRefusal, MULTIPART_FIELDS_MAX_BYTES, STRAPI_UPLOAD_ROUTES } from '../domain/multipart';
import { errorBody } from '../http/failure';
import { LEGACY_ROUTES } from '../api/legacy/route-table';

const PREFIX = '/api-laos';

const takesFiles = fileRoutes([
  ...LEGACY_ROUTES.filter((r) => r.multipart).map((r) => ({ method: r.method, path: PREFIX + r.path })),
  ...STRAPI_UPLOAD_ROUTES,
  ...STRAPI_UPLOAD_ROUTES.map((r) => ({ method: r.method, path: PREFIX + r.path })),
]);

export default (config: { maxFileSize: number; maxTotalFileSize: number }) => async (ctx: Context, next: Next) => {
  if (!ctx.is('multipart') || !takesFiles(ctx.method, ctx.path)) return next();
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
