/**
 * Staff debug mode end to end (issue 19): the built app and the stand-in server, whose search
 * answers debug data only to a browser signed in at /staff/sign-in. Staff see the panel beside
 * Pick days and filter it; a candidate who adds `?debug=true` sees the normal page, and the
 * search sent them no names. Desktop viewport: the panel sits beside the page there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../fixtures';
import { e2eSession, expectEveryOptionCard, root, t } from './support';

const e2e = e2eSession();
const pending = getScenario('pending');
const debugLink = `/s/${pending.hash}?debug=true`;

async function newPage(): Promise<Page> {
  e2e.context = await e2e.browser.newContext({
    locale: 'en-US',
    timezoneId: pending.browserTimeZone,
    viewport: { width: 1440, height: 900 },
  });
  const page = await e2e.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') e2e.problems.push(message.text());
  });
  page.on('pageerror', (error) => e2e.problems.push(error.message));
  return page;
}

async function toPickDays(page: Page) {
  await page.getByRole('button', { name: t('intro:getStarted') }).click();
  await page.getByRole('heading', { level: 1, name: t('pickDays:title'), exact: true }).waitFor();
}

describe('staff debug mode', () => {
  it('staff sign in, open a link with ?debug=true, see every option beside Pick days and filter by name', async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/staff/sign-in?next=${encodeURIComponent(debugLink)}`);
    await page.getByLabel('Staff code').fill(e2e.server.staffCode);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === `/s/${pending.hash}`);
    await toPickDays(page);
    const panel = page.getByRole('region', { name: t('debug:title') });
    const all = t('debug:count', { count: 40, shown: 40 });
    // The visible count (a paragraph; the live region has its own copy).
    const count = (text: string) => panel.locator('p').filter({ hasText: text });
    await count(all).waitFor({ timeout: 15_000 });
    // Beside the page, not under it.
    const [pageBox, panelBox] = await Promise.all([
      page.getByRole('heading', { level: 1, name: t('pickDays:title'), exact: true }).boundingBox(),
      panel.boundingBox(),
    ]);
    expect(panelBox?.x).toBeGreaterThan((pageBox?.x ?? 0) + (pageBox?.width ?? 0));
    // Names are accent- and case-blind: "garcia" finds María José García.
    await panel.getByRole('searchbox', { name: t('debug:filter.attendee') }).fill('garcia');
    await count(all).waitFor({ state: 'detached' });
    // The new count is said once to screen readers (batches are not).
    await expect.poll(() => panel.getByRole('status').textContent()).not.toBe('');
    await expectEveryOptionCard(panel, 'García');
    const shots = join(root, 'test-results', 'e2e');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'debug-panel-filtered-desktop.png') });
    expect(e2e.problems).toEqual([]);
  });

  it('a candidate who adds ?debug=true gets the normal page: no panel, no names from the server', async () => {
    const page = await newPage();
    const search = page.waitForResponse((response) =>
      response.url().includes(`/availability/search/${pending.hash}`),
    );
    await page.goto(`${e2e.server.url}${debugLink}`);
    const answer = (await (await search).json()) as {
      result: { searchMetadata: { debugInfo: unknown } };
    };
    expect((await search).url()).toContain('debug=true');
    expect(answer.result.searchMetadata.debugInfo).toBeNull();
    await toPickDays(page);
    await page.getByRole('tabpanel').getByRole('checkbox').first().waitFor();
    expect(await page.getByRole('region', { name: t('debug:title') }).count()).toBe(0);
    expect(await page.getByText('García').count()).toBe(0);
    expect(e2e.problems).toEqual([]);
  });
});
