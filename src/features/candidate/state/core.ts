/** Steps every part of the journey reducer builds on: the base, tracking, the session, a link problem, a new search. */
import { type TrackingEvent, trackEvent } from '../../../domain/tracking';
import { type LinkProblemKind } from '../model';
import type { SearchState, Session, JourneyBase, FlowState, SessionState } from './types';

/** The part of a state every stage has, to build the next stage from. */
export function baseOf({
  hash,
  browserTimeZone,
  introRequest,
  tracking,
}: JourneyBase): JourneyBase {
  return { hash, browserTimeZone, introRequest, tracking };
}

export function hasSession(state: FlowState): state is SessionState {
  return 'session' in state;
}

export function track(state: FlowState, event: TrackingEvent, at: number): FlowState {
  return { ...state, tracking: trackEvent(state.tracking, event, at) };
}

export function withSession<S extends SessionState>(state: S, session: Session): S {
  return session === state.session ? state : { ...state, session };
}

/** The link cannot be used any more: its screen, and nothing of the session is kept. */
export function linkProblem(state: FlowState, problem: LinkProblemKind): FlowState {
  const organizationName = hasSession(state) ? state.session.intro.organization.name : null;
  return {
    ...baseOf(state),
    stage: 'linkProblem',
    problem,
    organizationName,
  };
}

/** Starts a new search (a fresh call and socket). Results already received are kept. */
export function requestSearch<S extends SessionState>(state: S, at: number): S {
  const search: SearchState = {
    phase: 'starting',
    generation: state.session.search.generation + 1,
  };
  const next = { ...state, session: { ...state.session, search } };
  return { ...next, tracking: trackEvent(state.tracking, { type: 'startSearch' }, at) };
}

/** True when the candidate may ask to reschedule this confirmed interview. */
export function canReschedule(session: Session): boolean {
  return session.intro.interview.settings.canGuestReschedule && session.status !== 'completed';
}
