/**
 * The one HTTP client for /api-laos. Adds the signed-in user's token, turns error answers into ApiError with the
 * server's message and field messages (spec §8: the server's body, or "Something went wrong").
 */
import { config } from '@/config/env';
import { store } from './auth-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** A stable reason code the server gives with some refusals (e.g. a review-chain 409), for translation. */
    readonly reason?: string,
    /** Seconds to wait, from a 429 answer's Retry-After header. */
    readonly retryAfter?: number,
    /** Minutes to wait, from a 429 answer's `details.retryAfterMinutes` (else from Retry-After). */
    readonly retryAfterMinutes?: number,
  ) {
    super(message);
  }
}

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Spec §8: the server's own message, or null when there is none (the caller then shows its translated text). */
export function serverMessage(error: unknown): string | null {
  return error instanceof Error && error.message && error.message !== SOMETHING_WENT_WRONG ? error.message : null;
}

type Query = Record<string, string | number | boolean | undefined | null>;

function url(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${config.apiBase}${path}${qs ? `?${qs}` : ''}`;
}

interface SendOptions {
  query?: Query;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

async function request(method: string, path: string, options: SendOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = store.get().auth.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(url(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, SOMETHING_WENT_WRONG);
  }
  if (!response.ok) throw await errorOf(response, Boolean(token));
  return response;
}

type ErrorBody = {
  error?: { message?: string; details?: { fields?: Record<string, string>; reason?: string; retryAfterMinutes?: number } };
} | null;

async function errorOf(response: Response, hadToken: boolean): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as ErrorBody;
  // A token the server no longer accepts (logged out elsewhere, expired): the session is over here too.
  if (response.status === 401 && hadToken) store.signOut();
  const header = Number(response.headers.get('Retry-After'));
  const retryAfter = Number.isFinite(header) && header > 0 ? header : undefined;
  const minutes = payload?.error?.details?.retryAfterMinutes;
  return new ApiError(
    response.status,
    payload?.error?.message ?? SOMETHING_WENT_WRONG,
    payload?.error?.details?.fields ?? {},
    payload?.error?.details?.reason,
    retryAfter,
    typeof minutes === 'number' && minutes > 0 ? minutes : retryAfter && Math.ceil(retryAfter / 60),
  );
}

async function send<T>(method: string, path: string, options: SendOptions = {}): Promise<T> {
  const response = await request(method, path, options, 'application/json');
  return (await response.json().catch(() => null)) as T;
}

/** A file the server streams (Excel exports): its bytes and the name the server gave it. */
export interface Download {
  blob: Blob;
  filename: string;
}

async function download(path: string, query?: Query, signal?: AbortSignal): Promise<Download> {
  const response = await request('GET', path, { query, signal }, '*/*');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'lcmdp-export.xlsx';
  return { blob: await response.blob(), filename };
}

/** Hands a downloaded file to the browser's save dialog. */
export function saveDownload({ blob, filename }: Download): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => send<T>('GET', path, { query, signal }),
  post: <T>(path: string, json?: unknown) => send<T>('POST', path, { json }),
  put: <T>(path: string, json?: unknown) => send<T>('PUT', path, { json }),
  postForm: <T>(path: string, form: FormData) => send<T>('POST', path, { form }),
  putForm: <T>(path: string, form: FormData) => send<T>('PUT', path, { form }),
  delete: <T>(path: string, json?: unknown) => send<T>('DELETE', path, { json }),
  download,
};

/** Uploaded files are served by the CMS under relative /uploads URLs. */
export function mediaUrl(url: string): string {
  return /^https?:/.test(url) ? url : `${config.mediaBase}${url}`;
}
