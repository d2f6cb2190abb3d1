/**
 * Saves the itinerary as an .ics file in the browser. Loaded on demand through
 * `loadCalendarDownload()` (the shared index) when the candidate clicks the .ics button, never
 * imported statically by a screen.
 */
import type { CalendarEntryText } from '../../domain/calendar-links';
import type { ScheduledEvent } from '../../domain/entities';
import { buildIcs } from './ics';

/** MIME type of the file: iCalendar, UTF-8 (names and addresses are not ASCII-only). */
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';

/**
 * Builds the .ics file of `events` and makes the browser download it: a Blob behind an object
 * URL, clicked through a temporary `<a download>` that is removed at once; the object URL is
 * released on the next task, once the download has started.
 * @returns the file name, for a confirmation message.
 * @throws Error when the file cannot be built (see buildIcs); nothing is downloaded then.
 */
export function downloadIcs(
  events: readonly ScheduledEvent[],
  organizationName: string,
  text: CalendarEntryText = {},
): string {
  const { filename, text: content } = buildIcs(events, organizationName, text);
  const url = URL.createObjectURL(new Blob([content], { type: ICS_MIME_TYPE }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  }
  return filename;
}
