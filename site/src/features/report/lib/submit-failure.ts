/** What went wrong when sending a report, in the terms the form explains to the reporter. */
import { ApiError } from '@/lib/api-client';
import { splitServerFields } from './server-messages';
import type { ReportField } from '@/lib/report-values';

export type SubmitFailure =
  | { kind: 'invalid'; onFields: [ReportField, string][]; other: string[] }
  | { kind: 'rateLimited' }
  | { kind: 'tooLarge' }
  | { kind: 'network' }
  | { kind: 'server' };

export function toSubmitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network' };
  if (error.status === 400) {
    const { onFields, other } = splitServerFields(error.fields);
    const otherMessages = other.map(([, message]) => message);
    if (!onFields.length && !otherMessages.length) otherMessages.push(error.message);
    return { kind: 'invalid', onFields, other: otherMessages };
  }
  if (error.status === 413) return { kind: 'tooLarge' };
  if (error.status === 429) return { kind: 'rateLimited' };
  return { kind: 'server' };
}
