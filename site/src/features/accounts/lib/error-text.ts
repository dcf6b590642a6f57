import { SOMETHING_WENT_WRONG } from '@/lib/api-client';

/** Spec §8: the server's message, or "Something went wrong" (given translated) when there is none. */
export function errorText(error: unknown, somethingWentWrong: string): string {
  const message = error instanceof Error ? error.message : '';
  return message && message !== SOMETHING_WENT_WRONG ? message : somethingWentWrong;
}
