/** Events of pick days: the list, the picks, suggested times and the submit. */
import { findByRange, groupItems, resultGroupKey } from '../../../domain/results';
import { type OptionSlot, addSlots, slotKey, toggleSlot } from '../../../domain/selection';
import { VISIBLE_PER_BUCKET } from '../model';
import type { FlowState, PickingState, FlowEvent } from './types';
import { NOTHING_HELD } from './types';
import { baseOf, track, withSession, linkProblem } from './core';
import { viewOfGroupKey, settleGroup, openGroup, holdAbove } from './groups';
import { rangesOf } from './intro';

/** The picks changed: a submit error goes (the candidate is acting on it). */
export function withSelection(state: PickingState, selection: readonly OptionSlot[]): PickingState {
  if (selection === state.session.selection) return state;
  return {
    ...state,
    session: { ...state.session, selection },
    submission: state.submission.state === 'failed' ? { state: 'idle' } : state.submission,
  };
}

export function removeSlots(selection: readonly OptionSlot[], slots: readonly OptionSlot[]) {
  const drop = new Set(slots.map(slotKey));
  const kept = selection.filter((s) => !drop.has(slotKey(s)));
  return kept.length === selection.length ? selection : kept;
}

/** Events of pick days: the list, the picks, suggested times and the submit. */
export function pickingReducer(state: PickingState, event: FlowEvent): FlowState {
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
        reason: state.purpose.kind === 'reschedule' ? state.purpose.reason : null,
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
      const gone = event.unavailable ?? [];
      if (taken === null && gone.length === 0) return failed;
      // Those times went to someone else (taken) or are not valid any more (unavailable):
      // unpick them, mark them, keep every other pick, and open the first one's day so the
      // candidate sees which one it was.
      const marked = new Set(taken === null ? gone : [taken, ...gone]);
      const first = session.selection.find((p) => marked.has(slotKey(p)));
      const selection = session.selection.filter((p) => !marked.has(slotKey(p)));
      const option = first === undefined ? undefined : findByRange(session.results, first);
      const group = option === undefined ? null : resultGroupKey(option.option, session.timeZone);
      const moved =
        group === null || group === session.activeGroup
          ? session
          : openGroup({ ...session, view: viewOfGroupKey(group) }, group);
      const add = (list: readonly string[], keys: readonly string[]) => {
        const fresh = keys.filter((key) => !list.includes(key));
        return fresh.length === 0 ? list : [...list, ...fresh];
      };
      return {
        ...failed,
        session: { ...moved, selection },
        taken: taken === null ? state.taken : add(state.taken, [taken]),
        unavailable: add(state.unavailable, gone),
      };
    }

    default:
      return state;
  }
}
