/**
 * The candidate journey (product spec section 4) as a pure reducer: link opened → intro → pick
 * days → availability sent (update and resubmit) → confirmed; expired or invalid links; the
 * reschedule transitions; the search progress events; live results. The container
 * (containers/CandidateFlow.tsx) performs the requests, the socket and the timers and reports
 * what happened as events; everything the candidate sees follows from this state.
 *
 * Side effects are requested through counters the container watches: `introAttempt` (fetch the
 * intro) and `search.generation` (run the search and open the socket). Times (`at`) are epoch
 * milliseconds from the container's clock, so the reducer never reads one.
 */
import type {
  InterviewStatus,
  MeetIntro,
  ResultOption,
  RescheduleReason,
  SearchMetadata,
  SelectedTimeRange,
} from '../../domain/entities';
import {
  type GroupKey,
  type ResultIndex,
  createResultIndex,
  dayGroupKey,
  ingestBatch,
  multiDaySpans,
  regroup,
  singleDayKeys,
  spanGroupKey,
  validCount,
} from '../../domain/results';
import {
  type OptionSlot,
  addSlots,
  slotKey,
  toSelectedTimeRange,
  toggleSlot,
} from '../../domain/selection';
import {
  shouldStartSearchOnBootstrap,
  statusAfterRescheduleReasonSubmit,
  statusForRefreshedIntro,
} from '../../domain/status';
import { resolveTimeZone } from '../../domain/time-zone';
import type { TimeBucket } from '../../domain/time-buckets';
import {
  type TrackingEvent,
  type TrackingState,
  createTrackingState,
  recordResults,
  trackEvent,
  withTrackingContext,
} from '../../domain/tracking';
import {
  VISIBLE_PER_BUCKET,
  type FlowMode,
  type LinkProblemKind,
  type Notice,
  type ResultsView,
  type ScreenKind,
  type SearchProgress,
} from './model';
import { type Stage, stageForStatus } from './stage';

export { stageForStatus, type Stage } from './stage';

export type SearchPhase =
  'idle' | 'starting' | 'streaming' | 'done' | 'disconnected' | 'failed' | 'unauthorized';

export interface SearchState {
  phase: SearchPhase;
  /** Incremented each time a (new) search is requested; the container runs one per value. */
  generation: number;
  metadata: SearchMetadata | null;
  error: Notice | null;
}

/** A server error that belongs to a form field (e.g. reschedule note needed). */
export interface FieldError {
  field: string;
  messageKey: string;
}

export interface FlowState {
  mode: FlowMode;
  hash: string;
  stage: Stage;
  intro: MeetIntro | null;
  status: InterviewStatus | null;
  linkProblem: LinkProblemKind | null;
  /** Incremented for every intro fetch the container should make. */
  introAttempt: number;
  /** A failure of the intro fetch that is worth retrying (server error, timeout). */
  introError: Notice | null;
  browserTimeZone: string;
  /** The zone times are shown and grouped in (spec section 5), changeable by the candidate. */
  timeZone: string;
  search: SearchState;
  /** Every result received, in the chosen zone. */
  results: ResultIndex;
  /** The results the list shows: equal to `results` unless new ones are held back. */
  shown: ResultIndex;
  view: ResultsView;
  activeGroup: GroupKey | null;
  visiblePerBucket: Partial<Record<TimeBucket, number>>;
  selection: readonly OptionSlot[];
  /** True once the candidate picked something: from then on new results wait for a click. */
  holdNewResults: boolean;
  /** The ranges of the last successful submission (shown on Availability sent). */
  sentRanges: readonly SelectedTimeRange[];
  /** The reschedule reason given, sent with the availability; null when not rescheduling. */
  rescheduleReason: RescheduleReason | null;
  submitting: boolean;
  submitError: Notice | null;
  fieldError: FieldError | null;
  suggestOpen: boolean;
  suggestError: Notice | null;
  tracking: TrackingState;
}

