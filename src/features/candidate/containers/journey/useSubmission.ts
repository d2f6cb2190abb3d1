import { type ActionDispatch, startTransition, useRef } from 'react';
import { type HttpClient, newIdempotencyKey } from '../../../../api/http';
import { confirmCandidateAvailability, rescheduleRequestAvailability } from '../../../../api/meet';
import { canContinue, requiredSlots } from '../../../../domain/min-slots';
import {
  findByHash,
  orderedResults,
  withCurrentHashes,
  validCount,
} from '../../../../domain/results';
import {
  type AvailabilitySubmission,
  buildAvailabilitySubmission,
  buildRescheduleSubmission,
} from '../../../../domain/submission';
import type { InterviewStatus, ResultOption, SelectedTimeRange } from '../../../../domain/entities';
import { ERROR_MESSAGES } from '../../../../domain/errors';
import { type OptionSlot, slotKey, slotOfOption } from '../../../../domain/selection';
import type { Notice } from '../../../shared';
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
  // The key of the last submission that did not succeed: sending the same again (after a lost
  // answer or an error) reuses it, so the server applies it at most once.
  const lastTry = useRef<{ request: string; key: string } | null>(null);

  /** Sends `sent` (as a reschedule when the candidate gave a reason); the outcome is an event. */
  const send = async (
    state: PickingState,
    sent: AvailabilitySubmission,
    picks: readonly OptionSlot[],
    chosen?: { ranges: readonly SelectedTimeRange[]; picks: readonly OptionSlot[] },
  ): Promise<{ ok: true } | { ok: false; error: Notice }> => {
    const { purpose } = state;
    inFlight.current = true;
    dispatch({ type: 'submitStarted' });
    // A transition: while the next screen's chunk loads, pick days stays with its busy button
    // (no full-screen "Calculating…" in between).
    const succeeded = (status: InterviewStatus) => {
      startTransition(() => {
        dispatch({
          type: 'submitSucceeded',
          status,
          at: clock(),
          ...(chosen ? { sent: chosen } : {}),
        });
      });
    };
    const rescheduling =
      purpose.kind === 'reschedule' ? buildRescheduleSubmission(purpose.reason, sent) : null;
    const request = JSON.stringify(rescheduling ?? sent);
    const idempotencyKey =
      lastTry.current?.request === request ? lastTry.current.key : newIdempotencyKey();
    lastTry.current = { request, key: idempotencyKey };
    try {
      if (rescheduling !== null) {
        await rescheduleRequestAvailability(http, hash, rescheduling, { idempotencyKey });
        succeeded('reschedule');
      } else {
        const result = await confirmCandidateAvailability(http, hash, sent, { idempotencyKey });
        succeeded(result.status);
      }
      lastTry.current = null;
      return { ok: true };
    } catch (err) {
      const { notice: error, problem, fieldError } = describeFailure(err, navigator.onLine);
      // Already booked: the server tried the option sent as the result option.
      const takenPick =
        error === ERROR_MESSAGES.timeAlreadyBooked && sent.resultOption !== null
          ? picks.find((pick) => pick.hash === sent.resultOption)
          : undefined;
      const taken = takenPick === undefined ? null : slotKey(takenPick);
      dispatch({ type: 'submitFailed', error, problem, fieldError, taken });
      return { ok: false, error };
    } finally {
      inFlight.current = false;
    }
  };

  /** The candidate's picks (Pick days' submit). */
  const submit = async (state: PickingState) => {
    const { session, submission } = state;
    if (inFlight.current || submission.state === 'sending') return;
    const required = requiredSlots(minSlots, validCount(session.results));
    if (!canContinue(session.selection.length, required)) return;
    const index = session.results;
    const order = new Map(orderedResults(index).map((r, i) => [r.option.hash, i]));
    const picks = withCurrentHashes(index, session.selection);
    const sent = buildAvailabilitySubmission(picks, session.timeZone, (h) =>
      findByHash(index, h)?.valid ? (order.get(h) ?? null) : null,
    );
    await send(state, sent, picks);
  };

  /**
   * The option the chat offered, which the candidate confirmed there (spec 5): sent with the
   * times the chatbot understood (as the chat gives them: `chatbotAvailableRanges`); the picks
   * on Pick days stay as they are.
   */
  const submitChoice = async (
    state: PickingState,
    option: ResultOption,
    ranges: readonly SelectedTimeRange[],
  ): Promise<{ ok: true } | { ok: false; error: Notice }> => {
    if (inFlight.current || state.submission.state === 'sending') {
      return { ok: false, error: ERROR_MESSAGES.general };
    }
    const sent: AvailabilitySubmission = {
      guestTimeZone: state.session.timeZone,
      availableTimeRanges: [...ranges],
      resultOption: option.hash,
    };
    const pick = slotOfOption(option);
    return send(state, sent, [pick], { ranges: sent.availableTimeRanges, picks: [pick] });
  };

  return { submit, submitChoice };
}
