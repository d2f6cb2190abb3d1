/**
 * The candidate journey (product spec section 4) as a pure reducer over a discriminated union:
 * link opened → intro → pick days → availability sent (update and resubmit) → confirmed;
 * links that cannot be used (expired, invalid, canceled, window expired, unauthorized); the reschedule transitions; the search progress events; live
 * results. The journey container (containers/CandidateJourney.tsx) and its hooks perform the
 * requests, the socket and the timers and report what happened as events; everything the
 * candidate sees follows from this state.
 *
 * Each stage holds exactly what its screens need: before the intro arrives there is no session
 * (no results, no zone, no picks); after it, every stage but the link problem carries the
 * {@link Session} (the intro, the search, every result and every pick, which survive every
 * screen change). A submit in flight and its error, the suggest-times panel and the reschedule
 * reason exist only on pick days; the sent ranges only on Availability sent.
 *
 * Side effects are requested through counters the container watches: `introRequest` (fetch the
 * intro) and `session.search.generation` (run the search and open the socket). Times (`at`) are
 * epoch milliseconds from the container's clock, so the reducer never reads one.
 */
import type {
  InterviewStatus,
  MeetIntro,
  ResultOption,
  RescheduleReason,
  SelectedTimeRange,
  SearchMetadata,
} from '../../domain/entities';
import {
  type GroupKey,
  type ResultIndex,
  createResultIndex,
  dayGroupKey,
  findByRange,
  groupItems,
  ingestBatch,
  multiDaySpans,
  regroup,
  resultGroupKey,
  singleDayKeys,
  spanGroupKey,
  validCount,
} from '../../domain/results';
import {
  type OptionSlot,
  addSlots,
  rangeOfSlotKey,
  slotKey,
  slotOfOption,
  toSelectedTimeRange,
  toggleSlot,
} from '../../domain/selection';
import {
  shouldStartSearchOnBootstrap,
  statusAfterRescheduleReasonSubmit,
  statusForRefreshedIntro,
} from '../../domain/status';
import type { SavedPick, SavedPicking } from '../../domain/saved-picks';
import { resolveTimeZone } from '../../domain/time-zone';
import { buildUserMap } from '../../domain/debug';
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
  type LinkProblemKind,
  type Notice,
  type ListBoundary,
  type ResultsView,
  type ScreenKind,
  type SearchProgress,
} from './model';
import { stageForStatus } from './stage';

export { stageForStatus, type LandingStage } from './stage';

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

