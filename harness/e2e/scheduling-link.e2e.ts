/**
 * The scheduling link end to end (issue 18): the built app and the stand-in server, the page's
 * clock fixed at the fixtures' "now" (2 March 2026: the link's times are the days after it).
 * Details, a time, Schedule, the confirmation with a calendar file; after a reload the booked
 * time is no longer offered. An unknown link is the invalid-link screen.
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
  it('details, a time, Schedule: booked once, with a calendar file; after a reload that time is gone', async () => {
    const page = await open();
    await page
      .getByRole('heading', { level: 1, name: t('contact:heading'), exact: true })
      .waitFor();
    await page.getByText('Field Service Technician: intro call, 30 minutes').waitFor();
    await field(page, 'contact:firstName').fill('Daniel');
    await field(page, 'contact:lastName').fill('Kim');
    await field(page, 'contact:phone').fill('+1 312 555 0142');
    await field(page, 'contact:email').fill('daniel.kim@example.com');
    await page.getByRole('button', { name: t('general:actions.continue') }).click();
    await page
      .getByRole('heading', { level: 1, name: t('schedulingLink:time.title'), exact: true })
      .waitFor();
    const times = page.getByRole('radio');
    const offered = await times.count();
    expect(offered).toBe(24);
    await page.getByRole('radio', { name: '9:00 AM' }).first().check();
    // Twice in a row: one booking.
    const schedule = page.getByRole('button', { name: t('schedulingLink:time.schedule') });
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
      timeRange: { startTime: '2026-03-03T15:00:00.000Z', endTime: '2026-03-03T15:30:00.000Z' },
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
    expect(ics).toContain('DTSTART:20260303T150000Z');
    expect(ics).toContain('Field Service Technician: intro call');
    const dir = join(root, 'test-results', 'e2e');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'scheduling-link-confirmed-en.png'), fullPage: true });
    // A reload starts again; the booked time is no longer offered.
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: t('contact:heading'), exact: true })
      .waitFor();
    await field(page, 'contact:firstName').fill('Ana');
    await field(page, 'contact:lastName').fill('Silva');
    await field(page, 'contact:phone').fill('+1 312 555 0199');
    await field(page, 'contact:email').fill('ana@example.com');
    await page.getByRole('button', { name: t('general:actions.continue') }).click();
    await page
      .getByRole('heading', { level: 1, name: t('schedulingLink:time.title'), exact: true })
      .waitFor();
    expect(await page.getByRole('radio').count()).toBe(offered - 1);
    await page.screenshot({ path: join(dir, 'scheduling-link-times-en.png'), fullPage: true });
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
