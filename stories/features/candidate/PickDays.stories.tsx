import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW_MS } from '../../../fixtures/clock';
import { CONNECTION_NOTICES } from '../../../src/domain/connection-notices';
import { ERROR_MESSAGES, SUBMIT_REFUSED_MESSAGES } from '../../../src/domain/errors';
import { requiredSlots } from '../../../src/domain/min-slots';
import { findByHash, type ResultIndex, validCount } from '../../../src/domain/results';
import { itineraryOf } from '../../../src/domain/itinerary';
import { slotKey, slotOfOption } from '../../../src/domain/selection';
import {
  SUGGESTED_TIME_ERROR_MESSAGES,
  suggestedTimeToSlot,
} from '../../../src/domain/suggested-times';
import {
  PickDaysScreen,
  type PickDaysScreenProps,
} from '../../../src/features/candidate/screens/PickDaysScreen';
import {
  bucketViews,
  FOLD_FROM,
  instantOfDay,
  offeredGroups,
  startGroups,
} from '../../../src/features/candidate/screens/pick-days/derive';
import { zoneOffset, zonePlace } from '../../../src/i18n/zone-label';
import { ownTime } from '../../../src/i18n/own-time';
import { revealTab } from '../../../src/ui';
import { formatDate, formatTime, formatTimeRange } from '../../../src/i18n/format';
import { formatShortDay } from '../../../src/i18n/day-format';
import { localeOf, storyT } from '../../support/i18n';
import {
  emptyIndexFor,
  firstGroup,
  indexFor,
  onsiteZoneOf,
  planOf,
  slotsOf,
  STORY_TIME_ZONES,
  suggestWindowOf,
  zoneOf,
} from './support';

// Results as the pending scenario's socket streams them: all 40, or the first 2 batches.
const pending = indexFor('pending', 40);
const pendingEarly = indexFor('pending', 16);
const firstDay = firstGroup(pending, 'singleDay');
/** A day that had fewer options in the early batches than in the whole stream. */
const heldDay =
  offeredGroups(pendingEarly, 'singleDay').find(
    (group) => slotsOf(pending, group.key).length > group.count,
  )?.key ?? firstDay;
/** The rows of that day that came after the early batches (held back while it was read). */
const lateSlots = (() => {
  const early = new Set(slotsOf(pendingEarly, heldDay).map(slotKey));
  return slotsOf(pending, heldDay).filter((slot) => !early.has(slotKey(slot)));
})();
const lateKeys: ReadonlySet<string> = new Set(lateSlots.map(slotKey));
/** One of them. */
const lateSlot = (() => {
  const late = lateSlots[0];
  if (late === undefined) throw new Error('no late option on the held day');
  return late;
})();
/** The day of the pending results with the most options (5), for the selection stories. */
const busyDay = 'day:2026-03-06' as const;
const busyDaySlots = slotsOf(pending, busyDay);

