import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys (`npm run test:e2e`): the built harness app served by the stand-in server,
 * driven through playwright-core in the Chromium pinned by package-lock.json. Run one file at a time: each test starts
 * its own server (fresh per-link state) and browser context.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['harness/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
