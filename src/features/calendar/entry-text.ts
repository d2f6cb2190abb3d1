/**
 * The translated texts of a calendar entry (title, details headings), shared by the screen's
 * Google and Outlook links and the container's .ics export, so every calendar reads the same.
 */
import type { CalendarEntryText } from '../../domain/calendar-links';
import type { AnyTFunction } from '../../i18n/resources';

export function calendarEntryText(t: AnyTFunction, organizationName: string): CalendarEntryText {
  return {
    title: (event) =>
      t('booking:calendar.entryTitle', { title: event.title, organization: organizationName }),
    videoHeading: t('booking:calendar.entryVideo'),
    interviewersHeading: t('booking:calendar.entryInterviewers'),
    fileName: t('booking:calendar.fileName'),
  };
}