const meta = {
  title: 'Candidate/Screens/PickDays',
  component: PickDaysScreen,
  args: {
    index: pending,
    view: 'singleDay',
    activeGroup: firstDay,
    selection: [],
    taken: [],
    minSlots: 3,
    timeZone: zoneOf('pending'),
    timeZoneOptions: STORY_TIME_ZONES,
    suggestedTimeZones: [zoneOf('pending')],
    onsiteTimeZone: null,
    ownTimeZone: null,
    interviewNames: planOf('pending'),
    attendeeNames: null,
    search: 'done',
    heldRows: new Set<string>(),
    announcement: null,
    visiblePerBucket: {},
    purpose: 'availability',
    submitting: false,
    submitError: null,
    suggestOpen: false,
    suggestError: null,
    suggestWindow: suggestWindowOf('pending'),
    onSelectView: fn(),
    onSelectGroup: fn(),
    onToggleSlot: fn(),
    onSelectAll: fn(),
    onDeselectAll: fn(),
    onShowMore: fn(),
    onShowNewResults: fn(),
    onHoldArrived: fn(),
    onTimeZoneChange: fn(),
    onRetrySearch: fn(),
    onToggleSuggest: fn(),
    onSuggestTime: fn(),
    onSubmit: fn(),
  },
  argTypes: { index: { control: false }, selection: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PickDaysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<PickDaysScreenProps>;

function canvasOf(context: Context) {
  return within(context.canvasElement);
}

/** One h1, the title for the purpose. */
async function expectTitle(context: Context) {
  const t = storyT(context);
  const canvas = canvasOf(context);
  const title =
    context.args.purpose === 'reschedule' ? t('pickDays:titleReschedule') : t('pickDays:title');
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

function submitButton(context: Context) {
  const t = storyT(context);
  const name =
    context.args.purpose === 'reschedule'
      ? t('pickDays:submit.reschedule')
      : t('pickDays:submit.availability');
  // While busy, the name also carries the busy label ("… Sending your availability…").
  return canvasOf(context).getByRole('button', { name: (accessible) => accessible.includes(name) });
}

/** The submit bar (src/ui StickyBar). */
function stickyBar(context: Context): HTMLElement {
  const bar = context.canvasElement.querySelector<HTMLElement>('[data-sticky-bar]');
  if (bar === null) throw new Error('no sticky bar');
  return bar;
}

/**
 * Leaves the page at rest for the screenshot: nothing focused, the page scrolled back to the
 * top (so the sticky bar sits at the bottom of the first screen) and the day tabs as they
 * first rendered (the selected one in view).
 */
function atRest(context: Context) {
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
  const row = context.canvasElement.querySelector<HTMLElement>('[data-tab-row]');
  if (row !== null) row.scrollLeft = 0;
  revealTab(context.canvasElement.querySelector('[role="tab"][aria-selected="true"]'));
  window.scrollTo(0, 0);
}

/** The time range a row shows for an option, as the screen formats it in the story's locale. */
function rangeText(context: Context, slot: { startTime: string; endTime: string }) {
  return formatTimeRange(
    slot.startTime,
    slot.endTime,
    localeOf(context.globals),
    context.args.timeZone,
  );
}

/**
 * A day's row as a screen reader names it: the day (the list's heading) then the time range,
 * so "Wednesday, March 4, 2026 9:45 – 11:00 AM" stands on its own.
 */
function rowName(context: Context, slot: { startTime: string; endTime: string }) {
  const name = dayAndRange(context, slot);
  return (accessible: string) => accessible === name;
}

function dayAndRange(context: Context, slot: { startTime: string; endTime: string }) {
  const { activeGroup, timeZone } = context.args;
  if (activeGroup === null || !activeGroup.startsWith('day:')) throw new Error('not a day');
  const day = formatDate(
    instantOfDay(activeGroup.slice(4), timeZone),
    localeOf(context.globals),
    timeZone,
  );
  return `${day} ${rangeText(context, slot)}`;
}

/**
 * Results are in, nothing is selected yet: the first day is open. Ticking a row toggles its
 * slot; Select all passes every slot of the day; arrow keys move along the day tabs; the
 * zone picker reports the new zone.
 */
export const Default: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expectTitle(context);
    await expect(canvas.getByText(t('pickDays:summary.needMore', { count: 3 }))).toBeVisible();
    await expect(submitButton(context)).toHaveAttribute('aria-disabled', 'true');

    const slots = slotsOf(pending, firstDay);
    const first = slots[0];
    if (first === undefined) throw new Error('no slot');
    const row = canvas.getByRole('checkbox', { name: rowName(context, first) });
    await expect(row).not.toBeChecked();
    await userEvent.click(row);
    await expect(args.onToggleSlot).toHaveBeenCalledWith(first);

    await userEvent.click(canvas.getByRole('button', { name: t('pickDays:group.selectAll') }));
    await expect(args.onSelectAll).toHaveBeenCalledWith(slots);

    const tabs = canvas.getAllByRole('tab');
    const groups = offeredGroups(pending, 'singleDay');
    await expect(tabs).toHaveLength(groups.length);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toBeVisible();
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectGroup).toHaveBeenLastCalledWith(groups[1]?.key);
    await expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(args.onSelectGroup).toHaveBeenLastCalledWith(groups.at(-1)?.key);

    // The zone picker: type, arrow to the match, Enter.
    const picker = canvas.getByRole('combobox', { name: t('general:timeZone.label') });
    await userEvent.click(picker);
    await userEvent.keyboard('tok{ArrowDown}{Enter}');
    await expect(args.onTimeZoneChange).toHaveBeenCalledWith('Asia/Tokyo');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    atRest(context);
  },
};

/**
 * One slot picked, the minimum is 3: the day shows a badge, the message asks for 2 more, and
 * pressing the (aria-disabled) submit button moves the focus to the message instead.
 */
export const SomeSelected: Story = {
  args: { selection: slotsOf(pending, firstDay, 1) },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    const message = canvas.getByText(t('pickDays:summary.needMore', { count: 2 }));
    await expect(canvas.getByText(t('general:slots.selected', { count: 1 }))).toBeVisible();
    await expect(canvas.getAllByRole('tab')[0]).toHaveTextContent(
      t('pickDays:days.selected', { count: 1 }),
    );
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    const submit = submitButton(context);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription(message.textContent);
    await userEvent.click(submit);
    await expect(message).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    atRest(context);
  },
};

/**
 * Every option of a day picked (5, the minimum is 3): no message, "Deselect all" passes the
 * day's slots, and submit submits.
 */
