import type { Context } from 'koa';

/** A route handler returns the response body; an HttpFailure it throws becomes the error response. */
export type Handler = (ctx: Context) => Promise<unknown>;

export function bodyOf(ctx: Context): Record<string, unknown> {
  return ((ctx.request as unknown as { body?: Record<string, unknown> }).body ?? {}) as Record<string, unknown>;
}

export function filesOfRequest(ctx: Context): Record<string, unknown> {
  return ((ctx.request as unknown as { files?: Record<string, unknown> }).files ?? {}) as Record<string, unknown>;
}

/** Multipart forms carry JSON in a `data` field (Strapi's convention) or as plain fields. */
export function formData(ctx: Context): Record<string, unknown> {
  const body = bodyOf(ctx);
  if (typeof body.data === 'string') {
    try {
      return JSON.parse(body.data) as Record<string, unknown>;
    } catch {
      return { __invalidJson: true };
    }
  }
  return body;
}
