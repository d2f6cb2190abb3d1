/**
 * The stand-in server's own promises, in the browser: its Content-Security-Policy (no
 * 'unsafe-inline' for styles: a per-response nonce that styled-components picks up from
 * `<meta property="csp-nonce">`) is broken by nothing on any page of a journey, and the app
 * is styled under it. Every `securitypolicyviolation` event of every page is collected from
 * the first script on, so a style or script the policy blocks fails the test by name.
 * Set-up as in candidate.e2e.ts: the built app (dist/), a fresh server per test, the pinned
 * Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getScenario, type ScenarioId } from '../../fixtures';
import { createSyncI18n, resourcesFromModules } from '../../src/i18n';
import { startStandInServer, type StandInServer } from '../server/server';

const CHROMIUM = process.env.CHROMIUM_PATH;
const CHROMIUM_ARGS = (process.env.CHROMIUM_ARGS ?? '').split(' ').filter(Boolean);
const root = new URL('../..', import.meta.url).pathname;

const resources = resourcesFromModules(
  import.meta.glob('../../locales/en/*.json', { eager: true, import: 'default' }),
);
const { t } = createSyncI18n({ lng: 'en', resources });

let browser: Browser;
let server: StandInServer;
let context: BrowserContext | null = null;
let reportsDir: string;
/** Console errors and page errors: every journey must end with none. */
let problems: string[] = [];

beforeAll(async () => {
  if (!CHROMIUM)
    throw new Error('Run the journeys with `npm run test:e2e` (it sets CHROMIUM_PATH).');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser.close();
});

beforeEach(async () => {
  reportsDir = mkdtempSync(join(tmpdir(), 'cm-e2e-stand-in-'));
  server = await startStandInServer({
    port: 0,
    host: '127.0.0.1',
    distDir: join(root, 'dist'),
    localesDir: join(root, 'locales'),
    reportsDir,
    socketSpeed: 10,
  });
  problems = [];
});
afterEach(async () => {
  await context?.close();
  context = null;
  await server.close();
  rmSync(reportsDir, { recursive: true, force: true });
});

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** A page whose CSP violations are kept in `window.cspViolations` from its first script on. */
async function newPage(id: ScenarioId): Promise<Page> {
  context = await browser.newContext({
    locale: 'en-US',
    timezoneId: getScenario(id).browserTimeZone,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return page;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

async function expectScreen(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
}

/** The h1's computed style: the app's theme, not the browser's default (serif, 2em bold). */
function headingStyle(page: Page) {
  return page
    .locator('h1')
    .first()
    .evaluate((h1) => {
      const style = getComputedStyle(h1);
      return { fontFamily: style.fontFamily, fontSize: style.fontSize, margin: style.marginTop };
    });
}

describe('the stand-in’s Content-Security-Policy, in the browser', () => {
  it('the HTML carries a fresh nonce, and the policy has no unsafe-inline', async () => {
    const path = `/s/${getScenario('pending').hash}`;
    const [a, b] = await Promise.all([
      fetch(`${server.url}${path}`),
      fetch(`${server.url}${path}`),
    ]);
    const nonces = await Promise.all(
      [a, b].map(async (res) => {
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).not.toContain('unsafe-inline');
        const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
        expect(await res.text()).toContain(`<meta property="csp-nonce" content="${nonce}">`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('the demo index: 0 violations, its own stylesheet applies', async () => {
    const page = await newPage('pending');
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The index page's stylesheet sets a system font and a narrow column.
    expect((await headingStyle(page)).fontFamily).toContain('system-ui');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a candidate link, intro → pick days with live results: 0 violations, styled by the app', async () => {
    const page = await newPage('pending');
    await page.goto(`${server.url}/s/${getScenario('pending').hash}`);
    await expectScreen(page, t('intro:yourInterviews'));
    const intro = await headingStyle(page);
    expect(intro.fontFamily).toContain('Inter');
    // styled-components' <style> elements carry the page's nonce.
    const nonce = await page.evaluate(
      () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? '',
    );
    expect(nonce).not.toBe('');
    const styleNonces = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.nonce),
    );
    expect(styleNonces.length).toBeGreaterThan(0);
    expect(styleNonces.every((n) => n === nonce)).toBe(true);

    await page.getByRole('button', { name: t('intro:getStarted') }).click();
    await expectScreen(page, t('pickDays:title'));
    await page.getByRole('tabpanel').getByRole('checkbox').first().waitFor();
    expect((await headingStyle(page)).fontFamily).toContain('Inter');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('an expired link and an unknown path: 0 violations', async () => {
    const page = await newPage('expired');
    await page.goto(`${server.url}/s/${getScenario('expired').hash}`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    expect((await headingStyle(page)).fontFamily).toContain('Inter');
    expect(await violations(page)).toEqual([]);
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
  });

  it('the policy is what blocks: an inline style without the nonce is reported', async () => {
    const page = await newPage('pending');
    await page.goto(`${server.url}/s/${getScenario('pending').hash}`);
    await expectScreen(page, t('intro:yourInterviews'));
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'h1 { color: red }';
      document.head.append(style);
    });
    await expect
      .poll(async () => (await violations(page)).map((v) => v.directive))
      .toContain('style-src-elem');
  });
});
