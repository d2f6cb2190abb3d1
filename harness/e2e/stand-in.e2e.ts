/**
 * The Content-Security-Policy in the browser, of the front server's pages and of the stand-in's
 * own (the demo index): no
 * 'unsafe-inline' for styles: a per-response nonce that styled-components picks up from
 * `<meta property="csp-nonce">`) is broken by nothing on any page of a journey, and the app
 * is styled under it. Every `securitypolicyviolation` event of every page is collected from
 * the first script on, so a style or script the policy blocks fails the test by name.
 * Set-up from support.ts: the built app (dist/) served by the front server, the stand-in API on
 * another port, fresh per test, the pinned Chromium.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario, type ScenarioId } from '../../fixtures';
import { t, e2eSession } from './support';

const e2e = e2eSession();

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** A page whose CSP violations are kept in `window.cspViolations` from its first script on. */
async function newPage(id: ScenarioId): Promise<Page> {
  e2e.context = await e2e.browser.newContext({
    locale: 'en-US',
    timezoneId: getScenario(id).browserTimeZone,
    viewport: { width: 390, height: 844 },
  });
  const page = await e2e.context.newPage();
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
    if (message.type() === 'error') e2e.problems.push(message.text());
  });
  page.on('pageerror', (error) => e2e.problems.push(error.message));
  return page;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

async function expectScreen(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
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

describe('the Content-Security-Policy of the front server and the stand-in, in the browser', () => {
  it('the HTML carries a fresh nonce, and the policy has no unsafe-inline', async () => {
    const path = `/s/${getScenario('pending').hash}`;
    const [a, b] = await Promise.all([
      fetch(`${e2e.server.appUrl}${path}`),
      fetch(`${e2e.server.appUrl}${path}`),
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
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The index page's stylesheet sets a system font and a narrow column.
    expect((await headingStyle(page)).fontFamily).toContain('system-ui');
    expect(await violations(page)).toEqual([]);
    expect(e2e.problems).toEqual([]);
  });

  it('a candidate link, intro → pick days with live results: 0 violations, styled by the app', async () => {
    const page = await newPage('pending');
    await page.goto(`${e2e.server.appUrl}/s/${getScenario('pending').hash}`);
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
    expect(e2e.problems).toEqual([]);
  });

  it('an expired link and an unknown path: 0 violations', async () => {
    const page = await newPage('expired');
    await page.goto(`${e2e.server.appUrl}/s/${getScenario('expired').hash}`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await page.goto(`${e2e.server.appUrl}/no/such/page`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    expect((await headingStyle(page)).fontFamily).toContain('Inter');
    expect(await violations(page)).toEqual([]);
    expect(e2e.problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
  });

  it('the policy is what blocks: an inline style without the nonce is reported', async () => {
    const page = await newPage('pending');
    await page.goto(`${e2e.server.appUrl}/s/${getScenario('pending').hash}`);
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
