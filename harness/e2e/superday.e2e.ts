/**
 * The superday end to end (issues 15, 35): the built app and the stand-in server. A candidate
 * opens `/superday/<interviewId>?hash=<invitation>`, chooses interview blocks, sends them, and
 * "your availability is sent" (nothing booked, no calendar entry) survives a reload; another
 * zone; the reschedule variant; a block taken meanwhile; the keyboard.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario, type ScenarioId } from '../../fixtures';
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

function linkOf(id: ScenarioId): string {
  const s = getScenario(id);
  return `/superday/${s.superday?.interviewId ?? ''}?hash=${s.hash}`;
}

async function open(id: ScenarioId, query = '', before?: (page: Page) => void): Promise<Page> {
  const page = await newPage(e2e, { timezoneId: getScenario(id).browserTimeZone });
  before?.(page);
  await page.goto(`${e2e.server.url}${linkOf(id)}${query}`);
  // The server draws the page first (in no zone of the candidate's): the browser's app takes
  // it over in the candidate's zone before anything is asked of it.
  await appTookOver(page);
  return page;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

async function expectScreen(page: Page, name: string) {
  await heading(page, name).waitFor({ timeout: 15_000 });
}

/** The "I can attend" checkbox of the block on `day` ("Tuesday") in `part` ("Morning"). */
function block(page: Page, day: string, part: string) {
  return page.getByRole('checkbox', {
    name: new RegExp(`^${day},.*${part},.*${escapeRegExp(t('superday:choose.attend'))}$`),
  });
}

const confirmButton = (page: Page) =>
  page.getByRole('button', { name: t('superday:choose.confirm') });

function confirmations(id: ScenarioId) {
  return e2e.server.state.links[getScenario(id).hash]?.superdayConfirmations ?? [];
}

const shots = join(root, 'test-results', 'e2e');

