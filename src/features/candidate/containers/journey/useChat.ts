import { type ActionDispatch, useLayoutEffect, useRef } from 'react';
import { chatContextOf as buildChatContext } from '../../../../domain/chat-context';
import { ERROR_MESSAGES } from '../../../../domain/errors';
import { orderedResults } from '../../../../domain/results';
import type { ChatBooking, ChatContext } from '../../../chat';
import type { FlowEvent, FlowState, PickingState, SessionState } from '../../state';
import type { useSubmission } from './useSubmission';

/**
 * Who is asking, for the chatbot (spec 7): the one rule of src/domain/chat-context.ts, from the
 * intro (this interview, the invitation's interviews) and whether the candidate is rescheduling.
 */
export function chatContextOf(state: SessionState): ChatContext {
  const { intro, status, timeZone } = state.session;
  const { interview } = intro;
  return buildChatContext({
    hash: state.hash,
    organization: intro.organization,
    guestId: intro.guest.id,
    timeZone,
    interview: {
      status,
      jobId: interview.job.id,
      applicationId: interview.application.id,
      durationMin: interview.durationMin,
      canGuestReschedule: interview.settings.canGuestReschedule,
    },
    invitationDurationsMin: intro.interviews.map((i) => i.durationMin),
    rescheduling: state.stage === 'picking' && state.purpose.kind === 'reschedule',
  });
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
