/**
 * Story checks run by @storybook/test-runner in the Chromium pinned by package-lock.json, once
 * per pixel locale (STORY_LOCALE, set by scripts/test-stories.mjs): every story renders, its
 * play function passes, axe finds no WCAG 2.2 AA violation (parameters.a11y.test = 'error' in
 * the preview), its <html lang> is the locale's, and its screenshot equals the committed
 * baseline exactly.
 *
 * Jest loads this file again for every story file (a fresh module registry each), so it imports
 * nothing heavy: only types from @storybook/test-runner (whose runtime costs ~0.4 s to load)
 * and jest-image-snapshot only when a screenshot differs from its baseline.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';
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
const snapshotsDir = path.join(root, 'stories', '__screenshots__', locale);
/** Set by scripts/test-stories.mjs for `--update` (jest's -u). */
const updating = process.env.STORY_UPDATE === '1';
/**
 * Set by `npm run review` (scripts/test-stories.mjs --review): every screenshot is written here
 * for the locale's contact sheet instead of being compared with a baseline (the checks of
 * render, play, axe and <html lang> still run).
 */
const shotsDir = process.env.STORY_SHOTS_DIR;

/** What the checks need of a story, read in the page in one call (not the whole context). */
interface StoryFacts {
  id: string;
  viewport: ViewportName;
  noPixels: boolean;
  noPixelsReason: string | undefined;
}

/** The story being checked: read in preVisit, used again in postVisit. */
let current: StoryFacts | undefined;

async function storyFacts(page: Page, id: string): Promise<StoryFacts> {
  const facts = await page.evaluate(
    async ({ storyId, tag }) => {
      interface Prepared {
        tags: string[];
        parameters: { pixels?: { reason?: string } };
        storyGlobals?: { viewport?: { value?: string } };
      }
      const preview = (
        globalThis as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStore: { loadStory(o: { storyId: string }): Promise<Prepared> };
          };
        }
      ).__STORYBOOK_PREVIEW__;
      const story = await preview.storyStore.loadStory({ storyId });
      return {
        viewport: story.storyGlobals?.viewport?.value,
        noPixels: story.tags.includes(tag),
        noPixelsReason: story.parameters.pixels?.reason,
      };
    },
    { storyId: id, tag: NO_PIXELS_TAG },
  );
  return {
    id,
    viewport:
      facts.viewport !== undefined && facts.viewport in VIEWPORTS
        ? (facts.viewport as ViewportName)
        : 'phone',
    noPixels: facts.noPixels,
    noPixelsReason: facts.noPixelsReason,
  };
}

/** Requests in flight per page, counted from the page's request events. */
const inFlight = new WeakMap<Page, { count: number }>();

function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { count: 0 };
  inFlight.set(page, state);
  page.on('request', () => {
    state.count += 1;
  });
  const done = () => {
    state.count = Math.max(0, state.count - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until no request has been in flight for two checks in a row, at most 3 s: a story that
 * keeps a request open on purpose (a search that never answers) is not held longer.
 */
async function settleRequests(page: Page): Promise<void> {
  const state = inFlight.get(page);
  if (state === undefined) return;
  let quiet = 0;
  for (let waited = 0; quiet < 2 && waited < 3_000; waited += 25) {
    quiet = state.count === 0 ? quiet + 1 : 0;
    if (quiet < 2) await page.waitForTimeout(25);
  }
}

function px(value: string): number {
  return Number.parseInt(value, 10);
}

const config: TestRunnerConfig = {
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
    trackRequests(page);
    current = await storyFacts(page, context.id);
    const { styles } = VIEWPORTS[current.viewport];
    await page.setViewportSize({ width: px(styles.width), height: px(styles.height) });
  },

  async postVisit(page, context) {
    trace(`postVisit ${context.id}`);
    // The runner calls this hook for a story that already failed (render, play or axe) and
    // then rethrows that failure; a pixel error thrown here would replace it. Report the
    // real failure instead.
    if (context.hasFailure) return;
    const story = current?.id === context.id ? current : await storyFacts(page, context.id);
    if (story.noPixels && !story.noPixelsReason) {
      throw new Error(
        `${context.id} has the '${NO_PIXELS_TAG}' tag but no parameters.pixels.reason.`,
      );
    }
    // Wait for the page to be ready: loaded, fonts ready, and no request of this story still in
    // flight (a background image a screen asked for after rendering, say). Playwright's
    // 'networkidle' only covers the first load of the page, not requests of later stories.
    await page.waitForLoadState('networkidle');
    const lang = await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames: styles just applied have issued their image requests, and what observers
      // do after a frame's layout (a tab row revealing its selected tab) is painted.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return document.documentElement.lang;
    });
    await settleRequests(page);
    trace('page ready');
    // The story really is in the locale under test (a global Storybook ignored would not be).
    jestExpect()(lang).toBe(htmlLangOf(locale));
    if (story.noPixels) return;
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    trace('screenshot taken');
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      writeFileSync(path.join(shotsDir, `${context.id}.png`), image);
      return;
    }
    // Chromium encodes equal pixels to equal PNG bytes: when the bytes equal the baseline's,
    // the pixels do, and decoding both images to compare them pixel by pixel is skipped. Any
    // other case (a new story, a difference, --update) goes to jest-image-snapshot.
    const baseline = path.join(snapshotsDir, `${context.id}.png`);
    if (!updating && existsSync(baseline) && image.equals(readFileSync(baseline))) return;
    // jest-image-snapshot (and its PNG decoder) loads only when needed: every test file runs in
    // a fresh module registry, and loading it cost each of them about a third of a second.
    trace('bytes differ from the baseline: comparing pixels');
    const { toMatchImageSnapshot } = await import('jest-image-snapshot');
    jestExpect().extend({ toMatchImageSnapshot });
    jestExpect()(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
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