export type FlowEvent =
  | { type: 'introLoaded'; intro: MeetIntro; at: number }
  | { type: 'introFailed'; problem: LinkProblemKind | null; error: Notice }
  | { type: 'retryIntro' }
  | { type: 'searchReady'; metadata: SearchMetadata; at: number }
  | { type: 'searchFailed'; unauthorized: boolean; error: Notice; at: number }
  | { type: 'resultsBatch'; results: readonly ResultOption[]; at: number }
  | { type: 'searchDone'; at: number }
  | { type: 'socketClosed'; expected: boolean; reason: string; at: number }
  | { type: 'retrySearch'; at: number }
  | { type: 'getStarted'; at: number }
  | { type: 'selectView'; view: ResultsView }
  | { type: 'selectGroup'; group: GroupKey }
  | { type: 'toggleSlot'; slot: OptionSlot }
  | { type: 'selectAll'; slots: readonly OptionSlot[] }
  | { type: 'deselectAll'; slots: readonly OptionSlot[] }
  | { type: 'showMore'; bucket: TimeBucket }
  | { type: 'showNewResults' }
  | { type: 'setTimeZone'; zone: string }
  | { type: 'toggleSuggest'; open: boolean }
  | { type: 'suggestRejected'; error: Notice }
  | { type: 'suggestAccepted'; slot: OptionSlot }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; status: InterviewStatus; at: number }
  | {
      type: 'submitFailed';
      error: Notice;
      /** The link stopped working meanwhile (expired window, canceled). */
      problem: LinkProblemKind | null;
      fieldError: FieldError | null;
    }
  | { type: 'updateAvailability'; at: number }
  | { type: 'requestReschedule' }
  | { type: 'cancelReschedule' }
  | { type: 'rescheduleReasonGiven'; reason: RescheduleReason; at: number }
  | { type: 'pageHidden'; at: number };

export interface InitOptions {
  mode: FlowMode;
  hash: string;
  browserTimeZone: string;
  /** Epoch ms: the interviewer-link flow starts its search at once (tracked). */
  at: number;
}

function emptyIndex(timeZone: string, needsReview: boolean): ResultIndex {
  return createResultIndex({ timeZone, needsReview });
}

/**
 * The state when a link is opened. The candidate link fetches the intro first; the interviewer
 * link (spec section 2: "for it the candidate intro fetch is skipped") goes straight to the
 * search, in the browser's zone.
 */
export function initialFlowState({ mode, hash, browserTimeZone, at }: InitOptions): FlowState {
  const index = emptyIndex(browserTimeZone, false);
  const base: FlowState = {
    mode,
    hash,
    stage: 'bootstrapping',
    intro: null,
    status: null,
    linkProblem: null,
    introAttempt: mode === 'candidate' ? 1 : 0,
    introError: null,
    browserTimeZone,
    timeZone: browserTimeZone,
    search: { phase: 'idle', generation: 0, metadata: null, error: null },
    results: index,
    shown: index,
    view: 'singleDay',
    activeGroup: null,
    visiblePerBucket: {},
    selection: [],
    holdNewResults: false,
    sentRanges: [],
    rescheduleReason: null,
    submitting: false,
    submitError: null,
    fieldError: null,
    suggestOpen: false,
    suggestError: null,
    tracking: createTrackingState({ hash }),
  };
  return mode === 'interviewer' ? requestSearch({ ...base, stage: 'picking' }, at) : base;
}

function track(state: FlowState, event: TrackingEvent, at: number): FlowState {
  return { ...state, tracking: trackEvent(state.tracking, event, at) };
}

/** Starts a new search (a fresh call and socket). Results already received are kept. */
function requestSearch(state: FlowState, at: number): FlowState {
  return track(
    {
      ...state,
      search: {
        phase: 'starting',
        generation: state.search.generation + 1,
        metadata: null,
        error: null,
      },
    },
    { type: 'startSearch' },
    at,
  );
}

function groupHasValid(index: ResultIndex, group: GroupKey): boolean {
  const entry = index.groups.get(group);
  return entry !== undefined && entry.counts.valid > 0;
}

/** The first group of the view whose list offers something (valid options), or null. */
function firstGroup(index: ResultIndex, view: ResultsView): GroupKey | null {
  const keys =
    view === 'singleDay'
      ? singleDayKeys(index).map(dayGroupKey)
      : multiDaySpans(index).map(spanGroupKey);
  return keys.find((key) => groupHasValid(index, key)) ?? null;
}

/** Keeps the active group when it still has options, else moves to the first that has. */
function settleGroup(state: FlowState): FlowState {
  const { shown, activeGroup, view } = state;
  if (activeGroup !== null && groupHasValid(shown, activeGroup)) return state;
  const next = firstGroup(shown, view);
  return next === activeGroup ? state : { ...state, activeGroup: next, visiblePerBucket: {} };
}

function showAll(state: FlowState): FlowState {
  return settleGroup({ ...state, shown: state.results });
}

/** New results the list does not show yet (valid ones: the only ones offered). */
export function pendingResults(state: FlowState): number {
  return Math.max(0, validCount(state.results) - validCount(state.shown));
}

