/**
 * Durations, dates and times for the screen, through Intl with the registry's BCP 47 tag of the
 * app language (DESIGN.md section 6): `se` formats as Swedish (`sv`), `zh` as `zh-CN`, `en` as
 * `en-US`, and `pseudo` as `en-XA`, which Intl resolves to plain English. Dates and times are
 * shown in the IANA zone passed in (the zone chosen by `resolveTimeZone`), never the host's;
 * 12- or 24-hour comes from the locale (en-US 12-hour, de 24-hour).
 *
 * Intl formatters are costly to build, so each is built once per (kind, locale, options with
 * the zone) and cached.
 */
import { type Instant, toEpochMs } from '../domain/time-zone';
import { bcp47Of } from './app-language';

/** An instant: ISO-8601 string with offset, epoch milliseconds, or a Date. */
export type DateInput = Instant | Date;

/**
 * How units are spelled. Decision: `'long'` by default ("1 hour, 30 minutes", "1 Stunde, 30
 * Minuten"): the intro has room, screen readers read it as written, and abbreviations ("hr",
 * "Std.") differ by language and are not always understood. `'short'` is for tight places.
 */
export type UnitDisplay = 'long' | 'short' | 'narrow';

/** The Intl locale of an app code (see {@link bcp47Of}). */
export function intlLocaleOf(code: string): string {
  return bcp47Of(code);
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  const hit = cache.get(key);
  if (hit) return hit as T;
  const made = make();
  cache.set(key, made);
  return made;
}

/** How many formatters are cached (for tests of the cache). */
export function formatterCacheSize(): number {
  return cache.size;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('datetime', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached('list', locale, options, () => new Intl.ListFormat(locale, options));
}

/** Whole minutes of a duration; rejects negative, infinite and NaN values. */
function wholeMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`Not a duration in minutes: ${String(minutes)}`);
  }
  return Math.round(minutes);
}

function unit(
  locale: string,
  unitName: 'hour' | 'minute',
  unitDisplay: UnitDisplay,
  maximumFractionDigits = 0,
): Intl.NumberFormat {
  return numberFormat(locale, {
    style: 'unit',
    unit: unitName,
    unitDisplay,
    maximumFractionDigits,
  });
}

/**
 * A duration in hours and minutes (spec section 9): `90` → en "1 hour, 30 minutes",
 * de "1 Stunde, 30 Minuten", ja "1 時間 30 分", pl "1 godzina i 30 minut". Zero parts are left
 * out (`120` → "2 hours", `45` → "45 minutes", `0` → "0 minutes"). Minutes are rounded to
 * whole minutes. Unit words and their plurals come from `Intl.NumberFormat` (unit style), the
 * joining from `Intl.ListFormat` (type `'unit'`), so no language needs a translated pattern.
 * @throws RangeError for a negative or non-finite duration.
 */
export function formatDuration(
  minutes: number,
  code: string,
  { unitDisplay = 'long' }: { unitDisplay?: UnitDisplay } = {},
): string {
  const total = wholeMinutes(minutes);
  const locale = intlLocaleOf(code);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(unit(locale, 'hour', unitDisplay).format(hours));
  if (rest > 0 || hours === 0) parts.push(unit(locale, 'minute', unitDisplay).format(rest));
  return listFormat(locale, { type: 'unit', style: unitDisplay }).format(parts);
}

/**
 * A duration in minutes only ("duration in minutes" of each interview on the intro):
 * `90` → "90 minutes".
 * @throws RangeError for a negative or non-finite duration.
 */
export function formatMinutes(
  minutes: number,
  code: string,
  { unitDisplay = 'long' }: { unitDisplay?: UnitDisplay } = {},
): string {
  return unit(intlLocaleOf(code), 'minute', unitDisplay).format(wholeMinutes(minutes));
}

/**
 * The intro's "total time in hours or minutes": under an hour in minutes ("45 minutes"), from
 * an hour on in hours. Decision (spec silent on fractions): hours keep at most one decimal, in
 * the locale's notation ("1.5 hours", de "1,5 Stunden", "2 hours"), so 100 minutes reads
 * "1.7 hours"; {@link formatDuration} gives the exact "1 hour, 40 minutes".
 * @throws RangeError for a negative or non-finite duration.
 */
