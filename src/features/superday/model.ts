/**
 * View-model types of the superday screens (spec 1, 3, 4, 5): what the flow knows of the
 * interview, and the screens it shows.
 */
import type { InterviewStatus } from '../../domain/entities';
import type { SuperdayChosenBlock } from '../../domain/superday';
import type { Notice } from '../shared';

export type { LinkProblemKind, Notice } from '../shared';

/** What the screens say about the interview, from the invitation's intro. */
export interface SuperdayContext {
  /** The interview's status when the flow started (spec 4). */
  status: InterviewStatus;
  organizationName: string;
  jobName: string;
  stageName: string;
  /** Spec 4: the confirm is a reschedule (and availability is asked with ?reschedule=true). */
  reschedule: boolean;
  /**
   * The zone times are shown in: the office's when on site (spec 5), else the one the candidate
   * picked (at first their browser's).
   */
  timeZone: string;
  /** The office's zone of an on-site interview (no picker then, as on pick days); else null. */
  onsiteTimeZone: string | null;
  /** On site: the candidate's browser zone when it differs from the office's, else null. */
  ownTimeZone: string | null;
  /** The zones the picker suggests first: the shown one, the browser's, the guest's. */
  suggestedTimeZones: readonly string[];
  /** The browser's zone (the page may learn it after a first render, from the server's). */
  browserTimeZone: string;
  /** The zone the invitation's guest settings name, when valid; else null. */
  guestTimeZone: string | null;
  /** The candidate picked `timeZone`: it no longer follows the browser's. */
  zonePicked: boolean;
  /**
   * The plan's interview names in order (the invitation's interviews, by number): an interview
   * of a block is named after them when the block has as many interviews, else numbered.
   */
  interviewNames: readonly string[];
  backgroundUrl: string | null;
}

/** Why the last confirm did not go through. */
export type ConfirmError =
  /** Spec 8, 20013: these chosen blocks were taken meanwhile (they are no longer chosen). */
  | { kind: 'taken'; blocks: readonly SuperdayChosenBlock[] }
  /** 20013, but every choice is still offered: which one was taken is unknown. */
  | { kind: 'takenUnknown' }
  /** Anything else ("Error confirming superday availability", offline, time-out). */
  | { kind: 'failed'; notice: Notice };

export type SuperdayScreenKind = 'loading' | 'choose' | 'empty' | 'sent' | 'linkProblem';
