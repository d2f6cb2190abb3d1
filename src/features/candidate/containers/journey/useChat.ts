import { type ActionDispatch, useLayoutEffect, useRef } from 'react';
import { ERROR_MESSAGES } from '../../../../domain/errors';
import { orderedResults } from '../../../../domain/results';
import type { ChatBooking, ChatContext } from '../../../chat';
import type { FlowEvent, FlowState, PickingState, SessionState } from '../../state';
import type { useSubmission } from './useSubmission';

/**
 * Who is asking, for the chatbot (spec 7): the link, the organisation, the zone the candidate
 * sees times in, the interview's status and durations, and whether this is a reschedule.
 * Decisions (spec silent): `duration` is this interview's total, `totalDuration` the sum of the
 * invitation's interviews (this interview's when the list is empty).
 */
export function chatContextOf(state: SessionState): ChatContext {
  const { intro, status, timeZone } = state.session;
  const { interview } = intro;
  const listed = intro.interviews.reduce((sum, i) => sum + i.durationMin, 0);
  return {
    hash: state.hash,
    organizationId: intro.organization.id,
    organizationName: intro.organization.name,
    timeZone,
    status,
    isReschedule:
      status === 'reschedule' || (state.stage === 'picking' && state.purpose.kind === 'reschedule'),
    canGuestReschedule: interview.settings.canGuestReschedule,
    duration: interview.durationMin,
    totalDuration: listed > 0 ? listed : interview.durationMin,
    guestId: intro.guest.id,
    jobId: interview.job.id,
    applicationId: interview.application.id,
    initialMessage: null,
  };
}

/**
 * What the chat can book where the candidate is: on Pick days the valid live results (the chat
 * offers the earliest inside the understood times, spec 5) and the chat's own submit; on
 * the Introduction, a way to ask for the options; elsewhere (sent, confirmed) nothing.
 */
export function useChatBooking(
  state: FlowState,
  dispatch: ActionDispatch<[FlowEvent]>,
  clock: () => number,
  submitChoice: ReturnType<typeof useSubmission>['submitChoice'],
): ChatBooking {
  // The latest picking state: a booking confirmed a moment after a render sends what is now.
  const picking = useRef<PickingState | null>(null);
  const current = state.stage === 'picking' ? state : null;
  useLayoutEffect(() => {
    picking.current = current;
  });
  switch (state.stage) {
    case 'intro':
      return {
        kind: 'notStarted',
        start: () => {
          dispatch({ type: 'getStarted', at: clock() });
        },
      };
    case 'picking': {
      const { session, purpose } = state;
      const phase = session.search.phase;
      return {
        kind: 'options',
        version: session.results.version,
        searching: phase === 'idle' || phase === 'starting' || phase === 'streaming',
        purpose: purpose.kind === 'reschedule' ? 'reschedule' : 'confirm',
        options: () =>
          orderedResults(session.results)
            .filter((r) => r.valid)
            .map((r) => r.option),
        book: ({ option, ranges }) => {
          const now = picking.current;
          if (now === null) return Promise.resolve({ ok: false, error: ERROR_MESSAGES.general });
          return submitChoice(now, option, ranges);
        },
      };
    }
    default:
      return { kind: 'closed' };
  }
}
