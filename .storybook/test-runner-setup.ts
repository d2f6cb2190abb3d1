/**
 * Replaces @storybook/test-runner's playwright/jest-setup.js, which Jest runs in every story
 * file's fresh module registry and which imports the whole runner (~0.4 s per file, a third
 * of the checks' time). This does the same with our hooks and loads the runner only on the
 * rare path that needs it (re-setting a page after a story navigated away).
 */
import type { Page, BrowserContext } from 'playwright-core';
import config from './test-runner.ts';

const hooks = globalThis as unknown as Record<string, unknown>;
hooks.__sbPreVisit = config.preVisit;
hooks.__sbPostVisit = config.postVisit;
hooks.__sbCollectCoverage = false;
hooks.__sbSetupPage = async (page: Page, context: BrowserContext) => {
  const { setupPage } = await import('@storybook/test-runner');
  return setupPage(page, context);
};
