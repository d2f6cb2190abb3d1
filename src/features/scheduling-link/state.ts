/**
 * The scheduling link as a pure reducer: the visitor's details, the time they choose, the
 * booking. A failed send keeps the details and the choice; a time taken meanwhile is no longer
 * offered and the choice is cleared (the details kept); a detail the server refused sends the
 * visitor back to the form. Whether the booking is on its way is the data layer's (useAction):
 * the container ignores choices and "change your details" meanwhile.
 */
import type { SchedulingLinkTime } from '../../domain/entities';
import type { ContactFormValues } from '../forms';
import type { SchedulingLinkState, SendError } from './model';

export type SchedulingLinkEvent =
  | { type: 'detailsGiven'; contact: ContactFormValues }
  | { type: 'changeDetails' }
  | { type: 'choose'; start: number }
  | { type: 'send' }
  | { type: 'sent'; time: SchedulingLinkTime }
  | { type: 'sendFailed'; error: SendError }
  | { type: 'detailsRefused' };

export const INITIAL_STATE: SchedulingLinkState = {
  step: 'details',
  contact: null,
  chosen: null,
  error: null,
  missingChoice: false,
  taken: [],
  booked: null,
};

export function schedulingLinkReducer(
  state: SchedulingLinkState,
  event: SchedulingLinkEvent,
): SchedulingLinkState {
  switch (event.type) {
    case 'detailsGiven':
      return state.step === 'details' ? { ...state, step: 'time', contact: event.contact } : state;
    case 'changeDetails':
      return state.step === 'time' ? { ...state, step: 'details', error: null } : state;
    case 'choose':
      return state.step === 'time'
        ? { ...state, chosen: event.start, missingChoice: false, error: null }
        : state;
    case 'send':
      if (state.step !== 'time') return state;
      return state.chosen === null
        ? { ...state, missingChoice: true }
        : { ...state, error: null, missingChoice: false };
    case 'sent':
      return state.step === 'time' ? { ...state, step: 'confirmed', booked: event.time } : state;
    case 'sendFailed': {
      if (state.step !== 'time') return state;
      const failed = { ...state, error: event.error };
      if (event.error.kind !== 'taken' || state.chosen === null) return failed;
      return { ...failed, taken: [...state.taken, state.chosen], chosen: null };
    }
    case 'detailsRefused':
      return state.step === 'time' ? { ...state, step: 'details', error: null } : state;
  }
}
