import { serverMessage } from '@/lib/api-client';

/** Spec §8: the server's message, or "Something went wrong" (given translated) when there is none. */
export function errorText(error: unknown, somethingWentWrong: string): string {
  return serverMessage(error) ?? somethingWentWrong;
}
