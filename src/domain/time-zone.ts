/**
 * Time-zone rules and zone arithmetic (spec section 5: "the interview's own zone if it is
 * on-site and has one, otherwise the local zone"). Everything here is built on `Intl` only:
 * no clock, no host zone. An instant is either an ISO-8601 string with an offset (or `Z`)
 * or epoch milliseconds.
 *
 * Performance: these helpers run tens of thousands of times while results stream in.
 * `Intl.DateTimeFormat` instances are cached per zone, and the zone's UTC offset is cached
 * per 15-minute slice of time, so a repeated look-up is a map hit plus `Date` UTC getters.
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
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
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
  const ms = toEpochMs(instant);
  return dateKeyOfWall(ms + offsetMs(ms, zone));
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
  return dateKeyOfWall(utcMs(year, month, day) + days * DAY_MS);
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
 * never change offset twice within 15 minutes); other slices are computed exactly.
 */
const SLICE_MS = 15 * MINUTE_MS;
const MAX_SLICES_PER_ZONE = 50_000;
const offsetCaches = new Map<string, Map<number, number>>();

function offsetMs(ms: number, zone: string): number {
  let cache = offsetCaches.get(zone);
  if (cache === undefined) {
    cache = new Map();
    offsetCaches.set(zone, cache);
  }
  const slice = Math.floor(ms / SLICE_MS);
  const cached = cache.get(slice);
  if (cached !== undefined) return cached;
  const first = rawOffsetMs(slice * SLICE_MS, zone);
  const last = rawOffsetMs(slice * SLICE_MS + SLICE_MS - 1000, zone);
  if (first !== last) return rawOffsetMs(ms, zone);
  if (cache.size >= MAX_SLICES_PER_ZONE) cache.clear();
  cache.set(slice, first);
  return first;
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

function dateKeyOfWall(wallMs: number): string {
  const d = new Date(wallMs);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
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
