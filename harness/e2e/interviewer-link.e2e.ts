/**
 * The interviewer link end to end (issue 18): the built app and the stand-in server, the page's
 * clock fixed at the fixtures' "now" (Monday 2 March 2026, 03:00 in Chicago), in Chicago.
 * It opens on the first day with saved times. Edit, save, reload: still there; leaving with unsaved changes asks first; a link without the
 * e-mail asks for it; an unknown link is the invalid-link screen. Phone screenshots in en, de, ja.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXED_NOW, getScenario } from '../../fixtures';
import { appTookOver, e2eSession, escapeRegExp, newPage, root, t } from './support';

const e2e = e2eSession();
const scenario = getScenario('interviewer-link');
const section = scenario.interviewerLink;
if (!section) throw new Error('the interviewer-link scenario has a link');
const path = `/i/${section.organizationSlug}/${section.customUrl}`;
const withEmail = `${path}?email=${encodeURIComponent(section.interviewerEmail)}`;
const shots = join(root, 'test-results', 'interviewer-link');

/** Paths the page requested (every page of the test). */
const requested: string[] = [];

async function open(url: string): Promise<Page> {
  const page = await newPage(e2e, { timezoneId: scenario.browserTimeZone });
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${e2e.server.url}${url}`);
  // The app's page, at the page's clock (the server may have drawn it at its own).
  await appTookOver(page);
  return page;
}

const heading = (page: Page) =>
  page.getByRole('heading', {
    level: 1,
    name: t('interviewerLink:availability.title'),
    exact: true,
  });
/** The day's tab by its date as the strip says it (Tuesday, March 10, 2026). */
const dayTab = (page: Page, date: string) =>
  page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(date)}`) });
const from = (page: Page) =>
  page.getByRole('combobox', { name: t('interviewerLink:availability.from') });
const to = (page: Page) =>
  page.getByRole('combobox', { name: t('interviewerLink:availability.to') });
const rowValues = async (page: Page) =>
  Promise.all([from(page).evaluateAll(valuesOf), to(page).evaluateAll(valuesOf)]);
function valuesOf(elements: Element[]): string[] {
  return elements.map((element) => (element as HTMLSelectElement).value);
}

