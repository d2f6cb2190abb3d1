/**
 * The scheduling link end to end (issues 18, 35): the built app and the stand-in server, the
 * page's clock fixed at the fixtures' "now" (2 March 2026: the link's times are the days after
 * it). A time first, by keyboard (the calendar's arrows, a time, Next beside it), then the
 * details, Schedule, the confirmation with a calendar file; after a reload the booked time is no
 * longer offered. At today's clock every time is over: said on arrival. An unknown link is the
 * invalid-link screen.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXED_NOW, getScenario } from '../../fixtures';
import { e2eSession, escapeRegExp, type I18nKey, newPage, root, t } from './support';

const e2e = e2eSession();
const scenario = getScenario('scheduling-link');
const linkId = scenario.schedulingLink?.id ?? '';

async function open(id = linkId): Promise<Page> {
  const page = await newPage(e2e, { timezoneId: scenario.browserTimeZone });
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${e2e.server.url}/l/${id}`);
  return page;
}

const field = (page: Page, key: I18nKey) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(key))}`) });

describe('scheduling link', () => {
  it('a time first by keyboard, Next, the details, Schedule: booked once; after a reload that time is gone', async () => {
    const page = await open();
    await page
      .getByRole('heading', { level: 1, name: t('schedulingLink:time.title'), exact: true })
      .waitFor();
    await page.getByText('Field Service Technician: intro call with Acme Robotics').waitFor();
    // Nothing is asked before a time.
    expect(await page.getByRole('textbox').count()).toBe(0);
    await page.getByRole('combobox', { name: t('general:timeZone.label') }).waitFor();
    // Tuesday 3 March is shown; the calendar by keyboard: Wednesday 4 March, Enter.
    const grid = page.getByRole('grid');
    await grid.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: /March 4/ }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(5);
    // Tab to the times, arrows choose, Tab reaches Next right beside the chosen time.
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('radio', { name: '10:30 AM' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    const next = page.getByRole('button', { name: t('schedulingLink:time.next'), exact: true });
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page
      .getByRole('heading', { level: 1, name: t('contact:heading'), exact: true })
      .waitFor();
    await field(page, 'contact:firstName').fill('Daniel');
    await field(page, 'contact:lastName').fill('Kim');
    await field(page, 'contact:email').fill('daniel.kim@example.com');
    expect(await field(page, 'contact:linkedInUrl').count()).toBe(0);
    const schedule = page.getByRole('button', { name: t('schedulingLink:details.schedule') });
    // Two clicks in one action, as a double tap sends them (a second click of its own would wait
    // for a button the first one may already have taken away).
    await schedule.click({ clickCount: 2 });
    await page
      .getByRole('heading', { level: 1, name: t('schedulingLink:confirmed.title'), exact: true })
      .waitFor();
    const bookings = e2e.server.state.schedulingLinkBookings[linkId] ?? [];
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      contact: { firstName: 'Daniel', lastName: 'Kim', email: 'daniel.kim@example.com' },
      timeRange: { startTime: '2026-03-04T16:30:00.000Z', endTime: '2026-03-04T17:00:00.000Z' },
      guestTimeZone: scenario.browserTimeZone,
    });
    // The calendar file holds the booked call.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: new RegExp(escapeRegExp(t('booking:calendar.ics'))) })
        .click(),
    ]);
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toContain('DTSTART:20260304T163000Z');
    expect(ics).toContain('Field Service Technician: intro call');
    const dir = join(root, 'test-results', 'e2e');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'scheduling-link-confirmed-en.png'), fullPage: true });
    // A reload starts again; the booked time is no longer offered on that day.
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: t('schedulingLink:time.title'), exact: true })
      .waitFor();
    await page.locator('[data-day="2026-03-04"]').click();
    await page.getByRole('group', { name: /March 4/ }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(4);
    expect(await page.getByRole('radio', { name: '10:30 AM' }).count()).toBe(0);
    await page.screenshot({ path: join(dir, 'scheduling-link-times-en.png'), fullPage: true });
    expect(e2e.problems).toEqual([]);
  });

  it('at a clock past every time: no times left, said on arrival before any form', async () => {
    const page = await newPage(e2e, { timezoneId: scenario.browserTimeZone });
    await page.clock.setFixedTime('2026-12-01T12:00:00.000Z');
    await page.goto(`${e2e.server.url}/l/${linkId}`);
    await page
      .getByRole('heading', { level: 1, name: t('schedulingLink:noTimes.title'), exact: true })
      .waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(e2e.problems).toEqual([]);
  });

  it('an unknown link: the invalid-link screen', async () => {
    const page = await open('slnk_nobody');
    await page
      .getByRole('heading', { level: 1, name: t('intro:linkProblem.invalidTitle'), exact: true })
      .waitFor();
    expect(e2e.problems.filter((p) => !p.includes('404'))).toEqual([]);
  });
});