export const ReadyToSubmit: Story = {
  args: { activeGroup: busyDay, selection: busyDaySlots },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    const count = busyDaySlots.length;
    await expect(count).toBe(5);
    // A row taking focus scrolls clear of the sticky bar (scroll-padding-bottom), never under it.
    const boxes = canvas.getAllByRole('checkbox');
    const last = boxes.at(-1) as HTMLElement;
    last.focus();
    const bar = stickyBar(context);
    await expect(getComputedStyle(bar).position).toBe('sticky');
    const barTop = bar.getBoundingClientRect().top;
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(barTop);
    await expect(canvas.getByText(t('general:slots.selected', { count }))).toBeVisible();
    await expect(
      canvas.queryByText(t('pickDays:summary.needMore', { count: 1 })),
    ).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(count);
    await userEvent.click(canvas.getByRole('button', { name: t('pickDays:group.deselectAll') }));
    await expect(args.onDeselectAll).toHaveBeenCalledWith(busyDaySlots);
    const submit = submitButton(context);
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    atRest(context);
  },
};

/**
 * The first batches are in and the search goes on: "Searching for more results…" on the status
 * line, and nothing said to screen readers on open (the live region is empty).
 */
export const Searching: Story = {
  args: {
    index: pendingEarly,
    activeGroup: firstGroup(pendingEarly, 'singleDay'),
    search: 'searching',
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByText(t('pickDays:search.searching'))).toBeVisible();
    const live = context.canvasElement.querySelector('[aria-live="polite"]');
    await expect(live?.textContent).toBe('');
    await expect(canvas.getAllByRole('tab')).toHaveLength(
      offeredGroups(pendingEarly, 'singleDay').length,
    );
  },
};

/**
 * The candidate was reading the day when more of its options came in, each of which would have
 * landed above the rows on screen: they wait at the end of the day's list ("Show N new
 * options"), the rows read stay where they are, and the day's tab counts every option. Pressing
 * it brings them in and keeps the focus on the list's heading. The container's paced message
 * is in the live region.
 */
export const NewResultsWaiting: Story = {
  args: {
    index: pending,
    activeGroup: heldDay,
    heldRows: lateKeys,
    search: 'searching',
    announcement: { kind: 'newResults', count: 24 },
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByText(t('pickDays:search.searching'))).toBeVisible();
    await expect(
      canvas.getByText(t('pickDays:search.newResultsFound', { count: 24 })),
    ).toHaveAttribute('aria-live', 'polite');
    const listed = slotsOf(pendingEarly, heldDay).length;
    const all = slotsOf(pending, heldDay).length;
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('checkbox')).toHaveLength(listed);
    // The tab counts every option of the day, listed or not.
    const tab = canvas.getByRole('tab', { selected: true });
    await expect(tab).toHaveTextContent(String(all));
    await userEvent.click(
      within(panel).getByRole('button', {
        name: t('pickDays:search.newResults', { count: all - listed }),
      }),
    );
    await expect(args.onShowNewResults).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.getElementById('pick-days-group-heading')).toHaveFocus());
    atRest(context);
  },
};

/**
 * The same day, with a pick among the rows that came in late (after a reload, the picks come
 * back before their options): a pick is never held back, so it shows ticked in the day's list
 * among the rows read, and the day's tab carries its badge.
 */
export const PickRestoredLater: Story = {
  args: {
    index: pending,
    activeGroup: heldDay,
    heldRows: lateKeys,
    selection: [lateSlot],
    search: 'searching',
  },
  play: async (context) => {
    const canvas = canvasOf(context);
    const row = canvas.getByRole('checkbox', { name: rowName(context, lateSlot) });
    await expect(row).toBeChecked();
    await expect(row).toBeVisible();
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveAccessibleName(
      expect.stringContaining(storyT(context)('pickDays:days.selected', { count: 1 })) as string,
    );
  },
};

/** A day other than the open one, and the first row its list shows. */
const otherDay = (() => {
  const group = offeredGroups(pending, 'singleDay').find((g) => g.key !== firstDay);
  const row = group && bucketViews(pending, group.key, {})[0]?.shown[0];
  if (group === undefined || row === undefined) throw new Error('one day only');
  return { key: group.key, slot: slotOfOption(row.option) };
})();

/**
 * After a reload, a pick restored on a day other than the one open: its day's tab carries the
 * pick's badge (and says it to a screen reader), the bar counts it, and a tap on the tab opens
 * that day.
 */
export const PickOnAnotherDay: Story = {
  args: { activeGroup: firstDay, selection: [otherDay.slot] },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    const selected = t('pickDays:days.selected', { count: 1 });
    const tabs = canvas.getAllByRole('tab');
    const marked = tabs.filter((tab) => tab.textContent.includes(selected));
    await expect(marked).toHaveLength(1);
    const [tab] = marked;
    if (tab === undefined) throw new Error('no tab with the pick');
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    await expect(stickyBar(context)).toHaveTextContent(t('general:slots.selected', { count: 1 }));
    await userEvent.click(tab);
    await expect(args.onSelectGroup).toHaveBeenCalledWith(otherDay.key);
    atRest(context);
  },
};

