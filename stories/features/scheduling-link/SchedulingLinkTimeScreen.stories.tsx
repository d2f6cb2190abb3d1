import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { SchedulingLinkTimeScreen } from '../../../src/features/scheduling-link/screens/SchedulingLinkTimeScreen';
import { literalPattern, storyT } from '../../support/i18n';
import { daysIn, FIRST, INTRO, ZONE } from './scheduling-link.fixtures';

const meta = {
  title: 'SchedulingLink/Screens/Choose a time',
  component: SchedulingLinkTimeScreen,
  args: {
    organizationName: INTRO.organization.name,
    title: INTRO.title,
    durationMin: INTRO.durationMin,
    days: daysIn(),
    timeZone: ZONE,
    chosen: null,
    sending: false,
    error: null,
    missingChoice: false,
    onChoose: fn(),
    onSchedule: fn(),
    onChangeDetails: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SchedulingLinkTimeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  return { canvas: within(context.canvasElement), t: storyT(context) };
}

/** The link's times, day by day in the visitor's zone; choosing one, then Schedule. */
export const Times: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('schedulingLink:time.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(daysIn().length);
    const [first] = canvas.getAllByRole('radio');
    if (!first) throw new Error('a time');
    await userEvent.click(first);
    await expect(context.args.onChoose).toHaveBeenCalledWith(FIRST?.start);
    await userEvent.click(canvas.getByRole('button', { name: t('schedulingLink:time.schedule') }));
    await expect(context.args.onSchedule).toHaveBeenCalled();
  },
};

/** One chosen: filled, the radio checked. */
export const Chosen: Story = {
  args: { chosen: FIRST?.start ?? null },
  play: async (context) => {
    const { canvas } = setup(context);
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

/** Schedule with nothing chosen: said, before the button. */
export const NothingChosen: Story = {
  args: { missingChoice: true },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('schedulingLink:time.chooseFirst'));
  },
};

/** Being sent: Schedule is busy (a second press sends nothing), the times locked. */
export const Sending: Story = {
  args: { chosen: FIRST?.start ?? null, sending: true },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const button = canvas.getByRole('button', {
      name: literalPattern(t('schedulingLink:time.schedule')),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The time was booked by someone else meanwhile: said, and it is gone from the list. */
export const TimeTaken: Story = {
  args: { days: daysIn(ZONE).slice(1), error: { kind: 'taken' } },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByText(t('schedulingLink:time.taken'))).toBeVisible();
  },
};

/** Sending failed: why, with the code; the choice kept. */
export const SendFailed: Story = {
  args: {
    chosen: FIRST?.start ?? null,
    error: { kind: 'failed', code: '49999', notice: ERROR_MESSAGES.general },
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByText(literalPattern(t('schedulingLink:time.failed', { code: '49999' }))),
    ).toBeVisible();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

/** Every time of the link is booked or over. */
export const NoTimesLeft: Story = {
  args: { days: [] },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByText(t('schedulingLink:time.none', { organization: INTRO.organization.name })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('schedulingLink:time.changeDetails') }),
    );
    await expect(context.args.onChangeDetails).toHaveBeenCalled();
  },
};

/** A visitor in Tokyo: the same times on their own days and clock. */
export const OtherTimeZone: Story = {
  args: { days: daysIn('Asia/Tokyo'), timeZone: 'Asia/Tokyo' },
  play: async (context) => {
    const { canvas } = setup(context);
    await expect(canvas.getAllByRole('radio').length).toBeGreaterThan(10);
  },
};
