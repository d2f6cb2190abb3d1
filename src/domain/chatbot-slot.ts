/**
 * Chatbot confirm / reschedule slot choice (product spec section 5): "Chatbot confirm or
 * reschedule uses only slots whose events all fall inside the candidate's chatbot-supplied
 * available ranges; the one with the earliest start time is the chosen option."
 */
import type { ResultOption, SelectedTimeRange } from './entities';
import { compareScores } from './results';
import { toSelectedTimeRange } from './selection';
import { type InstantRange, eventsInsideRanges, toInstantRanges } from './time-ranges';

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
  const parsed = toInstantRanges(ranges).sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: InstantRange[] = [];
  for (const r of parsed) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** Start instant of an option: its `startTime`, or its earliest event when that does not parse. */
function startOf(option: ResultOption): number {
  const own = Date.parse(option.startTime);
  if (!Number.isNaN(own)) return own;
  return Math.min(...option.events.map((e) => Date.parse(e.startTime)));
}

/**
 * The option the chatbot confirms or reschedules to: among the options all of whose events
 * fall inside the chatbot-supplied ranges (see {@link mergeAvailableRanges}; the containment
 * rule is time-ranges.ts `eventsInsideRanges`), the one with the earliest start instant. Null
 * when none.
 *
 * Decision (spec silent on ties): equal starts are broken by higher score (results.ts
 * `compareScores`, the order of the results list: a missing position ranks lowest), then by
 * hash in ascending code-unit order, so the choice never depends on input order.
 */
export function chooseChatbotOption(
  options: readonly ResultOption[],
  ranges: readonly Pick<SelectedTimeRange, 'startTime' | 'endTime'>[],
): ResultOption | null {
  const merged = mergeAvailableRanges(ranges);
  let best: ResultOption | null = null;
  let bestStart = Infinity;
  for (const option of options) {
    if (!eventsInsideRanges(option.events, merged)) continue;
    const start = startOf(option);
    if (
      best === null ||
      start < bestStart ||
      (start === bestStart &&
        (compareScores(option.score, best.score) < 0 ||
          (compareScores(option.score, best.score) === 0 && option.hash < best.hash)))
    ) {
      best = option;
      bestStart = start;
    }
  }
  return best;
}

/**
 * The available ranges sent when the candidate confirms the option the chat offered (spec 5,
 * `availableTimeRanges` of the confirm or reschedule call): the chatbot's ranges merged as the
 * option was chosen in them ({@link mergeAvailableRanges}: overlapping or touching ranges are
 * one, unparseable ones left out), in start order, each with its length in minutes.
 */
export function chatbotAvailableRanges(
  ranges: readonly Pick<SelectedTimeRange, 'startTime' | 'endTime'>[],
): SelectedTimeRange[] {
  return mergeAvailableRanges(ranges).map((r) =>
    toSelectedTimeRange({
      startTime: new Date(r.start).toISOString(),
      endTime: new Date(r.end).toISOString(),
    }),
  );
}
