// Jest configuration of @storybook/test-runner (found here through the config dir).
// Debian's Chromium: nothing may download a browser on these machines (TOOLCHAIN.md).
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromium,
        // --disable-partial-raster keeps screenshots byte-identical across runs.
        args: [
          '--disable-gpu',
          '--disable-quic',
          '--disable-partial-raster',
          '--font-render-hinting=none',
        ],
      },
      contextOptions: {
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