describe('interviewer link', () => {
  it('opens on the first day with saved times, selected and in view in the strip', async () => {
    for (const viewport of [
      { width: 360, height: 780 },
      { width: 1280, height: 800 },
    ]) {
      const page = await newPage(e2e, { timezoneId: scenario.browserTimeZone, viewport });
      await page.clock.setFixedTime(FIXED_NOW);
      await page.goto(`${e2e.server.url}${withEmail}`);
      await heading(page).waitFor();
      // Today (Monday 2 March) has no times; Tuesday 10 March is the first day that has some.
      const tab = dayTab(page, 'Tuesday, March 10, 2026');
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await page
        .getByRole('heading', { level: 2, name: 'Tuesday, March 10, 2026', exact: true })
        .waitFor();
      expect(await rowValues(page)).toEqual([['540'], ['720']]);
      // In view: the strip has scrolled it inside its row (on a phone it is the 9th of 28).
      await expect
        .poll(() =>
          tab.evaluate((element) => {
            const row = element.closest('[data-tab-row]')?.getBoundingClientRect();
            const box = element.getBoundingClientRect();
            return row !== undefined && box.left >= row.left - 1 && box.right <= row.right + 1;
          }),
        )
        .toBe(true);
      // Save sits at the bottom of the screen (the sticky bar), on a phone and on a laptop.
      const bar = page.locator('[data-sticky-bar]');
      const box = await bar.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0)), String(viewport.width)).toBe(
        viewport.height,
      );
      await page.context().close();
    }
    e2e.context = null;
  });

  it('comes drawn by the server with its availability, not a loading screen; the app takes over without reading the link again', async () => {
    const html = await (await fetch(`${e2e.server.url}${withEmail}`)).text();
    expect(html).toContain(`${t('interviewerLink:availability.title')}</h1>`);
    expect(html).not.toContain(`${t('interviewerLink:loading.title')}</h1>`);
    requested.length = 0;
    const page = await open(withEmail);
    await heading(page).waitFor();
    await page.waitForTimeout(300);
    // The page carried both reads (the link and its availability).
    expect(requested.filter((p) => p.startsWith('/superday/interviewer-link/'))).toEqual([]);
    expect(e2e.problems).toEqual([]);
    await page.context().close();
    e2e.context = null;
  });

  it('edit, save, reload: still there, overlaps joined, in the interviewer’s zone', async () => {
    const page = await open(withEmail);
    await heading(page).waitFor();
    // The main flow without the candidate's intro (spec 2): only the link's own calls.
    expect(requested.filter((path) => path.startsWith('/v2/meet/'))).toEqual([]);
    const linkCalls = requested.filter((path) => path.includes('/interviewer-link/'));
    // The intro and the availability: read by the server when it drew the page, else by the
    // browser; each once at most.
    expect(linkCalls.filter((path) => path.endsWith('/availability')).length).toBeLessThanOrEqual(
      1,
    );
    expect(linkCalls.filter((path) => path.endsWith('/intro')).length).toBeLessThanOrEqual(1);
    await dayTab(page, 'Tuesday, March 10, 2026').click();
    // 9:00–12:00 saved; the end moved to 13:00, and 12:30–15:00 added over it.
    expect(await rowValues(page)).toEqual([['540'], ['720']]);
    await to(page).first().selectOption('780');
    await page.getByRole('button', { name: t('interviewerLink:availability.add') }).click();
    await expect.poll(() => from(page).count()).toBe(2);
    await from(page).nth(1).selectOption('750');
    await to(page).nth(1).selectOption('900');
    await expect
      .poll(() => page.getByText(t('interviewerLink:availability.overlaps')).count())
      .toBe(2);
    // Save twice in a row: one PUT.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/interviewer-link/')) puts += 1;
    });
    const save = page.getByRole('button', { name: t('interviewerLink:availability.save') });
    // Two clicks in one action, as a double tap sends them (a second click of its own would wait
    // for a button the first one may already have taken away).
    await save.click({ clickCount: 2 });
    await page
      .getByRole('status')
      .filter({ hasText: t('interviewerLink:availability.savedAt', { time: '' }).trim() })
      .waitFor();
    expect(puts).toBe(1);
    expect(e2e.server.state.interviewerAvailability[section.id]?.ranges).toEqual([
      {
        startTime: '2026-03-10T14:00:00.000Z',
        endTime: '2026-03-10T20:00:00.000Z',
        durationMin: 360,
      },
      {
        startTime: '2026-03-12T14:00:00.000Z',
        endTime: '2026-03-12T17:30:00.000Z',
        durationMin: 210,
      },
    ]);
    // Joined on screen too: one row, 9:00–15:00.
    expect(await rowValues(page)).toEqual([['540'], ['900']]);
    await page.reload();
    await heading(page).waitFor();
    await dayTab(page, 'Tuesday, March 10, 2026').click();
    expect(await rowValues(page)).toEqual([['540'], ['900']]);
    // Another zone: the same instants on Berlin's clock (15:00–21:00).
    await page.getByRole('combobox', { name: t('general:timeZone.label') }).click();
    // Type, arrow to the match, Enter (Berlin may read as another zone of the same clock).
    await page.keyboard.type('berl');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dayTab(page, 'Tuesday, March 10, 2026').click();
    expect(await rowValues(page)).toEqual([['900'], ['1260']]);
  });

  it('leaving with unsaved changes asks first; staying keeps them', async () => {
    const page = await open(withEmail);
    await heading(page).waitFor();
    await page.getByRole('button', { name: t('interviewerLink:availability.add') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('interviewerLink:availability.unsaved') })
      .waitFor();
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    expect(asked).toEqual(['beforeunload']);
    // The page opened on 10 March (9:00–12:00 saved): the added time is its second row.
    expect(await from(page).count()).toBe(2);
    // Saved: no question any more.
    await page.getByRole('button', { name: t('interviewerLink:availability.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('interviewerLink:availability.savedAt', { time: '' }).trim() })
      .waitFor();
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    // The app's page at the page's clock (the server drew it at its own: another opening day).
    await appTookOver(page);
    await heading(page).waitFor();
    expect(asked).toEqual(['beforeunload']);
    expect(await from(page).count()).toBe(2);
  });

  it('a link without the e-mail asks for it; another address is refused at the field', async () => {
    const page = await open(path);
    const field = page.getByRole('textbox', {
      name: new RegExp(escapeRegExp(t('interviewerLink:email.label'))),
    });
    await field.fill('kwame@');
    await page.getByRole('button', { name: t('interviewerLink:email.continue') }).click();
    await page.getByText(t('interviewerLink:email.invalid')).waitFor();
    await field.fill('someone@example.com');
    await page.getByRole('button', { name: t('interviewerLink:email.continue') }).click();
    await page.getByText(t('interviewerLink:email.notFound')).waitFor();
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.fill(section.interviewerEmail);
    await page.getByRole('button', { name: t('interviewerLink:email.continue') }).click();
    await heading(page).waitFor();
  });

  it('an unknown link, and the old one-segment /i/<hash>: the invalid-link screen', async () => {
    const page = await open(`/i/${section.organizationSlug}/nobody`);
    const invalid = page.getByRole('heading', {
      level: 1,
      name: t('intro:linkProblem.invalidTitle'),
    });
    await invalid.waitFor();
    await page.goto(`${e2e.server.url}/i/${scenario.hash}`);
    await invalid.waitFor();
  });

  it('phone screenshots in en, de and ja', async () => {
    mkdirSync(shots, { recursive: true });
    for (const lng of ['en', 'de', 'ja']) {
      const page = await open(`${withEmail}&lng=${lng}`);
      await page.locator('[data-screen="availability"] h1').waitFor();
      await page.getByRole('tab').nth(8).click();
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(wide, lng).toBe(false);
      await page.screenshot({ path: join(shots, `availability-${lng}.png`), fullPage: true });
    }
  });
});
