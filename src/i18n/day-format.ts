/**
 * Dates and times for the day strip and for a range seen from another zone: only the pick days
 * and confirmation chunks need them, so they are not part of the first paint (format.ts is).
 */
import { type DateInput, dateTimeFormat, intlLocaleOf, toDate } from './format';

/**
 * A day as the day strip shows it: the short weekday and the day of the month alone (en "Wed"
 * "4", de "Mi." "4", ja "水" "4"), the month being said once above the strip (see
 * {@link formatMonthSpan}).
 * @throws RangeError for an invalid instant or zone.
 */
export function formatDayParts(
  instant: DateInput,
  code: string,
  timeZone: string,
): { weekday: string; day: string } {
  const locale = intlLocaleOf(code);
  const date = toDate(instant);
  const weekday = dateTimeFormat(locale, { weekday: 'short', timeZone }).format(date);
  const parts = dateTimeFormat(locale, { day: 'numeric', timeZone }).formatToParts(date);
  const day = parts.find((part) => part.type === 'day')?.value ?? '';
  return { weekday, day };
}

/**
 * The month (or months) of a run of days, with the year: en "March 2026", "March – April
 * 2026"; de "März 2026"; ja "2026年3月".
 * @throws RangeError for an invalid instant or zone.
 */
export function formatMonthSpan(
  first: DateInput,
  last: DateInput,
  code: string,
  timeZone: string,
): string {
  const format = dateTimeFormat(intlLocaleOf(code), { month: 'long', year: 'numeric', timeZone });
  return format.formatRange(toDate(first), toDate(last));
}

/**
 * A range as weekday and time, for a range seen from another zone where the date is not the
 * obvious one: en "Thu, 5:15 – 9:30 AM", "Wed, 9:30 PM – Thu, 1:00 AM" (each end with its
 * weekday when they differ, joined as the language joins a range).
 * @throws RangeError for an invalid instant or zone.
 */
export function formatWeekdayTimeRange(
  start: DateInput,
  end: DateInput,
  code: string,
  timeZone: string,
): string {
  const format = dateTimeFormat(intlLocaleOf(code), {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  const from = toDate(start);
  const to = toDate(end);
  const parts = format.formatRangeToParts(from, to);
  const days = parts.filter((part) => part.type === 'weekday');
  if (days.length < 2) return format.formatRange(from, to);
  // Two days: Intl adds day numbers ("11 Wed, 9:30 PM – 12 Thu, …"); weekday and time read better.
  const separator =
    parts.find((part) => part.source === 'shared' && part.type === 'literal')?.value ?? ' – ';
  return `${format.format(from)}${separator}${format.format(to)}`;
}

/**
 * A day in a line of other facts: the short weekday, month and day (en "Tue, Mar 10", de
 * "Di., 10. März", ja "3月10日(火)"), for the parts of an option over several days.
 * @throws RangeError for an invalid instant or zone.
 */
export function formatShortDay(instant: DateInput, code: string, timeZone: string): string {
  return dateTimeFormat(intlLocaleOf(code), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(toDate(instant));
}
