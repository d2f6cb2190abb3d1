/**
 * The chat panel's types: what the transcript holds, what the panel offers, and what the flow
 * hosting the panel gives it (who is asking, and how a chosen time is booked).
 */
import type { TimeFieldsError } from '../../domain/chat-ranges';
import type {
  ChatButton,
  InterviewStatus,
  ResultOption,
  SelectedTimeRange,
} from '../../domain/entities';
import type { Notice } from '../shared';

export type { Notice };

/** Why a reply failed (spec 8: stream failure, 60 s time-out, non-OK status). */
export type ReplyFailure =
  { reason: 'network' } | { reason: 'timeout' } | { reason: 'http'; status: number | null };

/** A turn of the candidate: typed text, or a button of an answer (its label is the text). */
export interface UserTurn {
  kind: 'user';
  id: string;
  text: string;
  /** The button's action; null when typed. */
  action: string | null;
  at: number;
}

/** A turn of the assistant: a stored message, or a reply streamed in this visit. */
export interface ReplyTurn {
  kind: 'reply';
  id: string;
  /** Spec 4: the placeholder, filled in as the stream arrives. */
  text: string;
  at: number;
  /**
   * streaming: arriving; done: complete; stopped: the candidate stopped it (what arrived is
   * kept); failed: the text is replaced by the error (spec 8), with Try again.
   */
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  failure: ReplyFailure | null;
  /** The user turn it answers (null for stored messages): Try again sends that again. */
  answers: string | null;
  buttons: readonly ChatButton[];
  /** What the assistant understood of the candidate's words (parsedAvailability). */
  understood: readonly SelectedTimeRange[];
  /** The ranges a time is chosen in (availableTimeRanges; spec 5). */
  ranges: readonly SelectedTimeRange[];
}

export type ChatTurn = UserTurn | ReplyTurn;

/**
 * The times of the latest reply that carries some, as the candidate checks, corrects and shares
 * them (chips): nothing is sent before the candidate asks to share them.
 */
export interface ShareState {
  replyId: string;
  /** The understood times (merged, in order), as the candidate corrected them. */
  times: readonly SelectedTimeRange[];
  /** The time whose edit form is open, and why its last save was refused. */
  editing: number | null;
  editError: TimeFieldsError | null;
  /**
   * open: waiting for the candidate; waiting: asked to share, the interview options are looked
   * up first; sharing: sent; shared; failed: not sent (`error` says why).
   */
  status: 'open' | 'waiting' | 'sharing' | 'shared' | 'failed';
  /** The preferred option sent with them (kept once sent: the results may change). */
  option: ResultOption | null;
  /** What they were sent as (kept: the flow moves on once they are sent). */
  purpose: BookingPurpose | null;
  error: Notice | null;
  /** The button that asked to share them: told to the assistant once they are shared. */
  button: ChatButton | null;
  /** The assistant was told (the button's turn was sent). */
  told: boolean;
}

/** What a chosen time is sent as. */
export type BookingPurpose = 'confirm' | 'reschedule';

export type BookingOutcome = { ok: true } | { ok: false; error: Notice };

/**
 * How the flow hosting the chat books a time the chat offers:
 * - `options`: the live results are there (pick days): the chat offers the earliest option
 *   inside the understood ranges (spec 5) among `options()`, again when `version` changes, and
 *   `book`s it
 *   when the candidate confirms;
 * - `notStarted`: the interview times have not been asked for yet (the Introduction): `start`
 *   asks for them;
 * - `link`: booked on another page, which the chat links to (the portal);
 * - `closed`: nothing to book here (availability sent, interview confirmed).
 */
export type ChatBooking =
  | {
      kind: 'options';
      /** Changes whenever the results change. */
      version: number;
      /** Results are still arriving. */
      searching: boolean;
      purpose: BookingPurpose;
      /** The valid options, best first (read only when an offer is computed). */
      options: () => readonly ResultOption[];
      /** Sends `option` with `ranges` (the understood times, merged) as the availability. */
      book: (choice: {
        option: ResultOption;
        ranges: readonly SelectedTimeRange[];
      }) => Promise<BookingOutcome>;
    }
  | { kind: 'notStarted'; start: () => void }
  /** Booked on another page (the portal: the interview's scheduling page). */
  | { kind: 'link'; href: string }
  | { kind: 'closed' };

/** Who is asking, for every message to the chatbot (spec 7) and the history call. */
export interface ChatContext {
  hash: string;
  organizationId: string;
  organizationName: string;
  /** The zone times are shown and understood in. */
  timeZone: string;
  status: InterviewStatus;
  isReschedule: boolean;
  canGuestReschedule: boolean;
  /** Minutes: the interview's, and all interviews' of the invitation. */
  duration: number;
  totalDuration: number;
  guestId: string;
  jobId: string;
  applicationId: string;
  /** The panel's first message when given (spec 2); otherwise the greeting. */
  initialMessage: string | null;
}

/** Where the times can go from the page the chat is on (ChatBooking, and the results). */
export type ShareWhere =
  /** Pick days: `option` is the earliest option inside the times (spec 5). */
  | { kind: 'options'; option: ResultOption }
  /** Pick days, results still arriving, none inside the times yet. */
  | { kind: 'searching' }
  /** Pick days, every result in, none inside the times. */
  | { kind: 'none' }
  /** The Introduction: the options are looked up when the candidate asks to share. */
  | { kind: 'notStarted' }
  | { kind: 'link'; href: string }
  | { kind: 'closed' };

/** What the panel shows with the reply whose times can be shared. */
export interface ShareView {
  replyId: string;
  times: readonly SelectedTimeRange[];
  editing: number | null;
  editError: TimeFieldsError | null;
  /** The times can be changed (not while they are sent, nor after). */
  editable: boolean;
  status: ShareState['status'];
  purpose: BookingPurpose;
  /** The option sent as the preferred one: the one sent, else the one that would be. */
  option: ResultOption | null;
  error: Notice | null;
  where: ShareWhere;
}
