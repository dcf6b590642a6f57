import { ApiError, serverMessage } from '@/lib/api-client';

/** How the auth screens read a failed call: a wrong password, too many attempts (and how long to wait), or other. */
export type Refusal =
  | { kind: 'incorrect' }
  | { kind: 'tooMany'; retryAfterMinutes?: number }
  | { kind: 'other'; message: string };

export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === 401) return { kind: 'incorrect' };
  if (error instanceof ApiError && error.status === 429) return { kind: 'tooMany', retryAfterMinutes: error.retryAfterMinutes };
  return { kind: 'other', message: serverMessage(error) ?? '' };
}