/** An option of the pending stream with exactly the plan's interviews, and its day. */
const planned = (() => {
  const plan = planOf('pending');
  for (const group of offeredGroups(pending, 'singleDay')) {
    // A row the list shows: the first option of its start time.
    const rows = bucketViews(pending, group.key, {}).flatMap((b) =>
      startGroups(b.shown).flatMap((g) => g.items.slice(0, 1)),
    );
    for (const row of rows) {
      const { option } = row;
      if (option.events.length === plan.length) {
        return { group: group.key, slot: slotOfOption(option), option };
      }
    }
  }
  throw new Error("no option with the plan's interviews");
})();

/**
 * An option opened: "Details" shows its itinerary under the row, each interview with its time,
 * its name from the candidate's plan, its length, remote or on site and how many interviewers,
 * and the breaks between them. The button says it is expanded; the checkbox is untouched.
 */
export const ItineraryOpen: Story = {
  args: { activeGroup: planned.group },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    const range = rangeText(context, planned.slot);
    const details = canvas.getByRole('button', {
      name: t('pickDays:itinerary.toggle', { time: range }),
    });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(details.getAttribute('aria-controls') ?? '');
    if (list === null) throw new Error('no itinerary');
    for (const name of planOf('pending')) {
      await expect(within(list).getByText(name)).toBeVisible();
    }
    await expect(
      within(list).getAllByText(t('pickDays:itinerary.remote'), { exact: false }),
    ).toHaveLength(planned.option.events.length);
    await expect(args.onToggleSlot).not.toHaveBeenCalled();
    atRest(context);
  },
};

/**
 * The pending scenario's Friday, whose stream holds two options for 9:45 – 11:00 AM: the day
 * lists each time range once, each part of the day in time order, and its best-scored time
 * carries "Best fit". The search is over: the status line gives the total, and the one
 * "search finished" message is in the live region.
 */
export const DuplicatesMerged: Story = {
  args: {
    activeGroup: busyDay,
    announcement: { kind: 'finished', count: validCount(pending) },
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = canvasOf(context);
    const total = validCount(pending);
    await expect(
      canvas.getAllByText(t('pickDays:search.finished', { count: total }))[0],
    ).toBeVisible();
    const names = canvas.getAllByRole('checkbox').map((box) => box.getAttribute('value'));
    const views = bucketViews(pending, busyDay, {});
    const rows = views.flatMap((view) => view.shown);
    await expect(names).toEqual(rows.map((row) => row.option.hash));
    const ranges = rows.map((row) => rangeText(context, slotOfOption(row.option)));
    await expect(new Set(ranges).size).toBe(ranges.length);
    for (const view of views) {
      const starts = view.shown.map((row) => row.startMs);
      await expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
    atRest(context);
  },
};

/** The socket dropped after 2 batches: a warning, the options found so far, and Try again. */
export const Disconnected: Story = {
  args: {
    index: indexFor('socket-drop', 16),
    activeGroup: firstGroup(indexFor('socket-drop', 16), 'singleDay'),
    search: 'disconnected',
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByText(t('pickDays:search.disconnected'))).toBeVisible();
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(args.onRetrySearch).toHaveBeenCalledTimes(1);
    atRest(context);
  },
};

/** The search call failed before any result: the general error with Try again, and the empty state. */
export const SearchFailed: Story = {
  args: { index: emptyIndexFor('pending'), activeGroup: null, search: 'failed' },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(ERROR_MESSAGES.general.key));
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('pickDays:empty.title') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(args.onRetrySearch).toHaveBeenCalledTimes(1);
    atRest(context);
  },
};

/**
 * Options spanning several days, grouped by number of days ("2 days"), each row with its
 * dates. The toggle is pressed; pressing it again goes back to single days.
 */
export const MultiDayView: Story = {
  args: { view: 'multiDay', activeGroup: firstGroup(pending, 'multiDay') },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    const toggle = canvas.getByRole('button', { name: t('pickDays:view.multiDay') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const groups = offeredGroups(pending, 'multiDay');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(groups.length);
    await expect(tabs[0]).toHaveTextContent(t('pickDays:days.span', { count: groups[0]?.days }));
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: t('pickDays:group.spanHeading', { count: groups[0]?.days }),
      }),
    ).toBeVisible();
    // The first row of the list: options over 2 days by the day they start, earliest first.
    const firstRow = bucketViews(pending, firstGroup(pending, 'multiDay'), {})[0]?.shown[0];
    if (firstRow === undefined) throw new Error('no row');
    const first = slotOfOption(firstRow.option);
    // Each day of an option is its own line ("Day 1 · Tue, Mar 10 · 9:45 AM – 12:30 PM"), with
    // the interview time in total, not a 31-hour span.
    const box = canvas.getAllByRole('checkbox')[0] as HTMLElement;
    const option = findByHash(pending, first.hash ?? '')?.option;
    if (option === undefined) throw new Error('no option');
    const days = itineraryOf(option, args.timeZone).days;
    await expect(days.length).toBeGreaterThan(1);
    const lng = localeOf(context.globals);
    for (const [i, day] of days.entries()) {
      const part = t('pickDays:itinerary.day', {
        number: i + 1,
        date: formatShortDay(day.startMs, lng, args.timeZone),
      });
      await expect(box.closest('li')).toHaveTextContent(part);
    }
    await userEvent.click(box);
    await expect(args.onToggleSlot).toHaveBeenCalledWith(first);
    await userEvent.click(toggle);
    await expect(args.onSelectView).toHaveBeenCalledWith('singleDay');
    atRest(context);
  },
};

