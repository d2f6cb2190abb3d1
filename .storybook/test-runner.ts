/**
 * Story checks run by @storybook/test-runner in Debian Chromium, once per pixel locale
 * (STORY_LOCALE, set by scripts/test-stories.mjs): every story renders, its play function
 * passes, axe finds no WCAG 2.2 AA violation (parameters.a11y.test = 'error' in the
 * preview), and its screenshot equals the committed baseline exactly.
 */
import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import { NO_PIXELS_TAG, VIEWPORTS, htmlLangOf, type ViewportName } from './workbench.ts';

/** Jest's `expect`: a global inside the test environment, where the hooks run. */
interface JestExpect {
  (actual: unknown): {
    toMatchImageSnapshot(options: MatchImageSnapshotOptions): void;
    toBe(expected: unknown): void;
  };
  extend(matchers: Record<string, unknown>): void;
}
const jestExpect = (): JestExpect => (globalThis as unknown as { expect: JestExpect }).expect;

const locale = process.env.STORY_LOCALE ?? 'en';
const trace = (message: string): void => {
  if (process.env.STORY_TRACE) process.stderr.write(`[${new Date().toISOString()}] ${message}\n`);
};
const root = process.cwd();

function viewportOf(storyGlobals: Record<string, unknown> | undefined): ViewportName {
  const value = (storyGlobals?.viewport as { value?: string } | undefined)?.value;
  return value === 'desktop' ? 'desktop' : 'phone';
}

function px(value: string): number {
  return Number.parseInt(value, 10);
}

const config: TestRunnerConfig = {
  setup() {
    jestExpect().extend({ toMatchImageSnapshot });
  },

  async prepare({ page }) {
    // The locale travels in the URL exactly as a reviewer would open it. Storybook reads
    // URL globals only together with a story id; they then hold for every story the runner
    // renders in this page, so open the first story of the index with them.
    const target = process.env.TARGET_URL ?? '';
    const index = (await (await fetch(new URL('index.json', target))).json()) as {
      entries: Record<string, { id: string; type: string }>;
    };
    const first = Object.values(index.entries).find((entry) => entry.type === 'story');
    if (!first) throw new Error('The Storybook index has no story.');
    const url = new URL('iframe.html', target);
    url.search = `?id=${first.id}&viewMode=story&globals=locale:${locale}`;
    trace(`prepare goto ${url.toString()}`);
    await page.goto(url.toString(), { waitUntil: 'load' });
    // Let that first render (its loaders start msw and import the date-fns locale) finish
    // before the runner asks for the next story, or the two renders race.
    await page.waitForFunction(
      () => {
        const preview = (
          globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__;
        return ['finished', 'errored', 'aborted'].includes(preview?.currentRender?.phase ?? '');
      },
      undefined,
      { timeout: 20_000 },
    );
    trace('prepare: first story rendered');
  },

  async preVisit(page, context) {
    trace(`preVisit ${context.id}`);
    const story = await getStoryContext(page, context);
    // loadStory() returns the prepared story, whose story-level globals the types omit.
    const { storyGlobals } = story as typeof story & { storyGlobals?: Record<string, unknown> };
    const { styles } = VIEWPORTS[viewportOf(storyGlobals)];
    await page.setViewportSize({ width: px(styles.width), height: px(styles.height) });
  },

  async postVisit(page, context) {
    trace(`postVisit ${context.id}`);
    // The runner calls this hook for a story that already failed (render, play or axe) and
    // then rethrows that failure; a pixel error thrown here would replace it. Report the
    // real failure instead.
    if (context.hasFailure) return;
    const story = await getStoryContext(page, context);
    const lang = await page.evaluate(() => document.documentElement.lang);
    // The story really is in the locale under test (a global Storybook ignored would not be).
    jestExpect()(lang).toBe(htmlLangOf(locale));
    if (story.tags.includes(NO_PIXELS_TAG)) {
      const reason = (story.parameters.pixels as { reason?: string } | undefined)?.reason;
      if (!reason) {
        throw new Error(
          `${context.id} has the '${NO_PIXELS_TAG}' tag but no parameters.pixels.reason.`,
        );
      }
      return;
    }
    await waitForPageReady(page);
    trace('page ready');
    await page.evaluate(() => document.fonts.ready);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    jestExpect()(image).toMatchImageSnapshot({
      customSnapshotsDir: path.join(root, 'stories', '__screenshots__', locale),
      customSnapshotIdentifier: context.id,
      customDiffDir: path.join(root, 'test-results', 'story-diffs', locale),
      storeReceivedOnFailure: true,
      customReceivedDir: path.join(root, 'test-results', 'story-received', locale),
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      customDiffConfig: { threshold: 0 },
    });
  },
};

export default config;
