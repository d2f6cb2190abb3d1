/**
 * The candidate portal end to end (issue 16): the built app and the stand-in server, the page's
 * clock fixed at the fixtures' "now" (2 March 2026), so the portal groups its interviews as the
 * stories do. Send a message and read it after a reload, give feedback, add an interview to the
 * calendar, follow "Schedule now" into the candidate flow.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXED_NOW, getScenario } from '../../fixtures';
import {
  appTookOver,
  e2eSession,
  escapeRegExp,
  isFocused,
  newPage,
  root,
  t,
  tabTo,
} from './support';

const e2e = e2eSession();
const scenario = getScenario('portal');
const portalPath = `/p/${(scenario.portal?.segments ?? []).join('/')}`;

async function open(query = ''): Promise<Page> {
  const page = await newPage(e2e, { timezoneId: scenario.browserTimeZone });
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${e2e.server.url}${portalPath}${query}`);
  // The portal's heading, in whatever language the page speaks; then the app's page, drawn at
  // the page's clock (the server draws it at its own: harness/app/server-render.tsx).
  await page.locator('[data-screen="portal"] h1').waitFor();
  await appTookOver(page);
  return page;
}

/** The card of the interview whose heading reads `stage`. */
function card(page: Page, stage: string) {
  return page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: new RegExp(`^${escapeRegExp(stage)}`) }),
  });
}