export function formatTotalTime(
  minutes: number,
  code: string,
  { unitDisplay = 'long' }: { unitDisplay?: UnitDisplay } = {},
): string {
  const total = wholeMinutes(minutes);
  const locale = intlLocaleOf(code);
  if (total < 60) return unit(locale, 'minute', unitDisplay).format(total);
  return unit(locale, 'hour', unitDisplay, 1).format(total / 60);
}

function toDate(input: DateInput): Date {
  return new Date(input instanceof Date ? input.getTime() : toEpochMs(input));
}

export type DateStyle = 'full' | 'long' | 'medium' | 'short';

export interface ZoneNameOption {
  /** Adds the zone's short name ("GMT+5:30", "CET"): on-site interviews show their zone. */
  timeZoneName?: 'short' | 'long' | 'shortOffset' | 'longOffset';
}

/**
 * A calendar date in `timeZone`: `dateStyle` `'full'` by default ("Monday, March 10, 2025",
 * de "Montag, 10. März 2025"), because candidates plan by weekday.
 * @throws RangeError for an invalid instant or zone.
 */
export function formatDate(
  instant: DateInput,
  code: string,
  timeZone: string,
  { dateStyle = 'full' }: { dateStyle?: DateStyle } = {},
): string {
  return dateTimeFormat(intlLocaleOf(code), { dateStyle, timeZone }).format(toDate(instant));
}

function timeOptions(timeZone: string, timeZoneName?: ZoneNameOption['timeZoneName']) {
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone };
  if (timeZoneName) options.timeZoneName = timeZoneName;
  return options;
}

/**
 * A time of day in `timeZone`, 12- or 24-hour as the locale has it (Intl decides from the
 * BCP 47 tag): en "4:30 PM", de "16:30", ja "16:30".
 * @throws RangeError for an invalid instant or zone.
 */
export function formatTime(
  instant: DateInput,
  code: string,
  timeZone: string,
  { timeZoneName }: ZoneNameOption = {},
): string {
  return dateTimeFormat(intlLocaleOf(code), timeOptions(timeZone, timeZoneName)).format(
    toDate(instant),
  );
}

function checkedRange(start: DateInput, end: DateInput): [Date, Date] {
  const from = toDate(start);
  const to = toDate(end);
  if (to.getTime() < from.getTime()) {
    throw new RangeError(
      `Range ends before it starts: ${from.toISOString()} > ${to.toISOString()}`,
    );
  }
  return [from, to];
}

/**
 * A time range on one day in `timeZone`: en "9:00 – 10:30 AM", de "09:00–10:30".
 * @throws RangeError when `end` is before `start`, or for an invalid instant or zone.
 */
export function formatTimeRange(
  start: DateInput,
  end: DateInput,
  code: string,
  timeZone: string,
  { timeZoneName }: ZoneNameOption = {},
): string {
  const [from, to] = checkedRange(start, end);
  return dateTimeFormat(intlLocaleOf(code), timeOptions(timeZone, timeZoneName)).formatRange(
    from,
    to,
  );
}

/**
 * A date and time range in `timeZone` with the weekday, written once when both ends fall on the
 * same day: en "Mon, Mar 10, 9:00 – 10:30 AM", over two days "Mon, Mar 10, 4:00 PM – Tue, Mar 11,
 * 9:00 AM" (Intl's `formatRange`, so each language collapses the shared parts its own way).
 * @throws RangeError when `end` is before `start`, or for an invalid instant or zone.
 */
export function formatDateTimeRange(
  start: DateInput,
  end: DateInput,
  code: string,
  timeZone: string,
  { timeZoneName }: ZoneNameOption = {},
): string {
  const [from, to] = checkedRange(start, end);
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...timeOptions(timeZone, timeZoneName),
  };
  return dateTimeFormat(intlLocaleOf(code), options).formatRange(from, to);
}
