import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys (`npm run test:e2e`): the built harness app served by the stand-in server,
 * driven through playwright-core in the Chromium pinned by package-lock.json. Files run in
 * parallel workers (scripts/test-e2e.mjs sets how many): each file launches its own browser and
 * each test starts its own server (fresh per-link state, a free port) and browser context. The
 * timing journeys run alone afterwards (scripts/test-e2e.mjs, TIMING_FILES).
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['harness/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
