import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The story checks (`npm run test:stories`, which sets the environment): one test per story and
 * locale, run concurrently over a pool of pages in one browser (.storybook/stories.check.ts).
 */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['.storybook/stories.check.ts'],
    environment: 'node',
    maxConcurrency: Math.max(1, Number(process.env.STORY_PAGES ?? availableParallelism() * 2)),
    hookTimeout: 60_000,
    // One file: no worker pool to spread, and the checks run in this process's event loop.
    fileParallelism: false,
  },
});
