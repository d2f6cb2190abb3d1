import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildScheduledEvent, interviewer, OFFICES } from '../../../fixtures/builders';
import { getScenario } from '../../../fixtures/scenarios';
import { isoAt } from '../../../fixtures/time';
import {
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEntryText,
} from '../../../src/domain/calendar-links';
import type { ScheduledEvent } from '../../../src/domain/entities';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { ConfirmationScreen } from '../../../src/features/candidate/screens/ConfirmationScreen';
import { ownTime } from '../../../src/i18n/own-time';
import { zoneLabel } from '../../../src/i18n/zone-label';
import { formatDate, formatTimeRange } from '../../../src/i18n/format';
import { localeOf, storyT } from '../../support/i18n';
import { blurActiveElement, bookingIntroOf, literal } from './booking-screens.fixtures';

const confirmed = bookingIntroOf('confirmed');
const events = confirmed.interview.schedule;
/** The New York office interview of the itinerary (its last event). */
const onsiteEvent = events.find((e) => e.location !== null) as ScheduledEvent;

/** Jonas's on-site loop at the San Francisco office (scenario onsite-timezone), booked. */
const onsite = bookingIntroOf('onsite-timezone');
const onsiteZone = onsite.interview.settings.timeZone ?? 'America/Los_Angeles';
const onsiteLoop = (
  [
    ['Onsite: Robotics Systems Deep Dive', '09:00', '10:30', [1, 12]],
    ['Onsite: Lunch with the Team', '12:00', '13:00', [8]],
    ['Onsite: Hiring Manager Interview', '13:30', '14:30', [0]],
  ] as const
).map(([title, from, to, people], n) =>
  buildScheduledEvent({
    id: `evt_onsite_${n}`,
    title,
    startTime: isoAt('2026-03-10', from, onsiteZone),
    endTime: isoAt('2026-03-10', to, onsiteZone),
    location: OFFICES['America/Los_Angeles'],
    videoUrl: null,
    interviewers: people.map((i) => ({ name: interviewer(i).name, title: interviewer(i).title })),
  }),
);

const meta = {
  title: 'Candidate/Screens/Confirmation',
  component: ConfirmationScreen,
  args: {
    organizationName: confirmed.organization.name,
    jobName: confirmed.interview.job.name,
    events,
    // Chloé's browser is in Paris; the interviews are in New York.
    timeZone: getScenario('confirmed').browserTimeZone,
    onsiteTimeZone: null,
    ownTimeZone: null,
    officeTimeZone: confirmed.interview.settings.timeZone,
    guestEmail: confirmed.guest.email,
    canReschedule: confirmed.interview.settings.canGuestReschedule,
    calendarBusy: false,
    calendarError: null,
    onDownloadIcs: fn(),
    onReschedule: fn(),
    backgroundUrl: confirmed.meetBackgroundUrlList[0] ?? null,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The texts the screen puts into calendar entries, in the story's language. */
function entryTextOf(context: PlayContext): CalendarEntryText {
  const t = storyT(context);
  return {
    title: (event) =>
      t('booking:calendar.entryTitle', {
        title: event.title,
        organization: context.args.organizationName,
      }),
    videoHeading: t('booking:calendar.entryVideo'),
    interviewersHeading: t('booking:calendar.entryInterviewers'),
    officeTime: (event) => {
      const office = context.args.officeTimeZone;
      if (office === null || event.location === null) return null;
      const lng = localeOf(context.globals);
      return t('booking:calendar.entryOfficeTime', {
        time: formatTimeRange(event.startTime, event.endTime, lng, office, {
          timeZoneName: 'short',
        }),
        zone: zoneLabel(t, office, lng),
      });
    },
  };
}

/** The zone an event reads in first: the office's for one held there, else the screen's. */
function zoneOfEvent(args: PlayContext['args'], event: ScheduledEvent) {
  const office = args.officeTimeZone;
  return event.location !== null && office !== null && office !== args.timeZone ? office : null;
}

/** Heading, summary and where the copy and the invites went. */
async function expectConfirmed(context: PlayContext) {
  const { canvasElement, args } = context;
  const t = storyT(context);
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(
    canvas.getByRole('heading', { level: 1, name: t('booking:confirmation.heading') }),
  ).toBeVisible();
  await expect(
    canvas.getByText(
      t('booking:confirmation.summary', {
        count: args.events.length,
        job: args.jobName,
        organization: args.organizationName,
      }),
    ),
  ).toBeVisible();
  await expect(
    canvas.getByText(t('booking:confirmation.copySent', { email: args.guestEmail })),
  ).toBeVisible();
  await expect(
    canvas.getByText(t('booking:confirmation.invitesSent', { email: args.guestEmail })),
  ).toBeVisible();
}

/** One card per event, in order: date, time range (in the zone), title. */
async function expectItinerary(context: PlayContext, zoneName?: 'short') {
  const { canvasElement, args } = context;
  const t = storyT(context);
  const lng = localeOf(context.globals);
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: t('booking:itinerary.heading') });
  const items = [...list.children];
  await expect(items).toHaveLength(args.events.length);
  for (const [index, event] of args.events.entries()) {
    const card = within(items[index] as HTMLElement);
    await expect(card.getByRole('heading', { level: 3, name: event.title })).toBeVisible();
    const office = zoneOfEvent(args, event);
    const zone = office ?? args.timeZone;
    await expect(card.getByText(formatDate(event.startTime, lng, zone))).toBeVisible();
    await expect(
      card.getByText(
        formatTimeRange(
          event.startTime,
          event.endTime,
          lng,
          zone,
          zoneName || office !== null ? { timeZoneName: 'short' } : {},
        ),
      ),
    ).toBeVisible();
    if (office !== null) {
      // At the office: its time first, the candidate's own beside it.
      const own = ownTime(event.startTime, event.endTime, office, args.timeZone, lng, t);
      if (own === null) throw new Error('the office reads the same clock');
      await expect(card.getByText(t('general:timeZone.yourTime', own))).toBeVisible();
    }
    for (const person of event.interviewers) {
      await expect(card.getByText(person.name)).toBeVisible();
    }
  }
}

