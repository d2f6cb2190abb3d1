import { type ActionDispatch, useRef } from 'react';
import type { HttpClient } from '../../../../api/http';
import { confirmCandidateAvailability, rescheduleRequestAvailability } from '../../../../api/meet';
import { canContinue } from '../../../../domain/min-slots';
import { findByHash, orderedResults, withCurrentHashes } from '../../../../domain/results';
import {
  buildAvailabilitySubmission,
  buildRescheduleSubmission,
} from '../../../../domain/submission';
import type { FlowEvent, PickingState } from '../../state';
import { describeFailure } from '../failures';

export interface UseSubmissionOptions {
  http: HttpClient;
  hash: string;
  minSlots: number;
  dispatch: ActionDispatch<[FlowEvent]>;
  clock: () => number;
}

/**
 * The submit of pick days: confirm_candidate_availability, or reschedule-request-availability
 * when the candidate gave a reschedule reason (CSRF is fetched by the HTTP layer before every
 * write). Each pick is sent with its place in the ranked list when it is a valid result (the
option standing for its range now, see withCurrentHashes). The
 * outcome is an event; the picks stay whatever happens.
 *
 * One submit at a time: the in-flight flag is a ref, set before the first await, so a double or
 * triple click in one task (before React renders `sending`) sends one request, not three.
 */
export function useSubmission({ http, hash, minSlots, dispatch, clock }: UseSubmissionOptions) {
  const inFlight = useRef(false);
  return async (state: PickingState) => {
    const { session, purpose, submission } = state;
    if (inFlight.current || submission.state === 'sending') return;
    if (!canContinue(session.selection.length, minSlots)) return;
    inFlight.current = true;
    dispatch({ type: 'submitStarted' });
    const index = session.results;
    const order = new Map(orderedResults(index).map((r, i) => [r.option.hash, i]));
    const picks = withCurrentHashes(index, session.selection);
    const sent = buildAvailabilitySubmission(picks, session.timeZone, (h) =>
      findByHash(index, h)?.valid ? (order.get(h) ?? null) : null,
    );
    try {
      if (purpose.kind === 'reschedule') {
        const body = buildRescheduleSubmission(purpose.reason, sent);
        await rescheduleRequestAvailability(http, hash, body);
        dispatch({ type: 'submitSucceeded', status: 'reschedule', at: clock() });
      } else {
        const result = await confirmCandidateAvailability(http, hash, sent);
        dispatch({ type: 'submitSucceeded', status: result.status, at: clock() });
      }
    } catch (err) {
      const { notice: error, problem, fieldError } = describeFailure(err);
      dispatch({ type: 'submitFailed', error, problem, fieldError });
    } finally {
      inFlight.current = false;
    }
  };
}
