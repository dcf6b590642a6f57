/** A failed review call in the reader's words: a known refusal reason translated, else the server's message. */
import type { TFunction } from 'i18next';
import { ApiError, serverMessage } from '@/lib/api-client';
import { REFUSALS, type Refusal } from './chain-rules';

export const isRefusal = (reason: string | undefined): reason is Refusal =>
  reason !== undefined && (REFUSALS as readonly string[]).includes(reason);

export function failureMessage(error: unknown, t: TFunction<['review', 'common']>): string {
  if (error instanceof ApiError && isRefusal(error.reason)) return t(`review:refusal.${error.reason}`);
  return serverMessage(error) ?? t('common:errors.somethingWentWrong');
}
