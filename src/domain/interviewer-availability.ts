/**
 * An interviewer's availability (spec 1: interviewers "set their availability" through their
 * link; the API keeps it as dated time ranges, `InterviewerAvailability.ranges`), edited the way
 * the interviewer reads it: day by day, as wall-clock times in a zone they choose.
 *
 * Decisions (spec silent):
 * - A day's ranges are minutes since local midnight, `end` up to 1440 (midnight that ends the
 *   day); times go in {@link STEP_MIN}-minute steps. A saved range that crosses midnight in the
 *   zone shows as two (one per day); they join again when saved.
 * - Overlapping or touching ranges are one range when saved ({@link availabilityRanges}): 9–12
 *   and 11–14 are sent as 9–14. While editing, rows stay as typed (a row that vanishes under the
 *   pointer is worse), and overlapping rows are marked ({@link overlappingRows}).
 * - A row whose end is not after its start cannot be saved; nor can one that starts before
 *   now (an interviewer cannot be booked in the past). Days before today are not shown and are
 *   sent back as they were (nothing saved is lost by editing other days).
 * - The editor opens where the saved availability is: on the first day from today that has
 *   times ({@link openingDay}), not on an empty today.
 */
import type { SelectedTimeRange } from './entities';
import {
  addDaysToDateKey,
  daysBetweenDateKeys,
  parseInstant,
  zonedDateKey,
  zonedMillisOfDay,
  zonedWallTimeToInstant,
} from './time-zone';

/** A range on one day: minutes since local midnight, `end` ≤ 1440. */
export interface WallRange {
  start: number;
  end: number;
}

/** Ranges per day (`YYYY-MM-DD` in the zone). */
export type DayRanges = Readonly<Record<string, readonly WallRange[]>>;

/** The step of the time pickers, in minutes. */
export const STEP_MIN = 15;
/** Minutes in a day by the wall clock (the end of the last step). */
export const DAY_MIN = 1440;
/** The range a day gets first: a working day. */
export const FIRST_RANGE: WallRange = { start: 9 * 60, end: 17 * 60 };

const MINUTE_MS = 60_000;

/** The instant at which the wall clock of `zone` reads `minute` on `day` (1440: next midnight). */
export function instantOfWallMinute(day: string, minute: number, zone: string): number {
  if (minute >= DAY_MIN) return zonedWallTimeToInstant(addDaysToDateKey(day, 1), 0, 0, zone);
  return zonedWallTimeToInstant(day, Math.floor(minute / 60), minute % 60, zone);
}

function byStart(a: WallRange, b: WallRange): number {
  return a.start - b.start || a.end - b.end;
}

/** The pieces of an instant range, one per local day it touches. */
function splitByDay(start: number, end: number, zone: string): [string, WallRange][] {
  const pieces: [string, WallRange][] = [];
  let cursor = start;
  while (cursor < end) {
    const day = zonedDateKey(cursor, zone);
    const next = instantOfWallMinute(day, DAY_MIN, zone);
    const pieceEnd = Math.min(end, next);
    const from = Math.round(zonedMillisOfDay(cursor, zone) / MINUTE_MS);
    const to =
      pieceEnd === next ? DAY_MIN : Math.round(zonedMillisOfDay(pieceEnd, zone) / MINUTE_MS);
    if (to > from) pieces.push([day, { start: from, end: to }]);
    cursor = pieceEnd;
  }
  return pieces;
}

function addTo(days: Record<string, WallRange[]>, day: string, range: WallRange): void {
  (days[day] ??= []).push(range);
}

/**
 * Saved ranges as days in `zone`: each range on the day(s) it covers there, each day's ranges
 * in order, overlapping ones joined. Ranges whose times do not parse or that end before they
 * start are left out.
 */
export function availabilityByDay(
  ranges: readonly Pick<SelectedTimeRange, 'startTime' | 'endTime'>[],
  zone: string,
): Record<string, WallRange[]> {
  const days: Record<string, WallRange[]> = {};
  for (const range of ranges) {
    const start = parseInstant(range.startTime);
    const end = parseInstant(range.endTime);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    for (const [day, piece] of splitByDay(start, end, zone)) addTo(days, day, piece);
  }
  for (const day of Object.keys(days)) days[day] = mergeWallRanges(days[day] ?? []);
  return days;
}

/** One day's ranges in order with overlapping or touching ones joined; invalid ones dropped. */
export function mergeWallRanges(ranges: readonly WallRange[]): WallRange[] {
  const out: WallRange[] = [];
  for (const range of ranges.filter((r) => r.end > r.start).sort(byStart)) {
    const last = out.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out;
}

/**
 * What is saved (the PUT's `ranges`): every day's valid ranges as instants, overlapping or
 * touching ones joined (also across midnight), earliest first, with their length in minutes.
 */
export function availabilityRanges(days: DayRanges, zone: string): SelectedTimeRange[] {
  const instants: { start: number; end: number }[] = [];
  for (const [day, ranges] of Object.entries(days)) {
    for (const range of ranges) {
      if (range.end <= range.start) continue;
      instants.push({
        start: instantOfWallMinute(day, range.start, zone),
        end: instantOfWallMinute(day, range.end, zone),
      });
    }
  }
  instants.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const range of instants) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged.map(({ start, end }) => ({
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    durationMin: Math.round((end - start) / MINUTE_MS),
  }));
}

