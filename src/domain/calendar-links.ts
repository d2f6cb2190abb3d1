/**
 * "Add to calendar" links for one booked event (spec section 2, Confirmation: calendar
 * invites; candidate portal: add to calendar): a Google Calendar template URL and an Outlook
 * on the web compose URL. Pure: the texts that go into the calendar entry (its title and the
 * headings of its details) are parameters, so a screen passes them translated.
 *
 * Decisions (the spec is silent):
 * - Google gets its documented `render?action=TEMPLATE` form with `dates` in UTC basic format
 *   (`20260310T140000Z/20260310T144500Z`), so the entry shows at the right instant whatever the
 *   calendar's own zone.
 * - Outlook (`/calendar/0/deeplink/compose`, on outlook.live.com for personal accounts or
 *   outlook.office.com for work accounts) gets `startdt`/`enddt` in UTC ISO-8601 extended
 *   format (`2026-03-10T14:00:00Z`): its deeplink does not read the basic format.
 * - Query values are percent-encoded with `encodeURIComponent` (a space is `%20`, never `+`,
 *   which Outlook shows literally).
 * - The location is the street address of an on-site event, else its video URL (a calendar
 *   shows it as a link), else nothing. The details list the video URL under a heading, then the
 *   interviewers, one per line ("Name – Title").
 */
import type { ScheduledEvent } from './entities';
import { toEpochMs } from './time-zone';

/** The texts of a calendar entry. English defaults; screens pass translations. */
export interface CalendarEntryText {
  /** Title of the entry for an event; the event's own title when absent. */
  readonly title?: (event: ScheduledEvent) => string;
  /** Line above the video URL in the details. */
  readonly videoHeading?: string;
  /** Line above the interviewers in the details. */
  readonly interviewersHeading?: string;
  /** Word for the .ics file's name when the organisation's name gives none ("interviews"). */
  readonly fileName?: string;
  /**
   * The first line of the details of an event held at an office, in the office's time ("At the
   * office: 10:00 – 10:45 AM EDT (Eastern Time)"): a calendar shows the entry in the device's
   * zone, the candidate also needs the time where they will be. Null for other events.
   */
  readonly officeTime?: (event: ScheduledEvent) => string | null;
}

export const DEFAULT_CALENDAR_TEXT = {
  videoHeading: 'Video call',
  interviewersHeading: 'Interviewers',
} as const;

/** Where Outlook on the web lives: personal (outlook.live.com) or work/school accounts. */
export type OutlookService = 'live' | 'office';

const OUTLOOK_HOSTS: Readonly<Record<OutlookService, string>> = {
  live: 'https://outlook.live.com',
  office: 'https://outlook.office.com',
};

/** `2026-03-10T14:00:00Z`: the instant in UTC, ISO-8601 extended, whole seconds. */
export function toUtcIso(instant: string | number): string {
  return new Date(toEpochMs(instant)).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `20260310T140000Z`: the instant in UTC, iCalendar / Google basic format. */
export function toUtcBasic(instant: string | number): string {
  return toUtcIso(instant).replace(/[-:]/g, '');
}

/** The entry's title. */
export function calendarTitle(event: ScheduledEvent, text: CalendarEntryText = {}): string {
  return text.title ? text.title(event) : event.title;
}

/** The entry's location: the address, else the video URL, else ''. */
export function calendarLocation(event: ScheduledEvent): string {
  return event.location ?? event.videoUrl ?? '';
}

/**
 * The entry's details: the office's time of an event held there, the video URL under its
 * heading, then the interviewers under theirs, separated by a blank line; parts with nothing
 * to show are left out.
 */
export function calendarDetails(event: ScheduledEvent, text: CalendarEntryText = {}): string {
  const blocks: string[] = [];
  const office = text.officeTime?.(event) ?? null;
  if (office !== null && office !== '') blocks.push(office);
  if (event.videoUrl !== null && event.videoUrl !== '') {
    blocks.push(
      [text.videoHeading ?? DEFAULT_CALENDAR_TEXT.videoHeading, event.videoUrl].join('\n'),
    );
  }
  if (event.interviewers.length > 0) {
    const people = event.interviewers.map((p) =>
      p.title !== null && p.title !== '' ? `${p.name} – ${p.title}` : p.name,
    );
    blocks.push(
      [text.interviewersHeading ?? DEFAULT_CALENDAR_TEXT.interviewersHeading, ...people].join('\n'),
    );
  }
  return blocks.join('\n\n');
}

function query(params: readonly (readonly [string, string])[]): string {
  return params
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** A Google Calendar "add event" URL (`calendar/render?action=TEMPLATE`). */
export function googleCalendarUrl(event: ScheduledEvent, text: CalendarEntryText = {}): string {
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', calendarTitle(event, text)],
    ['dates', `${toUtcBasic(event.startTime)}/${toUtcBasic(event.endTime)}`],
    ['details', calendarDetails(event, text)],
    ['location', calendarLocation(event)],
  ])}`;
}

/** An Outlook on the web "new event" URL (`calendar/0/deeplink/compose`). */
export function outlookCalendarUrl(
  event: ScheduledEvent,
  text: CalendarEntryText = {},
  service: OutlookService = 'live',
): string {
  return `${OUTLOOK_HOSTS[service]}/calendar/0/deeplink/compose?${query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', calendarTitle(event, text)],
    ['startdt', toUtcIso(event.startTime)],
    ['enddt', toUtcIso(event.endTime)],
    ['body', calendarDetails(event, text)],
    ['location', calendarLocation(event)],
  ])}`;
}
