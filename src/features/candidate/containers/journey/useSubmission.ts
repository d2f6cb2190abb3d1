import { type ActionDispatch, startTransition, useRef } from 'react';
import type { HttpClient } from '../../../../api/http';
import { confirmCandidateAvailability, rescheduleRequestAvailability } from '../../../../api/meet';
import { CONNECTION_NOTICES } from '../../../../domain/connection-notices';
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
  unusablePicks,
} from '../../../../domain/submission';
import type {
  InterviewStatus,
  RescheduleReason,
  ResultOption,
  SelectedTimeRange,
} from '../../../../domain/entities';
import {
  ERROR_MESSAGES,
  SUBMIT_REFUSED_MESSAGES,
  submitRefusalFor,
} from '../../../../domain/errors';
import { type OptionSlot, slotKey, slotOfOption } from '../../../../domain/selection';
import { ApiError, InterviewerAlreadyScheduledError } from '../../../../api/errors';
import { isOnline, type Notice, useAction } from '../../../shared';
import type { FlowEvent, PickingState } from '../../state';
import { describeFailure } from '../failures';

export interface UseSubmissionOptions {
  http: HttpClient;
  hash: string;
  minSlots: number;
  dispatch: ActionDispatch<[FlowEvent]>;
  clock: () => number;
}

/** One submit: what is sent, the picks it stands for, and the chat's choice when it is one. */
interface Sending {
  readonly sent: AvailabilitySubmission;
  readonly rescheduling: (AvailabilitySubmission & RescheduleReason) | null;
  readonly picks: readonly OptionSlot[];
  readonly chosen?: { ranges: readonly SelectedTimeRange[]; picks: readonly OptionSlot[] };
  /** Whether the search still offers an option as valid (Pick days' submit). */
  readonly offered?: (hash: string) => boolean;
}

type Outcome = { ok: true } | { ok: false; error: Notice };

/** How a refused submit is answered (see submitRefusalFor), from the error thrown. */
function refusalOf(err: unknown): 'booked' | 'ranges' | null {
  if (err instanceof InterviewerAlreadyScheduledError) return 'booked';
  if (!(err instanceof ApiError)) return null;
  return submitRefusalFor(err.gtErrorName) ?? submitRefusalFor(err.code);
}

/**
 * The submit of pick days: confirm_candidate_availability, or reschedule-request-availability
 * when pick days is for a reschedule (state `purpose`: the interview's status is reschedule,
 * with the reason given in this visit or the link's reason code; see state/intro.ts
 * `purposeFor`). CSRF is fetched by the HTTP layer before every write. Each pick is sent with its place in the ranked list when it is a valid result (the
 * option standing for its range now, see withCurrentHashes). The outcome is an event; the picks
 * stay whatever happens.
 *
 * Sent through the shared useAction: one submit at a time (three taps in one task send one
 * request), the same submission sent again keeps its Idempotency-Key, and offline it waits
 * ("you're offline") and goes once the browser is back online.
 */
export function useSubmission({ http, hash, minSlots, dispatch, clock }: UseSubmissionOptions) {
  const lastError = useRef<Notice>(ERROR_MESSAGES.general);
  const offline = {
    error: CONNECTION_NOTICES.offline,
    problem: null,
    fieldError: null,
    taken: null,
  } as const;
  const action = useAction<Sending, InterviewStatus>({
    perform: async ({ sent, rescheduling }, { idempotencyKey }) => {
      dispatch({ type: 'submitStarted' });
      if (rescheduling !== null) {
        await rescheduleRequestAvailability(http, hash, rescheduling, { idempotencyKey });
        return 'reschedule';
      }
      return (await confirmCandidateAvailability(http, hash, sent, { idempotencyKey })).status;
    },
    // A transition: while the next screen's chunk loads, pick days stays with its busy button
    // (no full-screen "Calculating…" in between).
    onDone: (status, { chosen }) => {
      startTransition(() => {
        dispatch({
          type: 'submitSucceeded',
          status,
          at: clock(),
          ...(chosen ? { sent: chosen } : {}),
        });
      });
    },
    onWaitingOnline: () => {
      lastError.current = CONNECTION_NOTICES.offline;
      dispatch({ type: 'submitFailed', ...offline });
    },
    onFailed: (_failure, sending, err) => {
      const { sent, picks, chosen, offered } = sending;
      const described = describeFailure(err, isOnline());
      const { problem, fieldError } = described;
      let error = described.notice;
      const refusal = problem === null ? refusalOf(err) : null;
      // Already booked: the server tried the option sent as the result option. The chat's
      // single offered time is "this time" (the spec's other wording); it is marked on pick days
      // too, so it is not picked again.
      const takenPick =
        refusal === 'booked' && sent.resultOption !== null
          ? picks.find((pick) => pick.hash === sent.resultOption)
          : undefined;
      if (takenPick !== undefined && chosen) error = ERROR_MESSAGES.timeAlreadyBookedAlt;
      const taken = takenPick === undefined ? null : slotKey(takenPick);
      // Times refused as not valid any more (Pick days' submit): the picks to blame, if any.
      let unavailable: string[] = [];
      if (refusal === 'ranges' && offered !== undefined) {
        unavailable = unusablePicks(picks, clock(), offered).map(slotKey);
        error =
          unavailable.length > 0
            ? SUBMIT_REFUSED_MESSAGES.rangesUnavailable
            : SUBMIT_REFUSED_MESSAGES.rangesRefused;
      }
      lastError.current = error;
      dispatch({ type: 'submitFailed', error, problem, fieldError, taken, unavailable });
    },
  });

  const send = async (state: PickingState, sending: Omit<Sending, 'rescheduling'>) => {
    const { purpose } = state;
    const rescheduling =
      purpose.kind === 'reschedule'
        ? buildRescheduleSubmission(purpose.reason, sending.sent)
        : null;
    const ok = await action.run({ ...sending, rescheduling });
    return ok ? { ok: true as const } : { ok: false as const, error: lastError.current };
  };

  /** The candidate's picks (Pick days' submit). */
  const submit = async (state: PickingState): Promise<Outcome | null> => {
    const { session, submission } = state;
    if (submission.state === 'sending') return null;
    const required = requiredSlots(minSlots, validCount(session.results));
    if (!canContinue(session.selection.length, required)) return null;
    const index = session.results;
    const order = new Map(orderedResults(index).map((r, i) => [r.option.hash, i]));
    const picks = withCurrentHashes(index, session.selection);
    const sent = buildAvailabilitySubmission(picks, session.timeZone, (h) =>
      findByHash(index, h)?.valid ? (order.get(h) ?? null) : null,
    );
    const offered = (h: string) => findByHash(index, h)?.valid === true;
    return send(state, { sent, picks, offered });
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
  ): Promise<Outcome> => {
    if (state.submission.state === 'sending') {
      return { ok: false, error: ERROR_MESSAGES.general };
    }
    const sent: AvailabilitySubmission = {
      guestTimeZone: state.session.timeZone,
      availableTimeRanges: [...ranges],
      resultOption: option.hash,
    };
    const pick = slotOfOption(option);
    return send(state, {
      sent,
      picks: [pick],
      chosen: { ranges: sent.availableTimeRanges, picks: [pick] },
    });
  };

  return { submit, submitChoice };
}
