/**
 * The story checks of `npm run test:stories` (scripts/test-stories.mjs sets the environment):
 * every story of the static Storybook, in every locale asked for, rendered in a pool of pages
 * of ONE pinned Chromium, each page opened once in its locale and reused story after story
 * (Storybook switches stories in a page as its own UI does). What is checked of each story is
 * in `.storybook/story-checks.ts`.
 *
 * Environment:
 *   STORYBOOK_URL   the served static Storybook
 *   STORY_LOCALES   comma-separated locales (en,de,ja,pseudo)
 *   STORY_IDS       optional: only these story ids (comma-separated)
 *   STORY_PAGES     pages at once (default: two per core)
 *   STORY_UPDATE    1 to write baselines that differ or are missing (deliberate re-baseline)
 *   STORY_SHOTS_DIR `npm run review`: write every screenshot to <dir>/<locale>/ instead
 *   CHROMIUM_PATH, CHROMIUM_ARGS  the pinned browser (scripts/browser.mjs)
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkStory, clearStorage, prepareStoryPage } from './story-checks.ts';

const storybookUrl = process.env.STORYBOOK_URL ?? '';
if (!storybookUrl) throw new Error('Run the story checks with `npm run test:stories`.');
const locales = (process.env.STORY_LOCALES ?? 'en').split(',').filter(Boolean);
const onlyIds = process.env.STORY_IDS ? new Set(process.env.STORY_IDS.split(',')) : null;
const update = process.env.STORY_UPDATE === '1';
const shotsRoot = process.env.STORY_SHOTS_DIR;
const root = process.cwd();
const poolSize = Math.max(1, Number(process.env.STORY_PAGES ?? availableParallelism() * 2));
/** A story visit longer than this fails (and its page is replaced). */
const VISIT_TIMEOUT_MS = 25_000;

interface IndexEntry {
  id: string;
  type: string;
  importPath: string;
  tags?: string[];
}
const index = (await (await fetch(new URL('index.json', storybookUrl))).json()) as {
  entries: Record<string, IndexEntry>;
};
/** The stories the test-runner would check: every story tagged `test` (Storybook's default). */
const allStories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'),
);
const stories = allStories.filter((entry) => onlyIds === null || onlyIds.has(entry.id));
const firstStoryId: string =
  allStories[0]?.id ??
  ((): never => {
    throw new Error('The Storybook index has no story.');
  })();

/** A page of the pool: opened in one locale, reused for story after story. */
interface Slot {
  locale: string;
  context: BrowserContext;
  page: Page;
  /** The story file last shown: storage is cleared when the file changes. */
  importPath: string | null;
  busy: boolean;
}

/**
 * Pages of one browser, at most `poolSize` at work at once (vitest's maxConcurrency), and per
 * locale as many as are asked for at the same time. A page that failed a visit is closed and
 * replaced by a fresh one, so a broken story never leaks into the next.
 */
class PagePool {
  private readonly slots: Slot[] = [];
  constructor(private readonly browser: Browser) {}

  async acquire(locale: string): Promise<Slot> {
    const free = this.slots.find((slot) => slot.locale === locale && !slot.busy);
    if (free) {
      free.busy = true;
      return free;
    }
    const slot = await this.open(locale);
    this.slots.push(slot);
    return slot;
  }

  release(slot: Slot): void {
    slot.busy = false;
  }

  /**
   * Closes a page that failed and puts a fresh one of the same locale in its place. When no
   * fresh page can be opened, the slot leaves the pool (the next visit opens one of its own), so
   * a dead page is never handed out and the visit's own failure is the one reported.
   */
  async replace(slot: Slot): Promise<void> {
    await slot.context.close().catch(() => undefined);
    try {
      Object.assign(slot, await this.open(slot.locale));
    } catch {
      this.slots.splice(this.slots.indexOf(slot), 1);
    }
  }

  private async open(locale: string): Promise<Slot> {
    const context = await this.browser.newContext({
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    await prepareStoryPage(page, { storybookUrl, locale, firstStoryId });
    return { locale, context, page, importPath: null, busy: true };
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.context.close().catch(() => undefined)));
  }
}

let browser: Browser;
let pool: PagePool;

beforeAll(async () => {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath) throw new Error('Run the story checks with `npm run test:stories`.');
  browser = await chromium.launch({
    executablePath,
    args: (process.env.CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
  });
  pool = new PagePool(browser);
}, 60_000);

afterAll(async () => {
  await pool.close();
  await browser.close();
});

async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      void onTimeout().finally(() => {
        reject(new Error(`the visit took over ${String(ms / 1000)} s`));
      });
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks one story in one locale. A story whose page navigated away mid-visit is visited once
 * more in a fresh page, as the test-runner does.
 */
async function visit(story: IndexEntry, locale: string, retry = true): Promise<void> {
  const slot = await pool.acquire(locale);
  let failed = false;
  try {
    if (slot.importPath !== story.importPath) {
      await clearStorage(slot.context, slot.page);
      slot.importPath = story.importPath;
    }
    await withTimeout(
      checkStory(slot.page, {
        id: story.id,
        locale,
        pixels: {
          baselineDir: path.join(root, 'stories', '__screenshots__', locale),
          diffDir: path.join(root, 'test-results', 'story-diffs', locale),
          update,
          ...(shotsRoot ? { shotsDir: path.join(shotsRoot, locale) } : {}),
        },
      }),
      VISIT_TIMEOUT_MS,
      () => slot.page.close(),
    );
  } catch (error) {
    failed = true;
    if (retry && String(error).includes('Execution context was destroyed')) {
      await pool.replace(slot);
      pool.release(slot);
      failed = false;
      await visit(story, locale, false);
      return;
    }
    throw error;
  } finally {
    if (failed) await pool.replace(slot);
    if (slot.busy) pool.release(slot);
  }
}

describe.concurrent(`stories (${locales.join(', ')}; ${String(poolSize)} pages)`, () => {
  for (const story of stories) {
    for (const locale of locales) {
      it(`${story.id} [${locale}]`, () => visit(story, locale), VISIT_TIMEOUT_MS + 30_000);
    }
  }
});
