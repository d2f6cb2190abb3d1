import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW_MS } from '../../../fixtures';
import { SchedulingLinkTimeScreen } from '../../../src/features/scheduling-link/screens/SchedulingLinkTimeScreen';
import { storyT } from '../../support/i18n';
import { FIRST, INTRO, todayIn, viewIn, ZONE, ZONES } from './scheduling-link.fixtures';

const meta = {
  title: 'SchedulingLink/Screens/Choose a time',
  component: SchedulingLinkTimeScreen,
  args: {
    organizationName: INTRO.organization.name,
    title: INTRO.title,
    durationMin: INTRO.durationMin,
    view: viewIn(),
    today: todayIn(),
    timeZone: ZONE,
    timeZoneOptions: ZONES,
    suggestedTimeZones: [ZONE],
    now: () => FIXED_NOW_MS,
    chosen: null,
    error: null,
    onTimeZoneChange: fn(),
    onShowMonth: fn(),
    onShowDay: fn(),
    onChoose: fn(),
    onNext: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SchedulingLinkTimeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  return { canvas: within(context.canvasElement), t: storyT(context) };
}

const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/**
 * The calendar first: days with times marked (the others unavailable), the first day's times
 * listed; a tap on a time chooses it. Nothing is asked before a time.
 */
export const Times: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('schedulingLink:time.title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const grid = canvas.getByRole('grid');
    // Tuesday 3 March has 7 times; Monday 2 March (today) has none and is unavailable.
    const days = within(grid).getAllByRole('button');
    const withTimes = days.filter((day) => day.getAttribute('aria-disabled') !== 'true');
    await expect(withTimes).toHaveLength(5);
    await expect(canvas.getAllByRole('radio')).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: t('schedulingLink:time.next') })).toBeNull();
    const [first] = canvas.getAllByRole('radio');
    if (!first) throw new Error('a time');
    await userEvent.click(first);
    await expect(context.args.onChoose).toHaveBeenCalledWith(FIRST?.start);
  },
};

/**
 * Keyboard: one day in the tab order; arrows move it, Enter lists that day's times. (The focus
 * itself following the keys in a real browser is the e2e journey's and MonthCalendar.dom.test's.)
 */
export const KeyboardDays: Story = {
  play: async (context) => {
    const { canvas } = setup(context);
    const grid = canvas.getByRole('grid');
    const current = () => {
      const days = within(grid)
        .getAllByRole('button')
        .filter((day) => day.tabIndex === 0);
      if (days.length !== 1 || !days[0]) throw new Error('one day in the tab order');
      return days[0];
    };
    await expect(current()).toHaveAttribute('data-day', '2026-03-03');
    const press = (key: string) => fireEvent.keyDown(current(), { key });
    await press('ArrowRight');
    await waitFor(() => expect(current()).toHaveAttribute('data-day', '2026-03-04'));
    // Enter on a day with times lists them (a button: Enter clicks it).
    current().focus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onShowDay).toHaveBeenCalledWith('2026-03-04');
    await press('ArrowDown');
    await waitFor(() => expect(current()).toHaveAttribute('data-day', '2026-03-11'));
    // A day without times does nothing.
    await userEvent.click(current());
    await expect(context.args.onShowDay).toHaveBeenCalledTimes(1);
    // No month after March has times: Page Down stays.
    await press('PageDown');
    await expect(current()).toHaveAttribute('data-day', '2026-03-11');
    await expect(context.args.onShowMonth).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** One chosen: filled, with Next right beside it. */
export const Chosen: Story = {
  args: { chosen: FIRST?.start ?? null, view: viewIn(ZONE, { chosen: FIRST?.start }) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
    const next = canvas.getByRole('button', { name: t('schedulingLink:time.next') });
    await expect(next).toBeVisible();
    await userEvent.click(next);
    await expect(context.args.onNext).toHaveBeenCalled();
  },
};

/** A laptop: the calendar and the zone beside the day's times, Next beside the chosen time. */
export const ChosenOnLaptop: Story = {
  ...Chosen,
  globals: DESKTOP,
  play: async (context) => {
    const { canvas, t } = setup(context);
    const grid = canvas.getByRole('grid').getBoundingClientRect();
    const next = canvas
      .getByRole('button', { name: t('schedulingLink:time.next') })
      .getBoundingClientRect();
    // Beside, not below, and in view without scrolling.
    await expect(next.left).toBeGreaterThan(grid.right);
    await expect(next.bottom).toBeLessThan(window.innerHeight);
  },
};

/** Another day shown (Thursday 5 March): its own times. */
export const OtherDay: Story = {
  args: { view: viewIn(ZONE, { day: '2026-03-05' }) },
  play: async (context) => {
    const { canvas } = setup(context);
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};

/** The time was booked by someone else meanwhile: said, and it is gone from the list. */
export const TimeTaken: Story = {
  args: { view: viewIn(ZONE, { taken: FIRST?.start }), error: { kind: 'taken' } },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByText(t('schedulingLink:time.taken'))).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
  },
};

/** A visitor who chose Tokyo: the same times on their own days and clock. */
export const OtherTimeZone: Story = {
  args: { view: viewIn('Asia/Tokyo'), timeZone: 'Asia/Tokyo', today: todayIn('Asia/Tokyo') },
  play: async (context) => {
    const { canvas } = setup(context);
    // 9:00 AM in Chicago on Tuesday is midnight on Wednesday in Tokyo.
    await expect(canvas.getByRole('group')).toHaveAccessibleName(/4/);
  },
};
