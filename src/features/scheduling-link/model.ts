/** The scheduling link's types (spec 1, 2, 7, 8): where the visitor is, and what they chose. */
import type { SchedulingLinkTime } from '../../domain/entities';
import type { LinkProblemKind, Notice } from '../shared';

export type { LinkProblemKind, Notice };

/**
 * The screens of the link: loading, the time first (a month calendar and the day's times),
 * then the details for the chosen time, then the confirmation; a link with no time left says
 * so on arrival (`noTimes`); a link that does not work is its link-problem screen.
 */
export type SchedulingLinkScreenKind =
  'loading' | 'time' | 'details' | 'noTimes' | 'confirmed' | 'linkProblem';

/**
 * Why the booking failed (spec 8: "failure sending scheduling-link data", its code kept as a
 * string): the time was taken meanwhile, or anything else (the code, and what it means for the
 * visitor: offline, too slow, general). A detail the server refused is said at its field of the
 * form instead; a link that stopped working is its link-problem screen.
 */
export type SendError = { kind: 'taken' } | { kind: 'failed'; code: string; notice: Notice };

/**
 * The visitor's way through the link once its intro is read (that read, its wait, failure and
 * link problem are the data layer's: useResource; the booking's "being sent" is useAction's).
 * What was typed lives in the container's form, kept across steps and failures.
 */
export interface SchedulingLinkState {
  step: 'time' | 'details' | 'confirmed';
  /** The zone chosen with the picker; null: the visitor's own. */
  timeZone: string | null;
  /** The day whose times are listed (`YYYY-MM-DD` in the zone); null: worked out. */
  day: string | null;
  /** The month on the calendar (`YYYY-MM`); null: the listed day's. */
  month: string | null;
  /** The chosen time, by its start instant (ms). */
  chosen: number | null;
  error: SendError | null;
  /** Times someone else booked meanwhile (start instants), no longer offered. */
  taken: readonly number[];
  /** What was booked. */
  booked: SchedulingLinkTime | null;
}
