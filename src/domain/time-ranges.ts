/**
 * Time ranges as instants (the chatbot's slot choice, chatbot-slot.ts, and the debug list's
 * filter by selected slots, debug.ts), and "does an option's every event fall inside them"
 * (the chatbot's rule, spec section 5).
 */
import type { ResultEvent } from './entities';

/** A range of instants, epoch milliseconds, start inclusive, end inclusive. */
export interface InstantRange {
  start: number;
  end: number;
}

/**
 * ISO ranges as instant ranges, in input order, dropping those whose times do not parse or
 * that end before they start.
 */
export function toInstantRanges(
  ranges: readonly { startTime: string; endTime: string }[],
): InstantRange[] {
  return ranges
    .map((r) => ({ start: Date.parse(r.startTime), end: Date.parse(r.endTime) }))
    .filter((r) => !Number.isNaN(r.start) && !Number.isNaN(r.end) && r.start <= r.end);
}

/**
 * True when every event lies inside one of the ranges: range start ≤ event start and event end
 * ≤ range end, compared as instants, bounds inclusive.
 *
 * Decision: no events, or an event whose times do not parse or whose end is before its start,
 * is never inside (the rule "all events inside" must not pass vacuously).
 */
export function eventsInsideRanges(
  events: readonly Pick<ResultEvent, 'startTime' | 'endTime'>[],
  ranges: readonly InstantRange[],
): boolean {
  if (events.length === 0) return false;
  return events.every((e) => {
    const start = Date.parse(e.startTime);
    const end = Date.parse(e.endTime);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start) return false;
    return ranges.some((r) => r.start <= start && end <= r.end);
  });
}
