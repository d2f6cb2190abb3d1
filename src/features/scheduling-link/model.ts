/** The scheduling link's types (spec 1, 2, 7, 8): where the visitor is, and what they chose. */
import type { SchedulingLinkTime } from '../../domain/entities';
import type { ContactFormValues } from '../forms';
import type { LinkProblemKind, Notice } from '../shared';

export type { LinkProblemKind, Notice };

export type SchedulingLinkScreenKind = 'loading' | 'details' | 'time' | 'confirmed' | 'linkProblem';

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
 */
export interface SchedulingLinkState {
  step: 'details' | 'time' | 'confirmed';
  /** The details given (kept when going back to change them). */
  contact: ContactFormValues | null;
  /** The chosen time, by its start instant (ms). */
  chosen: number | null;
  error: SendError | null;
  /** "Choose a time first": Schedule was pressed with nothing chosen. */
  missingChoice: boolean;
  /** Times someone else booked meanwhile (start instants), no longer offered. */
  taken: readonly number[];
  /** What was booked. */
  booked: SchedulingLinkTime | null;
}
