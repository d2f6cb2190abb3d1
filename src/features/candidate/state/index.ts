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
import { validCount } from '../../../domain/results';
import { addSlots } from '../../../domain/selection';
import { statusAfterRescheduleReasonSubmit } from '../../../domain/status';
import { createTrackingState } from '../../../domain/tracking';
import { type Notice, type ScreenKind, type SearchProgress } from '../model';
import type { SearchState, FlowState, FlowEvent, InitOptions } from './types';
import { NOTHING_SAVED } from './types';
import { baseOf, hasSession, track, linkProblem, canReschedule } from './core';
import { afterFirstIntro, toPicking, toPickingFor } from './intro';
import { pickingReducer } from './picking';
import { searchReducer } from './search';

export * from './types';
export { canReschedule } from './core';
export { heldRows } from './groups';
export { stageForStatus, type LandingStage } from '../stage';

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
        ? track(toPickingFor(state, null, event.at), { type: 'clickIntroButton' }, event.at)
        : state;

    case 'picking':
      return pickingReducer(state, event);

    case 'sent': {
      if (event.type !== 'updateAvailability') return state;
      // The picks shared last are ticked (after a reload too): the candidate edits, not redoes.
      const selection = addSlots(state.session.selection, state.sentPicks);
      const session = { ...state.session, selection };
      // After a reschedule request (or on a link that became reschedule), again a reschedule.
      return toPickingFor({ ...state, session }, state.reason, event.at);
    }

    case 'confirmed': {
      if (event.type !== 'requestReschedule' || !canReschedule(state.session)) return state;
      return { ...baseOf(state), stage: 'rescheduleReason', session: state.session, retry: null };
    }

    case 'rescheduleReason': {
      const { session } = state;
      if (event.type === 'cancelReschedule') {
        // A link opened as reschedule without a reason code asked for it on "Get started":
        // back to the introduction.
        if (session.status === 'reschedule' && session.intro.interview.status === 'reschedule') {
          return { ...baseOf(state), stage: 'intro', session };
        }
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
