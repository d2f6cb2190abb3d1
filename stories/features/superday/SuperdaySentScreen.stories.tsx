import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chosenBlocks, type SuperdayDay } from '../../../src/domain/superday';
import { SuperdaySentScreen } from '../../../src/features/superday/screens/SuperdaySentScreen';
import { literalPattern, storyT } from '../../support/i18n';
import {
  contextOf,
  daysOf,
  onsiteContextOf,
  onsiteDays,
  ownTimeLines,
  zonePicker,
} from './superday.fixtures';

/** The blocks at these positions of `days` (0 is Tuesday morning), as sent. */
function sentOf(days: readonly SuperdayDay[], ...positions: number[]) {
  const blocks = days.flatMap((d) => d.blocks);
  return chosenBlocks(
    days,
    Object.fromEntries(
      positions.map((n) => [blocks[n]?.id ?? '', blocks[n]?.alternatives[0]?.key ?? '']),
    ),
  );
}

const days = daysOf();
const context = { ...contextOf(), backgroundUrl: null };

const meta = {
  title: 'Superday/Screens/Availability sent',
  component: SuperdaySentScreen,
  args: {
    context,
    // Tuesday morning and Tuesday afternoon: both can be attended, at most one may be booked.
    sent: sentOf(days, 0, 1),
    zone: zonePicker(fn()),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SuperdaySentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Nothing is booked: no "Add to calendar", no Google or Outlook link, no .ics button. */
async function expectNoCalendar(context: Context) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await expect(
    canvas.queryByRole('region', { name: t('booking:calendar.heading') }),
  ).not.toBeInTheDocument();
  const links = [...context.canvasElement.querySelectorAll('a[href]')].map((a) =>
    a.getAttribute('href'),
  );
  await expect(links.filter((href) => !href?.startsWith('#'))).toEqual([]);
  await expect(
    canvas.queryByRole('button', { name: literalPattern(t('booking:calendar.ics')) }),
  ).not.toBeInTheDocument();
}

/**
 * Sent: says the availability went and the final schedule will follow from the organisation; the
 * blocks sent, said to be not booked yet, with their named interviews; no calendar entry.
 */
export const Sent: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const organization = context.args.context.organizationName;
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('superday:sent.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('superday:sent.lead', { organization }))).toBeVisible();
    const blocks = canvas.getByRole('region', { name: t('superday:sent.blocksTitle') });
    await expect(
      within(blocks).getByText(t('superday:sent.notBooked', { organization })),
    ).toBeVisible();
    // Both blocks are on one Tuesday: the day is said once, its two blocks under it.
    await expect(blocks.querySelectorAll(':scope > ol > li')).toHaveLength(1);
    await expect(blocks.querySelectorAll(':scope > ol > li > ol > li')).toHaveLength(2);
    await expect(within(blocks).getAllByText('Hiring Manager Interview')).toHaveLength(2);
    await expectNoCalendar(context);
  },
};

/** After a reschedule: the new blocks were sent, the new schedule will follow. */
export const SentReschedule: Story = {
  args: { context: { ...context, reschedule: true, status: 'reschedule' } },
  play: async (context) => {
    const t = storyT(context);
    await expect(
      within(context.canvasElement).getByText(
        t('superday:sent.rescheduleLead', {
          organization: context.args.context.organizationName,
        }),
      ),
    ).toBeVisible();
    await expectNoCalendar(context);
  },
};

/** Reopened on another device: sent, without the blocks (this browser does not know them). */
export const SentElsewhere: Story = {
  args: { sent: null, context: { ...context, status: 'pending_review' } },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByText(
        t('superday:sent.elsewhere', { organization: context.args.context.organizationName }),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expectNoCalendar(context);
  },
};

/**
 * Reopened, before this browser's copy is read (a page the server drew first): the lead alone,
 * true either way; neither "sent elsewhere" nor a list.
 */
export const SentNotReadYet: Story = {
  args: { sent: undefined, context: { ...context, status: 'pending_review' } },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const organization = context.args.context.organizationName;
    await expect(canvas.getByText(t('superday:sent.lead', { organization }))).toBeVisible();
    await expect(
      canvas.queryByText(t('superday:sent.elsewhere', { organization })),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/**
 * Reopened once the organisation set the schedule (status confirmed): it says so; the blocks
 * this browser sent are not listed (the data never says which of them were booked).
 */
export const Scheduled: Story = {
  args: { context: { ...context, status: 'confirmed' } },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('superday:scheduled.title') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: t('superday:sent.blocksTitle') }),
    ).not.toBeInTheDocument();
    await expectNoCalendar(context);
  },
};

/** The blocks in the zone the candidate picked (Tokyo: the morning there is the evening before). */
export const SentAnotherZone: Story = {
  args: {
    context: { ...context, timeZone: 'Asia/Tokyo' },
    sent: sentOf(daysOf('superday', 'Asia/Tokyo'), 0, 1),
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const picker = canvas.getByRole<HTMLInputElement>('combobox', {
      name: t('general:timeZone.label'),
    });
    await expect(picker.value).toMatch(/Tokyo/);
    await userEvent.clear(picker);
    await userEvent.type(picker, 'London');
    await userEvent.click(await canvas.findByRole('option', { name: /London/ }));
    await expect(context.args.zone.onChange).toHaveBeenCalledWith('Europe/London');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On site in London, seen from New York: office times, each block in the candidate's time. */
export const SentOnSite: Story = {
  args: {
    context: { ...onsiteContextOf(), backgroundUrl: null },
    sent: sentOf(onsiteDays(), 0, 3),
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    const own = ownTimeLines(context.canvasElement, t);
    await expect(own).toHaveLength(2);
    await expect(own[0]).toHaveTextContent(/New York/);
    await expectNoCalendar(context);
  },
};