const onsite = indexFor('onsite-timezone', 40);

/**
 * On site in San Francisco while the browser is in Berlin: times are in Los Angeles time, a
 * note says so in the language's own words for the zone (en "Pacific Time", de "Los Angeles",
 * ja "ロサンゼルス"), there is no zone picker, and each time also reads in the candidate's own
 * zone ("Your time: 6:00 – 7:30 PM (Germany)").
 */
export const OnsiteTimeZone: Story = {
  args: {
    index: onsite,
    activeGroup: 'day:2026-03-11',
    timeZone: zoneOf('onsite-timezone'),
    onsiteTimeZone: onsiteZoneOf('onsite-timezone'),
    ownTimeZone: 'Europe/Berlin',
    suggestWindow: suggestWindowOf('onsite-timezone'),
  },
  play: async (context) => {
    const canvas = canvasOf(context);
    const t = storyT(context);
    const lng = localeOf(context.globals);
    await expect(context.args.timeZone).toBe('America/Los_Angeles');
    const place = zonePlace('America/Los_Angeles', lng);
    await expect(canvas.getByText((text) => text.includes(place))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    const first = slotsOf(onsite, 'day:2026-03-11')[0];
    if (first === undefined) throw new Error('no slot');
    const row = canvas.getByRole('checkbox', { name: rowName(context, first) });
    await expect(row).toBeVisible();
    const own = ownTime(
      first.startTime,
      first.endTime,
      'America/Los_Angeles',
      'Europe/Berlin',
      lng,
      t,
    );
    if (own === null) throw new Error('Berlin reads another clock');
    await expect(row).toHaveAccessibleDescription(
      expect.stringContaining(t('general:timeZone.yourTime', own)) as string,
    );
    // Its itinerary: each interview on site, in the office's time, with the candidate's own.
    const details = canvas.getByRole('button', {
      name: t('pickDays:itinerary.toggle', { time: rangeText(context, first) }),
    });
    await userEvent.click(details);
    const list = document.getElementById(details.getAttribute('aria-controls') ?? '');
    if (list === null) throw new Error('no itinerary');
    const option = findByHash(onsite, first.hash ?? '')?.option;
    if (option === undefined) throw new Error('no option');
    const interviews = itineraryOf(option, 'America/Los_Angeles').days.flatMap((day) =>
      day.items.filter((item) => item.kind === 'interview'),
    );
    await expect(
      within(list).getAllByText(t('pickDays:itinerary.onsite'), { exact: false }),
    ).toHaveLength(interviews.length);
    for (const item of interviews) {
      const mine = ownTime(
        item.startMs,
        item.endMs,
        'America/Los_Angeles',
        'Europe/Berlin',
        lng,
        t,
      );
      if (mine === null) throw new Error('Berlin reads another clock');
      await expect(within(list).getByText(t('general:timeZone.yourTime', mine))).toBeVisible();
    }
  },
};

/**
 * At 400 % zoom (320 × 256 CSS pixels) the submit bar does not stick: it would cover most of
 * the screen. Everything reflows into one column with nothing cut off.
 */
export const Zoom400: Story = {
  args: { activeGroup: busyDay, selection: busyDaySlots.slice(0, 1) },
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async (context) => {
    const t = storyT(context);
    const canvas = canvasOf(context);
    const bar = stickyBar(context);
    await expect(window.innerHeight).toBeLessThan(500);
    await expect(getComputedStyle(bar).position).toBe('static');
    await expect(canvas.getByText(t('general:slots.selected', { count: 1 }))).toBeVisible();
    // No sideways scrolling: the page is as wide as the screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    atRest(context);
  },
};

/** Submitting: the button is busy and ignores presses; the selection stays. */
export const Submitting: Story = {
  args: { activeGroup: busyDay, selection: busyDaySlots, submitting: true },
  play: async (context) => {
    const t = storyT(context);
    const submit = submitButton(context);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAccessibleName(
      expect.stringContaining(t('pickDays:submit.busy')) as string,
    );
    await userEvent.click(submit);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    atRest(context);
  },
};

/** Submitting failed: the general message as an alert by the button, the selection kept. */
export const SubmitError: Story = {
  args: { activeGroup: busyDay, selection: busyDaySlots, submitError: ERROR_MESSAGES.general },
  play: async (context) => {
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(ERROR_MESSAGES.general.key));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(
      busyDaySlots.length,
    );
    await expect(submitButton(context)).not.toHaveAttribute('aria-disabled');
  },
};

