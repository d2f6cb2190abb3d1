/**
 * The candidate journeys end to end: the built harness app (dist/) served by the stand-in
 * server over real HTTP, a real WebSocket and real files, in the Chromium pinned by
 * package-lock.json (scripts/browser.mjs; scripts/test-e2e.mjs passes its path and flags). Each test gets a
 * fresh server (the per-link state starts from the fixtures) and a fresh browser context in the
 * scenario's time zone, with English as the browser language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario, isReplyOk, type ScenarioId } from '../../fixtures';
import { FIXED_NOW_MS } from '../../fixtures/clock';
import {
  countPattern,
  escapeRegExp,
  type I18nKey,
  root,
  startE2eServer,
  t,
  e2eSession,
  pickSlots,
  isFocused,
  tabTo,
} from './support';

const localeFile = (code: string, ns: string) =>
  JSON.parse(readFileSync(join(root, 'locales', code, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

const e2e = e2eSession();

async function open(
  id: ScenarioId,
  prefix = '/s/',
  before?: (page: Page) => Promise<void>,
): Promise<Page> {
  const scenario = getScenario(id);
  e2e.context = await e2e.browser.newContext({
    locale: 'en-US',
    timezoneId: scenario.browserTimeZone,
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
  });
  const page = await e2e.context.newPage();
  await before?.(page);
  page.on('console', (message) => {
    if (message.type() === 'error') e2e.problems.push(message.text());
  });
  page.on('pageerror', (error) => e2e.problems.push(error.message));
  // A Content-Security-Policy violation is a problem too (logged as a console error as well,
  // but only once per directive).
  await page.exposeFunction('reportCspViolation', (text: string) => e2e.problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(`${e2e.server.url}${prefix}${scenario.hash}`);
  return page;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

async function expectScreen(page: Page, name: string) {
  await heading(page, name).waitFor({ timeout: 15_000 });
}

/** "Get started" on the introduction, then pick days. */
async function getStarted(page: Page) {
  await page.getByRole('button', { name: t('intro:getStarted') }).click();
  await expectScreen(page, t('pickDays:title'));
}

/**
 * Records every screen the page shows (ScreenFrame's data-screen, or "loading" while a lazy
 * screen's fallback is up), in order, as `screens`.
 */
async function recordScreens(page: Page) {
  await page.addInitScript(() => {
    const screens: string[] = [];
    (window as unknown as { screens: string[] }).screens = screens;
    const note = () => {
      // A lazy screen still loading shows Loading as its fallback: that counts as "loading".
      const screen = document.querySelector('[data-fallback]')
        ? 'loading'
        : document.querySelector('[data-screen]')?.getAttribute('data-screen');
      if (screen && screens.at(-1) !== screen) screens.push(screen);
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-screen'],
    });
  });
}

