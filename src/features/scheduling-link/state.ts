/**
 * The scheduling link as a pure reducer, time first (as a booking page): a day and a month of
 * the calendar, a time zone, one time, Next to the details, then the booking. A failed send
 * keeps the details and the choice; a time taken meanwhile is no longer offered, the choice is
 * cleared and the visitor is back at the times (the details kept in the form). Whether the
 * booking is on its way is the data layer's (useAction): the container ignores choices then.
 */
import type { SchedulingLinkTime } from '../../domain/entities';
import type { SchedulingLinkState, SendError } from './model';

export type SchedulingLinkEvent =
  | { type: 'zoneChosen'; zone: string }
  | { type: 'dayShown'; day: string }
  | { type: 'monthShown'; month: string }
  | { type: 'choose'; start: number }
  | { type: 'next' }
  | { type: 'changeTime' }
  | { type: 'send' }
  | { type: 'sent'; time: SchedulingLinkTime }
  | { type: 'sendFailed'; error: SendError };

export const INITIAL_STATE: SchedulingLinkState = {
  step: 'time',
  timeZone: null,
  day: null,
  month: null,
  chosen: null,
  error: null,
  taken: [],
  booked: null,
};

export function schedulingLinkReducer(
  state: SchedulingLinkState,
  event: SchedulingLinkEvent,
): SchedulingLinkState {
  switch (event.type) {
    case 'zoneChosen':
      // The days are not the same days in another zone: the chosen time's day is shown again.
      return state.step === 'time'
        ? { ...state, timeZone: event.zone, day: null, month: null }
        : state;
    case 'dayShown':
      return state.step === 'time'
        ? { ...state, day: event.day, month: event.day.slice(0, 7) }
        : state;
    case 'monthShown':
      return state.step === 'time' ? { ...state, month: event.month, day: null } : state;
    case 'choose':
      return state.step === 'time' ? { ...state, chosen: event.start, error: null } : state;
    case 'next':
      return state.step === 'time' && state.chosen !== null
        ? { ...state, step: 'details', error: null }
        : state;
    case 'changeTime':
      return state.step === 'details' ? { ...state, step: 'time', error: null } : state;
    case 'send':
      return state.step === 'details' ? { ...state, error: null } : state;
    case 'sent':
      return state.step === 'details' ? { ...state, step: 'confirmed', booked: event.time } : state;
    case 'sendFailed': {
      if (state.step !== 'details') return state;
      if (event.error.kind !== 'taken' || state.chosen === null) {
        return { ...state, error: event.error };
      }
      return {
        ...state,
        step: 'time',
        error: event.error,
        taken: [...state.taken, state.chosen],
        chosen: null,
      };
    }
  }
}
