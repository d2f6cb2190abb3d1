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
  /** The zone times are shown in: the interview's own, else the candidate's (spec 5). */
  timeZone: string;
  /** The candidate's browser zone when it differs from `timeZone`, else null. */
  ownTimeZone: string | null;
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

export type SuperdayScreenKind = 'loading' | 'choose' | 'empty' | 'confirmed' | 'linkProblem';
