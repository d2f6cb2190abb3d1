/**
 * The superday end to end (issue 15): the built app and the stand-in server. A candidate opens
 * `/superday/<interviewId>?hash=<invitation>`, chooses interview blocks, confirms, and the
 * confirmation survives a reload; the reschedule variant; a block taken meanwhile; the keyboard.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario, type ScenarioId } from '../../fixtures';
import { e2eSession, escapeRegExp, isFocused, newPage, root, t, tabTo } from './support';

const e2e = e2eSession();

function linkOf(id: ScenarioId): string {
  const s = getScenario(id);
  return `/superday/${s.superday?.interviewId ?? ''}?hash=${s.hash}`;
}

async function open(id: ScenarioId, query = '', before?: (page: Page) => void): Promise<Page> {
  const page = await newPage(e2e, { timezoneId: getScenario(id).browserTimeZone });
  before?.(page);
  await page.goto(`${e2e.server.url}${linkOf(id)}${query}`);
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
  it('choose two blocks, confirm, add to calendar; a reload still shows the confirmed times', async () => {
    const page = await open('superday');
    await expectScreen(page, t('superday:choose.title'));
    // 3 days × morning and afternoon.
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(6);
    await block(page, 'Tuesday', 'Morning').check();
    await block(page, 'Wednesday', 'Afternoon').check();
    await page.getByText(t('superday:choose.chosenCount', { count: 2 })).waitFor();
    const summary = page.getByRole('region', { name: t('superday:choose.summaryTitle') });
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Tuesday, March 10, 2026, Morning, 9:00 AM – 12:15 PM'),
      expect.stringContaining('Wednesday, March 11, 2026, Afternoon, 1:30 – 4:45 PM'),
    ]);
    await confirmButton(page).click();
    await expectScreen(page, t('superday:confirmed.title'));
    await expect.poll(() => isFocused(heading(page, t('superday:confirmed.title')))).toBe(true);

    // What the server got: both blocks, each interview once per track, not a reschedule.
    const [sent] = confirmations('superday');
    expect(sent?.reschedule).toBe(false);
    expect(sent?.availabilities).toHaveLength(2 * 2 * 3);
    expect(new Set(sent?.availabilities.map((a) => a.interviewBlockId)).size).toBe(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: new RegExp(escapeRegExp(t('booking:calendar.ics'))) })
        .click(),
    ]);
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // 9:00 AM in New York (EDT from March 8) is 13:00 UTC.
    expect(ics).toMatch(/DTSTART[^\n]*20260310T130000Z/);

    await page.reload();
    await expectScreen(page, t('superday:confirmed.title'));
    const times = page.getByRole('region', { name: t('superday:confirmed.chosenTitle') });
    await expect.poll(() => times.locator(':scope > ol > li').count()).toBe(2);
    expect(await times.textContent()).toContain('Wednesday, March 11, 2026');
    expect(confirmations('superday')).toHaveLength(1);
    expect(e2e.problems).toEqual([]);
  });

  it('reschedule: availability asked with ?reschedule=true, the confirm sent as a reschedule', async () => {
    const asked: string[] = [];
    const page = await open('superday-reschedule', '', (p) => {
      p.on('request', (request) => {
        if (request.url().includes('/request-availability')) asked.push(request.url());
      });
    });
    await expectScreen(page, t('superday:choose.rescheduleTitle'));
    // The first day is no longer offered.
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(4);
    expect(await block(page, 'Tuesday', 'Morning').count()).toBe(0);
    await block(page, 'Thursday', 'Morning').check();
    await confirmButton(page).click();
    await expectScreen(page, t('superday:confirmed.title'));
    const [sent] = confirmations('superday-reschedule');
    expect(sent?.reschedule).toBe(true);
    expect(sent?.availabilities).toHaveLength(2 * 3);
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0] ?? '').searchParams.get('reschedule')).toBe('true');
    await page.reload();
    await expectScreen(page, t('superday:confirmed.title'));
    expect(e2e.problems).toEqual([]);
  });

  it('a block taken meanwhile is named and unticked, the other choice kept; confirming again works', async () => {
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
    await expectScreen(page, t('superday:confirmed.title'));
    const [sent] = confirmations('superday-block-taken');
    expect(sent?.availabilities).toHaveLength(2 * 3);
    expect(e2e.problems.filter((p) => !p.includes('409'))).toEqual([]);
  });

  it('offline at confirm: "you’re offline", choices kept, confirmed by itself once back online', async () => {
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
    await expectScreen(page, t('superday:confirmed.title'));
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
    await expectScreen(page, t('superday:confirmed.title'));
    await expect.poll(() => isFocused(heading(page, t('superday:confirmed.title')))).toBe(true);
    expect(e2e.problems).toEqual([]);
  });

  it('phone screenshots in en and ja: nothing wider than the screen', async () => {
    mkdirSync(shots, { recursive: true });
    // Two links: the first confirm makes its link confirmed on the server.
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
        .or(page.getByRole('button', { name: /確定|Confirm/ }))
        .first()
        .click();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shots, `superday-confirmed-${lng}.png`), fullPage: true });
      await e2e.context?.close();
      e2e.context = null;
    }
    expect(e2e.problems).toEqual([]);
  });
});
