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

/** The status banner that says `text`. */
function statusSaying(root: HTMLElement, text: string): HTMLElement {
  const banner: HTMLElement | null = within(root).getByText(text).closest('[role="status"]');
  if (banner === null) throw new Error(`no status banner says "${text}"`);
  return banner;
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
    // "Schedule now" is in the status banner, once on the page, and links to the onsite's flow.
    const status = statusSaying(context.canvasElement, t('portal:status.readyToSchedule'));
    const onsite = data.interviews.find((i) => i.status === 'pending_candidate_response');
    const schedule = canvas.getAllByRole('link', {
      name: literalPattern(t('portal:actions.scheduleNow'), 'start'),
    });
    await expect(schedule).toHaveLength(1);
    await expect(status).toContainElement(schedule[0] ?? null);
    await expect(schedule[0]).toHaveAttribute('href', `#s/${onsite?.hash ?? ''}`);
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

/**
 * The next interview is ready to be scheduled (and nothing else): the status banner names it and
 * carries its "Schedule now", the first control after the title; its card has no second copy.
 */
export const ReadyToSchedule: Story = {
  args: { data: withInterviews(interviewsOf('Onsite Loop')) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const status = statusSaying(context.canvasElement, t('portal:status.readyToSchedule'));
    const onsite = interviewsOf('Onsite Loop')[0];
    const heading = canvas.getByRole('heading', {
      level: 3,
      name: literalPattern(onsite?.stage.name ?? ''),
    });
    await expect(status).toHaveTextContent(heading.textContent);
    const links = canvas.getAllByRole('link', {
      name: literalPattern(t('portal:actions.scheduleNow'), 'start'),
    });
    await expect(links).toHaveLength(1);
    const link = links[0] ?? null;
    await expect(status).toContainElement(link);
    await expect(link).toHaveAttribute('href', `#s/${onsite?.hash ?? ''}`);
    // Described by the interview it schedules.
    await expect(link).toHaveAccessibleDescription(heading.textContent);
    // The first stop of the keyboard in the page's content (the order is the document's).
    const first = context.canvasElement.querySelector<HTMLElement>(
      'main a[href], main button, main [tabindex="0"]',
    );
    await expect(first).toBe(link);
    await expect(canvas.getAllByText(t('portal:interview.pending'))).toHaveLength(2);
  },
};

/** A reschedule was asked: the banner carries "Reschedule now" for that interview. */
export const RescheduleRequested: Story = {
  args: {
    data: withInterviews(
      interviewsOf('Onsite Loop').map((i) => ({ ...i, status: 'reschedule' as const })),
    ),
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const status = statusSaying(context.canvasElement, t('portal:status.readyToSchedule'));
    const links = canvas.getAllByRole('link', {
      name: literalPattern(t('portal:actions.rescheduleNow'), 'start'),
    });
    await expect(links).toHaveLength(1);
    await expect(status).toContainElement(links[0] ?? null);
  },
};

/**
 * Long stage and job names: titles wrap in even lines (no word alone on the last), buttons go
 * full width on a phone, nothing overflows the page.
 */
export const LongTitles: Story = {
  args: {
    data: withInterviews(
      interviewsOf('Onsite Loop', 'Technical Interview', 'Hiring Manager Interview').map((i) => ({
        ...i,
        stage: { ...i.stage, name: `${i.stage.name} with the Autonomy Platform Team` },
        job: {
          ...i.job,
          name: 'Senior Robotics Software Engineer, Perception and Motion Planning',
        },
      })),
    ),
  },
  play: async (context) => {
    const { canvas } = setup(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const card of canvas.getAllByRole('listitem').filter((li) => li.querySelector('h3'))) {
      const box = card.getBoundingClientRect();
      for (const control of within(card).queryAllByRole('link')) {
        const own = control.getBoundingClientRect();
        await expect(own.right).toBeLessThanOrEqual(box.right);
        await expect(own.left).toBeGreaterThanOrEqual(box.left);
      }
    }
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
