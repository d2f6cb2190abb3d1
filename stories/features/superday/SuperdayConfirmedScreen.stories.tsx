import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { chosenBlocks } from '../../../src/domain/superday';
import { superdayCalendarEvents } from '../../../src/features/superday/calendar-events';
import { SuperdayConfirmedScreen } from '../../../src/features/superday/screens/SuperdayConfirmedScreen';
import { literalPattern, storyT } from '../../support/i18n';
import { contextOf, daysOf } from './superday.fixtures';

const days = daysOf();
const blocks = days.flatMap((d) => d.blocks);
const chosen = chosenBlocks(
  days,
  Object.fromEntries(
    [0, 3].map((n) => [blocks[n]?.id ?? '', blocks[n]?.alternatives[0]?.key ?? '']),
  ),
);
const context = { ...contextOf(), backgroundUrl: null };

const meta = {
  title: 'Superday/Screens/Confirmed',
  component: SuperdayConfirmedScreen,
  args: {
    context,
    chosen,
    calendarEvents: superdayCalendarEvents(chosen, 'Superday: Embedded Firmware Engineer'),
    calendarBusy: false,
    calendarError: null,
    onDownloadIcs: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SuperdayConfirmedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed: the two chosen blocks with their interviews, and "Add to calendar". */
export const Confirmed: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('superday:confirmed.title') }),
    ).toBeVisible();
    const times = canvas.getByRole('region', { name: t('superday:confirmed.chosenTitle') });
    await expect(times.querySelectorAll(':scope > ol > li')).toHaveLength(2);
    // A Google and an Outlook link per block.
    const calendar = canvas.getByRole('region', { name: t('booking:calendar.heading') });
    await expect(within(calendar).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('button', {
        name: literalPattern(t('booking:calendar.ics')),
      }),
    );
    await expect(context.args.onDownloadIcs).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** After a reschedule: the lead says the new times were sent. */
export const ConfirmedReschedule: Story = {
  args: { context: { ...context, reschedule: true, status: 'reschedule' } },
  play: async (context) => {
    const t = storyT(context);
    await expect(
      within(context.canvasElement).getByText(
        t('superday:confirmed.rescheduleLead', {
          organization: context.args.context.organizationName,
        }),
      ),
    ).toBeVisible();
  },
};

/** Reopened on another device: confirmed, without the times (this browser does not know them). */
export const ConfirmedElsewhere: Story = {
  args: { chosen: null, calendarEvents: [] },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(t('superday:confirmed.elsewhere'))).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: t('booking:calendar.heading') }),
    ).not.toBeInTheDocument();
  },
};

/** The .ics file could not be made: an error under the button, with "Try again". */
export const CalendarFailed: Story = {
  args: { calendarError: ERROR_MESSAGES.general },
  play: async (context) => {
    const t = storyT(context);
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(
      t('booking:calendar.errorTitle'),
    );
  },
};