describe('candidate journeys', () => {
  it("serves the candidate route with a CSP that runs no inline script but the page's own, under its nonce, and no referrer", async () => {
    const response = await fetch(`${e2e.server.url}/s/${getScenario('pending').hash}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    // One inline script, the one that asks for the scripts after the first paint
    // (after-paint.ts), under this response's nonce; the server render's state is data
    // (`application/json`), which the browser never runs.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? 'none';
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)).toEqual([
      `<script nonce="${nonce}">`,
    ]);
    expect(html.match(/<script type="application\/json"[^>]*>/g)).toEqual([
      '<script type="application/json" id="server-render">',
    ]);
  });

  it('open link → intro → pick days → 3 slots → submit → availability sent; a reload still says sent', async () => {
    const page = await open('pending', '/s/', recordScreens);
    await expectScreen(page, t('intro:yourInterviews'));
    await getStarted(page);
    await pickSlots(page, 3);
    await page.getByRole('button', { name: t('pickDays:submit.availability') }).click();
    await expectScreen(page, t('intro:availabilitySent.title'));
    await expect.poll(() => isFocused(heading(page, t('intro:availabilitySent.title')))).toBe(true);
    // Submitting shows on the button: pick days goes straight to the next screen, no Loading.
    const screens = await page.evaluate(() => (window as unknown as { screens: string[] }).screens);
    expect(screens.slice(screens.lastIndexOf('pickDays'))).toEqual([
      'pickDays',
      'availabilitySent',
    ]);
    await page.reload();
    await expectScreen(page, t('intro:availabilitySent.title'));
    expect(e2e.problems).toEqual([]);
  });

  it('a confirmed interview: itinerary, address the copy went to, and a real .ics download', async () => {
    const page = await open('confirmed');
    await expectScreen(page, t('booking:confirmation.heading'));
    const intro = getScenario('confirmed').intro;
    if (!isReplyOk(intro)) throw new Error('confirmed has an intro');
    await page.getByText(intro.result.guest.email).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: new RegExp(escapeRegExp(t('booking:calendar.ics'))) })
        .click(),
    ]);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(intro.result.interview.schedule.length);
    expect(e2e.problems).toEqual([]);
  });

  it('reschedule with a custom reason, new slots, then availability sent', async () => {
    const page = await open('confirmed');
    await expectScreen(page, t('booking:confirmation.heading'));
    await page.getByRole('button', { name: t('booking:confirmation.reschedule') }).click();
    await expectScreen(page, t('booking:reschedule.heading'));
    await page.getByRole('radio', { name: t('booking:reschedule.reasons.other') }).check();
    await page
      .getByRole('textbox', { name: new RegExp(escapeRegExp(t('booking:reschedule.noteLabel'))) })
      .fill('My flight home was moved to Tuesday.');
    await page.getByRole('button', { name: t('general:actions.continue') }).click();
    await expectScreen(page, t('pickDays:titleReschedule'));
    await pickSlots(page, 3);
    await page.getByRole('button', { name: t('pickDays:submit.reschedule') }).click();
    await expectScreen(page, t('intro:availabilitySent.title'));
    await page.reload();
    await expectScreen(page, t('intro:availabilitySent.title'));
    expect(e2e.problems).toEqual([]);
  });

  it("a route chunk that fails to load shows 'this page didn't load' with Try again (spec 9)", async () => {
    let blocked = 0;
    const page = await open('pending', '/s/', async (p) => {
      await p.route(/\/assets\/candidate-[^/]+\.js$/, async (route) => {
        blocked += 1;
        await route.abort('failed');
      });
    });
    await expectScreen(page, t('general:chunkLoad.title'));
    expect(blocked).toBeGreaterThan(0);
    await page.getByText(t('general:chunkLoad.body'), { exact: true }).waitFor();
    // Try again reloads: with the network back, the invitation opens.
    await page.unroute(/\/assets\/candidate-[^/]+\.js$/);
    await page.getByRole('button', { name: t('general:actions.tryAgain') }).click();
    await expectScreen(page, t('intro:yourInterviews'));
  });

  it('the language switcher: the page changes language at once, <html lang> follows, a reload keeps it', async () => {
    const page = await open('pending');
    await expectScreen(page, t('intro:yourInterviews'));
    const german = localeFile('de', 'intro').yourInterviews as string;
    await page.getByLabel(t('general:language.label')).selectOption({ label: 'Deutsch' });
    await expectScreen(page, german);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await page.reload();
    await expectScreen(page, german);
    expect(e2e.problems).toEqual([]);
  });

  it('an expired link shows the expired-invitation message', async () => {
    const page = await open('expired');
    await expectScreen(page, t('intro:linkProblem.expiredTitle'));
    await page.getByText(t('general:errors.expired')).waitFor();
    // The server's 400 is logged by the browser as a failed resource; nothing else may fail.
    expect(e2e.problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
  });

  /** A link that cannot be used: its own heading and message, and nothing to retry or start. */
  async function expectLinkProblem(page: Page, title: I18nKey, message: I18nKey) {
    await expectScreen(page, t(title));
    await page.getByText(t(message)).waitFor();
    expect(await page.getByRole('button').count()).toBe(0);
    expect(await page.title()).toBe(t(title));
    // The server's 4xx is logged by the browser as a failed resource; nothing else may fail.
    expect(e2e.problems.filter((p) => !/status of 40[0-4]/.test(p))).toEqual([]);
  }

  it('a canceled interview says so, not "expired"', async () => {
    const page = await open('canceled');
    await expectLinkProblem(page, 'intro:linkProblem.canceledTitle', 'general:errors.canceled');
  });

  it('an unknown invitation (INTERVIEW_NOT_FOUND) and an unknown path show the invalid-link screen', async () => {
    const page = await open('invalid');
    await expectLinkProblem(page, 'intro:linkProblem.invalidTitle', 'general:errors.invalidLink');
    await page.goto(`${e2e.server.url}/nothing/here`);
    await expectLinkProblem(page, 'intro:linkProblem.invalidTitle', 'general:errors.invalidLink');
  });

  it('an availability window that has passed is told before "Get started", with no retry', async () => {
    const page = await open('expired-window');
    await expectLinkProblem(
      page,
      'intro:linkProblem.windowExpiredTitle',
      'general:errors.windowExpired',
    );
    expect(await page.getByText(t('intro:loadingFailed')).count()).toBe(0);
  });

  it('a 401 on search: the unauthorized screen at once, not a loading screen', async () => {
    const page = await open('unauthorized');
    const started = Date.now();
    await expectLinkProblem(
      page,
      'intro:linkProblem.unauthorizedTitle',
      'general:errors.unauthorized',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('no results: the no-times message, and one suggested time is enough to send', async () => {
    // The browser's clock on the fixtures' day (FIXED_NOW), so the morning suggested below is
    // ahead, whenever the test runs.
    const page = await open('no-results', '/s/', (p) => p.clock.install({ time: FIXED_NOW_MS }));
    await page.getByRole('button', { name: t('intro:getStarted') }).click();
    await expectScreen(page, t('intro:noResults.title'));
    await page.getByText(t('general:errors.noResults')).waitFor();
    // One good time of the candidate's own is enough to go on (README: "no results").
    await page.getByRole('button', { name: t('intro:noResults.suggestTimes') }).click();
    await expectScreen(page, t('pickDays:title'));
    const last = await page.getByLabel(t('pickDays:suggest.date')).getAttribute('max');
    await page.getByLabel(t('pickDays:suggest.date')).fill(String(last));
    await page.getByLabel(t('pickDays:suggest.start')).fill('09:00');
    await page.getByLabel(t('pickDays:suggest.end')).fill('12:00');
    await page.getByRole('button', { name: t('pickDays:suggest.add') }).click();
    await page.getByText(t('general:slots.selected', { count: 1 })).waitFor();
    await page.getByRole('button', { name: t('pickDays:submit.availability') }).click();
    await expectScreen(page, t('intro:availabilitySent.title'));
    expect(e2e.problems).toEqual([]);
  });

  it('the socket drops mid-search: results kept, the candidate is told and can retry', async () => {
    const page = await open('socket-drop');
    await getStarted(page);
    await page.getByText(t('pickDays:search.disconnected')).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('tabpanel').getByRole('checkbox').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: t('general:actions.tryAgain') }).click();
    await page.getByRole('tabpanel').getByRole('checkbox').first().waitFor();
    expect(e2e.problems).toEqual([]);
  });

  it('results streaming in never move the page: layout shift ≤ 0.01 over the whole many-results stream', async () => {
    // The script's own pace (25 batches of 200 over 4 s), so the stream runs on pick days.
    await e2e.server.close();
    e2e.server = await startE2eServer(1);
    const page = await open('many-results', '/s/', async (p) => {
      await p.addInitScript(() => {
        const shifts: { value: number; input: boolean }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            shifts.push({ value: entry.value, input: entry.hadRecentInput });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
    });
    await getStarted(page);
    // The whole stream, until the search is over (its one message in the live region).
    await page
      .getByText(countPattern('pickDays:search.finished'))
      .first()
      .waitFor({ state: 'attached', timeout: 20_000 });
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; input: boolean }[] }).shifts,
    );
    const cls = shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0);
    console.info(`many-results stream: layout shift ${cls.toFixed(4)} (${shifts.length} entries)`);
    expect(cls).toBeLessThanOrEqual(0.01);
    // The search says it is over, on screen and not only to screen readers.
    await page
      .getByRole('main')
      .getByText(countPattern('pickDays:search.finished'))
      .and(page.locator(':not([aria-live])'))
      .first()
      .waitFor();
    // Every option of the day is listed or waits at the end of the list, and the day's tab
    // counts them all (the real count, not what is on screen).
    const tab = page.getByRole('tab', { selected: true });
    const dayCount = Number(
      (await tab.locator('[aria-hidden="true"]').last().textContent())?.replace(/\D/g, ''),
    );
    const showNew = page.getByRole('button', { name: countPattern('pickDays:search.newResults') });
    if ((await showNew.count()) > 0) {
      await showNew.click();
      await expect.poll(() => showNew.count()).toBe(0);
    }
    const bucketCounts = await page
      .getByRole('tabpanel')
      .locator('section h3 + p')
      .allTextContents();
    expect(bucketCounts.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0)).toBe(
      dayCount,
    );
    expect(e2e.problems).toEqual([]);
  });

  it('a reload on pick days keeps the picks; a language change keeps them too', async () => {
    const page = await open('pending');
    await getStarted(page);
    await pickSlots(page, 2);
    await page.reload();
    // Straight back to pick days (no introduction), the 2 picks still ticked.
    await expectScreen(page, t('pickDays:title'));
    await page.getByText(t('general:slots.selected', { count: 2 })).waitFor();
    const german = localeFile('de', 'pickDays').title as string;
    await page.getByLabel(t('general:language.label')).selectOption({ label: 'Deutsch' });
    await expectScreen(page, german);
    const selectedDe = localeFile('de', 'general').slots as Record<string, string>;
    await page
      .getByText(String(selectedDe.selected_other).replace('{{count, number}}', '2'))
      .waitFor();
    // Another link in the same tab does not take them: it opens on its own screen.
    const pendingHash = getScenario('pending').hash;
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys.filter((key) => key.includes(pendingHash))).toHaveLength(1);
    await page.goto(`${e2e.server.url}/s/${getScenario('no-results').hash}`);
    await expectScreen(page, localeFile('de', 'intro').yourInterviews as string);
    expect(e2e.problems).toEqual([]);
  });

  it('a reload with picks on three days: each pick is ticked on its day, nothing to press; the search says when it is done', async () => {
    // The script's own pace (about a second of batches), so the search is seen running.
    await e2e.server.close();
    e2e.server = await startE2eServer(1);
    const page = await open('pending');
    await getStarted(page);
    // "Searching for more results…" on screen while the stream runs, then "Search complete".
    const status = page.getByRole('main').locator('span:not([aria-live])');
    await status.getByText(t('pickDays:search.searching')).waitFor();
    await status.getByText(countPattern('pickDays:search.finished')).waitFor();
    // One pick on each of the first three days.
    const tabs = page.getByRole('tab');
    const picks: string[] = [];
    for (let i = 0; i < 3; i++) {
      await tabs.nth(i).click();
      const box = page.getByRole('tabpanel').getByRole('checkbox').last();
      picks.push(String(await tabs.nth(i).getAttribute('id')));
      const id = String(await box.getAttribute('id'));
      await page.locator(`label[for="${id}"]`).click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByText(t('general:slots.selected', { count: 3 })).waitFor();
    await page.reload();
    await expectScreen(page, t('pickDays:title'));
    await page.getByText(t('general:slots.selected', { count: 3 })).waitFor();
    for (const day of picks) {
      const tab = page.locator(`[id="${day}"]`);
      await tab.click();
      const ticked = page.getByRole('tabpanel').getByRole('checkbox', { checked: true });
      await expect.poll(() => ticked.count()).toBe(1);
      expect(await ticked.isVisible()).toBe(true);
    }
    // Nothing was held back to get there.
    expect(
      await page.getByRole('button', { name: countPattern('pickDays:search.newResults') }).count(),
    ).toBe(0);
    expect(e2e.problems).toEqual([]);
  });

  it("an option's itinerary names the intro's interviews, with their times and the breaks", async () => {
    const page = await open('pending');
    await getStarted(page);
    const intro = getScenario('pending').intro;
    if (!isReplyOk(intro)) throw new Error('no intro');
    const names = [...intro.result.interviews]
      .sort((a, b) => a.number - b.number)
      .map((interview) => interview.stage.name);
    // Open options until one holds the plan's interviews (options with other event counts are
    // numbered, never named by guess).
    const tabs = page.getByRole('tab');
    let found = false;
    for (let i = 0; i < (await tabs.count()) && !found; i++) {
      await tabs.nth(i).click();
      const toggles = page
        .getByRole('tabpanel')
        .getByRole('button', { name: new RegExp(`^${t('pickDays:itinerary.details')}, `) });
      for (let j = 0; j < (await toggles.count()) && !found; j++) {
        const toggle = toggles.nth(j);
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        const list = page.locator(`[id="${String(await toggle.getAttribute('aria-controls'))}"]`);
        const items = await list.locator(':scope > li li').allTextContents();
        found = names.every((name) => items.some((text) => text.includes(name)));
        if (found) {
          // Each interview with its time range, in the plan's order.
          const order = names.map((name) => items.findIndex((text) => text.includes(name)));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(items.filter((text) => /\d/.test(text)).length).toBeGreaterThanOrEqual(3);
        }
      }
    }
    expect(found).toBe(true);
    expect(e2e.problems).toEqual([]);
  });

  it('after a reload, availability sent shows the times shared, and "Update availability" starts with them ticked', async () => {
    const page = await open('pending');
    await getStarted(page);
    await pickSlots(page, 3);
    await page.getByRole('button', { name: t('pickDays:submit.availability') }).click();
    await expectScreen(page, t('intro:availabilitySent.title'));
    await page.reload();
    await expectScreen(page, t('intro:availabilitySent.title'));
    await page
      .getByRole('button', { name: t('intro:availabilitySent.updateAvailability') })
      .click();
    await expectScreen(page, t('pickDays:title'));
    await page.getByText(t('general:slots.selected', { count: 3 })).waitFor();
    expect(e2e.problems).toEqual([]);
  });

  it('the whole availability journey by keyboard only', async () => {
    const page = await open('pending');
    await expectScreen(page, t('intro:yourInterviews'));
    await tabTo(page, page.getByRole('button', { name: t('intro:getStarted') }));
    await page.keyboard.press('Enter');
    await expectScreen(page, t('pickDays:title'));
    await expect.poll(() => isFocused(heading(page, t('pickDays:title')))).toBe(true);

    let picked = 0;
    while (picked < 3) {
      const unchecked = page.getByRole('tabpanel').getByRole('checkbox', { checked: false });
      if ((await unchecked.count()) === 0) {
        // Next day: back to the day tabs, arrow right, into the panel again.
        await tabTo(page, page.getByRole('tab', { selected: true }), true);
        await page.keyboard.press('ArrowRight');
        continue;
      }
      await tabTo(page, unchecked.first());
      await page.keyboard.press('Space');
      picked += 1;
    }
    await page.getByText(t('general:slots.selected', { count: 3 })).waitFor();
    await tabTo(page, page.getByRole('button', { name: t('pickDays:submit.availability') }));
    await page.keyboard.press('Enter');
    await expectScreen(page, t('intro:availabilitySent.title'));
    await expect.poll(() => isFocused(heading(page, t('intro:availabilitySent.title')))).toBe(true);
    expect(e2e.problems).toEqual([]);
  });
});

/** A plural message with any count ("Show 1,200 new options"), as a whole-text pattern. */
/**
 * Faults injected into a real journey (issue 13): each ends with a visible message on the screen
 * the candidate was on, every pick still there, and the write sent once when it goes through.
 */
describe('faults: nothing lost, nothing doubled', () => {
  const CONFIRM = /\/v2\/meet\/confirm_candidate_availability\//;
  const submitButton = (page: Page) =>
    page.getByRole('button', { name: t('pickDays:submit.availability') });

  /** Every confirm POST the page sends, and those the server answered 2xx. */
  function watchConfirms(page: Page) {
    const seen = { sent: 0, applied: 0 };
    page.on('request', (request) => {
      if (request.method() === 'POST' && CONFIRM.test(request.url())) seen.sent += 1;
    });
    page.on('response', (response) => {
      if (CONFIRM.test(response.url()) && response.ok()) seen.applied += 1;
    });
    return seen;
  }

  /** Pick days still shows `n` picks (the count and the ticked boxes of the open day). */
  async function expectPicksKept(page: Page, n: number, ticked: number) {
    await expectScreen(page, t('pickDays:title'));
    await page.getByText(t('general:slots.selected', { count: n })).waitFor();
    expect(await page.getByRole('tabpanel').getByRole('checkbox', { checked: true }).count()).toBe(
      ticked,
    );
  }

  async function pickedOnOpenDay(page: Page) {
    return page.getByRole('tabpanel').getByRole('checkbox', { checked: true }).count();
  }

  /** Only what the fault itself makes the browser log (failed resources). */
  function expectOnlyFailedResources(pattern: RegExp) {
    expect(e2e.problems.filter((p) => !pattern.test(p))).toEqual([]);
  }

  it('offline mid-submit: "you’re offline", picks kept, sent by itself once back online', async () => {
    const page = await open('pending');
    const confirms = watchConfirms(page);
    await getStarted(page);
    await pickSlots(page, 3);
    const ticked = await pickedOnOpenDay(page);
    await e2e.context?.setOffline(true);
    await submitButton(page).click();
    await page.getByText(t('general:connection.offline')).waitFor();
    await expectPicksKept(page, 3, ticked);
    await e2e.context?.setOffline(false);
    await expectScreen(page, t('intro:availabilitySent.title'));
    expect(confirms.applied).toBe(1);
    expectOnlyFailedResources(/ERR_INTERNET_DISCONNECTED|net::ERR/);
  });

  it.each([
    [
      'an HTML body',
      'text/html',
      '<!doctype html><title>500</title><h1>Internal Server Error</h1>',
    ],
    [
      'a JSON body',
      'application/json',
      JSON.stringify({ status: 'error', code: 49999, message: 'Internal error' }),
    ],
  ])(
    'HTTP 500 with %s: the general message, picks kept, Try again sends once',
    async (_, type, body) => {
      const page = await open('pending');
      const confirms = watchConfirms(page);
      await getStarted(page);
      await pickSlots(page, 3);
      const ticked = await pickedOnOpenDay(page);
      await page.route(CONFIRM, (route) => route.fulfill({ status: 500, contentType: type, body }));
      await submitButton(page).click();
      await page.getByText(t('general:errors.general')).waitFor();
      await expectPicksKept(page, 3, ticked);
      await page.unroute(CONFIRM);
      await submitButton(page).click();
      await expectScreen(page, t('intro:availabilitySent.title'));
      expect(confirms).toEqual({ sent: 2, applied: 1 });
      expectOnlyFailedResources(/status of 500/);
    },
  );

  it('a 40 s stall: "the server took too long" after the 15 s limit, picks kept, then sent once', async () => {
    const page = await open('pending');
    const confirms = watchConfirms(page);
    await getStarted(page);
    await pickSlots(page, 3);
    const ticked = await pickedOnOpenDay(page);
    // The server holds the answer for 40 s; the client gives up at 15 s (DEFAULT_TIMEOUT_MS).
    await page.route(CONFIRM, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 40_000));
      await route.abort('timedout').catch(() => undefined);
    });
    const started = Date.now();
    await submitButton(page).click();
    await page.getByText(t('general:connection.timeout')).waitFor({ timeout: 25_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
    await expectPicksKept(page, 3, ticked);
    await page.unroute(CONFIRM);
    await submitButton(page).click();
    await expectScreen(page, t('intro:availabilitySent.title'));
    expect(confirms.applied).toBe(1);
    expectOnlyFailedResources(/net::ERR/);
  }, 60_000);

  /**
   * Lets the live-results socket through for its first `frames` messages, then `after` it:
   * 'silent' says nothing more (the socket stays open), 'kill' closes it. Later sockets (Try
   * again) go straight through.
   */
  async function breakSocket(page: Page, frames: number, after: 'silent' | 'kill') {
    let sockets = 0;
    await page.routeWebSocket(/\/ws\//, (ws) => {
      const upstream = ws.connectToServer();
      sockets += 1;
      if (sockets > 1) return;
      let passed = 0;
      // The stand-in closes its end after the last batch: the page is not told (silent stays
      // open; kill has closed it already).
      upstream.onClose(() => undefined);
      upstream.onMessage((message) => {
        if (passed >= frames) return;
        passed += 1;
        ws.send(message);
        if (passed === frames && after === 'kill') void ws.close({ code: 1011, reason: 'killed' });
      });
    });
  }

  it.each([
    ['goes silent', 'silent'],
    ['is killed', 'kill'],
  ] as const)(
    'a socket that %s mid-stream: "connection interrupted", results and picks kept, Try again',
    async (_, after) => {
      const page = await open('pending', '/s/', async (p) => {
        await p.clock.install();
        await breakSocket(p, 1, after);
      });
      await getStarted(page);
      await pickSlots(page, 1);
      const ticked = await pickedOnOpenDay(page);
      // The idle limit (SOCKET_IDLE_LIMIT_MS, 35 s) passes at once on the page's clock.
      if (after === 'silent') await page.clock.fastForward(36_000);
      await page.getByText(t('pickDays:search.disconnected')).waitFor({ timeout: 15_000 });
      await expectPicksKept(page, 1, ticked);
      await page.getByRole('button', { name: t('general:actions.tryAgain') }).click();
      await page.getByText(t('pickDays:search.disconnected')).waitFor({ state: 'detached' });
      await expectPicksKept(page, 1, ticked);
      expect(e2e.problems).toEqual([]);
    },
  );

  it('the link expires while the tab is open: the expired screen on submit, not a blank page', async () => {
    const page = await open('pending');
    await getStarted(page);
    await pickSlots(page, 3);
    await page.route(CONFIRM, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', gtErrorName: 'EXPIRED_INTERVIEW' }),
      }),
    );
    await submitButton(page).click();
    await expectScreen(page, t('intro:linkProblem.expiredTitle'));
    await page.getByText(t('general:errors.expired')).waitFor();
    expectOnlyFailedResources(/status of 400/);
  });

  it('a triple click on submit in one task sends one request', async () => {
    const page = await open('pending');
    const confirms = watchConfirms(page);
    await getStarted(page);
    await pickSlots(page, 3);
    await submitButton(page).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
      button.click();
    });
    await expectScreen(page, t('intro:availabilitySent.title'));
    expect(confirms).toEqual({ sent: 1, applied: 1 });
    expect(e2e.problems).toEqual([]);
  });
});
