/** A failed review call in the reader's words: a known refusal reason translated, else the server's message. */
import type { TFunction } from 'i18next';
import { ApiError, serverMessage } from '@/lib/api-client';
import { REFUSALS, type Refusal } from './chain-rules';

export const isRefusal = (reason: string | undefined): reason is Refusal =>
  reason !== undefined && (REFUSALS as readonly string[]).includes(reason);

/** The two refusals after an operator's approval are one rule, said the same way to the supervisor and the operator. */
type Said = Exclude<Refusal, 'approved_admin_only' | 'approved_needs_supervisor'> | 'approved';

/** The text key (review namespace) that explains a refusal. */
export function refusalKey(reason: Refusal): `refusal.${Said}` {
  return reason === 'approved_admin_only' || reason === 'approved_needs_supervisor' ? 'refusal.approved' : `refusal.${reason}`;
}

export function failureMessage(error: unknown, t: TFunction<['review', 'common']>): string {
  if (error instanceof ApiError && isRefusal(error.reason)) return t(`review:${refusalKey(error.reason)}`);
  return serverMessage(error) ?? t('common:errors.somethingWentWrong');
}
