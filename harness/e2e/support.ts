/**
 * What every end-to-end file shares: the pinned Chromium (scripts/test-e2e.mjs passes its path
 * and flags), the English texts the journeys look for, and a fresh pair of servers as in
 * production (issue 37): the front server over the built app (dist/, dist-ssr/) and the
 * stand-in API with its own reports folder, on two ports (the API on another origin).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createSyncI18n, resourcesFromModules } from '../../src/i18n';
import { startFrontServer, type FrontServer } from '../front/server';
import {
  startStandInServer,
  type StandInServerOptions,
  type StandInServer,
} from '../server/server';

export const root = new URL('../..', import.meta.url).pathname;

const resources = resourcesFromModules(
  import.meta.glob('../../locales/en/*.json', { eager: true, import: 'default' }),
);
/** The English texts, typed by key as the app's `t`. */
export const { t } = createSyncI18n({ lng: 'en', resources });
/** An i18n key, as typed as `t` takes it. */
export type I18nKey = Extract<Parameters<typeof t>[0], string>;

/** A counted English text ("Show 1,234 new options") with any count in place of the number. */
export function countPattern(
  key: 'pickDays:search.newResults' | 'pickDays:search.finished',
): RegExp {
  return new RegExp(`^${escapeRegExp(t(key, { count: 1000 })).replace('1,000', '[\\d,]+')}$`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Ticks `n` offered options on Pick days with the mouse, day after day, as a finger would (the
 * whole row is the touch target: its label is clicked, and the row is followed by its id, so it
 * stays whatever arrives), then checks the selection count says so (in the page's language:
 * `tr`, English by default).
 */
export async function pickSlots(page: Page, n: number, tr: typeof t = t): Promise<void> {
  let picked = 0;
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  for (let i = 0; i < (await tabs.count()) && picked < n; i++) {
    await tabs.nth(i).click();
    const boxes = page.getByRole('tabpanel').getByRole('checkbox');
    for (let j = 0; j < (await boxes.count()) && picked < n; j++) {
      const box = boxes.nth(j);
      if (await box.isChecked()) continue;
      const id = String(await box.getAttribute('id'));
      await page.locator(`label[for="${id}"]`).click();
      await expect.poll(() => page.locator(`[id="${id}"]`).isChecked()).toBe(true);
      picked += 1;
    }
  }
  expect(picked).toBe(n);
  await page.getByText(tr('general:slots.selected', { count: n })).waitFor();
}

/** The Chromium pinned by package-lock.json. */
export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath)
    throw new Error('Run the journeys with `npm run test:e2e` (it sets CHROMIUM_PATH).');
  const args = (process.env.CHROMIUM_ARGS ?? '').split(' ').filter(Boolean);
  return chromium.launch({ executablePath, args });
}

/** A free loopback port (for a server whose address another must know before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => {
        resolvePort(port);
      });
    });
  });
}

/**
 * The front server and the stand-in API of a test. `url` is the stand-in's (the staff sign-in
 * is there, and a page opened there is redirected to the app); `appUrl` is the front server's,
 * where the app runs; `apiUrl` the stand-in's.
 */
export interface E2eServer extends StandInServer {
  appUrl: string;
  apiUrl: string;
  front: FrontServer;
}

/** Starts the front server for `apiUrl` on `port` over the repository's build. */
export function startE2eFront(apiUrl: string, port = 0): Promise<FrontServer> {
  return startFrontServer({
    config: {
      api: { main: apiUrl, highVolume: apiUrl, superday: apiUrl, chatbot: apiUrl },
      port,
      host: '127.0.0.1',
      allowedHosts: [],
      trustProxy: false,
      shutdownGraceMs: 2_000,
      logRequests: false,
    },
    appDir: join(root, 'dist'),
    ssrFile: join(root, 'dist-ssr', 'server-render.js'),
    localesDir: join(root, 'locales'),
  });
}

/**
 * A stand-in API and a front server in front of it, on free loopback ports, the stand-in with
 * a reports folder of its own.
 */
export async function startE2eServer(
  socketSpeed = 10,
  options: Partial<StandInServerOptions> = {},
): Promise<E2eServer> {
  const reportsDir = mkdtempSync(join(tmpdir(), 'cm-e2e-'));
  const frontPort = await freePort();
  const appUrl = `http://127.0.0.1:${String(frontPort)}`;
  const server = await startStandInServer({
    port: 0,
    host: '127.0.0.1',
    localesDir: join(root, 'locales'),
    reportsDir,
    socketSpeed,
    appOrigins: [appUrl],
    ...options,
  });
  const front = await startE2eFront(server.url, frontPort);
  await front.ready;
  return {
    ...server,
    appUrl: front.url,
    apiUrl: server.url,
    front,
    close: async () => {
      await Promise.all([front.close(0), server.close()]);
      rmSync(reportsDir, { recursive: true, force: true });
    },
  };
}

/** What a test of an e2e file works with; fresh per test (the browser per file). */
export interface E2eSession {
  browser: Browser;
  server: E2eServer;
  /** The test's browser context, closed after the test. */
  context: BrowserContext | null;
  /** Console errors, page errors and CSP violations: every journey must end with none. */
  problems: string[];
}

/**
 * Registers the hooks of an e2e file: the pinned Chromium for the file, a fresh stand-in server
 * (the per-link state starts from the fixtures) and an empty problem list for each test, and
 * the test's context and server closed after it.
 */
export function e2eSession(): E2eSession {
  const session = { context: null, problems: [] } as unknown as E2eSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser.close();
  });
  beforeEach(async () => {
    session.server = await startE2eServer();
    session.problems = [];
  });
  afterEach(async () => {
    await session.context?.close();
    session.context = null;
    await session.server.close();
  });
  return session;
}

/** Whether `locator`'s element has focus (false when it is not on the page). */
/**
 * Resolves once the app has taken the page over: a server-rendered page is sent `inert` (drawn,
 * not yet answering taps) and released when the browser's app has hydrated it.
 */
export async function appTookOver(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached', timeout });
}

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after 80 presses. */
export async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 80; i++) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${String(target)} with the keyboard`);
}

/**
 * A new page in a fresh context of the session (closed after the test): a phone by default,
 * US English, the given zone; console errors and page errors go to the session's problems.
 */
export async function newPage(
  session: E2eSession,
  options: {
    timezoneId?: string;
    viewport?: { width: number; height: number };
    acceptDownloads?: boolean;
    /** The browser's locale (its Accept-Language and navigator.languages): US English. */
    locale?: string;
  } = {},
): Promise<Page> {
  session.context = await session.browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 390, height: 844 },
    acceptDownloads: options.acceptDownloads ?? true,
    ...(options.timezoneId === undefined ? {} : { timezoneId: options.timezoneId }),
  });
  const page = await session.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') session.problems.push(message.text());
  });
  page.on('pageerror', (error) => session.problems.push(error.message));
  return page;
}

/** The option cards of the staff debug panel (each a list item with its heading). */
export function optionCards(panel: Locator): Locator {
  return panel
    .getByRole('listitem')
    .filter({ has: panel.page().getByRole('heading', { level: 3 }) });
}

/**
 * Waits until the staff debug panel lists option cards and every one of them names `text` (the
 * cards follow the panel's count in the same render; both settle after typing in the filter).
 */
export async function expectEveryOptionCard(panel: Locator, text: string): Promise<void> {
  const cards = optionCards(panel);
  await expect
    .poll(async () => {
      const texts = await cards.allTextContents();
      return texts.length > 0 && texts.every((card) => card.includes(text));
    })
    .toBe(true);
}
