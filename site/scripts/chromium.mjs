/** Debian's Chromium and the flags it needs here (root, no GPU, closed network): the contract's, for e2e and perf. */
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '@lcmdp/contract';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
export { CHROMIUM_FLAGS };