const NOTHING_HELD: HeldRows = { group: null, keys: new Set() };

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
    }
  | {
      stage: 'sent';
      session: Session;
      /** The ranges of the submission that succeeded, in start order. */
      sentRanges: readonly SelectedTimeRange[];
      /** The same picks as made (with their options): "Update availability" starts with them. */
      sentPicks: readonly OptionSlot[];
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

/** The state when a link is opened: the Loading screen while the intro is asked for. */
export function initialFlowState({
  hash,
  browserTimeZone,
  saved = NOTHING_SAVED,
}: InitOptions): FlowState {
  return {
    hash,
    browserTimeZone,
    introRequest: 1,
    tracking: createTrackingState({ hash }),
    stage: 'bootstrapping',
    introError: null,
    saved,
  };
}

/** The part of a state every stage has, to build the next stage from. */
function baseOf({ hash, browserTimeZone, introRequest, tracking }: JourneyBase): JourneyBase {
  return { hash, browserTimeZone, introRequest, tracking };
}

function hasSession(state: FlowState): state is SessionState {
  return 'session' in state;
}

function track(state: FlowState, event: TrackingEvent, at: number): FlowState {
  return { ...state, tracking: trackEvent(state.tracking, event, at) };
}

function withSession<S extends SessionState>(state: S, session: Session): S {
  return session === state.session ? state : { ...state, session };
}

/** The link cannot be used any more: its screen, and nothing of the session is kept. */
function linkProblem(state: FlowState, problem: LinkProblemKind): FlowState {
  const organizationName = hasSession(state) ? state.session.intro.organization.name : null;
  return {
    ...baseOf(state),
    stage: 'linkProblem',
    problem,
    organizationName,
  };
}

/** Starts a new search (a fresh call and socket). Results already received are kept. */
function requestSearch<S extends SessionState>(state: S, at: number): S {
  const search: SearchState = {
    phase: 'starting',
    generation: state.session.search.generation + 1,
  };
  const next = { ...state, session: { ...state.session, search } };
  return { ...next, tracking: trackEvent(state.tracking, { type: 'startSearch' }, at) };
}

function viewOfGroupKey(group: GroupKey): ResultsView {
  return group.startsWith('day:') ? 'singleDay' : 'multiDay';
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
function settleGroup(session: Session): Session {
  const { results, activeGroup, view } = session;
  if (activeGroup !== null && groupHasValid(results, activeGroup)) return session;
  const next = firstGroup(results, view);
  return next === activeGroup ? session : openGroup(session, next);
}

/** Opens a group: its list starts at the top with every option it has. */
function openGroup(session: Session, group: GroupKey | null): Session {
  return { ...session, activeGroup: group, visiblePerBucket: {}, held: NOTHING_HELD };
}

/**
 * A row's place in its group's list: its start, then its end. The sections of a list (the
 * parts of a day, the days options over several days start on) follow the start too.
 */
function placeOf(option: ResultOption): readonly [number, number] {
  const { startTime, endTime } = slotOfOption(option);
  return [Date.parse(startTime), Date.parse(endTime)];
}

function comesBefore(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/**
 * The new rows of the active group that would land above the last row on screen: they are held
 * (see Session.held). O(batch): each option of the batch is looked up by its range.
 */
function holdAbove(
  before: Session,
  after: ResultIndex,
  batch: readonly ResultOption[],
  boundary: ListBoundary,
): HeldRows {
  const { activeGroup, timeZone, selection } = before;
  const held = before.held.group === activeGroup ? before.held : NOTHING_HELD;
  if (boundary === null || activeGroup === null) return held;
  let limit: readonly number[] | null = null;
  if (boundary !== 'end') {
    const range = rangeOfSlotKey(boundary.lastRow);
    if (range === null) return held;
    const last = findByRange(after, range);
    if (last === undefined) return held;
    limit = placeOf(last.option);
  }
  const picked = new Set(selection.map(slotKey));
  let keys: Set<string> | null = null;
  for (const option of batch) {
    const slot = slotOfOption(option);
    const key = slotKey(slot);
    if (picked.has(key) || held.keys.has(key) || keys?.has(key)) continue;
    const kept = findByRange(after, slot);
    if (kept === undefined || !kept.valid) continue;
    if (resultGroupKey(kept.option, timeZone) !== activeGroup) continue;
    const earlier = findByRange(before.results, slot);
    if (earlier !== undefined && earlier.valid) continue;
    if (limit !== null && !comesBefore(placeOf(kept.option), limit)) continue;
    keys ??= new Set(held.keys);
    keys.add(key);
  }
  return keys === null ? held : { group: activeGroup, keys };
}

function boundaryOf(boundary: ListBoundary | (() => ListBoundary) | undefined): ListBoundary {
  return typeof boundary === 'function' ? boundary() : (boundary ?? null);
}

/**
 * The rows of the active group kept back (see Session.held), for the screen: it lists every
 * other row and every pick, and offers these at the list's end.
 */
export function heldRows(session: Session): ReadonlySet<string> {
  const { held, activeGroup } = session;
  return held.group === activeGroup ? held.keys : NOTHING_HELD.keys;
}

/** The first intro: the session starts, on the screen its status leads to (spec section 4). */
function afterFirstIntro(state: FlowState, intro: MeetIntro, at: number): FlowState {
  // "Becoming reschedule" applies to a refreshed intro only: the first one is taken as it is,
  // so a confirmed interview with a stored reason code shows its itinerary.
  const status = intro.interview.status;
  const timeZone = resolveTimeZone(intro.interview.settings, state.browserTimeZone);
  const index = createResultIndex({ timeZone, needsReview: intro.interview.settings.needsReview });
  const session: Session = {
    intro,
    status,
    loadedAt: at,
    timeZone,
    search: { phase: 'idle', generation: 0 },
    results: index,
    held: NOTHING_HELD,
    view: 'singleDay',
    activeGroup: null,
    visiblePerBucket: {},
    selection: [],
    debug: null,
  };
  const base: JourneyBase = {
    ...baseOf(state),
    tracking: withTrackingContext(state.tracking, { org: intro.organization.id }),
  };
  const stage = stageForStatus(status);
  if (stage === 'linkProblem') return linkProblem({ ...base, stage: 'intro', session }, 'canceled');
  const saved = state.stage === 'bootstrapping' ? state.saved : NOTHING_SAVED;
  const sentPicks = saved.shared.map(slotOfSaved);
  let next: SessionState;
  switch (stage) {
    case 'intro':
      next = { ...base, stage, session };
      break;
    case 'confirmed':
      next = { ...base, stage, session };
      break;
    case 'sent':
      next = { ...base, stage, session, sentRanges: rangesOf(sentPicks), sentPicks };
      break;
  }
  if (shouldStartSearchOnBootstrap(status)) next = requestSearch(next, at);
  return resumePicking(next, saved.picking, at);
}

/**
 * Back on pick days after a reload, with the picks as they were, when the link still asks for
 * them: availability while the status asks for it (introduction or waiting screen), a
 * reschedule while the interview is confirmed and may be rescheduled. Otherwise the saved
 * picks are out of date and the journey goes on from the status.
 */
function resumePicking(state: SessionState, saved: SavedPicking | null, at: number): FlowState {
  if (saved === null) return state;
  const selection = saved.picks.map(slotOfSaved);
  const { purpose } = saved;
  if (purpose.kind === 'availability' && (state.stage === 'intro' || state.stage === 'sent')) {
    return toPicking(withSession(state, { ...state.session, selection }), purpose, at);
  }
  if (
    purpose.kind === 'reschedule' &&
    state.stage === 'confirmed' &&
    canReschedule(state.session)
  ) {
    const session = { ...state.session, selection, status: statusAfterRescheduleReasonSubmit() };
    return toPicking({ ...state, session }, purpose, at);
  }
  return state;
}

function slotOfSaved({ startTime, endTime, hash }: SavedPick): OptionSlot {
  return { startTime, endTime, hash };
}

/** The ranges sent for some picks, in start order. */
function rangesOf(picks: readonly OptionSlot[]): SelectedTimeRange[] {
  return picks
    .map(toSelectedTimeRange)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/**
 * A refreshed intro (asked for when the candidate comes back to Availability sent): the status
 * follows spec 4's "becoming reschedule"; the waiting screen moves on when the interview was
 * confirmed or canceled meanwhile. Every other screen keeps what the candidate is doing.
 */
function afterRefreshedIntro(state: SessionState, intro: MeetIntro): FlowState {
  const status = statusForRefreshedIntro({
    previousStatus: state.session.status,
    newStatus: intro.interview.status,
    reasonCode: intro.interview.reasonCode,
  });
  const next = withSession(state, { ...state.session, intro, status });
  if (next.stage !== 'sent') return next;
  const stage = stageForStatus(status);
  if (stage === 'linkProblem') return linkProblem(next, 'canceled');
  if (stage === 'confirmed') return { ...baseOf(next), stage, session: next.session };
  return next;
}

/** The picks changed: a submit error goes (the candidate is acting on it). */
function withSelection(state: PickingState, selection: readonly OptionSlot[]): PickingState {
  if (selection === state.session.selection) return state;
  return {
    ...state,
    session: { ...state.session, selection },
    submission: state.submission.state === 'failed' ? { state: 'idle' } : state.submission,
  };
}

function removeSlots(selection: readonly OptionSlot[], slots: readonly OptionSlot[]) {
  const drop = new Set(slots.map(slotKey));
  const kept = selection.filter((s) => !drop.has(slotKey(s)));
  return kept.length === selection.length ? selection : kept;
}

/** Moves to pick days, starting a search when none has run (or the last one failed). */
function toPicking(state: SessionState, purpose: Purpose, at: number): FlowState {
  const { phase } = state.session.search;
  const next: PickingState = {
    ...baseOf(state),
    stage: 'picking',
    session: settleGroup({ ...state.session, held: NOTHING_HELD }),
    purpose,
    submission: { state: 'idle' },
    suggest: { open: false },
    taken: [],
  };
  return phase === 'idle' || phase === 'failed' ? requestSearch(next, at) : next;
}

/** Events of the search and its results: the same on every screen with a session. */
function searchReducer(state: SessionState, event: FlowEvent): FlowState | null {
  const { session } = state;
  const { search } = session;
  switch (event.type) {
    case 'searchReady': {
      // A new search lists its own results in debug mode (a retry sends them again).
      const { debugInfo } = event.metadata;
      const debug =
        debugInfo === null ? null : { userMap: buildUserMap(debugInfo), batches: [], received: 0 };
      return {
        ...withSession(state, {
          ...session,
          search: { ...search, phase: 'streaming' },
          debug,
        }),
        tracking: withTrackingContext(state.tracking, {
          correlationId: event.metadata.correlationId,
          sessionId: event.metadata.sessionId,
        }),
      };
    }

    case 'searchFailed': {
      const { generation } = search;
      // The link cannot be used (401, window expired, canceled): its screen at once, from any
      // screen, the introduction included; nothing to retry.
      if (event.problem !== null) return linkProblem(state, event.problem);
      const failed: SearchState = { phase: 'failed', generation, error: event.error };
      return withSession(state, { ...session, search: failed });
    }

    case 'resultsBatch': {
      const { index } = ingestBatch(session.results, event.results);
      const counts = { all: index.counts.all, valid: index.counts.valid };
      const tracking = recordResults(state.tracking, counts, event.at);
      // Results go where they belong at once (other days, rows below those on screen, every
      // pick); a new row that would push a row the candidate reads waits at the list's end.
      const held =
        state.stage === 'picking'
          ? holdAbove(session, index, event.results, boundaryOf(event.boundary))
          : session.held;
      const debug =
        session.debug === null || event.results.length === 0
          ? session.debug
          : {
              ...session.debug,
              batches: [...session.debug.batches, event.results],
              received: session.debug.received + event.results.length,
            };
      const next = settleGroup({ ...session, results: index, debug, held });
      return { ...withSession(state, next), tracking };
    }

    case 'searchDone': {
      // The end can be the socket's first message (a search with nothing to send): it is then
      // the firstSolution too (spec 4: "first socket message"; recorded once).
      const done = withSession(state, { ...session, search: { ...search, phase: 'done' } });
      const next =
        state.tracking.epoch.firstSolution === undefined
          ? track(done, { type: 'firstSolution' }, event.at)
          : done;
      return validCount(session.results) === 0
        ? track(next, { type: 'noResults' }, event.at)
        : next;
    }

    case 'socketClosed': {
      if (event.expected || (search.phase !== 'streaming' && search.phase !== 'starting')) {
        return state;
      }
      const disconnected: SearchState = { phase: 'disconnected', generation: search.generation };
      const next = withSession(state, { ...session, search: disconnected });
      return track(next, { type: 'socketDisconnected', reason: event.reason }, event.at);
    }

    case 'retrySearch':
      return requestSearch(state, event.at);

    case 'setTimeZone': {
      if (event.zone === session.timeZone) return state;
      // The day of the active group is kept when it still exists in the new zone.
      const results = regroup(session.results, event.zone);
      return withSession(
        state,
        settleGroup({ ...session, timeZone: event.zone, results, held: NOTHING_HELD }),
      );
    }

    case 'introLoaded':
      return afterRefreshedIntro(state, event.intro);

    default:
      return null;
  }
}

/** Events of pick days: the list, the picks, suggested times and the submit. */
function pickingReducer(state: PickingState, event: FlowEvent): FlowState {
  const { session } = state;
  switch (event.type) {
    case 'selectView':
      return withSession(state, settleGroup(openGroup({ ...session, view: event.view }, null)));

    case 'selectGroup':
      return withSession(state, openGroup(session, event.group));

    case 'toggleSlot':
      return withSelection(state, toggleSlot(session.selection, event.slot));

    case 'selectAll':
      return withSelection(state, addSlots(session.selection, event.slots));

    case 'deselectAll':
      return withSelection(state, removeSlots(session.selection, event.slots));

    case 'showMore': {
      const current = session.visiblePerBucket[event.bucket] ?? VISIBLE_PER_BUCKET;
      const visiblePerBucket = {
        ...session.visiblePerBucket,
        [event.bucket]: current + VISIBLE_PER_BUCKET,
      };
      return withSession(state, { ...session, visiblePerBucket });
    }

    case 'showNewResults':
      // The candidate asked for them: the day lists every option it has.
      return withSession(state, { ...session, held: NOTHING_HELD });

    case 'holdArrived': {
      if (session.activeGroup === null) return state;
      const arrived = groupItems(session.results, session.activeGroup).map((item) => item.option);
      const since = { ...session, results: event.since };
      const boundary = event.below === 'end' ? 'end' : { lastRow: event.below.before };
      const held = holdAbove(since, session.results, arrived, boundary);
      return held === session.held ? state : withSession(state, { ...session, held });
    }

    case 'toggleSuggest':
      return { ...state, suggest: event.open ? { open: true, error: null } : { open: false } };

    case 'suggestRejected':
      return { ...state, suggest: { open: true, error: event.error } };

    case 'suggestAccepted':
      return {
        ...withSelection(state, addSlots(session.selection, [event.slot])),
        suggest: { open: true, error: null },
      };

    case 'submitStarted':
      return state.submission.state === 'sending'
        ? state
        : { ...state, submission: { state: 'sending' } };

    case 'submitSucceeded': {
      const sent: FlowState = {
        ...baseOf(state),
        stage: 'sent',
        session: { ...session, status: event.status },
        sentRanges: event.sent?.ranges ?? rangesOf(session.selection),
        sentPicks: event.sent?.picks ?? session.selection,
      };
      return track(sent, { type: 'submitted' }, event.at);
    }

    case 'submitFailed': {
      if (event.problem !== null) return linkProblem(state, event.problem);
      if (event.fieldError !== null && state.purpose.kind === 'reschedule') {
        // The reason needs more (reschedule note needed): back to its form, the error at the field.
        return {
          ...baseOf(state),
          stage: 'rescheduleReason',
          session,
          retry: { reason: state.purpose.reason, fieldError: event.fieldError },
        };
      }
      const failed: PickingState = {
        ...state,
        submission: { state: 'failed', error: event.error },
      };
      const taken = event.taken ?? null;
      if (taken === null) return failed;
      // That time went to someone else: unpick it, mark it, keep every other pick, and open
      // its day so the candidate sees which one it was.
      const pick = session.selection.find((p) => slotKey(p) === taken);
      const selection = session.selection.filter((p) => p !== pick);
      const option = pick === undefined ? undefined : findByRange(session.results, pick);
      const group = option === undefined ? null : resultGroupKey(option.option, session.timeZone);
      const moved =
        group === null || group === session.activeGroup
          ? session
          : openGroup({ ...session, view: viewOfGroupKey(group) }, group);
      return {
        ...failed,
        session: { ...moved, selection },
        taken: state.taken.includes(taken) ? state.taken : [...state.taken, taken],
      };
    }

    default:
      return state;
  }
}

/** True when the candidate may ask to reschedule this confirmed interview. */
export function canReschedule(session: Session): boolean {
  return session.intro.interview.settings.canGuestReschedule && session.status !== 'completed';
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  // Events that mean the same on every screen.
  switch (event.type) {
    case 'pageHidden':
      return state.tracking.endState === 'submitted'
        ? state
        : track(state, { type: 'abandoned' }, event.at);
    case 'pageShown':
      // Back on the waiting screen: the interview may have been scheduled meanwhile.
      return state.stage === 'sent' ? { ...state, introRequest: state.introRequest + 1 } : state;
    default:
      break;
  }

  switch (state.stage) {
    case 'bootstrapping':
      switch (event.type) {
        case 'introLoaded':
          return afterFirstIntro(state, event.intro, event.at);
        case 'introFailed':
          return event.problem === null
            ? { ...state, introError: event.error }
            : linkProblem(state, event.problem);
        case 'retryIntro':
          return state.introError === null
            ? state
            : { ...state, introError: null, introRequest: state.introRequest + 1 };
        default:
          return state;
      }

    case 'linkProblem':
      // The end of the journey: nothing changes it.
      return state;

    default:
      break;
  }

  const fromSearch = searchReducer(state, event);
  if (fromSearch !== null) return fromSearch;

  switch (state.stage) {
    case 'intro':
      return event.type === 'getStarted'
        ? track(
            toPicking(state, { kind: 'availability' }, event.at),
            { type: 'clickIntroButton' },
            event.at,
          )
        : state;

    case 'picking':
      return pickingReducer(state, event);

    case 'sent': {
      if (event.type !== 'updateAvailability') return state;
      // The picks shared last are ticked (after a reload too): the candidate edits, not redoes.
      const selection = addSlots(state.session.selection, state.sentPicks);
      const session = { ...state.session, selection };
      return toPicking({ ...state, session }, { kind: 'availability' }, event.at);
    }

    case 'confirmed': {
      if (event.type !== 'requestReschedule' || !canReschedule(state.session)) return state;
      return { ...baseOf(state), stage: 'rescheduleReason', session: state.session, retry: null };
    }

    case 'rescheduleReason': {
      const { session } = state;
      if (event.type === 'cancelReschedule') {
        // Nothing was sent: back to the itinerary, with the status the server last gave.
        const back = { ...session, status: session.intro.interview.status };
        return { ...baseOf(state), stage: 'confirmed', session: back };
      }
      if (event.type !== 'rescheduleReasonGiven') return state;
      const rescheduling = {
        ...state,
        session: { ...session, status: statusAfterRescheduleReasonSubmit() },
      };
      return toPicking(rescheduling, { kind: 'reschedule', reason: event.reason }, event.at);
    }
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
      const { results, search } = state.session;
      if (validCount(results) > 0 || state.suggest.open) return 'pickDays';
      if (search.phase === 'done') return 'noResults';
      if (search.phase === 'disconnected') return 'pickDays';
      // Still searching (or the search failed before anything came): the loading screen.
      return 'loading';
    }
  }
}

/**
 * The failure the Loading screen shows with its "Try again": the intro's before there is a
 * session, the search call's after.
 */
export function loadingError(state: FlowState): Notice | null {
  if (state.stage === 'bootstrapping') return state.introError;
  if (!hasSession(state)) return null;
  const { search } = state.session;
  return search.phase === 'failed' ? search.error : null;
}

/** The search as the Pick days screen tells it. */
export function searchProgressOf(search: SearchState): SearchProgress {
  switch (search.phase) {
    case 'done':
    case 'idle':
      return 'done';
    case 'disconnected':
      return 'disconnected';
    case 'failed':
      return 'failed';
    case 'starting':
    case 'streaming':
      return 'searching';
  }
}
