import type { z } from 'zod';

/** A refusal with an HTTP status and a message for the caller; thrown by handlers and services. */
export class HttpFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503 | 504,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  422: 'UnprocessableEntityError',
  429: 'RateLimitError',
  502: 'BadGatewayError',
  503: 'ServiceUnavailableError',
  504: 'GatewayTimeoutError',
};

/** Strapi's error body (`{ data: null, error: { status, name, message, details } }`). */
export function errorBody(status: number, message: string, details: Record<string, unknown> = {}) {
  return { data: null, error: { status, name: NAMES[status] ?? 'ApplicationError', message, details } };
}

export const badRequest = (message: string, fields: Record<string, string> = {}) =>
  new HttpFailure(400, message, {
    fields,
    errors: Object.entries(fields).map(([path, msg]) => ({ path: path.split('.'), message: msg, name: 'ValidationError' })),
  });
export const notFound = (what = 'Item') => new HttpFailure(404, `${what} not found`);
export const forbidden = (message = 'You may not do this') => new HttpFailure(403, message);
export const conflict = (message: string) => new HttpFailure(409, message);
/** A refusal of the review chain: 409 with the English message and `details.reason`, a stable code to translate. */
export const refused = (refusal: { reason: string; message: string }, status: 403 | 409 = 409) =>
  new HttpFailure(status, refusal.message, { reason: refusal.reason });

/** Validates input with a zod schema; a failure answers 400 with one message per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw badRequest(
    `Invalid input: ${Object.entries(fields)
      .map(([k, m]) => `${k}: ${m}`)
      .join('; ')}`,
    fields,
  );
}