describe('superday', () => {
  it('send two blocks of one Tuesday: "availability sent", the schedule to follow, no calendar entry; a reload says the same', async () => {
    const page = await open('superday');
    await expectScreen(page, t('superday:choose.title'));
    // 3 days × morning and afternoon.
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(6);
    // The interviews are named after the invitation's plan.
    const tuesday = page.getByRole('region', { name: /^Tuesday, March 10, 2026$/ });
    expect(await tuesday.textContent()).toContain('Technical Interview');
    // Both Tuesday blocks: the candidate can attend either; at most one may be booked.
    await block(page, 'Tuesday', 'Morning').check();
    await block(page, 'Tuesday', 'Afternoon').check();
    await page.getByText(t('superday:choose.chosenCount', { count: 2 })).waitFor();
    const summary = page.getByRole('region', { name: t('superday:choose.summaryTitle') });
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Tuesday, March 10, 2026, Morning, 9:00 AM – 12:15 PM'),
      expect.stringContaining('Tuesday, March 10, 2026, Afternoon, 1:30 – 4:45 PM'),
    ]);
    await confirmButton(page).click();
    await expectScreen(page, t('superday:sent.title'));
    await expect.poll(() => isFocused(heading(page, t('superday:sent.title')))).toBe(true);

    // What the server got: both blocks, each interview once per track, not a reschedule.
    const [sent] = confirmations('superday');
    expect(sent?.reschedule).toBe(false);
    expect(sent?.availabilities).toHaveLength(2 * 2 * 3);
    expect(new Set(sent?.availabilities.map((a) => a.interviewBlockId)).size).toBe(2);

    const expectSentNotBooked = async (blocks: number) => {
      const organization = 'Acme Robotics';
      const main = page.getByRole('main');
      expect(await main.textContent()).toContain(t('superday:sent.lead', { organization }));
      const listed = page.getByRole('region', { name: t('superday:sent.blocksTitle') });
      await expect.poll(() => listed.locator(':scope > ol > li > ol > li').count()).toBe(blocks);
      expect(await listed.textContent()).toContain(t('superday:sent.notBooked', { organization }));
      // No calendar entry for blocks that are not booked: no Google, Outlook or .ics.
      expect(await page.getByRole('region', { name: t('booking:calendar.heading') }).count()).toBe(
        0,
      );
      expect(await page.getByRole('link', { name: /Google|Outlook/ }).count()).toBe(0);
      expect(
        await page
          .getByRole('button', { name: new RegExp(escapeRegExp(t('booking:calendar.ics'))) })
          .count(),
      ).toBe(0);
      expect(await main.textContent()).not.toMatch(/confirmed|booked for you/i);
    };
    await expectSentNotBooked(2);

    await page.reload();
    await appTookOver(page);
    await expectScreen(page, t('superday:sent.title'));
    await expectSentNotBooked(2);
    const listed = page.getByRole('region', { name: t('superday:sent.blocksTitle') });
    expect(await listed.textContent()).toContain('Tuesday, March 10, 2026');
    expect(confirmations('superday')).toHaveLength(1);
    expect(e2e.problems).toEqual([]);
  });

  it('another zone: the times re-render there, the ticks stay, the same slots are sent', async () => {
    const page = await open('superday-reschedule');
    await expectScreen(page, t('superday:choose.rescheduleTitle'));
    await block(page, 'Wednesday', 'Morning').check();
    const picker = page.getByRole('combobox', { name: t('general:timeZone.label') });
    expect(await picker.inputValue()).toMatch(/^New York, US/);
    await picker.fill('London');
    await page
      .getByRole('option', { name: /^London, UK/ })
      .first()
      .click();
    await expect.poll(() => picker.inputValue()).toMatch(/^London, UK/);
    // 9:00 AM in New York is 1:00 PM in London: the morning block is an afternoon there.
    expect(await block(page, 'Wednesday', 'Afternoon').first().isChecked()).toBe(true);
    const summary = page.getByRole('region', { name: t('superday:choose.summaryTitle') });
    expect(await summary.textContent()).toContain(
      'Wednesday, March 11, 2026, Afternoon, 1:00 – 4:15 PM',
    );
    await confirmButton(page).click();
    await expectScreen(page, t('superday:sent.title'));
    const [sent] = confirmations('superday-reschedule');
    expect(sent?.availabilities).toHaveLength(2 * 3);
    expect(sent?.availabilities[0]?.startTime).toMatch(
      /^2026-03-11T09:00:00(\.000)?-04:00$|T13:00/,
    );
    const listed = page.getByRole('region', { name: t('superday:sent.blocksTitle') });
    expect(await listed.textContent()).toContain('1:00 – 4:15 PM');
    expect(e2e.problems).toEqual([]);
  });

  it('reschedule: availability asked with ?reschedule=true, the availability sent as a reschedule', async () => {
    const page = await open('superday-reschedule');
    await expectScreen(page, t('superday:choose.rescheduleTitle'));
    // The first day is no longer offered.
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(4);
    expect(await block(page, 'Tuesday', 'Morning').count()).toBe(0);
    await block(page, 'Thursday', 'Morning').check();
    await confirmButton(page).click();
    await expectScreen(page, t('superday:sent.title'));
    const [sent] = confirmations('superday-reschedule');
    expect(sent?.reschedule).toBe(true);
    expect(sent?.availabilities).toHaveLength(2 * 3);
    // Asked by the page (or by the server that drew it first), each time with reschedule=true.
    const asked = e2e.server.state.calls.filter((c) => c.url.includes('/request-availability'));
    expect(asked.length).toBeGreaterThan(0);
    expect(
      asked.every((c) => new URL(c.url, e2e.server.url).searchParams.get('reschedule') === 'true'),
    ).toBe(true);
    await page.reload();
    await appTookOver(page);
    await expectScreen(page, t('superday:sent.title'));
    expect(e2e.problems).toEqual([]);
  });

  it('a block taken meanwhile is named and unticked, the other choice kept; sending again works', async () => {
    const page = await open('superday-block-taken');
    await expectScreen(page, t('superday:choose.title'));
    await block(page, 'Tuesday', 'Morning').check();
    await block(page, 'Wednesday', 'Morning').check();
    await confirmButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: t('general:errors.unavailableTime') });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Tuesday, March 10, 2026, Morning, 9:00 AM – 12:15 PM was just taken',
    );
    // The taken block is gone; the other is still ticked.
    await expect.poll(() => block(page, 'Tuesday', 'Morning').count()).toBe(0);
    expect(await block(page, 'Wednesday', 'Morning').isChecked()).toBe(true);
    await page.getByText(t('superday:choose.chosenCount', { count: 1 })).waitFor();
    expect(confirmations('superday-block-taken')).toEqual([]);
    await confirmButton(page).click();
    await expectScreen(page, t('superday:sent.title'));
    const [sent] = confirmations('superday-block-taken');
    expect(sent?.availabilities).toHaveLength(2 * 3);
    expect(e2e.problems.filter((p) => !p.includes('409'))).toEqual([]);
  });

  it('offline at send: "you’re offline", choices kept, sent by itself once back online', async () => {
    const page = await open('superday');
    await expectScreen(page, t('superday:choose.title'));
    await block(page, 'Wednesday', 'Morning').check();
    await e2e.context?.setOffline(true);
    await confirmButton(page).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('general:connection.offline') })
      .waitFor();
    expect(await block(page, 'Wednesday', 'Morning').isChecked()).toBe(true);
    expect(confirmations('superday')).toEqual([]);
    await e2e.context?.setOffline(false);
    await expectScreen(page, t('superday:sent.title'));
    expect(confirmations('superday')).toHaveLength(1);
    expect(e2e.problems.filter((p) => !/net::ERR/.test(p))).toEqual([]);
  });

  it.each([
    ['without its invitation', '/superday/iv-7'],
    [
      'with the invitation of another interview',
      `/superday/iv-7?hash=${getScenario('superday').hash}`,
    ],
  ])('a superday link %s: "this link doesn’t work"', async (_name, path) => {
    const page = await open('superday');
    await expectScreen(page, t('superday:choose.title'));
    await page.goto(`${e2e.server.url}${path}`);
    await expectScreen(page, t('intro:linkProblem.invalidTitle'));
    expect(e2e.problems).toEqual([]);
  });

  it('the whole superday by keyboard only', async () => {
    const page = await open('superday');
    await expectScreen(page, t('superday:choose.title'));
    // Confirm with nothing chosen says what is missing, and focuses it.
    await tabTo(page, confirmButton(page));
    await page.keyboard.press('Enter');
    const needed = page.getByText(t('superday:choose.chooseOne'));
    await expect.poll(() => isFocused(needed)).toBe(true);
    await tabTo(page, block(page, 'Thursday', 'Afternoon'), true);
    await page.keyboard.press('Space');
    // "Change" in the summary takes focus back to the block.
    const change = page.getByRole('button', { name: /^Change Thursday/ });
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(block(page, 'Thursday', 'Afternoon'))).toBe(true);
    await tabTo(page, confirmButton(page));
    await page.keyboard.press('Enter');
    await expectScreen(page, t('superday:sent.title'));
    await expect.poll(() => isFocused(heading(page, t('superday:sent.title')))).toBe(true);
    expect(e2e.problems).toEqual([]);
  });

  it('phone screenshots in en and ja: nothing wider than the screen', async () => {
    mkdirSync(shots, { recursive: true });
    // Two links: the first send makes its link's availability sent on the server.
    const links = [
      ['en', 'superday'],
      ['ja', 'superday-block-taken'],
    ] as const;
    for (const [lng, id] of links) {
      const page = await open(id, `&lng=${lng}`);
      await page.getByRole('checkbox').last().check();
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(wide, lng).toBe(false);
      await page.screenshot({ path: join(shots, `superday-choose-${lng}.png`), fullPage: true });
      await confirmButton(page)
        .or(page.getByRole('button', { name: /送信|Send/ }))
        .first()
        .click();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shots, `superday-sent-${lng}.png`), fullPage: true });
      await e2e.context?.close();
      e2e.context = null;
    }
    expect(e2e.problems).toEqual([]);
  });
});
