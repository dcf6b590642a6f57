/** Debian's Chromium and the flags it needs here (root, no GPU, closed network): the contract's, for e2e and perf. */
import { createRequire } from 'node:module';

// The contract's CommonJS build: its ES build has extensionless imports, which only bundlers (Vite) resolve, and
// these scripts run in plain Node (npm run perf).
const { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } = createRequire(import.meta.url)('@lcmdp/contract');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
export { CHROMIUM_FLAGS };