/**
 * Submitting failed because the device is offline: it says so (the submit goes again by itself
 * once the device is back online, CandidateJourney), the selection kept.
 */
export const SubmitOffline: Story = {
  args: {
    activeGroup: busyDay,
    selection: busyDaySlots,
    submitError: CONNECTION_NOTICES.offline,
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(CONNECTION_NOTICES.offline.key));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(
      busyDaySlots.length,
    );
  },
};

/**
 * New York springs forward on Sunday, March 8, inside the pending window (Mar 4 on): on Monday
 * the 9th the zone picker reads GMT-4 (GMT-5 on the first days) and a note under the day's
 * heading says the clocks changed and which offset its times are in.
 */
export const ClockChange: Story = {
  args: { activeGroup: 'day:2026-03-09' },
  play: async (context) => {
    const t = storyT(context);
    const canvas = canvasOf(context);
    const lng = localeOf(context.globals);
    const zone = context.args.timeZone;
    const monday = instantOfDay('2026-03-09', zone);
    const offset = zoneOffset(zone, lng, monday);
    await expect(offset).not.toBe(zoneOffset(zone, lng, instantOfDay('2026-03-04', zone)));
    await expect(
      canvas.getByText(
        t('pickDays:timeZone.clockChange', {
          date: formatDate(instantOfDay('2026-03-08', zone), lng, zone),
          offset,
        }),
      ),
    ).toBeVisible();
    const picker = canvas.getByRole('combobox', { name: t('general:timeZone.label') });
    await expect(picker).toHaveDisplayValue(new RegExp(offset.replace('+', '\\+')));
    atRest(context);
  },
};

/**
 * The zone picker searched: "par" finds Paris in every language (by the zone's city, whatever
 * the label says), under "All time zones"; the candidate's own zone heads the list under
 * "Suggested" when nothing is typed. The list floats over the page (nothing below moves).
 */
export const ZonePickerSearch: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    const lng = localeOf(context.globals);
    const picker = canvas.getByRole('combobox', { name: t('general:timeZone.label') });
    const heading = document.getElementById('pick-days-group-heading');
    if (heading === null) throw new Error('no day heading');
    const headingTop = heading.getBoundingClientRect().top;
    await userEvent.click(picker);
    const list = canvas.getByRole('listbox');
    const suggested = within(list).getByRole('group', { name: t('pickDays:timeZone.suggested') });
    await expect(within(suggested).getAllByRole('option')[0]).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('par');
    const paris = within(list).getByRole('option', {
      name: (name) => name.includes(zonePlace('Europe/Paris', lng)),
    });
    await expect(paris).toBeVisible();
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await expect(heading.getBoundingClientRect().top).toBe(headingTop);
    await userEvent.keyboard('{ArrowDown}');
    await expect(picker).toHaveAttribute('aria-activedescendant', paris.id);
    await userEvent.keyboard('zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pickDays:timeZone.noMatches'));
    await userEvent.keyboard('{Escape}');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onTimeZoneChange).not.toHaveBeenCalled();
    // At rest for the picture: the list open on "par".
    await userEvent.clear(picker);
    await userEvent.type(picker, 'par');
    window.scrollTo(0, 0);
  },
};

const bookedMeanwhile = busyDaySlots[0];
if (bookedMeanwhile === undefined) throw new Error('no slot on the busy day');

/**
 * Submitting failed because someone booked one of the picked times meanwhile ("This time was
 * already booked…"): that time is unticked, disabled and says so; every other pick stays, and
 * Select all leaves the taken time out.
 */
export const AlreadyBooked: Story = {
  args: {
    activeGroup: busyDay,
    selection: busyDaySlots.slice(1),
    taken: [slotKey(bookedMeanwhile)],
    submitError: ERROR_MESSAGES.timeAlreadyBooked,
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(ERROR_MESSAGES.timeAlreadyBooked.key),
    );
    const booked = canvas.getByRole('checkbox', { name: rowName(context, bookedMeanwhile) });
    await expect(booked).toBeDisabled();
    await expect(booked).not.toBeChecked();
    await expect(booked).toHaveAccessibleDescription(t('pickDays:group.taken'));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(
      busyDaySlots.length - 1,
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pickDays:group.selectAll') }));
    await expect(args.onSelectAll).toHaveBeenCalledWith(busyDaySlots.slice(1));
    atRest(context);
  },
};

const refusedPick = busyDaySlots[1];
if (refusedPick === undefined) throw new Error('no second slot on the busy day');

