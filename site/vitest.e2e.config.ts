import { defineConfig } from 'vitest/config';

/** End-to-end tests: Debian Chromium against the real stack (CMS + built site), one stack for the whole run. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globals: true,
    globalSetup: ['./e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 200_000,
    fileParallelism: false,
  },
});
