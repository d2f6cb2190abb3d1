/**
 * Where the journey (CandidateJourney) starts when it takes over from the first paint
 * (CandidateFlow): the reducer's initial state with what already happened applied as the same
 * events the journey would have dispatched itself — the first intro's answer and a click on
 * "Get started".
 */
import type { FirstIntro } from './bootstrap';
import { describeFailure } from './failures';
import {
  type FlowEvent,
  type FlowState,
  type InitOptions,
  flowReducer,
  initialFlowState,
} from '../state';

export interface JourneyStart extends InitOptions {
  /** The first intro request, made by CandidateFlow. */
  firstIntro: FirstIntro;
  /** When "Get started" was clicked on the first paint's Introduction; null if it was not. */
  startedAt: number | null;
}

/** The event of an intro request's outcome: null while it is pending or when it was aborted. */
export function introOutcomeEvent(outcome: FirstIntro): FlowEvent | null {
  switch (outcome.state) {
    case 'pending':
      return null;
    case 'loaded':
      return { type: 'introLoaded', intro: outcome.intro, at: outcome.at };
    case 'failed': {
      const failure = describeFailure(outcome.error, outcome.online);
      if (failure.aborted) return null;
      return { type: 'introFailed', problem: failure.problem, error: failure.notice };
    }
  }
}

export function journeyInitialState({ firstIntro, startedAt, ...init }: JourneyStart): FlowState {
  let state = initialFlowState(init);
  const outcome = introOutcomeEvent(firstIntro);
  if (outcome !== null) state = flowReducer(state, outcome);
  if (startedAt !== null && state.stage === 'intro') {
    state = flowReducer(state, { type: 'getStarted', at: startedAt });
  }
  return state;
}