/**
 * Sending failed with INVALID_AVAILABLE_TIME_RANGES and the app could tell which pick was to
 * blame (started meanwhile, or no longer offered): the alert says so and what to do next; that
 * time is unticked, disabled and marked "No longer available" (not "booked"); the other picks
 * stay, and Select all leaves it out (issue 36 item 8).
 */
export const TimesNoLongerAvailable: Story = {
  args: {
    activeGroup: busyDay,
    selection: busyDaySlots.filter((slot) => slot !== refusedPick),
    unavailable: [slotKey(refusedPick)],
    submitError: SUBMIT_REFUSED_MESSAGES.rangesUnavailable,
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(SUBMIT_REFUSED_MESSAGES.rangesUnavailable.key),
    );
    const refused = canvas.getByRole('checkbox', { name: rowName(context, refusedPick) });
    await expect(refused).toBeDisabled();
    await expect(refused).not.toBeChecked();
    await expect(refused).toHaveAccessibleDescription(t('pickDays:group.unavailable'));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(
      busyDaySlots.length - 1,
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pickDays:group.selectAll') }));
    await expect(args.onSelectAll).toHaveBeenCalledWith(
      busyDaySlots.filter((slot) => slot !== refusedPick),
    );
    atRest(context);
  },
};

/**
 * The same refusal when no pick can be blamed: nothing is marked, every pick stays, and the
 * alert says to check them and send again, or to contact the recruiter if it happens again;
 * the send button is there to do it (issue 36 item 8).
 */
export const TimesRefused: Story = {
  args: {
    activeGroup: busyDay,
    selection: busyDaySlots,
    submitError: SUBMIT_REFUSED_MESSAGES.rangesRefused,
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(SUBMIT_REFUSED_MESSAGES.rangesRefused.key),
    );
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(
      busyDaySlots.length,
    );
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('pickDays:submit.availability') }));
    await expect(args.onSubmit).toHaveBeenCalled();
    atRest(context);
  },
};

/**
 * The search is done and found nothing: "No interview options available" and the way to
 * suggest times, which opens the form.
 */
export const NoOptions: Story = {
  args: {
    // What the container asks when the search found nothing: one suggested time (README).
    minSlots: requiredSlots(3, 0),
    index: emptyIndexFor('no-results'),
    activeGroup: null,
    timeZone: zoneOf('no-results'),
    suggestWindow: suggestWindowOf('no-results'),
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('pickDays:empty.title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('pickDays:help.title') }),
    ).toBeVisible();
    const toggle = canvas.getByRole('button', { name: t('pickDays:suggest.toggle') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleSuggest).toHaveBeenCalledWith(true);
    // One suggested time is all it takes here: the bar asks for 1, not 3.
    await expect(stickyBar(context)).toHaveTextContent(
      t('pickDays:summary.needMore', { count: 1 }),
    );
    atRest(context);
  },
};

const suggested = suggestedTimeToSlot(
  { date: '2026-03-09', start: '12:00', end: '14:00' },
  zoneOf('pending'),
  suggestWindowOf('pending'),
  FIXED_NOW_MS,
);
if (!suggested.ok) throw new Error('the story suggestion is refused');

/**
 * The suggest form is open after a refused suggestion (its error on the field it is about,
 * announced as an alert), with one accepted suggestion listed. Adding reads the typed values; Remove drops a suggestion.
 */
export const SuggestTimesOpen: Story = {
  args: {
    selection: [suggested.slot],
    suggestOpen: true,
    suggestError: SUGGESTED_TIME_ERROR_MESSAGES.endBeforeStart,
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    const errorText = t(SUGGESTED_TIME_ERROR_MESSAGES.endBeforeStart.key);
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorText);
    await expect(
      canvas.getByRole('button', { name: t('pickDays:suggest.toggle') }),
    ).toHaveAttribute('aria-expanded', 'true');
    const date = canvas.getByLabelText(t('pickDays:suggest.date'));
    const start = canvas.getByLabelText(t('pickDays:suggest.start'));
    const end = canvas.getByLabelText(t('pickDays:suggest.end'));
    await expect(date).toHaveAttribute('min', args.suggestWindow.firstDate);
    await expect(date).toHaveAttribute('max', args.suggestWindow.lastDate);
    // "End before start" is about the end time: the message sits on it, it alone is invalid.
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription(errorText);
    for (const input of [date, start]) {
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
    await userEvent.type(date, '2026-03-10');
    await userEvent.type(start, '09:00');
    await userEvent.type(end, '10:30');
    await userEvent.click(canvas.getByRole('button', { name: t('pickDays:suggest.add') }));
    await expect(args.onSuggestTime).toHaveBeenCalledWith({
      date: '2026-03-10',
      start: '09:00',
      end: '10:30',
    });

    const list = canvas.getByRole('list', { name: t('pickDays:suggest.listTitle') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button'));
    await expect(args.onToggleSlot).toHaveBeenCalledWith(suggested.slot);
    atRest(context);
  },
};

/**
 * A suggestion in the past is about its date and start time: both are marked invalid, the
 * message sits under the date and describes the start time too.
 */
export const SuggestTimeInPast: Story = {
  args: { suggestOpen: true, suggestError: SUGGESTED_TIME_ERROR_MESSAGES.inPast },
  play: async (context) => {
    const t = storyT(context);
    const canvas = canvasOf(context);
    const errorText = t(SUGGESTED_TIME_ERROR_MESSAGES.inPast.key);
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorText);
    const date = canvas.getByLabelText(t('pickDays:suggest.date'));
    const start = canvas.getByLabelText(t('pickDays:suggest.start'));
    const end = canvas.getByLabelText(t('pickDays:suggest.end'));
    for (const input of [date, start]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(errorText) as string);
    }
    await expect(end).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getAllByText(errorText)).toHaveLength(2); // on the field, and the alert
    document.getElementById('pick-days-suggest-title')?.scrollIntoView();
  },
};

