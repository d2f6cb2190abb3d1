/**
 * The translated texts of a calendar entry (title, details headings, the office's time of an
 * event held there), shared by the screen's Google and Outlook links and the container's .ics
 * export, so every calendar reads the same.
 */
import type { CalendarEntryText } from '../../domain/calendar-links';
import { formatTimeRange } from '../../i18n/format';
import type { AnyTFunction } from '../../i18n/resources';
import { zoneLabel } from '../../i18n/zone-label';

export function calendarEntryText(
  t: AnyTFunction,
  organizationName: string,
  /** The zone of the office the in-person events take place in; null when unknown. */
  officeTimeZone: string | null = null,
  language = 'en',
): CalendarEntryText {
  return {
    title: (event) =>
      t('booking:calendar.entryTitle', { title: event.title, organization: organizationName }),
    videoHeading: t('booking:calendar.entryVideo'),
    interviewersHeading: t('booking:calendar.entryInterviewers'),
    fileName: t('booking:calendar.fileName'),
    officeTime: (event) =>
      officeTimeZone === null || event.location === null || event.location === ''
        ? null
        : t('booking:calendar.entryOfficeTime', {
            time: formatTimeRange(event.startTime, event.endTime, language, officeTimeZone, {
              timeZoneName: 'short',
            }),
            zone: zoneLabel(t, officeTimeZone, language),
          }),
  };
}
