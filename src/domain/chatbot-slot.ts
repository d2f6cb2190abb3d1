/**
 * Chatbot confirm / reschedule slot choice (product spec section 5): "Chatbot confirm or
 * reschedule uses only slots whose events all fall inside the candidate's chatbot-supplied
 * available ranges; the one with the earliest start time is the chosen option."
 */
import type { ResultOption, Score, SelectedTimeRange } from './entities';

/** A range of instants, epoch milliseconds, start inclusive, end inclusive. */
export interface InstantRange {
  start: number;
  end: number;
}

/**
 * Turns the chatbot's ranges into instant ranges, dropping those that do not parse or end
 * before they start, and merges ranges that overlap or touch (one ends exactly where the next
 * starts) into one continuous range.
 *
 * Decision (spec silent): "9:00–12:00" and "12:00–15:00" are one continuous stretch of
 * availability, so an event 11:00–13:00 straddling them counts as inside; ranges separated by
 * even one millisecond stay apart, and an event straddling the gap does not count.
 */
export function mergeAvailableRanges(
  ranges: readonly Pick<SelectedTimeRange, 'startTime' | 'endTime'>[],
): InstantRange[] {
  const parsed = ranges
    .map((r) => ({ start: Date.parse(r.startTime), end: Date.parse(r.endTime) }))
    .filter((r) => !Number.isNaN(r.start) && !Number.isNaN(r.end) && r.start <= r.end)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: InstantRange[] = [];
  for (const r of parsed) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/**
 * True when every event of the option lies inside one single (merged) range: range start ≤
 * event start and event end ≤ range end, compared as instants, bounds inclusive.
 *
 * Decision: an option without events, or with an event whose times do not parse or whose end
 * is before its start, is never inside (the rule "all events inside" must not pass vacuously).
 */
export function isOptionInsideRanges(
  option: Pick<ResultOption, 'events'>,
  merged: readonly InstantRange[],
): boolean {
  if (option.events.length === 0) return false;
  return option.events.every((e) => {
    const start = Date.parse(e.startTime);
    const end = Date.parse(e.endTime);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start) return false;
    return merged.some((r) => r.start <= start && end <= r.end);
  });
}

/** Start instant of an option: its `startTime`, or its earliest event when that does not parse. */
function startOf(option: ResultOption): number {
  const own = Date.parse(option.startTime);
  if (!Number.isNaN(own)) return own;
  return Math.min(...option.events.map((e) => Date.parse(e.startTime)));
}

/** Higher score first, compared position by position over the 4 positions. */
function compareScoreDesc(a: Score, b: Score): number {
  for (let i = 0; i < 4; i += 1) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The option the chatbot confirms or reschedules to: among the options all of whose events
 * fall inside the chatbot-supplied ranges (see {@link mergeAvailableRanges} and
 * {@link isOptionInsideRanges}), the one with the earliest start instant. Null when none.
 *
 * Decision (spec silent on ties): equal starts are broken by higher score (4 positions, higher
 * first), then by hash in ascending code-unit order, so the choice never depends on input order.
 */
export function chooseChatbotOption(
  options: readonly ResultOption[],
  ranges: readonly Pick<SelectedTimeRange, 'startTime' | 'endTime'>[],
): ResultOption | null {
  const merged = mergeAvailableRanges(ranges);
  let best: ResultOption | null = null;
  let bestStart = Infinity;
  for (const option of options) {
    if (!isOptionInsideRanges(option, merged)) continue;
    const start = startOf(option);
    if (
      best === null ||
      start < bestStart ||
      (start === bestStart &&
        (compareScoreDesc(option.score, best.score) < 0 ||
          (compareScoreDesc(option.score, best.score) === 0 && option.hash < best.hash)))
    ) {
      best = option;
      bestStart = start;
    }
  }
  return best;
}
