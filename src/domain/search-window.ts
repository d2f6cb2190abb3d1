/**
 * The availability search window (spec sections 5 and 9): the requested window widened by
 * 2 days on each side, and the number of days it covers.
 */
import {
  addCalendarDaysInZone,
  addDaysToDateKey,
  daysBetweenDateKeys,
  type Instant,
  toEpochMs,
  zonedDateKey,
  zonedMillisOfDay,
} from './time-zone';

/** Spec section 9: the window is widened by 2 days on each side. */
export const SEARCH_WINDOW_WIDENING_DAYS = 2;

export interface SearchWindow {
  /** Widened start and end, epoch ms. */
  readonly startMs: number;
  readonly endMs: number;
  /** The same instants as ISO strings in UTC. */
  readonly startTime: string;
  readonly endTime: string;
  /** 0 when the widened start is not before the widened end; else days covered, rounded up. */
  readonly dayCount: number;
}

/**
 * Widens `[start, end]` by {@link SEARCH_WINDOW_WIDENING_DAYS} before the start and after
 * the end, and counts its days.
 *
 * Decision (spec silent on what a "day" is): the widening moves by calendar days in `zone`
 * (the chosen zone), keeping the wall-clock time, so across a DST change it is 47 or 49
 * hours, not 48. A start or end whose wall time does not exist on the target date is
 * resolved like `zonedWallTimeToInstant` (moved forward past the gap).
 */
export function widenSearchWindow(start: Instant, end: Instant, zone: string): SearchWindow {
  const startMs = addCalendarDaysInZone(start, -SEARCH_WINDOW_WIDENING_DAYS, zone);
  const endMs = addCalendarDaysInZone(end, SEARCH_WINDOW_WIDENING_DAYS, zone);
  return {
    startMs,
    endMs,
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(endMs).toISOString(),
    dayCount: calendarDayCount(startMs, endMs, zone),
  };
}

/**
 * Days covered by `[start, end)`, counted in calendar days of `zone`: 0 when `start` is not
 * before `end`; otherwise the whole calendar days from start to end, plus one when the end's
 * wall time is later than the start's (a partial day rounds up).
 *
 * Decision (spec says "rounded-up number of days"): days are calendar days of the zone, not
 * 24-hour blocks, so a 23-hour or 25-hour DST day counts as exactly one day. Monday 10:00 to
 * Tuesday 10:00 is 1; to Tuesday 10:01 is 2; to Tuesday 09:00 is 1.
 */
export function calendarDayCount(start: Instant, end: Instant, zone: string): number {
  const startMs = toEpochMs(start);
  const endMs = toEpochMs(end);
  if (!(startMs < endMs)) return 0;
  const wholeDays = daysBetweenDateKeys(zonedDateKey(startMs, zone), zonedDateKey(endMs, zone));
  const partial = zonedMillisOfDay(endMs, zone) > zonedMillisOfDay(startMs, zone) ? 1 : 0;
  // Inside a fall-back overlap the end's wall time can read earlier than the start's on the
  // same date; the span is still positive, so it covers (part of) one day.
  return Math.max(1, wholeDays + partial);
}

/** The days (yyyy-MM-dd in the shown zone) a candidate may suggest times on. */
export interface SuggestionDays {
  readonly firstDate: string;
  readonly lastDate: string;
}

/**
 * The days a candidate may suggest times on: the interview's availability window widened by
 * {@link SEARCH_WINDOW_WIDENING_DAYS} on each side (spec 5: the window is widened wherever it
 * is used), in `zone`, never before `today` (a time in the past cannot be suggested).
 *
 * Decision (spec silent): without a window (the interviewer link has no intro), the next two
 * weeks from today.
 */
export function suggestionDays(
  window: { readonly startTime: Instant; readonly endTime: Instant } | null | undefined,
  zone: string,
  today: string,
): SuggestionDays {
  if (!window) return { firstDate: today, lastDate: addDaysToDateKey(today, 14) };
  const widened = widenSearchWindow(window.startTime, window.endTime, zone);
  const first = zonedDateKey(widened.startMs, zone);
  // The end is exclusive: its day is the last one only when some of it is inside.
  const last = zonedDateKey(widened.endMs - 1, zone);
  return { firstDate: first < today ? today : first, lastDate: last < today ? today : last };
}
