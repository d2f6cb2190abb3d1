/** The scheduling link's types (spec 1, 2, 7, 8): where the visitor is, and what they chose. */
import type { SchedulingLinkIntro, SchedulingLinkTime } from '../../domain/entities';
import type { ContactFormValues } from '../forms';
import type { LinkProblemKind, Notice } from '../shared';

export type { LinkProblemKind, Notice };

export type SchedulingLinkScreenKind = 'loading' | 'details' | 'time' | 'confirmed' | 'linkProblem';

/**
 * Why the booking failed (spec 8: "failure sending scheduling-link data", its code kept as a
 * string): the time was taken meanwhile, or anything else (the code, and what it means for the
 * visitor: offline, too slow, general).
 */
export type SendError = { kind: 'taken' } | { kind: 'failed'; code: string; notice: Notice };

export type SchedulingLinkState =
  | { kind: 'loading'; attempt: number; error: Notice | null }
  | { kind: 'linkProblem'; problem: LinkProblemKind }
  | {
      kind: 'ready';
      intro: SchedulingLinkIntro;
      step: 'details' | 'time' | 'confirmed';
      /** The details given (kept when going back to change them). */
      contact: ContactFormValues | null;
      /** The chosen time, by its start instant (ms). */
      chosen: number | null;
      sending: boolean;
      error: SendError | null;
      /** "Choose a time first": Schedule was pressed with nothing chosen. */
      missingChoice: boolean;
      /** Times someone else booked meanwhile (start instants), no longer offered. */
      taken: readonly number[];
      /** What was booked. */
      booked: SchedulingLinkTime | null;
    };
