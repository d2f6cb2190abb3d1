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

/** A cached Intl.DateTimeFormat (one per locale and options). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached('datetime', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached('list', locale, options, () => new Intl.ListFormat(locale, options));
}

/**
 * Items as a list in the app language, its own separators and conjunction: en "A, B, and C",
 * de "A, B und C", ja "A、B、C".
 */
export function formatList(items: readonly string[], code: string): string {
  return listFormat(intlLocaleOf(code), { type: 'conjunction', style: 'long' }).format(items);
}

/**
 * A count in the app language's notation: 1859 → en "1,859", de "1.859", sv "1 859". Every
 * `{{count, number}}` of the translations goes through it (see `addAppFormats` in options.ts).
 */
export function formatNumber(value: number, code: string): string {
  return numberFormat(intlLocaleOf(code), {}).format(value);
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
 * Japanese writes a number and a unit without spaces ("4時間15分"); Intl's unit style puts
 * spaces around 時間 and 分 ("4 時間 15 分"). Spaces next to Han or kana are removed; Korean
 * keeps its spaces ("4시간 15분"), other scripts are untouched.
 */
function closeCjkUnits(text: string): string {
  return text.replace(/\s*([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+)\s*/gu, '$1');
}

/**
 * A duration in hours and minutes (spec section 9): `90` → en "1 hour, 30 minutes",
 * de "1 Stunde, 30 Minuten", ja "1時間30分", pl "1 godzina i 30 minut". The intro's total time
 * is one too (never "5.8 hours"). Zero parts are left
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
  return closeCjkUnits(listFormat(locale, { type: 'unit', style: unitDisplay }).format(parts));
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
  return closeCjkUnits(
    unit(intlLocaleOf(code), 'minute', unitDisplay).format(wholeMinutes(minutes)),
  );
}

export function toDate(input: DateInput): Date {
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

const TIME_PARTS: ReadonlySet<string> = new Set(['hour', 'minute', 'dayPeriod']);

function joined(parts: readonly Intl.DateTimeFormatPart[]): string {
  return parts.map((part) => part.value).join('');
}

/**
 * Where the time of `parts` begins and ends: its hour, minute and day period, and the unit
 * letters that follow (ja 分 in "9時45分"); null if none.
 */
function timeSpan(parts: readonly Intl.DateTimeFormatPart[]): [number, number] | null {
  const first = parts.findIndex((part) => TIME_PARTS.has(part.type));
  if (first < 0) return null;
  let end = parts.findLastIndex((part) => TIME_PARTS.has(part.type)) + 1;
  while (parts[end]?.type === 'literal' && /\p{L}/u.test(parts[end]?.value ?? '')) end += 1;
  return [first, end];
}

/** The text of the time parts of `parts`, from the first to the last. */
function timeText(parts: readonly Intl.DateTimeFormatPart[]): string {
  const span = timeSpan(parts);
  return span ? joined(parts.slice(...span)) : '';
}

const rangeStyles = new WeakMap<Intl.DateTimeFormat, boolean>();

/**
 * Whether the formatter's range of a quarter of an hour on one day spells its time unlike a
 * single time (ja). Asked once per (cached) formatter, so every other language's ranges cost
 * one `formatRange` on the list's hot path. 12:00–12:15 UTC is on one day in every zone.
 */
function rangeStyleDiffers(format: Intl.DateTimeFormat): boolean {
  let differs = rangeStyles.get(format);
  if (differs === undefined) {
    const from = new Date(Date.UTC(2026, 0, 15, 12, 0));
    const to = new Date(Date.UTC(2026, 0, 15, 12, 15));
    const single = timeText(format.formatToParts(from));
    const start = timeText(
      format.formatRangeToParts(from, to).filter((part) => part.source === 'startRange'),
    );
    differs = (start.match(/\p{L}/gu) ?? []).some((letter) => !single.includes(letter));
    rangeStyles.set(format, differs);
  }
  return differs;
}

/**
 * Intl's range of `format`, with each end's time written the way a single time is. ICU writes
 * some ranges in another style than single times: ja "9時45分～14時00分" beside "9:45". When the
 * range's start time holds a letter the single time does not, each end's time is replaced by
 * the single time ("9:45～14:00"); the shared parts (date, separator) stay as Intl has them.
 * Ranges that only drop a shared part (en "9:00 – 10:30 AM") are left alone.
 */
function formatRangeAsSingles(format: Intl.DateTimeFormat, from: Date, to: Date): string {
  if (!rangeStyleDiffers(format)) return format.formatRange(from, to);
  const parts = format.formatRangeToParts(from, to);
  const single = timeText(format.formatToParts(from));
  const start = timeText(parts.filter((part) => part.source === 'startRange'));
  const letters = start.match(/\p{L}/gu) ?? [];
  if (!letters.some((letter) => !single.includes(letter))) {
    return joined(parts);
  }
  const singles = { startRange: single, endRange: timeText(format.formatToParts(to)) };
  let text = '';
  let afterTime = false;
  for (let index = 0; index < parts.length;) {
    const source = parts[index]?.source;
    let next = index + 1;
    while (next < parts.length && parts[next]?.source === source) next += 1;
    const run = parts.slice(index, next);
    const span = timeSpan(run);
    if (span && (source === 'startRange' || source === 'endRange')) {
      text += joined(run.slice(0, span[0])) + singles[source] + joined(run.slice(span[1]));
      afterTime = span[1] === run.length;
    } else {
      // A unit letter of the range style can sit in the shared separator (ja "分～").
      const runText = joined(run);
      text += afterTime ? runText.replace(/^\p{L}+/u, '') : runText;
      afterTime = false;
    }
    index = next;
  }
  return text;
}

/**
 * A time range on one day in `timeZone`: en "9:00 – 10:30 AM", de "09:00–10:30",
 * ja "9:45～14:00" (see {@link formatRangeAsSingles}).
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
  return formatRangeAsSingles(
    dateTimeFormat(intlLocaleOf(code), timeOptions(timeZone, timeZoneName)),
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
  return formatRangeAsSingles(dateTimeFormat(intlLocaleOf(code), options), from, to);
}
