/**
 * The translated texts of a calendar entry (title, details headings), shared by the screen's
 * Google and Outlook links and the container's .ics export, so every calendar reads the same.
 */
import type { TFunction } from 'i18next';
import type { CalendarEntryText } from '../../../domain/calendar-links';

export function calendarEntryText(t: TFunction, organizationName: string): CalendarEntryText {
  return {
    title: (event) =>
      t('booking:calendar.entryTitle', { title: event.title, organization: organizationName }),
    videoHeading: t('booking:calendar.entryVideo'),
    interviewersHeading: t('booking:calendar.entryInterviewers'),
  };
}