/**
 * Chloé's confirmed itinerary in her Paris time: two video interviews and one at the New York
 * office, which reads in New York time first (with the zone's name), her Paris time beside it;
 * its calendar entries give the office's time too. Video links and calendar links open in a new tab and name their event; the .ics
 * button and "I need to reschedule" call back.
 */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const lng = localeOf(context.globals);
    const canvas = within(canvasElement);
    await expectConfirmed(context);
    await expect(
      canvas.getByText(
        t('booking:confirmation.timeZoneLocal', { zone: zoneLabel(t, args.timeZone, lng) }),
      ),
    ).toBeVisible();
    await expectItinerary(context);
    await expect(canvas.getByText(onsiteEvent.location as string)).toBeVisible();

    const [video] = args.events;
    const join = canvas.getByRole('link', {
      name: `${t('booking:itinerary.joinVideo')} ${video?.title}`,
    });
    await expect(join).toHaveAttribute('href', video?.videoUrl);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(join).toHaveAccessibleDescription(t('booking:itinerary.newTab'));

    const text = entryTextOf(context);
    for (const event of args.events) {
      const google = canvas.getByRole('link', {
        name: `${t('booking:calendar.google')} ${event.title}`,
      });
      await expect(google).toHaveAttribute('href', googleCalendarUrl(event, text));
      await expect(google).toHaveAttribute('target', '_blank');
      await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
      const outlook = canvas.getByRole('link', {
        name: `${t('booking:calendar.outlook')} ${event.title}`,
      });
      await expect(outlook).toHaveAttribute('href', outlookCalendarUrl(event, text));
      await expect(outlook).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await userEvent.click(canvas.getByRole('button', { name: t('booking:calendar.ics') }));
    await expect(args.onDownloadIcs).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: t('booking:confirmation.reschedule') }),
    );
    await expect(args.onReschedule).toHaveBeenCalledTimes(1);
    blurActiveElement();
  },
};

/**
 * An on-site loop in San Francisco while the browser is in Berlin: times are in the interview's
 * own zone (Los Angeles), each range carries the zone's short name, a note says whose time it
 * is, and each time also reads in the candidate's own zone ("Your time: … (Germany)").
 */
export const OnsiteTimeZone: Story = {
  args: {
    organizationName: onsite.organization.name,
    jobName: onsite.interview.job.name,
    events: onsiteLoop,
    timeZone: onsiteZone,
    onsiteTimeZone: onsiteZone,
    officeTimeZone: onsiteZone,
    ownTimeZone: 'Europe/Berlin',
    guestEmail: onsite.guest.email,
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const lng = localeOf(context.globals);
    await expectItinerary(context, 'short');
    await expect(within(canvasElement).getAllByText(OFFICES['America/Los_Angeles'])).toHaveLength(
      args.events.length,
    );
    await expect(
      within(canvasElement).getByText(
        t('booking:confirmation.timeZoneOnsite', {
          zone: zoneLabel(t, args.onsiteTimeZone as string, lng),
        }),
      ),
    ).toBeVisible();
    for (const event of args.events) {
      const own = ownTime(event.startTime, event.endTime, onsiteZone, 'Europe/Berlin', lng, t);
      if (own === null) throw new Error('Berlin reads another clock');
      await expect(
        within(canvasElement).getByText(t('general:timeZone.yourTime', own)),
      ).toBeVisible();
    }
  },
};

/** The organisation does not let guests reschedule: no reschedule section. */
export const NoReschedule: Story = {
  args: { canReschedule: false },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expectConfirmed(context);
    await expect(
      canvas.queryByRole('button', { name: t('booking:confirmation.reschedule') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('heading', { name: t('booking:confirmation.rescheduleHeading') }),
    ).toBeNull();
  },
};

/** The .ics file is being prepared: the button is busy and ignores clicks; it is announced. */
export const CalendarDownloading: Story = {
  args: { calendarBusy: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', {
      name: new RegExp(literal(t('booking:calendar.ics'))),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onDownloadIcs).not.toHaveBeenCalled();
    // Announced by a polite live region (besides the button's own busy label).
    await expect(
      canvas.getByText(t('booking:calendar.preparing'), { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    blurActiveElement();
  },
};

/** The .ics file could not be made: an alert with the reason and "Try again". */
export const CalendarError: Story = {
  args: { calendarError: ERROR_MESSAGES.general },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('booking:calendar.errorTitle'));
    await expect(alert).toHaveTextContent(t(ERROR_MESSAGES.general.key));
    await userEvent.click(
      within(alert).getByRole('button', { name: t('general:actions.tryAgain') }),
    );
    await expect(args.onDownloadIcs).toHaveBeenCalledTimes(1);
    blurActiveElement();
  },
};

/** A single interview at the office: the summary in the singular, the address, no video link. */
export const SingleEvent: Story = {
  args: { events: [onsiteEvent] },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expectConfirmed(context);
    await expectItinerary(context);
    await expect(canvas.getByText(onsiteEvent.location as string)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: new RegExp(literal(t('booking:itinerary.joinVideo'))) }),
    ).toBeNull();
  },
};
