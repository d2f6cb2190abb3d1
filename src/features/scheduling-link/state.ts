/**
 * The scheduling link as a pure reducer: the link's intro, the visitor's details, the time they
 * choose, the booking. A failed send keeps the details and the choice; a time taken meanwhile
 * is no longer offered and the choice is cleared (the details kept).
 */
import type { SchedulingLinkIntro, SchedulingLinkTime } from '../../domain/entities';
import type { ContactFormValues } from '../forms';
import type { LinkProblemKind, Notice, SchedulingLinkState, SendError } from './model';

export type SchedulingLinkEvent =
  | { type: 'loaded'; intro: SchedulingLinkIntro }
  | { type: 'loadFailed'; error: Notice | null; problem: LinkProblemKind | null }
  | { type: 'retry' }
  | { type: 'detailsGiven'; contact: ContactFormValues }
  | { type: 'changeDetails' }
  | { type: 'choose'; start: number }
  | { type: 'send' }
  | { type: 'sent'; time: SchedulingLinkTime }
  | { type: 'sendFailed'; error: SendError };

export const INITIAL_STATE: SchedulingLinkState = { kind: 'loading', attempt: 0, error: null };

type Ready = Extract<SchedulingLinkState, { kind: 'ready' }>;

function onReady(state: SchedulingLinkState, change: (s: Ready) => SchedulingLinkState) {
  return state.kind === 'ready' ? change(state) : state;
}

export function schedulingLinkReducer(
  state: SchedulingLinkState,
  event: SchedulingLinkEvent,
): SchedulingLinkState {
  switch (event.type) {
    case 'loaded':
      return {
        kind: 'ready',
        intro: event.intro,
        step: 'details',
        contact: null,
        chosen: null,
        sending: false,
        error: null,
        missingChoice: false,
        taken: [],
        booked: null,
      };
    case 'loadFailed':
      if (state.kind !== 'loading') return state;
      return event.problem !== null
        ? { kind: 'linkProblem', problem: event.problem }
        : { ...state, error: event.error };
    case 'retry':
      return state.kind === 'loading'
        ? { kind: 'loading', attempt: state.attempt + 1, error: null }
        : state;
    case 'detailsGiven':
      return onReady(state, (s) =>
        s.step === 'details' ? { ...s, step: 'time', contact: event.contact } : s,
      );
    case 'changeDetails':
      return onReady(state, (s) =>
        s.step === 'time' && !s.sending ? { ...s, step: 'details', error: null } : s,
      );
    case 'choose':
      return onReady(state, (s) =>
        s.step === 'time' && !s.sending
          ? { ...s, chosen: event.start, missingChoice: false, error: null }
          : s,
      );
    case 'send':
      return onReady(state, (s) => {
        if (s.step !== 'time' || s.sending) return s;
        if (s.chosen === null) return { ...s, missingChoice: true };
        return { ...s, sending: true, error: null };
      });
    case 'sent':
      return onReady(state, (s) =>
        s.sending ? { ...s, sending: false, step: 'confirmed', booked: event.time } : s,
      );
    case 'sendFailed':
      return onReady(state, (s) => {
        if (!s.sending) return s;
        const failed = { ...s, sending: false, error: event.error };
        if (event.error.kind !== 'taken' || s.chosen === null) return failed;
        return { ...failed, taken: [...s.taken, s.chosen], chosen: null };
      });
  }
}