describe('candidate portal', () => {
  it('shows every interview in its group, with its plan and actions', async () => {
    const page = await open();
    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(groups.slice(0, 4)).toEqual([
      t('portal:groups.upcoming'),
      t('portal:groups.toSchedule'),
      t('portal:groups.recentlyCompleted'),
      t('portal:groups.previous'),
    ]);
    const onsite = card(page, 'Onsite Loop');
    expect(await onsite.getByText(t('portal:interview.pending')).count()).toBe(2);
    await page.getByText(t('portal:status.readyToSchedule')).waitFor();
    expect(e2e.problems).toEqual([]);
  });

  it('send a message: shown at once, and still there after a reload', async () => {
    const page = await open();
    const text = 'Could we do the onsite on a Thursday?';
    await page.getByRole('textbox', { name: t('portal:messages.label') }).fill(text);
    await page.getByRole('button', { name: t('portal:messages.send') }).click();
    const log = page.getByRole('log');
    await log.getByText(text).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: t('portal:messages.label') }).inputValue())
      .toBe('');
    await page.reload();
    await page.getByRole('log').getByText(text).waitFor();
    expect(e2e.problems).toEqual([]);
  });

  it('give feedback: a failure keeps the rating and comment, then the thank-you; once only', async () => {
    const page = await open();
    let failures = 1;
    await page.route('**/v2/meet/candidate-feedback', async (route) => {
      if (failures > 0) {
        failures -= 1;
        await route.fulfill({ status: 500, body: 'Internal Server Error' });
        return;
      }
      await route.continue();
    });
    const hiring = card(page, 'Hiring Manager Interview');
    await hiring.getByRole('button', { name: t('portal:actions.giveFeedback') }).click();
    const dialog = page.getByRole('dialog', { name: t('portal:feedback.title') });
    await dialog.getByRole('radio', { name: t('portal:feedback.ratings.5'), exact: true }).check();
    const comment = 'Clear questions and a friendly interviewer.';
    await dialog.getByRole('textbox').fill(comment);
    await dialog.getByRole('button', { name: t('portal:feedback.send') }).click();
    await dialog.getByText(t('portal:feedback.failed')).waitFor();
    expect(
      await dialog
        .getByRole('radio', { name: t('portal:feedback.ratings.5'), exact: true })
        .isChecked(),
    ).toBe(true);
    expect(await dialog.getByRole('textbox').inputValue()).toBe(comment);
    await dialog.getByRole('button', { name: t('portal:feedback.send') }).click();
    await page.getByRole('dialog', { name: t('portal:feedback.thanksTitle') }).waitFor();
    const stored = Object.values(e2e.server.state.portalFeedback).flat();
    expect(stored).toEqual([expect.objectContaining({ rating: 5, comment })]);
    await page
      .getByRole('button', { name: t('portal:feedback.close') })
      .first()
      .click();
    await hiring.getByText(t('portal:interview.feedbackGiven')).waitFor();
    await page.reload();
    await card(page, 'Hiring Manager Interview')
      .getByText(t('portal:interview.feedbackGiven'))
      .waitFor();
    expect(
      await card(page, 'Hiring Manager Interview')
        .getByRole('button', { name: t('portal:actions.giveFeedback') })
        .count(),
    ).toBe(0);
    expect(e2e.problems.filter((p) => !p.includes('500'))).toEqual([]);
  });

  it('feedback by keyboard only: arrows pick the rating, Escape closes, focus lands on the interview', async () => {
    const page = await open();
    const hiring = card(page, 'Hiring Manager Interview');
    const give = hiring.getByRole('button', { name: t('portal:actions.giveFeedback') });
    await tabTo(page, give);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('portal:feedback.title') });
    await dialog.waitFor();
    // Send without a rating: said on the ratings, nothing sent.
    await tabTo(page, dialog.getByRole('button', { name: t('portal:feedback.send') }));
    await page.keyboard.press('Enter');
    await dialog.getByText(t('portal:feedback.chooseRating')).waitFor();
    // Back into the group (none checked: Shift+Tab lands on its last radio), then arrows.
    await tabTo(
      page,
      dialog.getByRole('radio', { name: t('portal:feedback.ratings.5'), exact: true }),
      true,
    );
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(
      await dialog
        .getByRole('radio', { name: t('portal:feedback.ratings.3'), exact: true })
        .isChecked(),
    ).toBe(true);
    // Escape closes; reopened, the rating is still there.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(give)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole('radio', { name: t('portal:feedback.ratings.3'), exact: true })
        .isChecked(),
    ).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: t('portal:feedback.send') }));
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('dialog', { name: t('portal:feedback.thanksTitle') });
    await thanks.waitFor();
    await page.keyboard.press('Escape');
    await thanks.waitFor({ state: 'hidden' });
    // "Give feedback" is gone: the interview's heading has focus.
    await expect.poll(() => isFocused(hiring.getByRole('heading', { level: 3 }))).toBe(true);
    expect(Object.values(e2e.server.state.portalFeedback).flat()).toEqual([
      expect.objectContaining({ rating: 3, comment: '' }),
    ]);
    expect(e2e.problems).toEqual([]);
  });

  it('add an upcoming interview to the calendar: a valid .ics file', async () => {
    const page = await open();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, 'Technical Interview')
        .getByRole('button', { name: t('portal:actions.addToCalendar') })
        .click(),
    ]);
    const ics = readFileSync(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(e2e.problems).toEqual([]);
  });

  it('"Schedule now" sits in the status banner, once, and opens the candidate flow by keyboard', async () => {
    const page = await open();
    const banner = page.getByRole('status').filter({ hasText: t('portal:status.readyToSchedule') });
    const schedule = page.getByRole('link', { name: t('portal:actions.scheduleNow') });
    // One copy on the page, in the banner that says the interview is ready to be scheduled.
    expect(await schedule.count()).toBe(1);
    expect(await banner.getByRole('link', { name: t('portal:actions.scheduleNow') }).count()).toBe(
      1,
    );
    expect(await card(page, 'Onsite Loop').getByRole('link').count()).toBe(0);
    // Above the interviews: the candidate reads the status and finds the button in one place.
    const [bannerBox, onsiteBox] = await Promise.all([
      schedule.boundingBox(),
      card(page, 'Onsite Loop').boundingBox(),
    ]);
    expect(bannerBox?.y ?? Infinity).toBeLessThan(onsiteBox?.y ?? 0);
    expect((bannerBox?.y ?? Infinity) + (bannerBox?.height ?? 0)).toBeLessThan(780);
    // By keyboard: the first stop after the page's title.
    await tabTo(page, schedule);
    expect(await isFocused(schedule)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/s/${getScenario('pending').hash}`);
    await page
      .getByRole('heading', { level: 1, name: t('intro:yourInterviews'), exact: true })
      .waitFor();
    expect(e2e.problems).toEqual([]);
  });

  it('an unknown portal: "this link doesn’t work"', async () => {
    e2e.context = await e2e.browser.newContext({ locale: 'en-US' });
    const page = await e2e.context.newPage();
    await page.goto(`${e2e.server.url}/p/acme/nobody`);
    await page
      .getByRole('heading', { level: 1, name: t('intro:linkProblem.invalidTitle'), exact: true })
      .waitFor();
  });

  it('phone screenshots in en and de', async () => {
    const shots = join(root, 'test-results', 'e2e');
    mkdirSync(shots, { recursive: true });
    for (const lng of ['en', 'de']) {
      const page = await open(`?lng=${lng}`);
      await page.getByRole('log').waitFor();
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(wide, lng).toBe(false);
      await page.screenshot({ path: join(shots, `portal-${lng}.png`), fullPage: true });
      await e2e.context?.close();
      e2e.context = null;
    }
    expect(e2e.problems).toEqual([]);
  });
});