/**
 * 5,000 results (the many-results scenario): a day of hundreds of options. Options that start
 * at the same time are folded under the shortest ("14 more from 8:00 AM"), so a morning reads
 * as one row per start time; a press unfolds them in place and says it is expanded. Each part
 * of the day lists its first 20 start times, with "Show N more" for the rest.
 */
export const ManyResults: Story = {
  loaders: [
    () => {
      const index = indexFor('many-results', 5000);
      return { index, activeGroup: firstGroup(index, 'singleDay') };
    },
  ],
  render: (args, { loaded }) => {
    const { index, activeGroup } = loaded as {
      index: ResultIndex;
      activeGroup: PickDaysScreenProps['activeGroup'];
    };
    return <PickDaysScreen {...args} index={index} activeGroup={activeGroup} />;
  },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = canvasOf(context);
    const { index, activeGroup } = context.loaded as {
      index: ResultIndex;
      activeGroup: NonNullable<PickDaysScreenProps['activeGroup']>;
    };
    const buckets = bucketViews(index, activeGroup, {});
    // One row per start time, and every option of a start time with fewer than FOLD_FROM.
    const rows = buckets.flatMap((b) =>
      startGroups(b.shown).flatMap((g) =>
        g.items.length >= FOLD_FROM ? g.items.slice(0, 1) : g.items,
      ),
    );
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(rows.length);
    const options = buckets.reduce((sum, b) => sum + b.total, 0);
    await expect(rows.length * 4).toBeLessThan(options);
    // Unfold the first start time with a fold: its options show under it.
    const folded = buckets
      .flatMap((b) => startGroups(b.shown))
      .find((g) => g.items.length >= FOLD_FROM);
    if (folded === undefined) throw new Error('no fold');
    const time = formatTime(folded.startMs, localeOf(context.globals), args.timeZone);
    const fold = canvas.getByRole('button', {
      name: t('pickDays:group.moreFrom', { count: folded.items.length - 1, time }),
    });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(fold);
    const unfold = canvas.getByRole('button', { name: t('pickDays:group.fewerFrom', { time }) });
    await expect(unfold).toHaveAttribute('aria-expanded', 'true');
    for (const item of folded.items) {
      await expect(
        canvas.getByRole('checkbox', { name: rowName(context, slotOfOption(item.option)) }),
      ).toBeVisible();
    }
    await userEvent.click(unfold);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(rows.length);
    // Parts of the day with more than 20 start times offer the rest.
    for (const bucket of buckets.filter((b) => b.starts > 20)) {
      const more = canvas.getAllByRole('button', {
        name: t('pickDays:group.showMore', { count: Math.min(20, bucket.starts - 20) }),
      });
      await userEvent.click(more[0] as HTMLElement);
      await expect(args.onShowMore).toHaveBeenCalledWith(bucket.key);
    }
    const firstRow = buckets[0]?.shown[0];
    if (firstRow === undefined) throw new Error('no row');
    await expect(
      canvas.getByRole('checkbox', { name: rowName(context, slotOfOption(firstRow.option)) }),
    ).toBeVisible();
    atRest(context);
  },
};

const rescheduleIndex = indexFor('reschedule', 40);
/** A day of the reschedule results with 4 options. */
const rescheduleDay = 'day:2026-03-26' as const;

/**
 * Asked to reschedule (the reschedule scenario, London, across the EU clock change): the
 * title and the button speak of new availability; with a day's 4 options picked it submits.
 */
export const Reschedule: Story = {
  args: {
    index: rescheduleIndex,
    activeGroup: rescheduleDay,
    selection: slotsOf(rescheduleIndex, rescheduleDay),
    timeZone: zoneOf('reschedule'),
    suggestWindow: suggestWindowOf('reschedule'),
    purpose: 'reschedule',
  },
  play: async (context) => {
    await expectTitle(context);
    const submit = submitButton(context);
    await userEvent.click(submit);
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
    atRest(context);
  },
};
