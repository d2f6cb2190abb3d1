/** An intro arriving (the first, or a refreshed one) and the way onto pick days. */
import type { MeetIntro, RescheduleReason, SelectedTimeRange } from '../../../domain/entities';
import { createResultIndex } from '../../../domain/results';
import { type OptionSlot, toSelectedTimeRange } from '../../../domain/selection';
import {
  shouldStartSearchOnBootstrap,
  statusAfterRescheduleReasonSubmit,
  statusForRefreshedIntro,
} from '../../../domain/status';
import type { SavedPick, SavedPicking } from '../../../domain/saved-picks';
import { resolveTimeZone } from '../../../domain/time-zone';
import { withTrackingContext } from '../../../domain/tracking';
import { stageForStatus } from '../stage';
import type { Session, Purpose, JourneyBase, FlowState, SessionState, PickingState } from './types';
import { NOTHING_HELD, NOTHING_SAVED } from './types';
import { baseOf, withSession, linkProblem, requestSearch, canReschedule } from './core';
import { settleGroup } from './groups';

/** The first intro: the session starts, on the screen its status leads to (spec section 4). */
export function afterFirstIntro(state: FlowState, intro: MeetIntro, at: number): FlowState {
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
      next = { ...base, stage, session, sentRanges: rangesOf(sentPicks), sentPicks, reason: null };
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
export function resumePicking(
  state: SessionState,
  saved: SavedPicking | null,
  at: number,
): FlowState {
  if (saved === null) return state;
  const selection = saved.picks.map(slotOfSaved);
  const { purpose } = saved;
  if (state.stage === 'intro' || state.stage === 'sent') {
    // The link asks for availability, or (status reschedule) for a reschedule: the status
    // decides what a submit is; a reason given before the reload is kept.
    const given = purpose.kind === 'reschedule' ? purpose.reason : null;
    if (purpose.kind === 'reschedule' && state.session.status !== 'reschedule') return state;
    const kept = withSession(state, { ...state.session, selection });
    const next = purposeFor(kept.session, given);
    return next === null ? kept : toPicking(kept, next, at);
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

export function slotOfSaved({ startTime, endTime, hash }: SavedPick): OptionSlot {
  return { startTime, endTime, hash };
}

/** The ranges sent for some picks, in start order. */
export function rangesOf(picks: readonly OptionSlot[]): SelectedTimeRange[] {
  return picks
    .map(toSelectedTimeRange)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/**
 * A refreshed intro (asked for when the candidate comes back to Availability sent): the status
 * follows spec 4's "becoming reschedule"; the waiting screen moves on when the interview was
 * confirmed or canceled meanwhile. Every other screen keeps what the candidate is doing.
 */
export function afterRefreshedIntro(state: SessionState, intro: MeetIntro): FlowState {
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

/**
 * What a submit from pick days is (spec 4 and 7): while the interview's status is `reschedule`
 * (the link opened so, or it became so: spec 4 "Becoming reschedule") it is a reschedule request
 * (POST reschedule-request-availability) with its reason: the one given in this visit
 * (`given`), else the link's own reason code (the intro carries no note: sent empty); otherwise
 * plain availability (POST confirm_candidate_availability). Null: a reschedule whose reason
 * nobody knows (status reschedule, no reason code): the candidate is asked for it first, as
 * from the itinerary, since the request cannot go without one.
 */
export function purposeFor(session: Session, given: RescheduleReason | null): Purpose | null {
  if (session.status !== 'reschedule') return { kind: 'availability' };
  const code = session.intro.interview.reasonCode;
  const reason = given ?? (code === null ? null : { reasonCode: code, note: '' });
  return reason === null ? null : { kind: 'reschedule', reason };
}

/**
 * Onto pick days for the session's status (see {@link purposeFor}), or to the reason form when
 * a reschedule's reason must be asked first.
 */
export function toPickingFor(
  state: SessionState,
  given: RescheduleReason | null,
  at: number,
): FlowState {
  const purpose = purposeFor(state.session, given);
  if (purpose !== null) return toPicking(state, purpose, at);
  return { ...baseOf(state), stage: 'rescheduleReason', session: state.session, retry: null };
}

/** Moves to pick days, starting a search when none has run (or the last one failed). */
export function toPicking(state: SessionState, purpose: Purpose, at: number): FlowState {
  const { phase } = state.session.search;
  const next: PickingState = {
    ...baseOf(state),
    stage: 'picking',
    session: settleGroup({ ...state.session, held: NOTHING_HELD }),
    purpose,
    submission: { state: 'idle' },
    suggest: { open: false },
    taken: [],
    unavailable: [],
  };
  return phase === 'idle' || phase === 'failed' ? requestSearch(next, at) : next;
}
