/**
 * Keyboard-only journeys (WCAG 2.1.1, 2.4.3, 2.4.7) for the screens the route journeys drive
 * with the mouse: the interviewer link (a day by arrows, a time changed, one added, copied to
 * other days through the dialog, saved), the reschedule screen (a reason and its note, then
 * sent with new times), the scheduling link's contact form (filled and sent with Schedule),
 * "Add to calendar" on a confirmed interview (the file and the links), the staff debug panel
 * (its filters and "Show more"), a search that finds no times (a time suggested, sent, then
 * "Update availability", another zone chosen in the time-zone field, another time, sent
 * again), the portal (a message sent, then the language switcher) and the interviewer link's
 * e-mail step.
 *
 * Only the keyboard: Tab / Shift+Tab, arrows, Space, Enter, Escape and typing through
 * `page.keyboard`; no click, no `fill`. Each journey checks the order the controls are
 * reached in, where focus lands after an action (visibly, for a control: its pixels differ
 * with and without focus), that it is never lost to <body>, and that the action was done (the
 * stand-in server received it, or the next screen shows).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXED_NOW, getScenario, isReplyOk, type ScenarioId } from '../../fixtures';
import {
  appTookOver,
  e2eSession,
  escapeRegExp,
  expectEveryOptionCard,
  isFocused,
  newPage,
  optionCards,
  root,
  t,
} from './support';

const e2e = e2eSession();

/** A text of another language's file (`general.json`'s `language.label` as 'language', 'label'). */
function localeText(lng: string, ns: string, ...path: string[]): unknown {
  let value: unknown = JSON.parse(readFileSync(join(root, 'locales', lng, `${ns}.json`), 'utf8'));
  for (const key of path) value = (value as Record<string, unknown>)[key];
  return value;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** What has focus, as "<tag> <name>" (its label, aria-label or text), or "<body>". */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body || element === document.documentElement) {
      return '<body>';
    }
    const byIds = (ids: string | null) =>
      ids === null
        ? null
        : ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ');
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    const name =
      element.getAttribute('aria-label') ??
      byIds(element.getAttribute('aria-labelledby')) ??
      labels?.[0]?.textContent ??
      element.textContent;
    return `${element.tagName.toLowerCase()} ${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/** Presses Enter on what has focus and returns the download it starts. */
async function downloadByEnter(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  return download;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, and returns every stop on the way
 * (`focusedName`), the target's last. No stop may be <body>: focus never leaves the page.
 */
async function walkTo(page: Page, target: Locator, backwards = false): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < 80; i++) {
    if (await isFocused(target.first())) return stops;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusedName(page);
    expect(stop, `stop ${String(i + 1)} after ${stops.join(' | ')}`).not.toBe('<body>');
    stops.push(stop);
  }
  throw new Error(`could not reach ${String(target)} with the keyboard: ${stops.join(' | ')}`);
}

/** `stops` holds a stop matching each of `expected`, in that order (others may come between). */
function expectInOrder(stops: string[], expected: (string | RegExp)[]) {
  let from = 0;
  for (const want of expected) {
    const at = stops.findIndex(
      (stop, i) =>
        i >= from && (typeof want === 'string' ? stop.startsWith(want) : want.test(stop)),
    );
    expect(
      at,
      `${String(want)} after stop ${String(from)} in ${stops.join(' | ')}`,
    ).toBeGreaterThan(-1);
    from = at + 1;
  }
}

/** Focus is (or comes to be) on `target`, not on <body>. */
async function expectFocus(page: Page, target: Locator) {
  await expect
    .poll(async () => ((await isFocused(target)) ? 'target' : await focusedName(page)), {
      timeout: 10_000,
    })
    .toBe('target');
}

/**
 * Focus is on `target`, on screen, and shows: the area around it is drawn differently with
 * focus than without (screenshot focused, blurred, then focus given back where it was).
 */
async function expectVisibleFocus(page: Page, target: Locator) {
  await expectFocus(page, target);
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error(`${String(target)} has no box`);
  expect(box.y, 'on screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'on screen').toBeLessThanOrEqual(viewport.height);
  const x = Math.max(0, box.x - 6);
  const y = Math.max(0, box.y - 6);
  const clip = {
    x,
    y,
    width: Math.min(box.width + 12, viewport.width - x),
    height: Math.min(box.height + 12, viewport.height - y),
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const withFocus = await shot();
  await target.evaluate((element) => {
    (element as HTMLElement).blur();
  });
  const without = await shot();
  await target.evaluate((element) => {
    (element as HTMLElement).focus({ preventScroll: true });
  });
  expect(withFocus.equals(without), `${String(target)}: focus is not visible`).toBe(false);
  await expectFocus(page, target);
}

/** A page of the session at the scenario's zone, the clock at the fixtures' "now". */
async function open(id: ScenarioId, path: string, viewport?: { width: number; height: number }) {
  const page = await newPage(e2e, {
    timezoneId: getScenario(id).browserTimeZone,
    ...(viewport ? { viewport } : {}),
  });
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${e2e.server.url}${path}`);
  await appTookOver(page);
  return page;
}

