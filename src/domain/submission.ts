/**
 * What the candidate sends (spec section 7): the selected time ranges, the chosen result option
 * and the guest's time zone, for POST confirm_candidate_availability and for POST
 * reschedule-request-availability.
 */
import type { RescheduleReason, SelectedTimeRange } from './entities';
import { type OptionSlot, toSelectedTimeRange } from './selection';

export interface AvailabilitySubmission {
  guestTimeZone: string;
  availableTimeRanges: SelectedTimeRange[];
  /** Hash of the chosen result option; null when only suggested times were picked. */
  resultOption: string | null;
}

/**
 * Builds the submission from the candidate's picks.
 *
 * Decisions (spec silent):
 * - `availableTimeRanges` are sent in start order (then end order), whatever order they were
 *   picked in, so the same picks always make the same request.
 * - `resultOption` is the best-ranked picked option: `rankOf(hash)` gives its position in the
 *   live-results order (lower is better; null when the option is not known any more). Options
 *   picked but no longer ranked come after ranked ones, then by start time. Suggested times
 *   (hash null) are never the result option; with nothing else picked it is null.
 * - `guestTimeZone` is the zone the candidate looked at the times in.
 */
export function buildAvailabilitySubmission(
  slots: readonly OptionSlot[],
  guestTimeZone: string,
  rankOf: (hash: string) => number | null,
): AvailabilitySubmission {
  const ranges = [...slots]
    .sort(
      (a, b) =>
        Date.parse(a.startTime) - Date.parse(b.startTime) ||
        Date.parse(a.endTime) - Date.parse(b.endTime),
    )
    .map(toSelectedTimeRange);
  let best: { hash: string; rank: number; start: number } | null = null;
  for (const slot of slots) {
    if (slot.hash === null) continue;
    const rank = rankOf(slot.hash) ?? Number.POSITIVE_INFINITY;
    const start = Date.parse(slot.startTime);
    if (best === null || rank < best.rank || (rank === best.rank && start < best.start)) {
      best = { hash: slot.hash, rank, start };
    }
  }
  return { guestTimeZone, availableTimeRanges: ranges, resultOption: best?.hash ?? null };
}

/** The reschedule request: the reason plus the submission (spec section 7). */
export function buildRescheduleSubmission(
  reason: RescheduleReason,
  submission: AvailabilitySubmission,
): AvailabilitySubmission & RescheduleReason {
  return { reasonCode: reason.reasonCode, note: reason.note.trim(), ...submission };
}

/**
 * The picks a submit refused as INVALID_AVAILABLE_TIME_RANGES can be blamed on, as far as the
 * client can tell (issue 36 item 8): a range that has started by `now` or does not end after
 * its start, or an offered option the search no longer offers as valid (`stillOffered(hash)`
 * false). Suggested times (hash null) are judged by their times only. In the picks' order.
 */
export function unusablePicks(
  picks: readonly OptionSlot[],
  now: number,
  stillOffered: (hash: string) => boolean,
): OptionSlot[] {
  return picks.filter((pick) => {
    const start = Date.parse(pick.startTime);
    const end = Date.parse(pick.endTime);
    if (!(start > now) || !(end > start)) return true;
    return pick.hash !== null && !stillOffered(pick.hash);
  });
}
