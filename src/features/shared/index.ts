/**
 * What several features use (DESIGN.md section 2, "a shared area"): calendar export today; the
 * screen frame, link-problem screens and the contact form move here with the journey refactor.
 * Features import it only through this file (lint: eslint.config.js `featureZones`).
 */
export { calendarEntryText } from './calendar/entry-text';

/**
 * The .ics download, loaded on demand (it brings the `ics` package): call it when the candidate
 * asks for the file, never at start-up.
 */
export function loadCalendarDownload() {
  return import('./calendar/download');
}
