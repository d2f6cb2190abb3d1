/**
 * Whether a scheduling solution can be used (spec section 4: "A solution is usable only when
 * feasible is true and none of its justifications is blocking").
 */
import type { Justification, SchedulingSolution } from './entities';

export interface FeasibilityOptions {
  /** Treat a `roomConflict` justification as blocking. Default false. */
  readonly roomConflictBlocks?: boolean;
}

/** Ids with a fixed rule; every other id is an attendee or event rule. */
const GAPS_RULE = 'gapsBetweenMinAndMax';
const ROOM_RULE = 'roomConflict';

/**
 * Whether one justification blocks the solution:
 * - `gapsBetweenMinAndMax` always blocks, whatever its items say;
 * - `roomConflict` blocks only when `roomConflictBlocks` is set;
 * - any other id (attendee or event rules, including ids the app does not know) blocks
 *   unless it is flagged optional: it has at least one item and every item has
 *   `isOptionalAttendee` or `isOptionalEvent` set.
 *
 * Decision (spec silent): an attendee or event rule without items blocks, because nothing
 * marks it optional; a missing flag is not an optional flag.
 */
export function isBlockingJustification(
  justification: Justification,
  { roomConflictBlocks = false }: FeasibilityOptions = {},
): boolean {
  if (justification.id === GAPS_RULE) return true;
  if (justification.id === ROOM_RULE) return roomConflictBlocks;
  const { items } = justification;
  if (items.length === 0) return true;
  // Loops, not every/some with a closure: live results run this for each option (issue 14).
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i];
    if (item !== undefined && !item.isOptionalAttendee && !item.isOptionalEvent) return true;
  }
  return false;
}

/** A solution is usable only when `feasible` is true and no justification blocks. */
export function isSolutionUsable(
  solution: SchedulingSolution,
  options: FeasibilityOptions = {},
): boolean {
  if (!solution.feasible) return false;
  const { justifications } = solution;
  for (let i = 0; i < justifications.length; i += 1) {
    const justification = justifications[i];
    if (justification !== undefined && isBlockingJustification(justification, options)) {
      return false;
    }
  }
  return true;
}

/**
 * Why one justification does or does not block (the staff debug list says it in words):
 * - `gaps`: `gapsBetweenMinAndMax`, which always blocks;
 * - `roomAutomatic` / `roomNeedsReview`: a room conflict, blocking only when the interview is
 *   booked automatically (no review: `roomConflictBlocks`);
 * - `noItems`: an attendee or event rule with nothing marking it optional (blocks);
 * - `required`: some item is neither an optional attendee nor an optional event (blocks);
 * - `optional`: every item is an optional attendee or event (does not block).
 * The same rule as {@link isBlockingJustification}: `blocking` is always its answer.
 */
export type JustificationReason =
  'gaps' | 'roomAutomatic' | 'roomNeedsReview' | 'noItems' | 'required' | 'optional';

export function justificationVerdict(
  justification: Justification,
  options: FeasibilityOptions = {},
): { readonly blocking: boolean; readonly reason: JustificationReason } {
  const blocking = isBlockingJustification(justification, options);
  if (justification.id === GAPS_RULE) return { blocking, reason: 'gaps' };
  if (justification.id === ROOM_RULE) {
    return { blocking, reason: blocking ? 'roomAutomatic' : 'roomNeedsReview' };
  }
  if (justification.items.length === 0) return { blocking, reason: 'noItems' };
  return { blocking, reason: blocking ? 'required' : 'optional' };
}
