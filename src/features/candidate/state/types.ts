/** The candidate journey's state and events (see index.ts). */
import type {
  InterviewStatus,
  MeetIntro,
  ResultOption,
  RescheduleReason,
  SelectedTimeRange,
  SearchMetadata,
} from '../../../domain/entities';
import { type GroupKey, type ResultIndex } from '../../../domain/results';
import type { OptionSlot } from '../../../domain/selection';
import type { SavedPick, SavedPicking } from '../../../domain/saved-picks';
import { type TrackingState } from '../../../domain/tracking';
import { type LinkProblemKind, type Notice, type ListBoundary, type ResultsView } from '../model';

/** The live search: which request it is (`generation`) and how far it got. */
export type SearchState =
  | { phase: 'idle' | 'starting' | 'streaming' | 'done' | 'disconnected'; generation: number }
  /** The search call failed (server error, time-out): it can be retried. */
  | { phase: 'failed'; generation: number; error: Notice };

/** A server error that belongs to a form field (e.g. reschedule note needed). */
export interface FieldError {
  field: string;
  messageKey: string;
}

/** What the journey knows once the intro has arrived: kept on every screen from then on. */
export interface Session {
  readonly intro: MeetIntro;
  readonly status: InterviewStatus;
  /** When the intro arrived (epoch ms): the "today" of the suggest-times range. */
  readonly loadedAt: number;
  /** The zone times are shown and grouped in (spec section 5), changeable by the candidate. */
  readonly timeZone: string;
  readonly search: SearchState;
  /** Every result received, in the chosen zone. */
  readonly results: ResultIndex;
  /**
   * Options of the active group that came in while the candidate had rows of it on screen and
   * that would have landed above the last of them: they wait at the end of the day's list
   * ("Show N new options"), so nothing the candidate reads moves. Every other result (other
   * days, rows below those on screen, every pick) shows as it comes. Empty most of the time.
   */
  readonly held: HeldRows;
  readonly view: ResultsView;
  readonly activeGroup: GroupKey | null;
  /** Rows each section of the active group shows (by section key, see derive.ts bucketViews). */
  readonly visiblePerBucket: Partial<Record<string, number>>;
  /** The picks: they survive everything; only the candidate removes them. */
  readonly selection: readonly OptionSlot[];
  /**
   * Staff debug mode (spec sections 1, 3): present when the search answered debug data (the
   * server gives it to staff only), null otherwise.
   */
  readonly debug: DebugSession | null;
}

/** The rows (slotKey) of `group` kept back, see {@link Session.held}. */
export interface HeldRows {
  readonly group: GroupKey | null;
  readonly keys: ReadonlySet<string>;
}

export const NOTHING_HELD: HeldRows = { group: null, keys: new Set() };

/** What debug mode keeps of the current search: every result as received, and who is who. */
export interface DebugSession {
  /** Attendee id → name, from the search metadata's debugInfo. */
  readonly userMap: Readonly<Record<string, string>>;
  /**
   * Every result of the current search as it arrived, valid or not, duplicates included: the
   * batches themselves, so that a batch costs its own size, not a copy of all results so far.
   */
  readonly batches: readonly (readonly ResultOption[])[];
  /** How many results the batches hold. */
  readonly received: number;
}

/** What a submit on pick days is for: plain availability, or a reschedule with its reason. */
export type Purpose = { kind: 'availability' } | { kind: 'reschedule'; reason: RescheduleReason };

/** The submit button's request. */
export type Submission =
  { state: 'idle' } | { state: 'sending' } | { state: 'failed'; error: Notice };

/** The suggest-times panel of pick days. */
export type SuggestPanel = { open: false } | { open: true; error: Notice | null };

/** Each stage with its own data (see the module comment). */
export type JourneyStage =
  | {
      stage: 'bootstrapping';
      /** A failure of the intro fetch that is worth retrying (server error, timeout). */
      introError: Notice | null;
      /** What this browser kept of an earlier visit of the link (see saved-picks.ts). */
      saved: SavedJourney;
    }
  | {
      stage: 'linkProblem';
      problem: LinkProblemKind;
      /** Known when the link stopped working after the intro arrived. */
      organizationName: string | null;
    }
  | { stage: 'intro'; session: Session }
  | {
      stage: 'picking';
      session: Session;
      purpose: Purpose;
      submission: Submission;
      suggest: SuggestPanel;
      /**
       * Ranges (slotKey) the server said were booked meanwhile ("This time was already
       * booked"): no longer picked, shown as taken so the candidate picks another.
       */
      taken: readonly string[];
      /**
       * Ranges (slotKey) the server refused as not valid any more (INVALID_AVAILABLE_TIME_RANGES:
       * started, or no longer offered): no longer picked, shown as no longer available.
       */
      unavailable: readonly string[];
    }
  | {
      stage: 'sent';
      session: Session;
      /** The ranges of the submission that succeeded, in start order. */
      sentRanges: readonly SelectedTimeRange[];
      /** The same picks as made (with their options): "Update availability" starts with them. */
      sentPicks: readonly OptionSlot[];
      /**
       * The reason of the reschedule request sent in this visit (null otherwise): "Update
       * availability" sends the new picks as a reschedule again, with it (spec 4 and 7).
       */
      reason: RescheduleReason | null;
    }
  | { stage: 'confirmed'; session: Session }
  | {
      stage: 'rescheduleReason';
      session: Session;
      /** Set when the server sent the candidate back to the reason (reschedule note needed). */
      retry: { reason: RescheduleReason; fieldError: FieldError } | null;
    };