function afterIntro(state: FlowState, intro: MeetIntro, at: number): FlowState {
  // Spec 4, "becoming reschedule", applies to a refreshed intro only: the first one is taken as
  // it is, so a confirmed interview with a stored reason code shows its itinerary.
  const status =
    state.intro === null
      ? intro.interview.status
      : statusForRefreshedIntro({
          previousStatus: state.status,
          newStatus: intro.interview.status,
          reasonCode: intro.interview.reasonCode,
        });
  const timeZone = resolveTimeZone(intro.interview.settings, state.browserTimeZone);
  const needsReview = intro.interview.settings.needsReview;
  const index = emptyIndex(timeZone, needsReview);
  let next: FlowState = {
    ...state,
    intro,
    status,
    introError: null,
    timeZone,
    results: index,
    shown: index,
    tracking: withTrackingContext(state.tracking, { org: intro.organization.id }),
  };
  const stage = stageForStatus(status);
  if (stage === 'linkProblem') return { ...next, stage, linkProblem: 'expired' };
  next = { ...next, stage };
  return shouldStartSearchOnBootstrap(status) ? requestSearch(next, at) : next;
}

/** The picks survive everything; only the candidate removes them. */
function withSelection(state: FlowState, selection: readonly OptionSlot[]): FlowState {
  if (selection === state.selection) return state;
  return {
    ...state,
    selection,
    holdNewResults: state.holdNewResults || selection.length > 0,
    submitError: null,
  };
}

function removeSlots(selection: readonly OptionSlot[], slots: readonly OptionSlot[]) {
  const drop = new Set(slots.map(slotKey));
  const kept = selection.filter((s) => !drop.has(slotKey(s)));
  return kept.length === selection.length ? selection : kept;
}

