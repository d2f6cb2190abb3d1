/**
 * Where the journey (CandidateJourney) starts when it takes over from the first paint
 * (CandidateFlow): the reducer's initial state with what already happened applied as the same
 * events the journey would have dispatched itself — the first intro's answer and a click on
 * "Get started".
 */
import type { FirstIntro } from './bootstrap';
import { describeFailure } from './failures';
import {
  type FlowState,
  type InitOptions,
  flowReducer,
  initialFlowState,
  screenOf,
} from '../state';

export interface JourneyStart extends InitOptions {
  /** The first intro request (candidate link); null when there is none (interviewer link). */
  firstIntro: FirstIntro | null;
  /** When "Get started" was clicked on the first paint's Introduction; null if it was not. */
  startedAt: number | null;
}

export function journeyInitialState({ firstIntro, startedAt, ...init }: JourneyStart): FlowState {
  let state = initialFlowState(init);
  if (firstIntro?.state === 'loaded') {
    state = flowReducer(state, { type: 'introLoaded', intro: firstIntro.intro, at: firstIntro.at });
  } else if (firstIntro?.state === 'failed') {
    state = applyIntroFailure(state, firstIntro.error);
  }
  if (startedAt !== null && screenOf(state) === 'intro') {
    state = flowReducer(state, { type: 'getStarted', at: startedAt });
  }
  return state;
}

/** The intro failed: the expired or invalid-link screen, or the retryable error. */
export function applyIntroFailure(state: FlowState, error: unknown): FlowState {
  const failure = describeFailure(error);
  if (failure.aborted) return state;
  return flowReducer(state, {
    type: 'introFailed',
    problem: failure.problem,
    error: failure.notice,
  });
}
