import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONNECTION_NOTICES } from '../../../src/domain/connection-notices';
import { SUPERDAY_CONFIRM_FAILED } from '../../../src/domain/errors';
import { chosenBlocks, superdayDays } from '../../../src/domain/superday';
import { SuperdayChooseScreen } from '../../../src/features/superday/screens/SuperdayChooseScreen';
import { literalPattern, storyT } from '../../support/i18n';
import {
  contextOf,
  daysOf,
  nth,
  OFFICE_ZONE,
  onsiteContextOf,
  onsiteDays,
  ownTimeLines,
  staggeredOptions,
  ZONE,
  zonePicker,
} from './superday.fixtures';

const days = daysOf();
const blocks = days.flatMap((d) => d.blocks);
/** Choices of the blocks at these positions (0 is Tuesday morning). */
function choicesOf(...positions: number[]) {
  return Object.fromEntries(
    positions.map((n) => [blocks[n]?.id ?? '', blocks[n]?.alternatives[0]?.key ?? '']),
  );
}

const meta = {
  title: 'Superday/Screens/Choose',
  component: SuperdayChooseScreen,
  args: {
    context: { ...contextOf(), backgroundUrl: null },
    days,
    choices: {},
    confirming: false,
    error: null,
    errorAttempt: 0,
    zone: zonePicker(fn()),
    onChoose: fn(),
    onConfirm: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SuperdayChooseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  return { canvas: within(context.canvasElement), t: storyT(context) };
}

/** Three days, morning and afternoon each, nothing chosen yet. */
export const ThreeDays: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('superday:choose.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3 + 1);
    // The zone picker, as on pick days, reads the zone's real name.
    const picker = canvas.getByRole<HTMLInputElement>('combobox', {
      name: t('general:timeZone.label'),
    });
    await expect(picker.value).toMatch(/New York/);
    // The interviews are named after the plan's stages, in order.
    const firstBlock = context.canvasElement.querySelector<HTMLElement>(
      `[aria-labelledby="superday-${nth(blocks, 0).id}-heading"]`,
    );
    if (firstBlock === null) throw new Error('no first block');
    await expect(within(firstBlock).getByText('Technical Interview')).toBeVisible();
    await expect(within(firstBlock).getByText('Final Interview')).toBeVisible();
    await expect(
      within(firstBlock).queryByText(t('superday:choose.interview', { number: 1 })),
    ).not.toBeInTheDocument();
    // Each block's checkbox is named by its day and time, then what it means.
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(6);
    const [first] = boxes;
    await expect(first?.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    await expect(canvas.getByText(t('superday:choose.summaryEmpty'))).toBeVisible();
    await userEvent.click(nth(boxes, 3));
    await expect(context.args.onChoose).toHaveBeenCalledWith(
      blocks[3]?.id,
      blocks[3]?.alternatives[0]?.key,
    );
  },
};

/** A superday of one day. */
export const OneDay: Story = {
  args: { days: days.slice(0, 1) },
  play: async (context) => {
    const { canvas } = setup(context);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
  },
};

/**
 * A morning whose four tracks start at different times: one radio group, the options with
 * their interviews, and "I can't attend this interview block".
 */
export const ManyIterations: Story = {
  args: { days: superdayDays(staggeredOptions(), ZONE) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const group = canvas.getByRole('group', {
      name: literalPattern(t('superday:choose.alternatives')),
    });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4 + 1);
    await userEvent.click(nth(radios, 2));
    const [block] = superdayDays(staggeredOptions(), ZONE)[0]?.blocks ?? [];
    await expect(context.args.onChoose).toHaveBeenCalledWith(
      block?.id,
      block?.alternatives[2]?.key,
    );
    await userEvent.click(nth(radios, 4));
    await expect(context.args.onChoose).toHaveBeenLastCalledWith(block?.id, null);
    // "I can't attend" stays checked (the screen remembers it).
    await expect(radios[4]).toBeChecked();
  },
};

/** Two blocks chosen on two days: the days say so, the summary lists them with "Change". */
export const PartiallyChosen: Story = {
  args: { choices: choicesOf(0, 3) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const summary = canvas.getByRole('region', { name: t('superday:choose.summaryTitle') });
    const items = within(summary).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(canvas.getAllByText(t('superday:choose.dayChosen', { count: 1 }))).toHaveLength(2);
    await expect(canvas.getByText(t('superday:choose.chosenCount', { count: 2 }))).toBeVisible();
    // "Change" takes focus to the block's checkbox.
    await userEvent.click(nth(within(summary).getAllByRole('button'), 1));
    await waitFor(() => expect(document.activeElement).toBe(canvas.getAllByRole('checkbox')[3]));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Every block of the last day chosen: ready to confirm. */
export const ReadyToConfirm: Story = {
  args: { choices: choicesOf(4, 5) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const confirm = canvas.getByRole('button', { name: t('superday:choose.confirm') });
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await userEvent.click(confirm);
    await expect(context.args.onConfirm).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Confirm with nothing chosen: the bar says what is missing and focuses it; nothing is sent. */
export const NothingChosenConfirm: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    const confirm = canvas.getByRole('button', { name: t('superday:choose.confirm') });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    const needed = await canvas.findByText(t('superday:choose.chooseOne'));
    await waitFor(() => expect(document.activeElement).toBe(needed));
    await expect(context.args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The confirm is on its way: the button is busy and the wait is announced. */
export const Confirming: Story = {
  args: { choices: choicesOf(0, 3), confirming: true },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('superday:choose.confirming'));
  },
};

/** Reschedule: its own title and lead, the first day no longer offered. */
export const Reschedule: Story = {
  args: {
    context: { ...contextOf('superday-reschedule'), backgroundUrl: null },
    days: daysOf('superday-reschedule'),
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('superday:choose.rescheduleTitle') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
  },
};

/**
 * A block was taken while the candidate chose (20013): the error names it (it is gone from the
 * list), the other choice is kept, focus on the error.
 */
export const SlotTaken: Story = {
  args: {
    days: [{ ...nth(days, 0), blocks: nth(days, 0).blocks.slice(1) }, ...days.slice(1)],
    choices: choicesOf(3),
    error: { kind: 'taken', blocks: chosenBlocks(days, choicesOf(0)) },
    errorAttempt: 1,
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('general:errors.unavailableTime'));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await waitFor(() => expect(alert.parentElement).toBe(document.activeElement));
  },
};

/** 20013, but every choice is still offered: the general "one of the times was just taken". */
export const SlotTakenUnknown: Story = {
  args: { choices: choicesOf(0), error: { kind: 'takenUnknown' }, errorAttempt: 1 },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('superday:errors.slotTakenUnknown'),
    );
  },
};