/** Ticks `n` offered options on Pick days by keyboard (Space; arrows to the next day). */
async function pickByKeyboard(page: Page, n: number) {
  await page.getByRole('tabpanel').getByRole('checkbox').first().waitFor({ timeout: 15_000 });
  let picked = 0;
  while (picked < n) {
    const unchecked = page.getByRole('tabpanel').getByRole('checkbox', { checked: false });
    if ((await unchecked.count()) === 0) {
      await walkTo(page, page.getByRole('tab', { selected: true }), true);
      await page.keyboard.press('ArrowRight');
      continue;
    }
    await walkTo(page, unchecked.first());
    await page.keyboard.press('Space');
    picked += 1;
  }
  await page.getByText(t('general:slots.selected', { count: n })).waitFor();
}

describe('keyboard only', () => {
  it('interviewer link by keyboard only: a day by arrows, a time changed and one added, copied to other days in the dialog (Escape gives focus back), saved', async () => {
    const scenario = getScenario('interviewer-link');
    const link = scenario.interviewerLink;
    if (!link) throw new Error('the interviewer-link scenario has a link');
    const page = await open(
      'interviewer-link',
      `/i/${link.organizationSlug}/${link.customUrl}?email=${encodeURIComponent(link.interviewerEmail)}`,
    );
    await h1(page, t('interviewerLink:availability.title')).waitFor();
    const tab = (date: string) =>
      page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(date)}`) });
    const from = page.getByRole('combobox', { name: t('interviewerLink:availability.from') });
    const to = page.getByRole('combobox', { name: t('interviewerLink:availability.to') });
    const add = page.getByRole('button', { name: t('interviewerLink:availability.add') });
    const copy = page.getByRole('button', { name: t('interviewerLink:availability.copy') });
    const save = page.getByRole('button', { name: t('interviewerLink:availability.save') });

    // The strip's selected day (the first with times), then arrows: the next day, and back.
    const opening = tab('Tuesday, March 10, 2026');
    const toStrip = await walkTo(page, opening);
    expectInOrder(toStrip, [
      /^a /,
      `input ${t('general:timeZone.label')}`,
      'button Tuesday, March 10, 2026',
    ]);
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, tab('Wednesday, March 11, 2026'));
    await page.getByText(t('interviewerLink:availability.none')).waitFor();
    await page.keyboard.press('ArrowLeft');
    await expectFocus(page, opening);
    expect(await opening.getAttribute('aria-selected')).toBe('true');

    // The row's From, To, ×, then Add time and Copy, then Save.
    const rowStops = await walkTo(page, save);
    expectInOrder(rowStops, [
      `select ${t('interviewerLink:availability.from')}`,
      `select ${t('interviewerLink:availability.to')}`,
      /^button Remove /,
      `button ${t('interviewerLink:availability.add')}`,
      `button ${t('interviewerLink:availability.copy')}`,
      `button ${t('interviewerLink:availability.save')}`,
    ]);
    // Change the end of 9:00–12:00 to 13:00: four quarter hours down.
    await walkTo(page, to.first(), true);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    expect(await to.first().inputValue()).toBe('780');
    await page
      .getByRole('status')
      .filter({ hasText: t('interviewerLink:availability.unsaved') })
      .waitFor();

    // Add time: a new row (14:00–15:00) and focus on its From, visibly.
    await walkTo(page, add);
    await page.keyboard.press('Enter');
    await expect.poll(() => from.count()).toBe(2);
    await expectVisibleFocus(page, from.nth(1));
    expect([await from.nth(1).inputValue(), await to.nth(1).inputValue()]).toEqual(['840', '900']);
    // 13:30–16:00: From two steps up, Tab, To four steps down.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await expectFocus(page, to.nth(1));
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    expect([await from.nth(1).inputValue(), await to.nth(1).inputValue()]).toEqual(['810', '960']);

    // Copy to other days: the dialog takes focus; Escape closes it and gives focus back.
    await walkTo(page, copy);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Copy the times of Tuesday, March 10/ });
    await dialog.waitFor();
    await expectFocus(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectVisibleFocus(page, copy);
    // Again: "Same day every week" by Space, then Copy (which says how many days).
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const sameWeekday = dialog.getByRole('checkbox', {
      name: t('interviewerLink:copy.sameWeekday', { weekday: 'Tuesday' }),
    });
    const dialogStops = await walkTo(page, sameWeekday);
    expectInOrder(dialogStops, [
      /^button Close/,
      `input ${t('interviewerLink:copy.weekdays')}`,
      `input ${t('interviewerLink:copy.sameWeekday', { weekday: 'Tuesday' })}`,
    ]);
    await page.keyboard.press('Space');
    const apply = dialog.getByRole('button', {
      name: t('interviewerLink:copy.applyCount', { count: 3 }),
    });
    const toApply = await walkTo(page, apply);
    expectInOrder(toApply, [
      'input Tuesday, March 3, 2026',
      'input Saturday, March 28, 2026',
      `button ${t('interviewerLink:copy.cancel')}`,
    ]);
    // Tab stays inside the open dialog.
    expect(toApply.every((stop) => !stop.startsWith('select'))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectVisibleFocus(page, copy);
    expect(await tab('Tuesday, March 17, 2026').textContent()).toContain(
      t('interviewerLink:availability.rangeCount', { count: 2 }),
    );

    // Save: sent once, said in the bar; focus stays on Save.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/interviewer-link/')) puts += 1;
    });
    await walkTo(page, save);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: t('interviewerLink:availability.savedAt', { time: '' }).trim() })
      .waitFor();
    await expectVisibleFocus(page, save);
    expect(puts).toBe(1);
    // The Tuesdays 3, 10, 17 and 24 March: 9:00–13:00 and 13:30–16:00 in Chicago (CST on the
    // 3rd, CDT from the 8th); the 12th keeps its saved time.
    const tuesday = (day: string, offset: number) => [
      [
        `2026-03-${day}T${String(9 + offset)}:00:00.000Z`,
        `2026-03-${day}T${String(13 + offset)}:00:00.000Z`,
      ],
      [
        `2026-03-${day}T${String(13 + offset)}:30:00.000Z`,
        `2026-03-${day}T${String(16 + offset)}:00:00.000Z`,
      ],
    ];
    expect(
      e2e.server.state.interviewerAvailability[link.id]?.ranges.map((r) => [
        r.startTime,
        r.endTime,
      ]),
    ).toEqual([
      ...tuesday('03', 6),
      ...tuesday('10', 5),
      ['2026-03-12T14:00:00.000Z', '2026-03-12T17:30:00.000Z'],
      ...tuesday('17', 5),
      ...tuesday('24', 5),
    ]);
    expect(e2e.problems).toEqual([]);
  });

  it('reschedule by keyboard only: the reason by arrows, its note typed, each error focused, new times sent with the reason and note', async () => {
    const scenario = getScenario('confirmed');
    const page = await open('confirmed', `/s/${scenario.hash}`);
    await h1(page, t('booking:confirmation.heading')).waitFor();
    await walkTo(page, page.getByRole('button', { name: t('booking:confirmation.reschedule') }));
    await page.keyboard.press('Enter');
    await expectFocus(page, h1(page, t('booking:reschedule.heading')));

    const radio = (code: string) =>
      page.getByRole('radio', {
        name: t(`booking:reschedule.reasons.${code}` as 'booking:reschedule.reasons.other'),
      });
    const note = page.getByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(t('booking:reschedule.noteLabel'))}`),
    });
    const next = page.getByRole('button', { name: t('general:actions.continue') });
    // From the heading: the reasons (entered at the first), the note, Continue, Back.
    const stops = await walkTo(page, page.getByRole('button', { name: t('general:actions.back') }));
    expectInOrder(stops, [
      `input ${t('booking:reschedule.reasons.sick')}`,
      `textarea ${t('booking:reschedule.noteLabel')}`,
      `button ${t('general:actions.continue')}`,
      `button ${t('general:actions.back')}`,
    ]);
    expect(stops).toHaveLength(4);
    // Continue with no reason: said at the reasons, and focus on the first of them.
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, next);
    await page.keyboard.press('Enter');
    await page.getByText(t('booking:reschedule.errors.reasonRequired')).waitFor();
    await expectVisibleFocus(page, radio('sick'));
    // Arrows choose: down to "Other reason".
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await radio('other').isChecked()).toBe(true);
    await expectFocus(page, radio('other'));
    // Too short a note for "Other": said at the note, focus on it, what was typed kept.
    await page.keyboard.press('Tab');
    await expectFocus(page, note);
    await page.keyboard.type('Flight');
    await walkTo(page, next);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page, note);
    expect(await note.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' moved to Tuesday.');
    expect(await note.inputValue()).toBe('Flight moved to Tuesday.');
    await walkTo(page, next);
    await page.keyboard.press('Enter');

    // Pick days for the new times, its heading focused; three times, then send.
    await expectFocus(page, h1(page, t('pickDays:titleReschedule')));
    await pickByKeyboard(page, 3);
    await walkTo(page, page.getByRole('button', { name: t('pickDays:submit.reschedule') }));
    await page.keyboard.press('Enter');
    await expectFocus(page, h1(page, t('intro:availabilitySent.title')));
    const sent = e2e.server.state.links[scenario.hash]?.reschedules ?? [];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ reasonCode: 'other', note: 'Flight moved to Tuesday.' });
    expect(sent[0]?.availableTimeRanges.length).toBeGreaterThan(0);
    expect(e2e.problems).toEqual([]);
  });

  it('scheduling link by keyboard only: a time, then the details typed field by field, a missing e-mail focused, Schedule pressed: booked; the calendar file', async () => {
    const scenario = getScenario('scheduling-link');
    const linkId = scenario.schedulingLink?.id ?? '';
    const page = await open('scheduling-link', `/l/${linkId}`);
    await h1(page, t('schedulingLink:time.title')).waitFor();
    // The calendar (its one stop), Wednesday 4 March by arrow, Enter; a time by arrow; Next.
    await walkTo(page, page.getByRole('grid').locator('button[tabindex="0"]'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: /March 4/ }).waitFor();
    await walkTo(page, page.getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: '10:30 AM' }).isChecked()).toBe(true);
    const next = page.getByRole('button', { name: t('schedulingLink:time.next'), exact: true });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, next);
    await page.keyboard.press('Enter');

    // The details: the heading focused; Change time, the fields in reading order, Schedule.
    await expectFocus(page, h1(page, t('contact:heading')));
    const field = (key: 'contact:firstName' | 'contact:lastName' | 'contact:email') =>
      page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(key))}`) });
    const schedule = page.getByRole('button', { name: t('schedulingLink:details.schedule') });
    const stops = await walkTo(page, schedule);
    expectInOrder(stops, [
      `button ${t('schedulingLink:details.changeTime')}`,
      `input ${t('contact:firstName')}`,
      `input ${t('contact:lastName')}`,
      `input ${t('contact:email')}`,
      `input ${t('contact:phone')}`,
      `button ${t('schedulingLink:details.schedule')}`,
    ]);
    // The names typed, the e-mail left out: Schedule says so and focuses the e-mail.
    await walkTo(page, field('contact:firstName'), true);
    await page.keyboard.type('Daniel');
    await page.keyboard.press('Tab');
    await expectFocus(page, field('contact:lastName'));
    await page.keyboard.type('Kim');
    await walkTo(page, schedule);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page, field('contact:email'));
    expect(await field('contact:email').getAttribute('aria-invalid')).toBe('true');
    expect(e2e.server.state.schedulingLinkBookings[linkId] ?? []).toHaveLength(0);
    await page.keyboard.type('daniel.kim@example.com');
    await walkTo(page, schedule);
    await page.keyboard.press('Enter');

    await expectFocus(page, h1(page, t('schedulingLink:confirmed.title')));
    const bookings = e2e.server.state.schedulingLinkBookings[linkId] ?? [];
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      contact: { firstName: 'Daniel', lastName: 'Kim', email: 'daniel.kim@example.com' },
      timeRange: { startTime: '2026-03-04T16:30:00.000Z', endTime: '2026-03-04T17:00:00.000Z' },
    });
    // The booked call's calendar file, by Enter.
    const ics = page.getByRole('button', {
      name: new RegExp(escapeRegExp(t('booking:calendar.ics'))),
    });
    await walkTo(page, ics);
    const download = await downloadByEnter(page);
    expect(readFileSync(await download.path(), 'utf8')).toContain('DTSTART:20260304T163000Z');
    await expectFocus(page, ics);
    expect(e2e.problems).toEqual([]);
  });

  it('"Add to calendar" on a confirmed interview by keyboard only: the .ics file by Enter, then each interview’s Google and Outlook link in order, each opening its calendar', async () => {
    const scenario = getScenario('confirmed');
    const intro = scenario.intro;
    if (!isReplyOk(intro)) throw new Error('confirmed has an intro');
    const events = intro.result.interview.schedule;
    const page = await open('confirmed', `/s/${scenario.hash}`);
    // The calendars are other sites: answered here, so nothing leaves the machine.
    await page
      .context()
      .route(/^https:\/\/(calendar\.google\.com|outlook\.(live|office)\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>calendar</title>' }),
      );
    await h1(page, t('booking:confirmation.heading')).waitFor();
    const ics = page.getByRole('button', {
      name: new RegExp(escapeRegExp(t('booking:calendar.ics'))),
    });
    await walkTo(page, ics);
    const download = await downloadByEnter(page);
    const file = readFileSync(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(events.length);
    await expectVisibleFocus(page, ics);

    // Then, for each interview in order: Google Calendar, Outlook, each a new tab.
    const google = page.getByRole('link', {
      name: new RegExp(`^${t('booking:calendar.google')} `),
    });
    const outlook = page.getByRole('link', {
      name: new RegExp(`^${t('booking:calendar.outlook')} `),
    });
    expect(await google.count()).toBe(events.length);
    const stops = await walkTo(page, outlook.last());
    expectInOrder(
      stops,
      events.flatMap((event) => [
        `a ${t('booking:calendar.google')} ${event.title}`,
        `a ${t('booking:calendar.outlook')} ${event.title}`,
      ]),
    );
    // The first interview's links: Google Calendar (back to it), then Outlook (the next stop).
    const opens = async (target: Locator, site: RegExp) => {
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.keyboard.press('Enter'),
      ]);
      await tab.waitForURL(site);
      await tab.close();
      // The page keeps its focus on the link.
      await expectVisibleFocus(page, target);
    };
    await walkTo(page, google.first(), true);
    await opens(google.first(), /^https:\/\/calendar\.google\.com\//);
    await page.keyboard.press('Tab');
    await expectFocus(page, outlook.first());
    await opens(outlook.first(), /^https:\/\/outlook\.(live|office)\.com\//);
    expect(e2e.problems).toEqual([]);
  });

  it('staff debug panel by keyboard only: signed in, a time ticked, the name filter typed, "only selected" toggled, "Show more" to the end with focus on each new page', async () => {
    const pending = getScenario('pending');
    const link = `/s/${pending.hash}?debug=true`;
    const page = await newPage(e2e, {
      timezoneId: pending.browserTimeZone,
      viewport: { width: 1440, height: 900 },
    });
    // The stand-in's sign-in page (a developer tool), by keyboard too.
    await page.goto(`${e2e.server.url}/staff/sign-in?next=${encodeURIComponent(link)}`);
    await walkTo(page, page.getByLabel('Staff code'));
    await page.keyboard.type(e2e.server.staffCode);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/s/${pending.hash}`);
    await appTookOver(page);
    await walkTo(page, page.getByRole('button', { name: t('intro:getStarted') }));
    await page.keyboard.press('Enter');
    await expectFocus(page, h1(page, t('pickDays:title')));
    await pickByKeyboard(page, 1);

    const panel = page.getByRole('region', { name: t('debug:title') });
    const all = t('debug:count', { count: 40, shown: 40 });
    const count = panel.locator('p').filter({ hasText: / of \d+ options? shown$/ });
    // The search is over: every option has arrived.
    await panel.getByText(/ of 40 options shown$/).waitFor({ timeout: 15_000 });
    const search = panel.getByRole('searchbox', { name: t('debug:filter.attendee') });
    const onlySelected = panel.getByRole('checkbox', { name: t('debug:filter.onlySelected') });
    // After Pick days (its page, then the panel beside it): the name, "only selected".
    const stops = await walkTo(page, onlySelected);
    expectInOrder(stops, [
      `button ${t('pickDays:submit.availability')}`,
      `input ${t('debug:filter.attendee')}`,
      `input ${t('debug:filter.onlySelected')}`,
    ]);
    // Only the options over the ticked time: fewer than all.
    await expect.poll(() => count.textContent()).toMatch(/^\d+ of 40 options? shown$/);
    expect(await count.textContent()).not.toBe(all);
    // "only selected" off by Space: every option.
    await page.keyboard.press('Space');
    expect(await onlySelected.isChecked()).toBe(false);
    await panel.locator('p').filter({ hasText: all }).waitFor();
    // The name filter typed: only García's options.
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, search);
    await page.keyboard.type('garcia');
    await panel.locator('p').filter({ hasText: all }).waitFor({ state: 'detached' });
    await expectEveryOptionCard(panel, 'García');
    const cards = optionCards(panel);
    // Cleared by keyboard: every option again, ten listed.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await panel.locator('p').filter({ hasText: all }).waitFor();
    await expect.poll(() => cards.count()).toBe(10);

    // "Show more" (the next stop after the filters): each press lists ten more and puts focus
    // on the first of them, visibly; after the last page the button is gone, focus is not lost.
    const more = panel.getByRole('button', { name: t('debug:showMore') });
    for (const first of [11, 21, 31]) {
      const moreStops = await walkTo(page, more);
      expect(moreStops.length).toBeLessThanOrEqual(2);
      await page.keyboard.press('Enter');
      await expect.poll(() => cards.count()).toBe(first + 9);
      await expectVisibleFocus(
        page,
        panel.getByRole('heading', {
          level: 3,
          name: t('debug:option.heading', { number: first }),
        }),
      );
    }
    expect(await more.count()).toBe(0);
    expect(e2e.problems).toEqual([]);
  });

  it('no times found, by keyboard only: a time suggested and sent; "Update availability", the zone changed by typing and arrows (the times shown in it), another time suggested, sent again', async () => {
    const scenario = getScenario('no-results');
    const page = await open('no-results', `/s/${scenario.hash}`);
    await walkTo(page, page.getByRole('button', { name: t('intro:getStarted') }));
    await page.keyboard.press('Enter');
    const suggestTimes = page.getByRole('button', { name: t('intro:noResults.suggestTimes') });
    await h1(page, t('intro:noResults.title')).waitFor({ timeout: 15_000 });
    await walkTo(page, suggestTimes);
    await page.keyboard.press('Enter');

    // Pick days, its "Suggest a time" form open: the date, start, end, Add time, then Send.
    await expectFocus(page, h1(page, t('pickDays:title')));
    const date = page.getByLabel(t('pickDays:suggest.date'));
    const suggestToggle = page.getByRole('button', { name: t('pickDays:suggest.toggle') });
    const start = page.getByLabel(t('pickDays:suggest.start'));
    const end = page.getByLabel(t('pickDays:suggest.end'));
    const add = page.getByRole('button', { name: t('pickDays:suggest.add') });
    const send = page.getByRole('button', { name: t('pickDays:submit.availability') });
    const zone = page.getByRole('combobox', { name: t('general:timeZone.label') });
    const stops = await walkTo(page, send);
    expectInOrder(stops, [
      `input ${t('general:timeZone.label')}`,
      `button ${t('pickDays:suggest.toggle')}`,
      `input ${t('pickDays:suggest.date')}`,
      `input ${t('pickDays:suggest.start')}`,
      `input ${t('pickDays:suggest.end')}`,
      `button ${t('pickDays:suggest.add')}`,
      `button ${t('pickDays:submit.availability')}`,
    ]);
    // Into each field from before it (its first part: month, hour), typed; each part moves on.
    const last = String(await date.getAttribute('max'));
    await walkTo(page, suggestToggle, true);
    await walkTo(page, date);
    await page.keyboard.type(`${last.slice(5, 7)}${last.slice(8, 10)}${last.slice(0, 4)}`);
    expect(await date.inputValue()).toBe(last);
    await walkTo(page, start);
    await page.keyboard.type('0900AM');
    await walkTo(page, end);
    await page.keyboard.type('1200PM');
    expect([await start.inputValue(), await end.inputValue()]).toEqual(['09:00', '12:00']);
    await walkTo(page, add);
    await page.keyboard.press('Enter');
    await page.getByText(t('general:slots.selected', { count: 1 })).waitFor();
    // Focus stays on Add time, visibly; the time is listed under the form.
    await expectVisibleFocus(page, add);
    const listed = page.getByRole('list', { name: t('pickDays:suggest.listTitle') });
    expect(await listed.textContent()).toContain('Sun, Mar 15, 9:00 AM – 12:00 PM');
    await walkTo(page, send);
    await page.keyboard.press('Enter');
    await expectFocus(page, h1(page, t('intro:availabilitySent.title')));
    const link = () => e2e.server.state.links[scenario.hash];
    const range = (startTime: string, endTime: string): unknown =>
      expect.objectContaining({ startTime, endTime });
    expect(link()?.confirmations).toEqual([
      expect.objectContaining({
        guestTimeZone: 'America/New_York',
        availableTimeRanges: [range('2026-03-15T13:00:00.000Z', '2026-03-15T16:00:00.000Z')],
      }),
    ]);

    // "Update availability": Pick days again, the suggested time still picked.
    await walkTo(
      page,
      page.getByRole('button', { name: t('intro:availabilitySent.updateAvailability') }),
    );
    await page.keyboard.press('Enter');
    // The search finds none again: its screen, then "Suggest times" once more.
    await h1(page, t('intro:noResults.title')).waitFor({ timeout: 15_000 });
    await expectFocus(page, h1(page, t('intro:noResults.title')));
    await walkTo(page, suggestTimes);
    await page.keyboard.press('Enter');
    await expectFocus(page, h1(page, t('pickDays:title')));
    await page.getByText(t('general:slots.selected', { count: 1 })).waitFor();
    expect(await listed.textContent()).toContain('Sun, Mar 15, 9:00 AM – 12:00 PM');
    // The zone (the first stop after the heading): typed, the first match by arrow, Enter.
    const toZone = await walkTo(page, zone);
    expect(toZone).toHaveLength(1);
    await page.keyboard.type('Tokyo');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => zone.inputValue()).toBe('Tokyo, Japan (GMT+9)');
    expect(await zone.getAttribute('aria-expanded')).toBe('false');
    await expectVisibleFocus(page, zone);
    // The suggested time, shown again in Tokyo.
    await expect
      .poll(() => listed.textContent())
      .toContain('Sun, Mar 15, 10:00 PM – Mon, Mar 16, 1:00 AM');
    // Another time, in Tokyo: the last day, 10:00–11:00; then sent.
    const lastInTokyo = String(await date.getAttribute('max'));
    await walkTo(page, date);
    await page.keyboard.type(
      `${lastInTokyo.slice(5, 7)}${lastInTokyo.slice(8, 10)}${lastInTokyo.slice(0, 4)}`,
    );
    await walkTo(page, start);
    await page.keyboard.type('1000AM');
    await walkTo(page, end);
    await page.keyboard.type('1100AM');
    await walkTo(page, add);
    await page.keyboard.press('Enter');
    await page.getByText(t('general:slots.selected', { count: 2 })).waitFor();
    await expectVisibleFocus(page, add);
    await walkTo(page, send);
    await page.keyboard.press('Enter');
    await expectFocus(page, h1(page, t('intro:availabilitySent.title')));
    expect(link()?.confirmations).toHaveLength(2);
    expect(link()?.confirmations[1]).toEqual(
      expect.objectContaining({
        guestTimeZone: 'Asia/Tokyo',
        availableTimeRanges: expect.arrayContaining([
          range('2026-03-15T13:00:00.000Z', '2026-03-15T16:00:00.000Z'),
          range(`${lastInTokyo}T01:00:00.000Z`, `${lastInTokyo}T02:00:00.000Z`),
        ]) as unknown,
      }),
    );
    expect(link()?.confirmations[1]?.availableTimeRanges).toHaveLength(2);
    expect(e2e.problems).toEqual([]);
  });

  it('portal by keyboard only: a message typed and sent with Send (shown, the box emptied, focus kept); then the language switcher by typing: the page in German, <html lang> too', async () => {
    const scenario = getScenario('portal');
    const page = await open('portal', `/p/${(scenario.portal?.segments ?? []).join('/')}`);
    const box = page.getByRole('textbox', { name: t('portal:messages.label') });
    const sendMessage = page.getByRole('button', { name: t('portal:messages.send') });
    const language = page.getByRole('combobox', { name: t('general:language.label') });
    // The thread (it scrolls, so it is a stop), the box, Send, then on to the footer's language.
    const stops = await walkTo(page, language);
    expectInOrder(stops, [
      `div ${t('portal:messages.title')}`,
      `textarea ${t('portal:messages.label')}`,
      `button ${t('portal:messages.send')}`,
      `select ${t('general:language.label')}`,
    ]);
    const text = 'Could we do the onsite on a Thursday?';
    await walkTo(page, box, true);
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
    await expectFocus(page, sendMessage);
    await page.keyboard.press('Enter');
    await page.getByRole('log').getByText(text).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    // Focus stays on Send, visibly.
    await expectVisibleFocus(page, sendMessage);
    await expect
      .poll(() => Object.values(e2e.server.state.portalMessages).flat())
      .toEqual([expect.objectContaining({ body: text })]);

    // The language: typed on the closed select (its first match), the page follows at once.
    await walkTo(page, language);
    await page.keyboard.type('Deutsch');
    await page
      .getByRole('heading', { level: 1, name: String(localeText('de', 'portal', 'title')) })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Focus stayed on the switcher all along (the page was never hidden while it loaded).
    const sprache = page.getByRole('combobox', {
      name: String(localeText('de', 'general', 'language', 'label')),
    });
    expect(await sprache.inputValue()).toBe('de');
    await expectVisibleFocus(page, sprache);
    // The message box, in German: Shift+Tab back up the page reaches it.
    await walkTo(
      page,
      page.getByRole('textbox', {
        name: String(localeText('de', 'portal', 'messages', 'label')),
      }),
      true,
    );
    expect(e2e.problems).toEqual([]);
  });

  it('interviewer link without the e-mail, by keyboard only: a wrong address refused at the field (focus kept there, visibly), the right one typed, Enter: the availability', async () => {
    const scenario = getScenario('interviewer-link');
    const link = scenario.interviewerLink;
    if (!link) throw new Error('the interviewer-link scenario has a link');
    const page = await open('interviewer-link', `/i/${link.organizationSlug}/${link.customUrl}`);
    await h1(page, t('interviewerLink:email.title')).waitFor();
    const field = page.getByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(t('interviewerLink:email.label'))}`),
    });
    const next = page.getByRole('button', { name: t('interviewerLink:email.continue') });
    const stops = await walkTo(page, next);
    expect(stops).toHaveLength(3);
    expectInOrder(stops, [
      /^a /,
      `input ${t('interviewerLink:email.label')}`,
      `button ${t('interviewerLink:email.continue')}`,
    ]);
    // Not an address: said at the field, which gets focus.
    await walkTo(page, field, true);
    await page.keyboard.type('kwame@');
    await walkTo(page, next);
    await page.keyboard.press('Enter');
    await page.getByText(t('interviewerLink:email.invalid')).waitFor();
    await expectVisibleFocus(page, field);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // Another address, sent with Enter in the field: not this link's; focus stays, visibly.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('someone@example.com');
    await page.keyboard.press('Enter');
    await page.getByText(t('interviewerLink:email.notFound')).waitFor();
    await expectVisibleFocus(page, field);
    expect(await field.inputValue()).toBe('someone@example.com');
    // The link's address: the availability, its heading focused.
    await page.keyboard.press('Control+A');
    await page.keyboard.type(link.interviewerEmail);
    await walkTo(page, next);
    await page.keyboard.press('Enter');
    await expectFocus(page, h1(page, t('interviewerLink:availability.title')));
    // The one refusal: the stand-in's 404 for an address that is not the link's.
    expect(e2e.problems).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });
});
