// Jest configuration of @storybook/test-runner (found here through the config dir).
// The browser is the Chromium pinned by package-lock.json (scripts/browser.mjs):
// scripts/test-stories.mjs unpacks it and passes its path and font environment down.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS } from '../scripts/browser.mjs';

const base = getJestConfig();
const executablePath = process.env.CHROMIUM_PATH;
if (!executablePath) {
  throw new Error('Run the story checks with `npm run test:stories` (it sets CHROMIUM_PATH).');
}

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // Our own setup file instead of the runner's jest-setup.js (see test-runner-setup.ts).
  setupFilesAfterEnv: [
    '<rootDir>/.storybook/test-runner-setup.ts',
    ...base.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  ],
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath, args: CHROMIUM_ARGS },
      contextOptions: {
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
