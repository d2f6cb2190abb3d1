/**
 * What `npm run test:stories` checks of one story in one locale, in a page of the pinned
 * Chromium that shows the static Storybook (`.storybook/stories.check.ts` runs it over a pool of
 * pages):
 * - it renders and its play function passes, and axe finds no WCAG 2.2 A/AA violation
 *   (`parameters.a11y.test = 'error'` in the preview; in every language, not in the
 *   pseudo-locale: `axeRunsIn`). These three verdicts are
 *   @storybook/test-runner's own: its page script (`__test`, from
 *   `@storybook/test-runner/dist/setup-page-script.js`) is put into the page and asked for each
 *   story, exactly as its Jest runner does;
 * - its `<html lang>` is the locale's tag;
 * - its screenshot equals the committed baseline, pixel for pixel (threshold 0); a screenshot
 *   that differs is taken once more, two frames later, and that one is judged.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { NO_PIXELS_TAG, VIEWPORTS, axeRunsIn, htmlLangOf, type ViewportName } from './workbench.ts';

const require = createRequire(import.meta.url);

/** What the checks need of a story, read in the page in one call. */
export interface StoryFacts {
  id: string;
  viewport: ViewportName;
  noPixels: boolean;
  noPixelsReason: string | undefined;
}

export async function storyFacts(page: Page, id: string): Promise<StoryFacts> {
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

/** Requests of a page: how many are in flight, and when one last started or ended. */
interface RequestState {
  count: number;
  lastChange: number;
}
const requests = new WeakMap<Page, RequestState>();

function trackRequests(page: Page): RequestState {
  const known = requests.get(page);
  if (known) return known;
  const state = { count: 0, lastChange: Date.now() };
  requests.set(page, state);
  page.on('request', () => {
    state.count += 1;
    state.lastChange = Date.now();
  });
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    state.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}

/**
 * Waits until no request is in flight (two checks in a row), or until the requests in flight
 * have stayed the same for half a second: a story that keeps a request open on purpose (a search
 * that never answers) is not held longer. At most 3 s in any case.
 */
async function settleRequests(page: Page): Promise<void> {
  const state = trackRequests(page);
  let quiet = 0;
  for (let waited = 0; waited < 3_000; waited += 25) {
    quiet = state.count === 0 ? quiet + 1 : 0;
    if (quiet >= 2 || Date.now() - state.lastChange >= 500) return;
    await page.waitForTimeout(25);
  }
}

function px(value: string): number {
  return Number.parseInt(value, 10);
}

/** The test-runner's page script, with the values its own set-up fills in. */
function runnerScript(storybookUrl: string): string {
  const scriptPath = require.resolve('@storybook/test-runner/dist/setup-page-script.js');
  const packageJson = JSON.parse(
    readFileSync(path.join(path.dirname(scriptPath), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return readFileSync(scriptPath, 'utf8')
    .replaceAll('{{storybookUrl}}', storybookUrl)
    .replaceAll('{{failOnConsole}}', 'false')
    .replaceAll(
      '"{{renderedEvent}}"',
      'globalThis.__STORYBOOK_MODULE_CORE_EVENTS__.STORY_FINISHED ?? ' +
        'globalThis.__STORYBOOK_MODULE_CORE_EVENTS__.STORY_RENDERED',
    )
    .replaceAll('{{viewMode}}', 'story')
    .replaceAll('{{testRunnerVersion}}', packageJson.version)
    .replaceAll('{{logLevel}}', 'info')
    .replaceAll('{{debugPrintLimit}}', '1000');
}

/**
 * Opens the Storybook in `page` in `locale`, the way a reviewer would (the locale travels in the
 * URL; Storybook reads URL globals only together with a story id, and they then hold for every
 * story rendered in the page), lets that first render finish (its loaders start msw and import
 * the date-fns locale), and puts the test-runner's script into the page.
 */
export async function prepareStoryPage(
  page: Page,
  {
    storybookUrl,
    locale,
    firstStoryId,
  }: { storybookUrl: string; locale: string; firstStoryId: string },
): Promise<void> {
  trackRequests(page);
  const url = new URL('iframe.html', storybookUrl);
  // The a11y addon's own switch (`globals.a11y.manual`) where axe does not run (axeRunsIn).
  const axe = axeRunsIn(locale) ? '' : ';a11y.manual:!true';
  url.search = `?id=${firstStoryId}&viewMode=story&globals=locale:${locale}${axe}`;
  await page.goto(url.toString(), { waitUntil: 'load' });
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
  await page.exposeBinding('logToPage', (_source, message: string) => {
    console.log(message);
  });
  await page.exposeBinding(
    'testRunner_errorMessageFormatter',
    (_source, message: string) => message,
  );
  await page.addScriptTag({ content: runnerScript(storybookUrl) });
  // The script wraps the console's methods on every visit to collect the story's logs; put the
  // page's own back before each visit, so a long-lived page does not stack one wrapper a story.
  await page.evaluate(() => {
    const own = globalThis as unknown as { __cmConsole?: Partial<Console> };
    own.__cmConsole = { ...console };
  });
}

/** Where a locale's screenshots are compared or written. */
export interface PixelOptions {
  /** stories/__screenshots__/<locale>/ */
  baselineDir: string;
  /** Diff and received images of a failed comparison. */
  diffDir: string;
  /** Write the screenshot as the new baseline when it differs (deliberate re-baseline). */
  update: boolean;
  /** `npm run review`: write every screenshot here instead of comparing. */
  shotsDir?: string;
}

/** The result of a story visit: what the check did, for the summary. */
export interface VisitResult {
  pixels: 'same-bytes' | 'same-pixels' | 'written' | 'none';
}

/**
 * Renders `id` in the page (whose locale is `locale`), and checks it: render, play and axe (the
 * test-runner's verdict), `<html lang>`, and pixels. Throws with the reason on any failure.
 */
export async function checkStory(
  page: Page,
  { id, locale, pixels }: { id: string; locale: string; pixels: PixelOptions },
): Promise<VisitResult> {
  const story = await storyFacts(page, id);
  const { styles } = VIEWPORTS[story.viewport];
  await page.setViewportSize({ width: px(styles.width), height: px(styles.height) });
  await page.evaluate(async (storyId) => {
    const own = globalThis as unknown as {
      __cmConsole: Partial<Console>;
      __test: (id: string) => Promise<unknown>;
    };
    Object.assign(console, own.__cmConsole);
    await own.__test(storyId);
  }, id);
  if (story.noPixels && !story.noPixelsReason) {
    throw new Error(`${id} has the '${NO_PIXELS_TAG}' tag but no parameters.pixels.reason.`);
  }
  // Ready: fonts loaded, two frames (styles just applied have issued their image requests, and
  // what observers do after a frame's layout, a tab row revealing its selected tab, is painted),
  // and no request of this story still in flight.
  const lang = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return document.documentElement.lang;
  });
  await settleRequests(page);
  // The story really is in the locale under test (a global Storybook ignored would not be).
  if (lang !== htmlLangOf(locale)) {
    throw new Error(`${id}: <html lang> is '${lang}', not '${htmlLangOf(locale)}' (${locale}).`);
  }
  if (story.noPixels) return { pixels: 'none' };
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const image = await shoot();
  if (pixels.shotsDir) {
    mkdirSync(pixels.shotsDir, { recursive: true });
    writeFileSync(path.join(pixels.shotsDir, `${id}.png`), image);
    return { pixels: 'written' };
  }
  if (pixels.update || sameBytesAsBaseline(image, id, pixels)) {
    return comparePixels(image, id, pixels);
  }
  // Not the baseline's bytes: once more after the page has had two more frames and its
  // requests have settled, and that second screenshot is the one judged. What a frame's
  // observers do after layout (a tab row revealing its selected tab) can land just after the
  // first; a real change is in both (it fails as before, with its diff).
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  await settleRequests(page);
  return comparePixels(await shoot(), id, pixels);
}

/** Whether `image` is byte for byte the baseline of `id` (Chromium encodes equal pixels alike). */
function sameBytesAsBaseline(image: Buffer, id: string, { baselineDir }: PixelOptions): boolean {
  const baselinePath = path.join(baselineDir, `${id}.png`);
  return existsSync(baselinePath) && image.equals(readFileSync(baselinePath));
}

/**
 * Compares a screenshot with its baseline. Chromium encodes equal pixels to equal PNG bytes, so
 * equal bytes pass without decoding; otherwise both images are decoded and compared pixel by
 * pixel with pixelmatch at threshold 0 (what jest-image-snapshot did, with the same library), and
 * a difference fails with a diff image (changed pixels in red) and the received image written
 * under `diffDir`.
 */
export async function comparePixels(
  image: Buffer,
  id: string,
  { baselineDir, diffDir, update }: PixelOptions,
): Promise<VisitResult> {
  const baselinePath = path.join(baselineDir, `${id}.png`);
  const exists = existsSync(baselinePath);
  const baseline = exists ? readFileSync(baselinePath) : null;
  if (baseline !== null && image.equals(baseline)) return { pixels: 'same-bytes' };
  if (baseline === null) {
    if (!update) {
      throw new Error(
        `${id}: no baseline at ${path.relative(process.cwd(), baselinePath)}. Make it ` +
          'deliberately with `npm run test:stories -- --update` and look at it before committing.',
      );
    }
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, image);
    return { pixels: 'written' };
  }
  const { PNG } = (await import('pngjs')).default;
  const pixelmatch = (await import('pixelmatch')).default;
  const received = PNG.sync.read(image);
  const expected = PNG.sync.read(baseline);
  let differing: number;
  let diff: InstanceType<typeof PNG> | null = null;
  if (received.width !== expected.width || received.height !== expected.height) {
    differing = Number.POSITIVE_INFINITY;
  } else {
    diff = new PNG({ width: received.width, height: received.height });
    differing = pixelmatch(
      received.data,
      expected.data,
      diff.data,
      received.width,
      received.height,
      { threshold: 0 },
    );
  }
  if (differing === 0) return { pixels: 'same-pixels' };
  if (update) {
    writeFileSync(baselinePath, image);
    return { pixels: 'written' };
  }
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(path.join(diffDir, `${id}-received.png`), image);
  if (diff) writeFileSync(path.join(diffDir, `${id}-diff.png`), PNG.sync.write(diff));
  throw new Error(
    Number.isFinite(differing)
      ? `${id}: ${String(differing)} pixels differ from the baseline ` +
          `(diff: ${path.relative(process.cwd(), path.join(diffDir, `${id}-diff.png`))})`
      : `${id}: the screenshot is ${String(received.width)} × ${String(received.height)}, ` +
          `the baseline ${String(expected.width)} × ${String(expected.height)} ` +
          `(received: ${path.relative(process.cwd(), path.join(diffDir, `${id}-received.png`))})`,
  );
}

/** Clears what a story file may have stored, as a fresh page per file would start. */
export async function clearStorage(context: BrowserContext, page: Page): Promise<void> {
  await context.clearCookies();
  await page.evaluate(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // storage blocked: nothing to clear
    }
  });
}
