/**
 * `/s/:hash` rendered on the server (issue 14: the candidate sees the first screen before any
 * script has arrived): the page carries the screen, its styles, its title and language, and
 * what the render used; the browser takes the very same elements over (hydration) instead of
 * drawing them again, and asks for neither the intro nor the translations. Where the browser
 * knows what the server could not (a language saved in this browser, a zone that changes the
 * times shown, picks kept in the tab), it draws the page afresh, with no error either way.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario, type ScenarioId } from '../../fixtures';
import { LANGUAGE_CODES, languageInfo } from '../../src/domain/languages';
import { demoEntry } from '../server/demo-links';
import { appTookOver, e2eSession, newPage, root, t } from './support';

const e2e = e2eSession();
const shots = join(root, 'test-results', 'server-render');
/** A German translation file, as the page is sent in it. */
const german = (namespace: string): unknown =>
  JSON.parse(readFileSync(join(root, 'locales', 'de', `${namespace}.json`), 'utf8'));

/** Every path the page asked for (scripts, data, images). */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/**
 * Opens the scenario's link with the entry script held back; resolves with the page as the
 * server sent it (the first `<h1>` marked, to recognise it later) and a function that lets the
 * script through and waits until the app has taken the page over.
 */
async function openHeld(page: Page, id: ScenarioId) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const response = await page.goto(`${e2e.server.appUrl}/s/${getScenario(id).hash}`, {
    waitUntil: 'commit',
  });
  const html = (await response?.text()) ?? '';
  const heading = page.locator('h1');
  await heading.waitFor();
  await page.evaluate(() => {
    (window as unknown as { serverHeading: Element | null }).serverHeading =
      document.querySelector('h1');
  });
  return {
    html,
    heading,
    async takeOver() {
      release();
      await appTookOver(page);
    },
    /** Whether the `<h1>` shown now is the element the server sent. */
    sameHeading: () =>
      page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('h1'),
      ),
  };
}

