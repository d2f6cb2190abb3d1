/**
 * The itinerary as one iCalendar file (Apple Calendar, Outlook desktop, any calendar that
 * imports .ics), built with the `ics` package. Loaded only when the candidate asks for the file
 * (the container does `await import('../calendar/download')`), so the package and its
 * validation library stay out of the first screens' bundle.
 *
 * Decisions (the spec is silent):
 * - Times are written in UTC (`DTSTART:20260310T140000Z`): no VTIMEZONE needed, and every
 *   calendar shows them in its own zone.
 * - Each event's UID is `<event id>@candidate-meet`: importing the file again (or an updated
 *   one) updates the entries instead of duplicating them.
 * - Title, location and details are those of the Google and Outlook links
 *   (src/domain/calendar-links.ts), so every way of adding the interview gives the same entry;
 *   the title defaults to "<event title> (<organization>)".
 * - No organizer or attendees: the file is the candidate's own copy, not an invitation.
 * - No URL property: the `ics` package rejects the whole file for a URL its pattern does not
 *   accept, and the video URL is already the location and in the details.
 * - The file name is the organisation's name as a slug plus the first event's UTC date
 *   (`acme-robotics-2026-03-10.ics`). When the name leaves no slug (written in a script a file
 *   name here cannot hold, like 株式会社), the translated word for interviews stands in
 *   (`面接-2026-03-10.ics`, `booking:calendar.fileName`).
 */
import { createEvents, type EventAttributes } from 'ics';
import {
  calendarDetails,
  calendarLocation,
  calendarTitle,
  type CalendarEntryText,
} from '../../domain/calendar-links';
import type { ScheduledEvent } from '../../domain/entities';
import { toEpochMs } from '../../domain/time-zone';

export interface IcsFile {
  /** Suggested file name, ending in `.ics`. */
  readonly filename: string;
  /** The iCalendar text (CRLF line endings, folded lines). */
  readonly text: string;
}

/** The PRODID of the files this app writes. */
export const ICS_PRODUCT_ID = 'candidate-meet';

/** The UID of an event's entry: stable across downloads. */
export function icsUid(event: ScheduledEvent): string {
  return `${event.id}@${ICS_PRODUCT_ID}`;
}

/** `Société Générale` → `societe-generale`; '' when nothing usable is left. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The file name for an itinerary (see the module notes); `word` is the translated word that
 * stands in for an organisation name that leaves no slug.
 */
export function icsFilename(
  events: readonly ScheduledEvent[],
  organizationName: string,
  word: string,
): string {
  const first = [...events].sort((a, b) => toEpochMs(a.startTime) - toEpochMs(b.startTime))[0];
  const date = first ? new Date(toEpochMs(first.startTime)).toISOString().slice(0, 10) : '';
  const name = slug(organizationName) || word.trim().replace(/[\s/\\:*?"<>|]+/g, '-');
  return `${[name, date].filter((part) => part !== '').join('-')}.ics`;
}

function eventAttributes(
  event: ScheduledEvent,
  organizationName: string,
  text: CalendarEntryText,
): EventAttributes {
  const location = calendarLocation(event);
  const description = calendarDetails(event, text);
  const attributes: EventAttributes = {
    uid: icsUid(event),
    title: text.title
      ? calendarTitle(event, text)
      : organizationName.trim() === ''
        ? event.title
        : `${event.title} (${organizationName.trim()})`,
    start: toEpochMs(event.startTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: toEpochMs(event.endTime),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
  if (location !== '') attributes.location = location;
  if (description !== '') attributes.description = description;
  return attributes;
}

/**
 * One .ics file with every event of the itinerary, in the order given.
 * @throws RangeError when an event's start or end is not an instant; Error when there is no
 *   event, or when the `ics` package rejects an event (its validation error is the cause).
 */
export function buildIcs(
  events: readonly ScheduledEvent[],
  organizationName: string,
  text: CalendarEntryText = {},
): IcsFile {
  if (events.length === 0) throw new Error('buildIcs: the itinerary has no event');
  const { error, value } = createEvents(
    events.map((event) => eventAttributes(event, organizationName, text)),
    { productId: ICS_PRODUCT_ID, method: 'PUBLISH' },
  );
  if (error !== null || value === null) {
    throw new Error(`buildIcs: ${error?.message ?? 'no calendar text'}`, { cause: error });
  }
  return { filename: icsFilename(events, organizationName, text.fileName ?? ''), text: value };
}
