/** Why a check did not give a verdict, in the terms the check page explains. */
import { ApiError } from '@/lib/api-client';

export type CheckFailure =
  /** 400: the server's message per field (`images`, `text`, `url`...), or its general message. */
  | { kind: 'invalid'; fields: [string, string][]; message: string }
  /** 429: too many checks; `seconds` from the Retry-After header when the server gave one. */
  | { kind: 'rateLimited'; seconds: number | null }
  /** 502/503: the detector is down, slow or answered badly. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'tooLarge' }
  | { kind: 'network' }
  | { kind: 'other'; message: string };

export function toCheckFailure(error: unknown): CheckFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network' };
  switch (error.status) {
    case 400:
      return { kind: 'invalid', fields: Object.entries(error.fields), message: error.message };
    case 413:
      return { kind: 'tooLarge' };
    case 429:
      return { kind: 'rateLimited', seconds: error.retryAfter ?? null };
    case 502:
    case 503:
    case 504:
      return { kind: 'unavailable', message: error.message };
    default:
      return { kind: 'other', message: error.message };
  }
}
