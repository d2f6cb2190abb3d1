/**
 * Search-progress tracking (product spec sections 3, 4 and 7): the tracking state, a pure
 * reducer over the search progress events with an injected clock value, and the payload of
 * POST /v2/meet/track-request-availability/{hash}. All times are epoch milliseconds passed in
 * by the caller; durations are milliseconds.
 */

/**
 * The tracked actions. The first six are the spec's search progress events (section 4);
 * 'submitted' (availability sent or confirmed) and 'abandoned' (the page was left without
 * submitting) are this project's additions so that endState can say how a session ended.
 */
export type TrackingAction =
  | 'startSearch'
  | 'firstSolution'
  | 'firstValidSolution'
  | 'clickIntroButton'
  | 'noResults'
  | 'socketDisconnected'
  | 'submitted'
  | 'abandoned';

/**
 * End states, weakest first. A later end event replaces endState only when it is stronger:
 * a socket that closes after "no results" keeps 'noResults'; a page left after submitting keeps
 * 'submitted'; leaving after "no results" keeps 'noResults' (it explains why nothing was
 * submitted); a socket drop followed by leaving becomes 'abandoned'. Decision (spec silent).
 */
export const TRACKING_END_STATES = [
  'socketDisconnected',
  'abandoned',
  'noResults',
  'submitted',
] as const;
export type TrackingEndState = (typeof TRACKING_END_STATES)[number];

/** Spec section 3, "Tracking state": every field, in the spec's order. */
export interface TrackingState {
  /** The latest action recorded; null before the first. */
  currentAction: TrackingAction | null;
  /** Epoch ms at which each action was (first) recorded. */
  epoch: Partial<Record<TrackingAction, number>>;
  /** Invitation hash. */
  hash: string;
  /** From the search metadata; null until the search call answered. */
  correlationId: string | null;
  /** Organization id; null when unknown. */
  org: string | null;
  /** From the search metadata; null until the search call answered. */
  sessionId: string | null;
  /** now − epoch[currentAction] at the latest reducer call; null without a current action. */
  currentActionDuration: number | null;
  /** The action recorded before currentAction; null when there was none. */
  previousAction: TrackingAction | null;
  /** epoch.firstSolution − epoch.startSearch; null until both are known. */
  searchToFirstResult: number | null;
  /** epoch.firstValidSolution − epoch.startSearch; null until both are known. */
  searchToFirstValidResult: number | null;
  /**
   * How long the candidate waited, after clicking the intro button, for the first valid
   * result: max(0, epoch.firstValidSolution − epoch.clickIntroButton), so 0 when valid results
   * were already there at the click; null until both are known.
   */
  perceivedTimeToFirstResult: number | null;
  /** Valid results available at the moment of clickIntroButton; null before the click. */
  perceivedInitialResultCount: number | null;
  /** All results received so far (valid or not). */
  allResultsCount: number;
  /** Valid results received so far. */
  validResultsCount: number;
  /** Reason given with socketDisconnected; null otherwise. */
  socketCloseReason: string | null;
  /** How the session ended so far; null while still going (see TRACKING_END_STATES). */
  endState: TrackingEndState | null;
}

export type TrackingEvent =
  | { type: 'startSearch' }
  | { type: 'firstSolution' }
  | { type: 'firstValidSolution' }
  | { type: 'clickIntroButton' }
  | { type: 'noResults' }
  | { type: 'socketDisconnected'; reason?: string | null }
  | { type: 'submitted' }
  | { type: 'abandoned' };

export interface TrackingContext {
  hash: string;
  org?: string | null;
  correlationId?: string | null;
  sessionId?: string | null;
}

/** A fresh tracking state for one invitation: nothing recorded, counts 0, the rest null. */
export function createTrackingState({
  hash,
  org = null,
  correlationId = null,
  sessionId = null,
}: TrackingContext): TrackingState {
  return {
    currentAction: null,
    epoch: {},
    hash,
    correlationId,
    org,
    sessionId,
    currentActionDuration: null,
    previousAction: null,
    searchToFirstResult: null,
    searchToFirstValidResult: null,
    perceivedTimeToFirstResult: null,
    perceivedInitialResultCount: null,
    allResultsCount: 0,
    validResultsCount: 0,
    socketCloseReason: null,
    endState: null,
  };
}

/** Sets correlationId / sessionId / org when the search metadata (or intro) arrives. */
export function withTrackingContext(
  state: TrackingState,
  context: Partial<Pick<TrackingState, 'correlationId' | 'sessionId' | 'org'>>,
): TrackingState {
  return { ...state, ...context };
}

function diff(later: number | undefined, earlier: number | undefined): number | null {
  return later === undefined || earlier === undefined ? null : later - earlier;
}

/** Recomputes every derived duration from the epochs and `now`. */
function derive(state: TrackingState, now: number): TrackingState {
  const { epoch } = state;
  const perceived = diff(epoch.firstValidSolution, epoch.clickIntroButton);
  return {
    ...state,
    currentActionDuration:
      state.currentAction === null ? null : diff(now, epoch[state.currentAction]),
    searchToFirstResult: diff(epoch.firstSolution, epoch.startSearch),
    searchToFirstValidResult: diff(epoch.firstValidSolution, epoch.startSearch),
    perceivedTimeToFirstResult: perceived === null ? null : Math.max(0, perceived),
  };
}

function isEndState(action: TrackingAction): action is TrackingEndState {
  return (TRACKING_END_STATES as readonly string[]).includes(action);
}

function strength(end: TrackingEndState | null): number {
  return end === null ? -1 : TRACKING_END_STATES.indexOf(end);
}

