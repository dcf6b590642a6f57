import { config } from '@/config/env';

/** Spec §4 and §9: most update successes are shown after a 2000 ms delay (`config.successDelayMs`). */
export const SUCCESS_DELAY_MS = config.successDelayMs;

/** Resolves after the success delay, so a mutation's success toast appears when the spec says it should. */
export function afterSuccessDelay(ms: number = SUCCESS_DELAY_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
