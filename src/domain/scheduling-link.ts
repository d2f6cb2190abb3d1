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
