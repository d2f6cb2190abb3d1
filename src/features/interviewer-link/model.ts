/**
 * The interviewer link's types (spec 1, 2, 6, 7): where the interviewer is, and their
 * availability as they edit it (days of wall-clock rows in the zone they chose; see
 * domain/interviewer-availability.ts).
 */
import type { WallRange } from '../../domain/interviewer-availability';
import type { LinkProblemKind, Notice } from '../shared';

export type { LinkProblemKind, Notice };

export type InterviewerLinkScreenKind = 'loading' | 'email' | 'availability' | 'linkProblem';

/** One row of a day: its range and a stable id (the row's key and its fields' ids). */
export interface AvailabilityRow extends WallRange {
  id: number;
}

/** The rows per day (`YYYY-MM-DD` in the chosen zone). */
export type AvailabilityDays = Readonly<Record<string, readonly AvailabilityRow[]>>;

/** Why the email cannot be used: not an address, or not the one this link was sent to. */
export type EmailError = 'invalid' | 'notFound';

/**
 * Where saving stands: nothing changed since it was read or saved (`clean`), changes not saved
 * (`unsaved`), on the way, saved at an instant (ms), or failed (why; every edit is kept).
 */
export type SaveStatus =
  | { kind: 'clean' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'failed'; notice: Notice };

/**
 * The flow once the link's intro is read (that read, its failure and its link problem are the
 * data layer's: useResource):
 * - `email`: the email is asked (what was typed, kept when it is refused, and why);
 * - `reading`: the availability of `email` is being read;
 * - `availability`: the interviewer edits it.
 */
export type InterviewerLinkState =
  | {
      kind: 'email';
      /** What was typed (kept when it is rejected). */
      email: string;
      error: EmailError | null;
    }
  | { kind: 'reading'; email: string }
  | {
      kind: 'availability';
      email: string;
      timeZone: string;
      days: AvailabilityDays;
      /** The day being edited. */
      day: string;
      save: SaveStatus;
      /** Save was pressed with rows that cannot be saved: their problems show. */
      showProblems: boolean;
      nextId: number;
    };
