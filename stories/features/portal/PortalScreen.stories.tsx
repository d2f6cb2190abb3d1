import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { PortalMessages } from '../../../src/features/portal/screens/PortalMessages';
import { PortalScreen } from '../../../src/features/portal/screens/PortalScreen';
import { literalPattern, storyT } from '../../support/i18n';
import {
  interviewsOf,
  manyJobs,
  messagesView,
  NOW,
  portalData,
  withInterviews,
  ZONE,
} from './portal.fixtures';

const data = portalData();
const thread = (
  <PortalMessages
    messages={messagesView()}
    organizationName={data.organization.name}
    timeZone={ZONE}
    onDraftChange={fn()}
    onSend={fn()}
    onRetryLoad={fn()}
  />
);

const meta = {
  title: 'Portal/Screens/Portal',
  component: PortalScreen,
  args: {
    data,
    timeZone: ZONE,
    now: NOW,
    candidateLink: (hash: string) => `#s/${hash}`,
    calendarBusyId: null,
    calendarError: null,
    onAddToCalendar: fn(),
    onGiveFeedback: fn(),
    messages: thread,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  return { canvas: within(context.canvasElement), t: storyT(context) };
}

/**
 * Camila's portal on 2 March: the technical interview ahead, the onsite to schedule, the
 * hiring manager interview three days ago (feedback not given), the recruiter screen before.
 */
export const FullPortal: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups.slice(0, 4)).toEqual([
      t('portal:groups.upcoming'),
      t('portal:groups.toSchedule'),
      t('portal:groups.recentlyCompleted'),
      t('portal:groups.previous'),
    ]);
    await expect(canvas.getByText(t('portal:status.readyToSchedule'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: literalPattern(t('portal:actions.scheduleNow'), 'start') }),
    ).toHaveAttribute('href', expect.stringMatching(/^#s\//));
    await userEvent.click(
      canvas.getByRole('button', { name: literalPattern(t('portal:actions.giveFeedback')) }),
    );
    await expect(context.args.onGiveFeedback).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** During the technical interview: "Happening now", too late to reschedule, still in the calendar. */
export const HappeningNow: Story = {
  args: { now: Date.parse('2026-03-10T14:20:00Z') },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('portal:groups.current') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: literalPattern(t('portal:actions.reschedule'), 'start') }),
    ).not.toBeInTheDocument();
  },
};

/** Only past interviews: nothing is scheduled, said kindly. */
export const OnlyPastInterviews: Story = {
  args: { data: withInterviews(interviewsOf('Recruiter Screen', 'Hiring Manager Interview')) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByText(
        t('portal:status.nothingScheduled', { organization: data.organization.name }),
      ),
    ).toBeVisible();
  },
};

/** Nothing at all yet. */
export const NothingScheduled: Story = {
  args: { data: withInterviews([]) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByText(
        t('portal:status.nothingScheduled', { organization: data.organization.name }),
      ),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

/** The availability was sent for the onsite: the status says so, and it can be resubmitted. */
export const AvailabilitySubmitted: Story = {
  args: {
    data: withInterviews(
      interviewsOf('Onsite Loop').map((i) => ({ ...i, status: 'pending_review' as const })),
    ),
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByText(
        t('portal:status.availabilitySubmitted', { organization: data.organization.name }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: literalPattern(t('portal:actions.resubmitAvailability'), 'start'),
      }),
    ).toBeVisible();
  },
};

/** The next interview is ready to be scheduled (and nothing else). */
export const ReadyToSchedule: Story = {
  args: { data: withInterviews(interviewsOf('Onsite Loop')) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByText(t('portal:status.readyToSchedule'))).toBeVisible();
    await expect(canvas.getAllByText(t('portal:interview.pending'))).toHaveLength(2);
  },
};

/** Interviews for three jobs, interviewers for two. */
export const ManyJobs: Story = {
  args: { data: manyJobs() },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const interviewers = canvas.getByRole('region', { name: t('portal:interviewers.title') });
    await expect(within(interviewers).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/** Long prep titles, and links that are not web links are left out. */
export const PrepWithLongContent: Story = {
  args: {
    data: {
      ...data,
      prep: [
        ...data.prep,
        {
          title:
            'Everything you need to know before your onsite loop at our Boston robotics lab: directions, parking, visitor badges, the schedule of the day and who you will meet',
          url: 'https://acme-robotics.com/careers/onsite/boston/what-to-expect-on-the-day',
        },
        { title: 'Not a web link', url: 'javascript:alert(1)' },
      ],
    },
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const prep = canvas.getByRole('region', { name: t('portal:prep.title') });
    await expect(within(prep).getAllByRole('link')).toHaveLength(3);
    for (const link of within(prep).getAllByRole('link')) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The calendar file of the technical interview is being made. */
export const CalendarPreparing: Story = {
  args: { calendarBusyId: data.interviews[0]?.id ?? null },
};

/** The calendar file could not be made: said on its interview. */
export const CalendarFailed: Story = {
  args: {
    calendarError: { interviewId: data.interviews[0]?.id ?? '', notice: ERROR_MESSAGES.general },
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('booking:calendar.errorTitle'));
  },
};