describe('/s/:hash rendered on the server', () => {
  it('comes drawn, titled and inert; the browser hydrates the same elements and asks for no intro and no translations; Get started works', async () => {
    const page = await newPage(e2e);
    const paths = recordPaths(page);
    const opened = await openHeld(page, 'pending');
    expect(opened.html).toContain(`>${t('intro:yourInterviews')}</h1>`);
    expect(opened.html).toContain(`<title>${t('intro:yourInterviews')}</title>`);
    expect(opened.html).toContain('<html lang="en-US" dir="ltr">');
    // Before any script: shown, styled, but not yet interactive.
    expect(await opened.heading.textContent()).toBe(t('intro:yourInterviews'));
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    expect(await page.title()).toBe(t('intro:yourInterviews'));
    const button = page.locator('main button', { hasText: t('intro:getStarted') });
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    // Its notice for scripts that never come is there, hidden (see the next test), and goes
    // when the app takes over.
    const notice = page.locator('#late-start');
    expect(await notice.evaluate((n) => getComputedStyle(n).visibility)).toBe('hidden');
    await opened.takeOver();
    expect(await notice.count()).toBe(0);
    expect(await opened.sameHeading()).toBe(true);
    expect(paths.filter((p) => p.includes('/get_intro/') || p.startsWith('/locales/'))).toEqual([]);
    await page.getByRole('button', { name: t('intro:getStarted') }).click();
    await page
      .getByRole('heading', { level: 1, name: t('pickDays:title'), exact: true })
      .waitFor({ timeout: 15_000 });
    expect(e2e.problems).toEqual([]);
  });

  it('is painted before it asks for any script; then the entry first, beside the modules it hydrates with', async () => {
    const page = await newPage(e2e);
    const response = await page.goto(`${e2e.server.appUrl}/s/${getScenario('pending').hash}`);
    const html = (await response?.text()) ?? '';
    // No script in the HTML but the one that asks for them (after-paint.ts), under the nonce.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(entries,preloads\)/);
    await appTookOver(page);
    const seen = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(seen.paint).toBeGreaterThan(0);
    // The entry and the route's modules at least.
    expect(seen.scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of seen.scripts)
      expect(script.start, script.path).toBeGreaterThanOrEqual(seen.paint);
    const first = Math.min(...seen.scripts.map((s) => s.start));
    expect(seen.scripts.find((s) => s.start === first)?.path).toMatch(
      /^\/assets\/index-[^/]+\.js$/,
    );
    // The policy let it run, and the app works.
    expect(e2e.problems).toEqual([]);
    await page.getByRole('button', { name: t('intro:getStarted') }).click();
    await page
      .getByRole('heading', { level: 1, name: t('pickDays:title'), exact: true })
      .waitFor({ timeout: 15_000 });
  });

  it('scripts that never arrive: after 12 s the page says so, in its language, and its link loads the page again', async () => {
    e2e.context = await e2e.browser.newContext({
      locale: 'de-DE',
      viewport: { width: 390, height: 844 },
    });
    const page = await e2e.context.newPage();
    const entry = /\/assets\/index-[^/]+\.js$/;
    await page.route(entry, (route) => route.abort('connectionfailed'));
    await page.goto(`${e2e.server.appUrl}/s/${getScenario('pending').hash}`);
    const notice = page.locator('#late-start');
    expect(await notice.evaluate((n) => getComputedStyle(n).visibility)).toBe('hidden');
    expect(await page.getByRole('alert').count()).toBe(0);
    // Twelve seconds on (its CSS animation's clock, which is all that shows it).
    await notice.evaluate((n) => {
      for (const animation of n.getAnimations()) animation.currentTime = 12_001;
    });
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.isVisible()).toBe(true);
    const general = german('general') as {
      app: { lateStart: string };
      chunkLoad: { body: string };
      actions: { tryAgain: string };
    };
    const tryAgain = general.actions.tryAgain;
    expect(await alert.textContent()).toBe(
      `${general.app.lateStart} ${general.chunkLoad.body} ${tryAgain}`,
    );
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'late-start-de.png') });
    // Back online: the link loads the page, which the app then takes over.
    await page.unroute(entry);
    await alert.getByRole('link', { name: tryAgain }).click();
    await appTookOver(page);
    expect(await notice.count()).toBe(0);
    const intro = german('intro') as { getStarted: string };
    await page.getByRole('button', { name: intro.getStarted }).waitFor();
  });

  it('in the language Accept-Language asks for; the expired link too (its problem screen hydrated)', async () => {
    e2e.context = await e2e.browser.newContext({
      locale: 'de-DE',
      viewport: { width: 390, height: 844 },
    });
    const page = await e2e.context.newPage();
    page.on('pageerror', (error) => e2e.problems.push(error.message));
    page.on('console', (m) => {
      if (m.type() === 'error') e2e.problems.push(m.text());
    });
    const opened = await openHeld(page, 'expired');
    expect(opened.html).toContain('<html lang="de" dir="ltr">');
    const german = await opened.heading.textContent();
    await opened.takeOver();
    expect(await opened.sameHeading()).toBe(true);
    expect(await page.locator('h1').textContent()).toBe(german);
    expect(german).not.toBe(t('intro:linkProblem.expiredTitle'));
    expect(german).toBeTruthy();
    expect(e2e.problems).toEqual([]);
  });

  it('a language saved in this browser, unknown to the server: drawn afresh in it, no error', async () => {
    const page = await newPage(e2e);
    await page.addInitScript(() => {
      localStorage.setItem('i18nextLng', 'ja');
    });
    const paths = recordPaths(page);
    const opened = await openHeld(page, 'pending');
    expect(await opened.heading.textContent()).toBe(t('intro:yourInterviews'));
    await opened.takeOver();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await page.locator('h1').textContent()).not.toBe(t('intro:yourInterviews'));
    expect(await opened.sameHeading()).toBe(false);
    expect(paths).toContain('/locales/ja/intro.json');
    expect(e2e.problems).toEqual([]);
  });

  it('a confirmed interview (its times depend on the zone) is left to the browser: drawn in its own zone', async () => {
    const texts: Record<string, string> = {};
    for (const timezoneId of ['UTC', 'America/New_York']) {
      const page = await newPage(e2e, { timezoneId });
      const response = await page.goto(`${e2e.server.appUrl}/s/${getScenario('confirmed').hash}`);
      expect(await response?.text()).toContain('<div id="root"></div>');
      await page
        .getByRole('heading', { level: 1, name: t('booking:confirmation.heading'), exact: true })
        .waitFor();
      texts[timezoneId] = (await page.locator('main').textContent()) ?? '';
      await e2e.context?.close();
      e2e.context = null;
    }
    // The same interview, at another hour on the New York clock.
    expect(texts['America/New_York']).not.toBe(texts.UTC);
    expect(e2e.problems).toEqual([]);
  });

  it('hydrates the Introduction in every language the server and the browser both write alike', async () => {
    for (const language of LANGUAGE_CODES) {
      e2e.context = await e2e.browser.newContext({
        locale: languageInfo(language).bcp47,
        viewport: { width: 390, height: 844 },
      });
      const page = await e2e.context.newPage();
      page.on('pageerror', (error) => e2e.problems.push(`${language}: ${error.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') e2e.problems.push(`${language}: ${m.text()}`);
      });
      const opened = await openHeld(page, 'pending');
      expect(opened.html, language).toContain(`<html lang="${languageInfo(language).bcp47}"`);
      await opened.takeOver();
      expect(await opened.sameHeading(), language).toBe(true);
      await e2e.context.close();
      e2e.context = null;
    }
    expect(e2e.problems).toEqual([]);
  });
});

describe('the second screens drawn by the server (issue 35)', () => {
  /** Opens a second screen's link, its entry held back; layout shifts counted from the start. */
  async function openSecond(page: Page, id: ScenarioId) {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          w.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const href = demoEntry(getScenario(id)).links[0]?.href ?? '';
    const response = await page.goto(`${e2e.server.appUrl}${href}`, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    await page.locator('h1').waitFor();
    return {
      html,
      async takeOver() {
        release();
        await appTookOver(page);
      },
    };
  }

  it.each([
    ['portal', 'portal:title'],
    ['superday', 'superday:choose.title'],
  ] as const)(
    '%s: comes drawn with its times held back; the app draws them in the browser’s zone, asks the API for nothing, and nothing moves',
    async (id, heading) => {
      const page = await newPage(e2e);
      const paths = recordPaths(page);
      const opened = await openSecond(page, id);
      expect(opened.html).toContain(`${t(heading)}</h1>`);
      expect(opened.html).toContain('data-zone-pending=""');
      // Seen before any script, times as placeholders.
      expect(await page.locator('h1').textContent()).toBe(t(heading));
      expect(await page.locator('[data-zone-pending]').count()).toBeGreaterThan(0);
      await opened.takeOver();
      await page.waitForTimeout(500);
      expect(await page.locator('[data-zone-pending]').count()).toBe(0);
      // The times, now in the browser's zone (the context's: UTC).
      expect(await page.locator('main').textContent()).toMatch(/\d{1,2}:\d{2}/);
      const asked = paths.filter(
        (p) =>
          !p.startsWith('/assets/') &&
          !/\.(?:jpe?g|png|webp|svg|woff2?)$/.test(p) &&
          p !== new URL(page.url()).pathname,
      );
      expect(asked, 'the page carried its reads and translations').toEqual([]);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts).toBeLessThanOrEqual(0.01);
      expect(e2e.problems).toEqual([]);
    },
  );
});