/** Moves to pick days, starting a search when none has run (or the last one failed). */
function toPicking(state: FlowState, at: number): FlowState {
  const next: FlowState = { ...state, stage: 'picking', submitError: null, fieldError: null };
  const { phase } = state.search;
  return phase === 'idle' || phase === 'failed' ? requestSearch(next, at) : next;
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'introLoaded':
      return afterIntro(state, event.intro, event.at);

    case 'introFailed':
      return event.problem === null
        ? { ...state, introError: event.error }
        : { ...state, stage: 'linkProblem', linkProblem: event.problem, introError: null };

    case 'retryIntro':
      return { ...state, introError: null, introAttempt: state.introAttempt + 1 };

    case 'searchReady':
      return {
        ...state,
        search: { ...state.search, phase: 'streaming', metadata: event.metadata },
        tracking: withTrackingContext(state.tracking, {
          correlationId: event.metadata.correlationId,
          sessionId: event.metadata.sessionId,
        }),
      };

    case 'searchFailed':
      if (event.unauthorized) {
        // Spec section 8: a 401 on search marks the search unauthorized; the link cannot be used.
        return {
          ...state,
          search: { ...state.search, phase: 'unauthorized', error: event.error },
          stage: state.stage === 'picking' ? 'linkProblem' : state.stage,
          linkProblem: 'invalid',
        };
      }
      return { ...state, search: { ...state.search, phase: 'failed', error: event.error } };

    case 'resultsBatch': {
      const { index } = ingestBatch(state.results, event.results);
      const tracking = recordResults(
        state.tracking,
        { all: index.counts.all, valid: index.counts.valid },
        event.at,
      );
      const next: FlowState = { ...state, results: index, tracking };
      const hold = state.stage === 'picking' && state.holdNewResults;
      return hold ? next : showAll(next);
    }

    case 'searchDone': {
      const next: FlowState = { ...state, search: { ...state.search, phase: 'done' } };
      return validCount(state.results) === 0 ? track(next, { type: 'noResults' }, event.at) : next;
    }

    case 'socketClosed': {
      if (event.expected || state.search.phase === 'done') return state;
      if (state.search.phase !== 'streaming' && state.search.phase !== 'starting') return state;
      const next: FlowState = {
        ...state,
        search: { ...state.search, phase: 'disconnected' },
      };
      return track(next, { type: 'socketDisconnected', reason: event.reason }, event.at);
    }

    case 'retrySearch':
      return requestSearch(state, event.at);

    case 'getStarted':
      return track(toPicking(showAll(state), event.at), { type: 'clickIntroButton' }, event.at);

    case 'selectView':
      return settleGroup({ ...state, view: event.view, activeGroup: null, visiblePerBucket: {} });

    case 'selectGroup':
      return { ...state, activeGroup: event.group, visiblePerBucket: {} };

    case 'toggleSlot':
      return withSelection(state, toggleSlot(state.selection, event.slot));

    case 'selectAll':
      return withSelection(state, addSlots(state.selection, event.slots));

    case 'deselectAll':
      return withSelection(state, removeSlots(state.selection, event.slots));

    case 'showMore': {
      const current = state.visiblePerBucket[event.bucket] ?? VISIBLE_PER_BUCKET;
      return {
        ...state,
        visiblePerBucket: {
          ...state.visiblePerBucket,
          [event.bucket]: current + VISIBLE_PER_BUCKET,
        },
      };
    }

    case 'showNewResults':
      return showAll(state);

    case 'setTimeZone': {
      if (event.zone === state.timeZone) return state;
      // The day of the active group is kept when it still exists in the new zone.
      const results = regroup(state.results, event.zone);
      const next: FlowState = { ...state, timeZone: event.zone, results, shown: results };
      return settleGroup(next);
    }

    case 'toggleSuggest':
      return { ...state, suggestOpen: event.open, suggestError: null };

    case 'suggestRejected':
      return { ...state, suggestError: event.error };

    case 'suggestAccepted':
      return {
        ...withSelection(state, addSlots(state.selection, [event.slot])),
        suggestError: null,
      };

    case 'submitStarted':
      return { ...state, submitting: true, submitError: null, fieldError: null };

    case 'submitSucceeded': {
      const next: FlowState = {
        ...state,
        submitting: false,
        status: event.status,
        stage: 'sent',
        sentRanges: [...state.selection]
          .map(toSelectedTimeRange)
          .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
        rescheduleReason: null,
        suggestOpen: false,
      };
      return track(next, { type: 'submitted' }, event.at);
    }

    case 'submitFailed': {
      const next: FlowState = { ...state, submitting: false };
      if (event.problem !== null)
        return { ...next, stage: 'linkProblem', linkProblem: event.problem };
      if (event.fieldError !== null && state.rescheduleReason !== null) {
        // The reason needs more (reschedule note needed): back to its form, the error at the field.
        return { ...next, stage: 'rescheduleReason', fieldError: event.fieldError };
      }
      return { ...next, submitError: event.error };
    }

    case 'updateAvailability':
      return toPicking(showAll(state), event.at);

    case 'requestReschedule':
      return { ...state, stage: 'rescheduleReason', fieldError: null };

    case 'cancelReschedule':
      return {
        ...state,
        stage: state.status === null ? 'confirmed' : stageForStatus(state.status),
        rescheduleReason: null,
        fieldError: null,
      };

    case 'rescheduleReasonGiven': {
      const next: FlowState = {
        ...state,
        rescheduleReason: event.reason,
        status: statusAfterRescheduleReasonSubmit(),
        fieldError: null,
      };
      return toPicking(next, event.at);
    }

    case 'pageHidden':
      return state.tracking.endState === 'submitted'
        ? state
        : track(state, { type: 'abandoned' }, event.at);
  }
}

/** The screen of a state: what the candidate sees. */
export function screenOf(state: FlowState): ScreenKind {
  switch (state.stage) {
    case 'bootstrapping':
      return 'loading';
    case 'intro':
      return 'intro';
    case 'sent':
      return 'availabilitySent';
    case 'confirmed':
      return 'confirmed';
    case 'rescheduleReason':
      return 'reschedule';
    case 'linkProblem':
      return 'linkProblem';
    case 'picking': {
      if (validCount(state.shown) > 0 || state.suggestOpen) return 'pickDays';
      const { phase } = state.search;
      if (phase === 'done') return 'noResults';
      if (phase === 'disconnected') return 'pickDays';
      // Still searching (or the search failed before anything came): the loading screen.
      return 'loading';
    }
  }
}

/** The search as the Pick days screen tells it. */
export function searchProgressOf(state: FlowState): SearchProgress {
  switch (state.search.phase) {
    case 'done':
    case 'idle':
      return 'done';
    case 'disconnected':
      return 'disconnected';
    case 'failed':
    case 'unauthorized':
      return 'failed';
    case 'starting':
    case 'streaming':
      return 'searching';
  }
}

/** What a submit sends the interview to: the reschedule call while a reason is given. */
export function submitKind(state: FlowState): 'confirm' | 'reschedule' {
  return state.rescheduleReason === null ? 'confirm' : 'reschedule';
}
