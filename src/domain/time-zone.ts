/**
 * Time-zone rules and zone arithmetic (spec section 5: "the interview's own zone if it is
 * on-site and has one, otherwise the local zone"). Everything here is built on `Intl` only:
 * no clock, no host zone. An instant is either an ISO-8601 string with an offset (or `Z`)
 * or epoch milliseconds.
 *
 * Performance: these helpers run tens of thousands of times while results stream in.
 * `Intl.DateTimeFormat` instances are cached per zone, and the zone's UTC offset is cached
 * per 15-minute slice of time, so a repeated look-up is a map hit. Calendar dates are then
 * integer arithmetic on the wall clock (days since 1970-01-01, see {@link zonedDayNumber}),
 * and the usual ISO-8601 shapes are read without `Date.parse` ({@link parseInstant}).
 */

/** An instant: ISO-8601 string with an offset (or `Z`), or epoch milliseconds. */
export type Instant = string | number;

/** Wall-clock fields of an instant in a zone. `month` is 1–12, `weekday` 0 = Sunday … 6. */
export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  readonly weekday: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The zone the interview's times are shown and grouped in: the interview's own zone when it
 * is on-site and has one, otherwise `localZone` (the browser's zone).
 *
 * Decision (spec silent): an on-site zone that is blank or not a valid IANA name counts as
 * "has none" and falls back to `localZone`, because every zone helper would throw on it.
 */
export function resolveTimeZone(
  settings: { readonly isOnsite: boolean; readonly timeZone: string | null | undefined },
  localZone: string,
): string {
  const own = settings.timeZone?.trim();
  if (settings.isOnsite && own !== undefined && own !== '' && isValidTimeZone(own)) return own;
  return localZone;
}

/**
 * The zone of the office an interview's in-person events take place in: the interview's own
 * zone when it has a valid one, on site or not; null otherwise. An in-person event is shown in
 * it first (the candidate will be there), with the candidate's own time beside it.
 */
export function officeTimeZoneOf(settings: {
  readonly timeZone: string | null | undefined;
}): string | null {
  const own = settings.timeZone?.trim();
  return own !== undefined && own !== '' && isValidTimeZone(own) ? own : null;
}

const validity = new Map<string, boolean>();

/** True when `Intl` knows `zone` as a time zone (IANA names, case-insensitive, and `UTC`). */
export function isValidTimeZone(zone: string): boolean {
  const known = validity.get(zone);
  if (known !== undefined) return known;
  let valid = zone !== '';
  if (valid) {
    try {
      formatterFor(zone);
    } catch {
      valid = false;
    }
  }
  validity.set(zone, valid);
  return valid;
}

/**
 * Epoch milliseconds of an instant.
 * @throws RangeError when the string is not a parseable date-time.
 */
export function toEpochMs(instant: Instant): number {
  const ms = typeof instant === 'number' ? instant : parseInstant(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return ms;
}

/** Wall-clock fields of `instant` in `zone`. */
export function zonedParts(instant: Instant, zone: string): ZonedParts {
  const ms = toEpochMs(instant);
  const wall = new Date(ms + offsetMs(ms, zone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
  };
}

/** The calendar date of `instant` in `zone`, as `YYYY-MM-DD`. */
export function zonedDateKey(instant: Instant, zone: string): string {
  return dateKeyOfDayNumber(zonedDayNumber(toEpochMs(instant), zone));
}

/**
 * The calendar date of the instant `ms` (epoch milliseconds, finite) in `zone`, as whole days
 * since 1970-01-01: the wall clock (`ms` plus the zone's cached offset) divided by a day. Dates
 * compare and subtract as numbers; {@link dateKeyOfDayNumber} writes one as `YYYY-MM-DD`.
 * @throws RangeError when `ms` is not finite.
 */
export function zonedDayNumber(ms: number, zone: string): number {
  return Math.floor((ms + offsetMs(toEpochMs(ms), zone)) / DAY_MS);
}

const dateKeys = new Map<number, string>();
const MAX_DATE_KEYS = 10_000;

/**
 * The `YYYY-MM-DD` of a day number (days since 1970-01-01, proleptic Gregorian), by integer
 * arithmetic (no `Date`, no `Intl`). The few distinct dates a stream of results falls on are
 * written once each: the same day returns the same string.
 */
export function dateKeyOfDayNumber(day: number): string {
  let key = dateKeys.get(day);
  if (key === undefined) {
    const { year, month, day: date } = civilFromDays(day);
    key = `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
    if (dateKeys.size >= MAX_DATE_KEYS) dateKeys.clear();
    dateKeys.set(day, key);
  }
  return key;
}

/**
 * Epoch milliseconds of an ISO-8601 date-time, exactly what `Date.parse` returns (NaN when it
 * does not parse). The shapes results arrive in, `YYYY-MM-DDTHH:mm:ss`, optionally `.sss`,
 * then `Z` or `±HH:MM`, with every field in range, are read by integer arithmetic; anything
 * else (other shapes, out-of-range fields, a date without a time) is left to `Date.parse`, so
 * the answer is always the engine's own (engines differ on `02-30` or `24:00`: V8 rolls them
 * over, others may not).
 */
export function parseInstant(text: string): number {
  let ms = parsedInstants.get(text);
  if (ms === undefined) {
    ms = readInstant(text);
    if (parsedInstants.size >= MAX_PARSED_INSTANTS) parsedInstants.clear();
    parsedInstants.set(text, ms);
  }
  return ms;
}

/**
 * Instants already read, by text. Results repeat a few thousand times (a grid of slots), and the
 * live-results socket shares each repeated text (src/api/intern.ts), so a look-up is a hit on
 * a string whose hash is already known. Bounded like the socket's pools.
 */
const parsedInstants = new Map<string, number>();
const MAX_PARSED_INSTANTS = 20_000;

function readInstant(text: string): number {
  const n = text.length;
  // 20: …ssZ, 24: …ss.sssZ, 25: …ss±HH:MM, 29: …ss.sss±HH:MM
  if (n !== 20 && n !== 24 && n !== 25 && n !== 29) return Date.parse(text);
  const fraction = n === 24 || n === 29;
  const zoneAt = fraction ? 23 : 19;
  const y0 = text.charCodeAt(0) - 48;
  const y1 = text.charCodeAt(1) - 48;
  const y2 = text.charCodeAt(2) - 48;
  const y3 = text.charCodeAt(3) - 48;
  const mo0 = text.charCodeAt(5) - 48;
  const mo1 = text.charCodeAt(6) - 48;
  const d0 = text.charCodeAt(8) - 48;
  const d1 = text.charCodeAt(9) - 48;
  const h0 = text.charCodeAt(11) - 48;
  const h1 = text.charCodeAt(12) - 48;
  const mi0 = text.charCodeAt(14) - 48;
  const mi1 = text.charCodeAt(15) - 48;
  const s0 = text.charCodeAt(17) - 48;
  const s1 = text.charCodeAt(18) - 48;
  const f0 = fraction ? text.charCodeAt(20) - 48 : 0;
  const f1 = fraction ? text.charCodeAt(21) - 48 : 0;
  const f2 = fraction ? text.charCodeAt(22) - 48 : 0;
  if (
    !isDigit(y0) ||
    !isDigit(y1) ||
    !isDigit(y2) ||
    !isDigit(y3) ||
    !isDigit(mo0) ||
    !isDigit(mo1) ||
    !isDigit(d0) ||
    !isDigit(d1) ||
    !isDigit(h0) ||
    !isDigit(h1) ||
    !isDigit(mi0) ||
    !isDigit(mi1) ||
    !isDigit(s0) ||
    !isDigit(s1) ||
    !isDigit(f0) ||
    !isDigit(f1) ||
    !isDigit(f2) ||
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    (fraction && text.charCodeAt(19) !== 46) // .
  ) {
    return Date.parse(text);
  }
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const month = mo0 * 10 + mo1;
  const day = d0 * 10 + d1;
  const hour = h0 * 10 + h1;
  const minute = mi0 * 10 + mi1;
  const second = s0 * 10 + s1;
  let offset = 0;
  const sign = text.charCodeAt(zoneAt);
  if (sign === 43 || sign === 45) {
    // ±HH:MM
    const oh0 = text.charCodeAt(zoneAt + 1) - 48;
    const oh1 = text.charCodeAt(zoneAt + 2) - 48;
    const om0 = text.charCodeAt(zoneAt + 4) - 48;
    const om1 = text.charCodeAt(zoneAt + 5) - 48;
    const oh = oh0 * 10 + oh1;
    const om = om0 * 10 + om1;
    if (
      n !== zoneAt + 6 ||
      text.charCodeAt(zoneAt + 3) !== 58 ||
      !isDigit(oh0) ||
      !isDigit(oh1) ||
      !isDigit(om0) ||
      !isDigit(om1) ||
      oh > 23 ||
      om > 59
    ) {
      return Date.parse(text);
    }
    offset = (sign === 43 ? 1 : -1) * (oh * HOUR_MS + om * MINUTE_MS);
  } else if (sign !== 90 || n !== zoneAt + 1) {
    // not Z
    return Date.parse(text);
  }
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    (day > 28 && day > daysInMonth(year, month)) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return Date.parse(text);
  }
  return (
    daysFromCivil(year, month, day) * DAY_MS +
    hour * HOUR_MS +
    minute * MINUTE_MS +
    second * 1000 +
    f0 * 100 +
    f1 * 10 +
    f2 -
    offset
  );
}

/** Milliseconds since local midnight of `instant` in `zone`, by the wall clock (exact). */
export function zonedMillisOfDay(instant: Instant, zone: string): number {
  const ms = toEpochMs(instant);
  return mod(ms + offsetMs(ms, zone), DAY_MS);
}

/**
 * The instant at which the wall clock of `zone` reads `hh:mm` on `dateKey` (`YYYY-MM-DD`).
 *
 * Decision (spec silent), the same as Temporal's `disambiguation: 'compatible'`, RFC 5545
 * and java.time: a wall time skipped by a spring-forward gap is read with the offset from
 * before the gap, so it lands as far after the gap as it was into it (02:30 on
 * America/New_York 2026-03-08 is 03:30 EDT); a wall time repeated by a fall-back overlap
 * takes the earlier of its two instants (01:30 on 2026-11-01 is 01:30 EDT).
 * @returns epoch milliseconds.
 * @throws RangeError on a malformed date key or an out-of-range hour or minute.
 */
export function zonedWallTimeToInstant(
  dateKey: string,
  hh: number,
  mm: number,
  zone: string,
): number {
  const { year, month, day } = parseDateKey(dateKey);
  if (!isIntIn(hh, 0, 23) || !isIntIn(mm, 0, 59)) {
    throw new RangeError(`Invalid wall time: ${hh}:${mm}`);
  }
  return wallToInstant(utcMs(year, month, day) + hh * HOUR_MS + mm * MINUTE_MS, zone);
}

/** The UTC offset of `zone` at `instant`, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(instant: Instant, zone: string): number {
  return offsetMs(toEpochMs(instant), zone) / MINUTE_MS;
}

/**
 * The day the clocks of `zone` change between two days (`YYYY-MM-DD`, `from` before `to`): the
 * first day after `from`, up to `to`, whose offset at noon differs from `from`'s, with the two
 * offsets in minutes; null when the offset is the same throughout. Cost: one offset per day.
 *
 * Decision (the issue: "when the window crosses a clock change, the offset label follows the
 * date, and slots after the change are marked"): compared at local noon, so a day is "after the
 * change" as a whole (changes happen at night); a day of the window is compared with the first.
 */
export function clockChangeBetween(
  zone: string,
  from: string,
  to: string,
): { dateKey: string; beforeMinutes: number; afterMinutes: number } | null {
  const noon = (dateKey: string) => zonedWallTimeToInstant(dateKey, 12, 0, zone);
  const before = offsetMs(noon(from), zone);
  const days = daysBetweenDateKeys(from, to);
  for (let d = 1; d <= days; d += 1) {
    const dateKey = addDaysToDateKey(from, d);
    const after = offsetMs(noon(dateKey), zone);
    if (after !== before) {
      return { dateKey, beforeMinutes: before / MINUTE_MS, afterMinutes: after / MINUTE_MS };
    }
  }
  return null;
}

/**
 * `instant` moved by `days` calendar days in `zone`, keeping the wall-clock time (a day
 * across a DST change lasts 23 or 25 hours). A wall time that does not exist on the target
 * date is resolved as {@link zonedWallTimeToInstant} does.
 * @returns epoch milliseconds.
 */
export function addCalendarDaysInZone(instant: Instant, days: number, zone: string): number {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const ms = toEpochMs(instant);
  return wallToInstant(ms + offsetMs(ms, zone) + days * DAY_MS, zone);
}

/** Whole calendar days from date key `from` to date key `to` (negative when `to` is earlier). */
export function daysBetweenDateKeys(from: string, to: string): number {
  const a = parseDateKey(from);
  const b = parseDateKey(to);
  return Math.round((utcMs(b.year, b.month, b.day) - utcMs(a.year, a.month, a.day)) / DAY_MS);
}

/** The date key `days` calendar days after `dateKey` (pure calendar arithmetic). */
export function addDaysToDateKey(dateKey: string, days: number): string {
  const { year, month, day } = parseDateKey(dateKey);
  return dateKeyOfDayNumber(Math.floor(utcMs(year, month, day) / DAY_MS) + days);
}

// ---------------------------------------------------------------------------------------
// Internals

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset (wall minus UTC) at `ms`, straight from Intl. Second precision. */
function rawOffsetMs(ms: number, zone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall =
    utcMs(fields.year ?? 1970, fields.month ?? 1, fields.day ?? 1) +
    ((fields.hour ?? 0) % 24) * HOUR_MS +
    (fields.minute ?? 0) * MINUTE_MS +
    (fields.second ?? 0) * 1000;
  return wall - (ms - mod(ms, 1000));
}

/**
 * Offsets are cached per 15-minute slice of time. A slice is cached only when the offset at
 * its first and its last whole second agree, i.e. no transition falls inside it (zones
 * never change offset twice within 15 minutes); other slices are computed exactly. A miss
 * first tries the whole UTC day around the slice: when the offset at its first and last second
 * agree, all its slices get it (no zone changes offset and back within one day).
 *
 * Two levels: a map per zone, and in front of it a small direct-mapped table shared by all
 * zones (typed arrays, one slot per slice and zone, a newer slice evicts an older one), so
 * the usual look-up is an array read rather than two map look-ups.
 */
const SLICE_MS = 15 * MINUTE_MS;
/** Slices of one UTC day: filled together when the offset is the same at both its ends. */
const SLICES_PER_BLOCK = 96;
const MAX_SLICES_PER_ZONE = 50_000;
const offsetCaches = new Map<string, Map<number, number>>();
const RECENT_SLOTS = 8192; // a power of two: 85 days of one zone
const recentSlice = new Float64Array(RECENT_SLOTS).fill(Number.NaN);
const recentZone = new Int32Array(RECENT_SLOTS).fill(-1);
const recentOffset = new Float64Array(RECENT_SLOTS);
const zoneIds = new Map<string, number>();
const lastZone = { zone: '', id: -1 };

function zoneIdOf(zone: string): number {
  if (zone === lastZone.zone) return lastZone.id;
  let id = zoneIds.get(zone);
  if (id === undefined) {
    id = zoneIds.size;
    zoneIds.set(zone, id);
  }
  lastZone.zone = zone;
  lastZone.id = id;
  return id;
}

function offsetMs(ms: number, zone: string): number {
  const slice = Math.floor(ms / SLICE_MS);
  const id = zoneIdOf(zone);
  const slot = (slice + id * 1021) & (RECENT_SLOTS - 1);
  if (recentSlice[slot] === slice && recentZone[slot] === id) return recentOffset[slot] ?? 0;
  let cache = offsetCaches.get(zone);
  if (cache === undefined) {
    cache = new Map();
    offsetCaches.set(zone, cache);
  }
  let offset = cache.get(slice);
  if (offset === undefined) {
    if (cache.size >= MAX_SLICES_PER_ZONE - SLICES_PER_BLOCK) cache.clear();
    // First the whole UTC day around it: one offset at both ends fills its 96 slices at once
    // (2 Intl calls a day instead of 2 a slice: a fortnight of results made 2,700 of them).
    const block = Math.floor(slice / SLICES_PER_BLOCK) * SLICES_PER_BLOCK;
    const blockFirst = rawOffsetMs(block * SLICE_MS, zone);
    const blockLast = rawOffsetMs((block + SLICES_PER_BLOCK) * SLICE_MS - 1000, zone);
    if (blockFirst === blockLast) {
      for (let s = block; s < block + SLICES_PER_BLOCK; s += 1) cache.set(s, blockFirst);
      offset = blockFirst;
    } else {
      // The day of a transition: slice by slice.
      const first = rawOffsetMs(slice * SLICE_MS, zone);
      const last = rawOffsetMs(slice * SLICE_MS + SLICE_MS - 1000, zone);
      if (first !== last) return rawOffsetMs(ms, zone);
      cache.set(slice, first);
      offset = first;
    }
  }
  recentSlice[slot] = slice;
  recentZone[slot] = id;
  recentOffset[slot] = offset;
  return offset;
}

/**
 * The instant whose wall clock in `zone` reads `wallMs` (wall time encoded as if it were
 * UTC). Candidates are the offsets in force a day before, at, and a day after; the earliest
 * candidate that maps back to the same wall time wins (overlap → earlier). When none does,
 * the wall time is in a gap: read it with the offset from before the gap.
 */
function wallToInstant(wallMs: number, zone: string): number {
  const before = offsetMs(wallMs - DAY_MS, zone);
  const candidates = [before, offsetMs(wallMs, zone), offsetMs(wallMs + DAY_MS, zone)];
  let best: number | undefined;
  for (const offset of candidates) {
    const instant = wallMs - offset;
    if (offsetMs(instant, zone) === offset && (best === undefined || instant < best)) {
      best = instant;
    }
  }
  return best ?? wallMs - before;
}

/** Whether a character code minus 48 (`'0'`) is a decimal digit. */
function isDigit(d: number): boolean {
  return d >= 0 && d <= 9;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : 30 + ((month + (month >> 3)) & 1);
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The proleptic Gregorian date of a day number (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * mp + 2) / 5) + 1,
  };
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDateKey(dateKey: string): { year: number; month: number; day: number } {
  const match = DATE_KEY.exec(dateKey);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const probe = new Date(utcMs(year, month, day));
  if (match === null || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new RangeError(`Invalid date key: ${dateKey}`);
  }
  return { year, month, day };
}

/** Epoch ms of midnight UTC of a calendar date (`Date.UTC` would map years 0–99 to 19xx). */
function utcMs(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function isIntIn(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/** Local noon of `dateKey` in `zone`: an instant on that day whatever its clock change. */
export function noonOfDay(dateKey: string, zone: string): number {
  return zonedWallTimeToInstant(dateKey, 12, 0, zone);
}

/**
 * Whether a time range ends on a later date (in `zone`) than it starts. The end is exclusive:
 * a range that ends at midnight ends on the day it starts.
 */
export function crossesMidnight(start: Instant, end: Instant, zone: string): boolean {
  const startMs = typeof start === 'number' ? start : Date.parse(start);
  const endMs = typeof end === 'number' ? end : Date.parse(end);
  return zonedDateKey(startMs, zone) !== zonedDateKey(Math.max(startMs, endMs - 1), zone);
}
