import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'fixtures/**/*.test.ts',
      'scripts/**/*.test.ts',
      'stories/**/*.test.ts',
      'harness/**/*.test.ts',
    ],
    environment: 'node',
    // Domain rules are tested in several zones; the suite itself runs in a fixed one
    // so that "local zone" defaults are deterministic on every machine.
    env: { TZ: 'UTC' },
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 10_000,
  },
});
