/**
 * The times a scheduling link offers (spec 1, 2: a visitor "picks a time from what the link
 * offers"; the intro lists them, a decision recorded in entities.ts): which can still be chosen,
 * and how they are shown, day by day in the visitor's zone.
 */
import type { SchedulingLinkTime } from './entities';
import { parseInstant, zonedDateKey } from './time-zone';

/** A time that can be chosen: its instants, parsed once. */
export interface OfferedTime extends SchedulingLinkTime {
  start: number;
  end: number;
}

/** The times of one day in the visitor's zone (`day`: YYYY-MM-DD there), earliest first. */
export interface OfferedDay {
  day: string;
  times: OfferedTime[];
}

/**
 * The times still to choose from at `now`: those that start after it (one that has started is
 * no longer offered), that parse and end after they start, without repeats (the same instants
 * written twice are one time), earliest first (then the shorter first).
 */
export function upcomingTimes(times: readonly SchedulingLinkTime[], now: number): OfferedTime[] {
  const seen = new Set<string>();
  const out: OfferedTime[] = [];
  for (const time of times) {
    const start = parseInstant(time.startTime);
    const end = parseInstant(time.endTime);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || start <= now) continue;
    const key = `${String(start)}/${String(end)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...time, start, end });
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The times by the day they start on in `zone`, days in order. */
export function timesByDay(times: readonly OfferedTime[], zone: string): OfferedDay[] {
  const days: OfferedDay[] = [];
  for (const time of [...times].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const day = zonedDateKey(time.start, zone);
    const last = days.at(-1);
    if (last?.day === day) last.times.push(time);
    else days.push({ day, times: [time] });
  }
  return days;
}

/** What the calendar and the time column show (see {@link bookingView}). */
export interface BookingView {
  /** The days with times, in `zone`. */
  days: OfferedDay[];
  /** The months (`YYYY-MM`) with times, in order: the calendar moves only between them. */
  months: string[];
  /** The month on screen, null when no time is left. */
  month: string | null;
  /** The day whose times are listed (a day with times in `month`), null when none is left. */
  day: string | null;
  /** The times of `day`, earliest first. */
  times: OfferedTime[];
}

/**
 * What the booking page shows in `zone`. The month: the one asked for when it has times, else
 * the month of the day asked for, of the chosen time, or of the first day with times. The day,
 * in that month: the one asked for, else the chosen time's day, else the month's first day with
 * times. A zone change moves a time to its own day there (late evening in Chicago is the next
 * morning in Tokyo), so the days are worked out in the zone every time.
 */
export function bookingView(
  offered: readonly OfferedTime[],
  zone: string,
  wanted: { day: string | null; month: string | null; chosen: number | null },
): BookingView {
  const days = timesByDay(offered, zone);
  const months = [...new Set(days.map((d) => d.day.slice(0, 7)))];
  const chosenTime = offered.find((time) => time.start === wanted.chosen);
  const chosenDay = chosenTime ? zonedDateKey(chosenTime.start, zone) : null;
  const hasTimes = (day: string | null) => days.some((d) => d.day === day);
  const fallbackDay = [wanted.day, chosenDay].find(hasTimes) ?? days[0]?.day ?? null;
  const month =
    wanted.month !== null && months.includes(wanted.month)
      ? wanted.month
      : (fallbackDay?.slice(0, 7) ?? null);
  if (month === null) return { days, months, month: null, day: null, times: [] };
  const inMonth = days.filter((d) => d.day.startsWith(month));
  const shown =
    inMonth.find((d) => d.day === wanted.day) ??
    inMonth.find((d) => d.day === chosenDay) ??
    inMonth[0];
  return { days, months, month, day: shown?.day ?? null, times: shown?.times ?? [] };
}
