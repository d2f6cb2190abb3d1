import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { SchedulingLinkConfirmedScreen } from '../../../src/features/scheduling-link/screens/SchedulingLinkConfirmedScreen';
import { literalPattern, storyT } from '../../support/i18n';
import { bookedEvent, INTRO, ZONE } from './scheduling-link.fixtures';

const meta = {
  title: 'SchedulingLink/Screens/Confirmed',
  component: SchedulingLinkConfirmedScreen,
  args: {
    organizationName: INTRO.organization.name,
    email: 'daniel.kim@example.com',
    event: bookedEvent(),
    timeZone: ZONE,
    calendarBusy: false,
    calendarError: null,
    onDownloadIcs: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SchedulingLinkConfirmedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked: what, when (in the visitor's zone), and add to calendar. */
export const Confirmed: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('schedulingLink:confirmed.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByText(INTRO.title)[0]).toBeVisible();
    const calendar = canvas.getByRole('region', { name: t('booking:calendar.heading') });
    await expect(within(calendar).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: literalPattern(t('booking:calendar.ics')) }),
    );
    await expect(context.args.onDownloadIcs).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The calendar file could not be made: said at the button. */
export const CalendarFailed: Story = {
  args: { calendarError: ERROR_MESSAGES.general },
};