/**
 * The same days read in another zone: each valid range keeps its instants and lands on the
 * day(s) it covers in `to`; a row that cannot be read as instants (end not after start) stays
 * on its day as typed, for the interviewer to mend.
 */
export function rezoneDays(days: DayRanges, from: string, to: string): Record<string, WallRange[]> {
  const out: Record<string, WallRange[]> = {};
  for (const [day, ranges] of Object.entries(days)) {
    for (const range of ranges) {
      if (range.end <= range.start) {
        addTo(out, day, { ...range });
        continue;
      }
      const start = instantOfWallMinute(day, range.start, from);
      const end = instantOfWallMinute(day, range.end, from);
      for (const [d, piece] of splitByDay(start, end, to)) addTo(out, d, piece);
    }
  }
  for (const day of Object.keys(out)) out[day]?.sort(byStart);
  return out;
}

export type RangeProblem = 'endBeforeStart' | 'past';

/** Why a row cannot be saved at `now`, or null: its end is not after its start; it has begun. */
export function rangeProblem(
  day: string,
  range: WallRange,
  zone: string,
  now: number,
): RangeProblem | null {
  if (range.end <= range.start) return 'endBeforeStart';
  if (instantOfWallMinute(day, range.start, zone) < now) return 'past';
  return null;
}

/** Positions of the valid rows of a day that overlap another valid row of it. */
export function overlappingRows(ranges: readonly WallRange[]): Set<number> {
  const out = new Set<number>();
  ranges.forEach((a, i) => {
    if (a.end <= a.start) return;
    ranges.forEach((b, j) => {
      if (i !== j && b.end > b.start && a.start < b.end && b.start < a.end) out.add(i);
    });
  });
  return out;
}

/**
 * The row "Add time" adds: a working day on an empty day; otherwise an hour, an hour after the
 * latest end (or right after it when the day is nearly over); null when the day is full.
 */
export function nextRange(ranges: readonly WallRange[]): WallRange | null {
  const valid = ranges.filter((r) => r.end > r.start);
  if (valid.length === 0) return { ...FIRST_RANGE };
  const latest = Math.max(...valid.map((r) => r.end));
  if (latest + 120 <= DAY_MIN) return { start: latest + 60, end: latest + 120 };
  if (latest + STEP_MIN <= DAY_MIN) return { start: latest, end: Math.min(latest + 60, DAY_MIN) };
  return null;
}

/** The days to show: `count` days from `today`, then any later day that has ranges. */
export function visibleDays(today: string, days: DayRanges, count: number): string[] {
  const shown = Array.from({ length: count }, (_, i) => addDaysToDateKey(today, i));
  const last = shown.at(-1) ?? today;
  const later = Object.keys(days)
    .filter((day) => day > last && (days[day]?.length ?? 0) > 0)
    .sort();
  return [...shown, ...later];
}

/**
 * The day the editor opens on (and goes back to when the one edited is gone): the first day
 * from `today` on that has ranges, so saved availability shows at once; `today` when no day
 * from today on has any (days before today are not shown).
 */
export function openingDay(today: string, days: DayRanges): string {
  const withRanges = Object.keys(days)
    .filter((day) => day >= today && (days[day]?.length ?? 0) > 0)
    .sort();
  return withRanges[0] ?? today;
}

/** Day of the week of a date key: 0 Sunday … 6 Saturday (calendar arithmetic, no zone). */
export function weekdayOfDateKey(day: string): number {
  // 1 January 1970 was a Thursday (4).
  return (((4 + daysBetweenDateKeys('1970-01-01', day)) % 7) + 7) % 7;
}

/**
 * Quick picks of the copy dialog: every weekday (Monday to Friday), or the same day of the week
 * as `from`.
 */
export type CopyPick = 'weekdays' | 'sameWeekday';

/** The days among `days` (not `from`) that a quick pick chooses, in their order. */
export function copyPickDays(pick: CopyPick, from: string, days: readonly string[]): string[] {
  const weekday = weekdayOfDateKey(from);
  return days.filter((day) => {
    if (day === from) return false;
    const other = weekdayOfDateKey(day);
    return pick === 'weekdays' ? other !== 0 && other !== 6 : other === weekday;
  });
}

/** `targets` get a copy of `from`'s rows (what they had is replaced); the rest stays. */
export function copyDay(
  days: DayRanges,
  from: string,
  targets: readonly string[],
): Record<string, WallRange[]> {
  const source = days[from] ?? [];
  const out: Record<string, WallRange[]> = {};
  for (const [day, ranges] of Object.entries(days)) out[day] = ranges.map((r) => ({ ...r }));
  for (const day of targets) {
    if (day !== from) out[day] = source.map((r) => ({ ...r }));
  }
  return out;
}

/** The start and end times offered by the pickers: every step from midnight to midnight. */
export function wallMinuteChoices(): number[] {
  return Array.from({ length: DAY_MIN / STEP_MIN + 1 }, (_, i) => i * STEP_MIN);
}
