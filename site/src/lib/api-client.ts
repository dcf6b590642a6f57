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
  ) {
    super(message);
  }
}

export const SOMETHING_WENT_WRONG = 'Something went wrong';

type Query = Record<string, string | number | boolean | undefined | null>;

function url(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${config.apiBase}${path}${qs ? `?${qs}` : ''}`;
}

async function send<T>(
  method: string,
  path: string,
  options: { query?: Query; json?: unknown; form?: FormData; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  const payload = (await response.json().catch(() => null)) as
    | (T & { error?: { message?: string; details?: { fields?: Record<string, string> } } })
    | null;
  if (!response.ok) {
    // A token the server no longer accepts (logged out elsewhere, expired): the session is over here too.
    if (response.status === 401 && token) store.signOut();
    throw new ApiError(response.status, payload?.error?.message ?? SOMETHING_WENT_WRONG, payload?.error?.details?.fields ?? {});
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => send<T>('GET', path, { query, signal }),
  post: <T>(path: string, json?: unknown) => send<T>('POST', path, { json }),
  put: <T>(path: string, json?: unknown) => send<T>('PUT', path, { json }),
  postForm: <T>(path: string, form: FormData) => send<T>('POST', path, { form }),
};

/** Uploaded files are served by the CMS under relative /uploads URLs. */
export function mediaUrl(url: string): string {
  return /^https?:/.test(url) ? url : `${config.mediaBase}${url}`;
}