/** What every stage has: the link, the browser's zone, tracking and the intro requests. */
export interface JourneyBase {
  readonly hash: string;
  readonly browserTimeZone: string;
  /** Incremented for every intro fetch the container should make (1: the first one). */
  readonly introRequest: number;
  readonly tracking: TrackingState;
}

export type FlowState = JourneyBase & JourneyStage;

/** The stages that carry a {@link Session}. */
export type SessionState = Extract<FlowState, { session: Session }>;
export type PickingState = Extract<FlowState, { stage: 'picking' }>;

export type FlowEvent =
  | { type: 'introLoaded'; intro: MeetIntro; at: number }
  | { type: 'introFailed'; problem: LinkProblemKind | null; error: Notice }
  | { type: 'retryIntro' }
  | { type: 'searchReady'; metadata: SearchMetadata; at: number }
  | {
      type: 'searchFailed';
      /**
       * The search said the link cannot be used (HTTP 401, spec 8: the search is marked
       * unauthorized; window expired; canceled); null: a failure worth retrying.
       */
      problem: LinkProblemKind | null;
      error: Notice;
      at: number;
    }
  | {
      type: 'resultsBatch';
      results: readonly ResultOption[];
      at: number;
      /**
       * Where the candidate is in the day's list (see ListBoundary); absent: nothing on screen.
       * A probe is read when the batch is applied, not when it arrived: results are applied
       * as a transition, drawn up to a few hundred ms later on a slow phone, and the list may
       * have appeared or scrolled meanwhile. Reading it then is the reducer's one look at the
       * page (idempotent: a second call reads the same page).
       */
      boundary?: ListBoundary | (() => ListBoundary);
    }
  | { type: 'searchDone'; at: number }
  | { type: 'socketClosed'; expected: boolean; reason: string; at: number }
  | { type: 'retrySearch'; at: number }
  | { type: 'getStarted'; at: number }
  | { type: 'selectView'; view: ResultsView }
  | { type: 'selectGroup'; group: GroupKey }
  | { type: 'toggleSlot'; slot: OptionSlot }
  | { type: 'selectAll'; slots: readonly OptionSlot[] }
  | { type: 'deselectAll'; slots: readonly OptionSlot[] }
  | { type: 'showMore'; bucket: string }
  | { type: 'showNewResults' }
  /**
   * A row on screen moved when results were drawn: the list was scrolled while their batch was
   * being applied, after its boundary was read. Every option of the active group that arrived
   * since `since` (the index drawn before) and sorts before `below.before` (the first earlier
   * row below the screen; 'end': anywhere) is held, before the frame is painted (picks never
   * wait). O(the group's options): only when a row moved.
   */
  | { type: 'holdArrived'; since: ResultIndex; below: { before: string } | 'end' }
  | { type: 'setTimeZone'; zone: string }
  | { type: 'toggleSuggest'; open: boolean }
  | { type: 'suggestRejected'; error: Notice }
  | { type: 'suggestAccepted'; slot: OptionSlot }
  | { type: 'submitStarted' }
  | {
      type: 'submitSucceeded';
      status: InterviewStatus;
      at: number;
      /** What was sent when it was not the picks (the chat's option and understood times). */
      sent?: { ranges: readonly SelectedTimeRange[]; picks: readonly OptionSlot[] };
    }
  | {
      type: 'submitFailed';
      error: Notice;
      /** The link stopped working meanwhile (expired window, canceled). */
      problem: LinkProblemKind | null;
      fieldError: FieldError | null;
      /** The picked range (slotKey) the server found booked meanwhile; null otherwise. */
      taken?: string | null;
      /** The picked ranges (slotKey) to blame for a refusal of the times sent (see above). */
      unavailable?: readonly string[];
    }
  | { type: 'updateAvailability'; at: number }
  | { type: 'requestReschedule' }
  | { type: 'cancelReschedule' }
  | { type: 'rescheduleReasonGiven'; reason: RescheduleReason; at: number }
  | { type: 'pageHidden'; at: number }
  | { type: 'pageShown' };

/**
 * What a browser kept of an earlier visit of the same link: the picks in progress (this tab's
 * session) and the picks last shared (until the interview is confirmed).
 */
export interface SavedJourney {
  readonly picking: SavedPicking | null;
  readonly shared: readonly SavedPick[];
}

export const NOTHING_SAVED: SavedJourney = { picking: null, shared: [] };

export interface InitOptions {
  hash: string;
  browserTimeZone: string;
  saved?: SavedJourney;
}