/** Any other failure: "Error confirming superday availability", choices kept, "Try again". */
export const ConfirmFailed: Story = {
  args: {
    choices: choicesOf(0, 3),
    error: { kind: 'failed', notice: SUPERDAY_CONFIRM_FAILED },
    errorAttempt: 1,
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('superday:errors.confirmFailed'));
    await expect(alert).toHaveTextContent(t('superday:errors.kept'));
    await userEvent.click(
      within(alert).getByRole('button', { name: t('general:actions.tryAgain') }),
    );
    await expect(context.args.onConfirm).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Offline while confirming: said as such (the flow confirms again once back online). */
export const Offline: Story = {
  args: {
    choices: choicesOf(0),
    error: { kind: 'failed', notice: CONNECTION_NOTICES.offline },
    errorAttempt: 1,
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(CONNECTION_NOTICES.offline.key));
  },
};

/**
 * The candidate picked London: the times re-render there (9:00 AM in New York is 1:00 PM in
 * London, an afternoon), the choices kept; picking Tokyo in the list reports it.
 */
export const AnotherZone: Story = {
  args: {
    context: { ...contextOf(), backgroundUrl: null, timeZone: 'Europe/London' },
    days: daysOf('superday', 'Europe/London'),
    choices: choicesOf(0),
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const picker = canvas.getByRole<HTMLInputElement>('combobox', {
      name: t('general:timeZone.label'),
    });
    // The zone's real name (its city), never a generic "United Kingdom Time".
    await expect(picker.value).toMatch(/London/);
    await expect(picker.value).not.toMatch(/Time|Zeit|時間/);
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await expect(
      canvas.getAllByRole('heading', {
        level: 3,
        name: literalPattern(t('general:timeOfDay.afternoon')),
      }),
    ).toHaveLength(6);
    await userEvent.type(picker, 'Tokyo');
    await userEvent.click(await canvas.findByRole('option', { name: /Tokyo/ }));
    await expect(context.args.zone.onChange).toHaveBeenCalledWith('Asia/Tokyo');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * On site in London for a candidate in New York: no picker (spec 5, as on pick days), a note
 * that times are in the office's zone, and each block also in the candidate's own time.
 */
export const OnSite: Story = {
  args: { context: { ...onsiteContextOf(), backgroundUrl: null }, days: onsiteDays() },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    const office = canvas.getAllByRole('status').find((el) => el.textContent.includes('London'));
    await expect(office).toBeDefined();
    // Each block also in the candidate's own time: 9:00 AM in London is 5:00 AM in New York
    // (the US is on summer time from March 8, the UK from March 29).
    const own = ownTimeLines(context.canvasElement, t);
    await expect(own).toHaveLength(6);
    await expect(nth(own, 0)).toHaveTextContent(/\b0?5[:.]00/);
    await expect(nth(own, 0)).toHaveTextContent(/New York/);
    await expect(canvas.getAllByText(/\b0?9[:.]00/).length).toBeGreaterThan(0);
    await expect(context.args.context.onsiteTimeZone).toBe(OFFICE_ZONE);
  },
};

/** A plan with no names for the interviews (or not one per interview): they are numbered. */
export const UnnamedInterviews: Story = {
  args: {
    context: { ...contextOf(), backgroundUrl: null, interviewNames: [] },
    days: days.slice(0, 1),
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getAllByText(t('superday:choose.interview', { number: 1 })).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByText('Technical Interview')).not.toBeInTheDocument();
  },
};

/** Long organisation, job and stage names (the pseudo locale lengthens every string too). */
export const LongNames: Story = {
  args: {
    context: {
      ...contextOf(),
      backgroundUrl: null,
      organizationName: 'Internationale Gesellschaft für Robotik und Automatisierungstechnik mbH',
      jobName: 'Principal Embedded Firmware Engineer, Safety-Critical Motion Control Systems',
      stageName: 'Final-round onsite superday with the platform leadership team',
    },
    days: days.slice(0, 1),
    choices: choicesOf(0),
  },
  play: async (context) => {
    const { canvas } = setup(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
  },
};
