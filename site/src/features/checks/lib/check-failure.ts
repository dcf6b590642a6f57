/** Why a check did not give a verdict, in the terms the check page explains. */
import { ApiError } from '@/lib/api-client';

export type CheckFailure =
  /** 400: the server's message per field (`images`, `text`, `url`...), or its general message. */
  | { kind: 'invalid'; fields: [string, string][]; message: string }
  /** 429: too many checks; `seconds` from the Retry-After header when the server gave one. */
  | { kind: 'rateLimited'; seconds: number | null }
  /** 502/503 (and 504 for images): the detector is down, slow or answered badly. */
  | { kind: 'unavailable'; message: string }
  /** 413: the images, or the page at the address, are larger than the detector reads. */
  | { kind: 'tooLarge'; subject: CheckSubject }
  /** 422/504 of a page check: the page did not open, answered an error, or did not load in time. */
  | { kind: 'pageUnreachable'; message: string }
  | { kind: 'network' }
  | { kind: 'other'; message: string };

/** What was sent to be checked: pictures, or a page address the detector opens itself. */
export type CheckSubject = 'images' | 'page';

export function toCheckFailure(error: unknown, subject: CheckSubject = 'images'): CheckFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network' };
  switch (error.status) {
    case 400:
      return { kind: 'invalid', fields: Object.entries(error.fields), message: error.message };
    case 413:
      return { kind: 'tooLarge', subject };
    case 422:
      return subject === 'page' ? { kind: 'pageUnreachable', message: error.message } : { kind: 'other', message: error.message };
    case 429:
      return { kind: 'rateLimited', seconds: error.retryAfter ?? null };
    case 504:
      return subject === 'page'
        ? { kind: 'pageUnreachable', message: error.message }
        : { kind: 'unavailable', message: error.message };
    case 502:
    case 503:
      return { kind: 'unavailable', message: error.message };
    default:
      return { kind: 'other', message: error.message };
  }
}
