import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildInterviewSummary, JOBS, STAGES } from '../../../fixtures/builders';
import { seededId } from '../../../fixtures/random';
import { IntroScreen } from '../../../src/features/candidate/screens/IntroScreen';
import { zoneLabel } from '../../../src/i18n/zone-label';
import { formatDate, formatDuration, formatMinutes } from '../../../src/i18n/format';
import { localeOf, storyT } from '../../support/i18n';
import { backgroundOf, browserZoneOf, introOf } from './intro-screens.fixtures';

const pending = introOf('pending');
const onsite = introOf('onsite-timezone');
const onsiteZone = onsite.interview.settings.timeZone ?? 'America/Los_Angeles';
const confirmed = introOf('confirmed');

const meta = {
  title: 'Candidate/Screens/Intro',
  component: IntroScreen,
  args: {
    organizationName: pending.organization.name,
    guestFirstName: pending.guest.firstName,
    interviews: pending.interviews,
    timeZone: browserZoneOf('pending'),
    onsiteTimeZone: null,
    backgroundUrl: backgroundOf('pending'),
    onGetStarted: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IntroScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The numbered list of interviews (an `ol`). */
function interviewItems(canvasElement: HTMLElement): HTMLElement[] {
  const list = within(canvasElement).getByRole('list');
  return within(list).getAllByRole('listitem');
}

/** Every interview shows its number, stage, job and duration; the total sums them. */
async function expectInterviews(context: PlayContext) {
  const { canvasElement, args } = context;
  const t = storyT(context);
  const lng = localeOf(context.globals);
  const items = interviewItems(canvasElement);
  await expect(items).toHaveLength(args.interviews.length);
  for (const [index, interview] of args.interviews.entries()) {
    const item = within(items[index] as HTMLElement);
    await expect(
      item.getByRole('heading', {
        level: 2,
        name: t('intro:interviewNumber', { number: interview.number }),
      }),
    ).toBeVisible();
    await expect(item.getByText(interview.stage.name)).toBeVisible();
    await expect(item.getByText(interview.job.name)).toBeVisible();
    await expect(item.getByText(formatMinutes(interview.durationMin, lng))).toBeVisible();
    await expect(
      item.getByText(
        interview.date === null
          ? t('intro:dateToBeScheduled')
          : formatDate(interview.date, lng, args.timeZone),
      ),
    ).toBeVisible();
  }
  const total = args.interviews.reduce((sum, interview) => sum + interview.durationMin, 0);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('term')).toHaveTextContent(t('intro:totalTime'));
  await expect(canvas.getByRole('definition')).toHaveTextContent(formatDuration(total, lng));
}

/** Title, greeting and "Get started", which calls onGetStarted. */
async function expectTitleAndStart(context: PlayContext) {
  const { canvasElement, args } = context;
  const t = storyT(context);
  const canvas = within(canvasElement);
  const title = canvas.getByRole('heading', { level: 1, name: t('intro:yourInterviews') });
  await expect(title).toHaveAttribute('tabindex', '-1');
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(
    canvas.getByText(
      t('intro:greeting', {
        firstName: args.guestFirstName,
        organizationName: args.organizationName,
      }),
    ),
  ).toBeVisible();
  await expect(canvas.getByRole('banner')).toHaveTextContent(args.organizationName);

  await userEvent.click(canvas.getByRole('button', { name: t('intro:getStarted') }));
  await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
  await expect(args.onGetStarted).toHaveBeenCalledWith();
  // Blur so the picture shows the page at rest.
  (document.activeElement as HTMLElement | null)?.blur();
}

async function backgroundLoaded(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector('img');
  await waitFor(() => expect(image?.complete).toBe(true));
}

/**
 * The pending invitation (Camila, 3 interviews, 150 minutes): dates not yet scheduled, the
 * total in hours.
 */
export const Default: Story = {
  play: async (context) => {
    await expectInterviews(context);
    const t = storyT(context);
    await expect(
      within(context.canvasElement).getAllByText(t('intro:dateToBeScheduled')),
    ).toHaveLength(3);
    await expect(
      within(context.canvasElement).queryByText(t('intro:onsite.title')),
    ).not.toBeInTheDocument();
    await expectTitleAndStart(context);
    await backgroundLoaded(context.canvasElement);
  },
};

/** On site in San Francisco while the browser is in Berlin: the note names the office's zone. */
export const OnsiteTimeZone: Story = {
  args: {
    organizationName: onsite.organization.name,
    guestFirstName: onsite.guest.firstName,
    interviews: onsite.interviews,
    timeZone: onsiteZone,
    onsiteTimeZone: onsiteZone,
    backgroundUrl: backgroundOf('onsite-timezone'),
  },
  play: async (context) => {
    const t = storyT(context);
    const lng = localeOf(context.globals);
    const note = within(context.canvasElement).getByRole('status');
    await expect(note).toHaveTextContent(t('intro:onsite.title'));
    await expect(note).toHaveTextContent(
      t('intro:onsite.timeZone', { timeZone: zoneLabel(t, onsiteZone, lng) }),
    );
    await expectInterviews(context);
    await expectTitleAndStart(context);
    await backgroundLoaded(context.canvasElement);
  },
};

/** Dates already known (a confirmed itinerary): each written out in the candidate's zone. */
export const ScheduledDates: Story = {
  args: {
    organizationName: confirmed.organization.name,
    guestFirstName: confirmed.guest.firstName,
    interviews: confirmed.interviews,
    timeZone: browserZoneOf('confirmed'),
    backgroundUrl: backgroundOf('confirmed'),
  },
  play: async (context) => {
    const t = storyT(context);
    await expect(
      within(context.canvasElement).queryByText(t('intro:dateToBeScheduled')),
    ).not.toBeInTheDocument();
    await expectInterviews(context);
    await backgroundLoaded(context.canvasElement);
  },
};

/** One 45-minute interview: the total is in minutes. */
export const SingleInterview: Story = {
  args: { interviews: [buildInterviewSummary()] },
  play: async (context) => {
    await expectInterviews(context);
    await expectTitleAndStart(context);
    await backgroundLoaded(context.canvasElement);
  },
};

const longNames = [
  {
    job: 'Senior Staff Robotics Software Engineer, Autonomous Navigation and Perception Platform',
    stage: 'Technical Deep Dive: Motion Planning, Localization and Sensor Fusion Architecture',
  },
  { job: JOBS.firmware.name, stage: 'Pair-Programming Exercise with the Embedded Platform Team' },
  { job: JOBS.productDesigner.name, stage: 'Portfolio Presentation and Design Critique' },
  { job: JOBS.roboticsSoftware.name, stage: STAGES.onsite.name },
  { job: JOBS.roboticsSoftware.name, stage: 'Cross-Functional Collaboration Interview' },
  { job: JOBS.roboticsSoftware.name, stage: STAGES.final.name },
];

/** Six interviews with long job and stage names (345 minutes): names wrap, nothing overflows. */
export const ManyInterviews: Story = {
  args: {
    interviews: longNames.map((names, index) =>
      buildInterviewSummary({
        id: seededId('int', 'many-interviews', index),
        number: index + 1,
        job: { name: names.job },
        stage: { name: names.stage },
        durationMin: [90, 60, 45, 60, 30, 60][index] ?? 45,
      }),
    ),
  },
  play: async (context) => {
    await expectInterviews(context);
    // Long names wrap inside the phone width: the page never scrolls sideways.
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await backgroundLoaded(context.canvasElement);
  },
};

/** No interview is listed (none came with the intro): the greeting and "Get started" only. */
export const NoInterviews: Story = {
  args: { interviews: [], backgroundUrl: null },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('definition')).not.toBeInTheDocument();
    await expectTitleAndStart(context);
  },
};
