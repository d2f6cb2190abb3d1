/**
 * Calendar export of a scheduled interview (DESIGN.md section 2), for every feature that shows
 * one (the candidate itinerary, superday, the portal): the translated texts of a calendar entry
 * and the .ics download. A separate area from `shared` on purpose: the first paint of every
 * route imports the shared area, and none of this is needed before an itinerary shows.
 * Features import it only through this file (lint: eslint.config.js `featureZones`).
 */
export { calendarEntryText } from './entry-text';

/**
 * The .ics download, loaded on demand (it brings the `ics` package): call it when the candidate
 * asks for the file, never at start-up.
 */
export function loadCalendarDownload() {
  return import('./download');
}

export { AddToCalendar, BlockLink, type AddToCalendarProps } from './AddToCalendar';
export { useCalendarExport, type CalendarExport } from './use-calendar-export';