/**
 * The tracking reducer: records `event` at `now` (epoch ms from the caller's clock).
 *
 * - Each action counts once, at its first occurrence; a repeated event only refreshes the
 *   durations. The spec requires this for firstSolution / firstValidSolution; decision: the
 *   same holds for every action, so the state describes the first search of the session.
 * - A recorded action becomes currentAction, the former one previousAction.
 * - clickIntroButton stores the valid results available at that moment
 *   (perceivedInitialResultCount).
 * - socketDisconnected stores its reason (socketCloseReason).
 * - noResults, socketDisconnected, submitted and abandoned set endState, subject to the
 *   precedence of {@link TRACKING_END_STATES}.
 * - Derived durations are recomputed (see the fields of {@link TrackingState}).
 */
export function trackEvent(state: TrackingState, event: TrackingEvent, now: number): TrackingState {
  const action = event.type;
  if (state.epoch[action] !== undefined) return derive(state, now);
  let next: TrackingState = {
    ...state,
    epoch: { ...state.epoch, [action]: now },
    previousAction: state.currentAction,
    currentAction: action,
  };
  if (event.type === 'clickIntroButton') {
    next = { ...next, perceivedInitialResultCount: state.validResultsCount };
  }
  if (event.type === 'socketDisconnected') {
    next = { ...next, socketCloseReason: event.reason ?? null };
  }
  if (isEndState(action) && strength(action) > strength(state.endState)) {
    next = { ...next, endState: action };
  }
  return derive(next, now);
}

function count(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/**
 * Records the result totals after a socket message of results: `all` and `valid` are the
 * totals so far (after de-duplication), not the batch sizes — decision: totals make a repeated
 * call harmless. The first call is the first socket message, so it records firstSolution; the
 * first call with `valid > 0` records firstValidSolution. Negative or fractional counts are
 * clamped to whole numbers ≥ 0.
 */
export function recordResults(
  state: TrackingState,
  { all, valid }: { all: number; valid: number },
  now: number,
): TrackingState {
  let next: TrackingState = {
    ...state,
    allResultsCount: count(all),
    validResultsCount: count(valid),
  };
  next = trackEvent(next, { type: 'firstSolution' }, now);
  if (next.validResultsCount > 0) next = trackEvent(next, { type: 'firstValidSolution' }, now);
  return next;
}

/** Every action in the order a session records those that fall in the same update. */
const ACTION_ORDER: readonly TrackingAction[] = [
  'startSearch',
  'firstSolution',
  'firstValidSolution',
  'clickIntroButton',
  'noResults',
  'socketDisconnected',
  'submitted',
  'abandoned',
];

/**
 * The actions `state` has recorded, oldest first: by epoch, those of the same millisecond in
 * the order a session records them (firstSolution before firstValidSolution, which one socket
 * message may record together), and currentAction always last.
 */
export function recordedActions(state: TrackingState): TrackingAction[] {
  const at = (a: TrackingAction) => state.epoch[a] ?? Number.POSITIVE_INFINITY;
  const recorded = ACTION_ORDER.filter(
    (a) => state.epoch[a] !== undefined && a !== state.currentAction,
  );
  recorded.sort((a, b) => at(a) - at(b) || ACTION_ORDER.indexOf(a) - ACTION_ORDER.indexOf(b));
  return state.currentAction === null ? recorded : [...recorded, state.currentAction];
}

/**
 * The state as it was when `action` was recorded, for posting every action even when one
 * update records several (a first socket message with a valid result records firstSolution
 * and firstValidSolution at once): the epochs up to `action`, it as currentAction, the one
 * before as previousAction, the durations, endState, socketCloseReason and
 * perceivedInitialResultCount of then. The result counts are the latest (the actions of one
 * update share them). `state` itself for its currentAction, or for an action not recorded.
 */
export function trackingStateAt(state: TrackingState, action: TrackingAction): TrackingState {
  const actions = recordedActions(state);
  const index = actions.indexOf(action);
  if (action === state.currentAction || index < 0) return state;
  const upTo = actions.slice(0, index + 1);
  const epoch: TrackingState['epoch'] = {};
  for (const a of upTo) epoch[a] = state.epoch[a];
  const ends = upTo.filter(isEndState);
  const endState = ends.reduce<TrackingEndState | null>(
    (end, a) => (strength(a) > strength(end) ? a : end),
    null,
  );
  const then: TrackingState = {
    ...state,
    epoch,
    currentAction: action,
    previousAction: upTo[index - 1] ?? null,
    endState,
    socketCloseReason: upTo.includes('socketDisconnected') ? state.socketCloseReason : null,
    perceivedInitialResultCount: upTo.includes('clickIntroButton')
      ? state.perceivedInitialResultCount
      : null,
  };
  return derive(then, epoch[action] ?? 0);
}

/** Body of POST /v2/meet/track-request-availability/{hash} (without any CSRF field). */
export type TrackingPayload = TrackingState & { token?: string };

/**
 * Spec section 7: the payload is the tracking state and the hash, plus the token when present.
 * Decisions: the `hash` argument (the one in the call's path) wins over the state's; `token` is
 * included only when it is a non-empty string; the epoch map is copied so the payload can be
 * serialised later without aliasing the state.
 */
export function toTrackingPayload(
  state: TrackingState,
  { hash, token }: { hash: string; token?: string | null },
): TrackingPayload {
  const payload: TrackingPayload = { ...state, epoch: { ...state.epoch }, hash };
  if (typeof token === 'string' && token !== '') payload.token = token;
  return payload;
}
