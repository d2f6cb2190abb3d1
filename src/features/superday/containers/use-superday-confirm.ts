/**
 * The superday's one write, "send my availability" (the confirm call), through the shared useAction: one confirm at a
 * time (three quick taps send one POST), offline it waits and goes once back online, a link
 * that cannot be used ends on its screen, anything else is told on the choose screen's banner
 * with every choice kept.
 *
 * Decisions: "slot not found" (20013): the availability is read again and the chosen blocks no
 * longer offered are named and unticked, every other choice kept; `confirmed: false` from the
 * server is "Error confirming superday availability" (spec 8).
 */
import type { Dispatch } from 'react';
import type { SuperdayConfirmRequest } from '../../../api/contract';
import { SuperdaySlotNotFoundError, TimeoutError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import { confirmSuperdayAvailability, requestSuperdayAvailability } from '../../../api/superday';
import { CONNECTION_NOTICES } from '../../../domain/connection-notices';
import type { SuperdayOption } from '../../../domain/entities';
import { SUPERDAY_CONFIRM_FAILED } from '../../../domain/errors';
import {
  buildSuperdayConfirm,
  superdayChoiceOptions,
  superdayChoiceSlots,
} from '../../../domain/superday';
import { describeLinkFailure, isOnline, useAction, type ActionFailure } from '../../shared';
import type { ConfirmError } from '../model';
import type { SuperdayEvent, SuperdayState } from '../state';
import { saveTimes, type SuperdayStore } from './saved-times';

/** What a confirm sends, and the options it confirms (kept for the confirmation). */
interface ConfirmInput {
  readonly body: SuperdayConfirmRequest;
  readonly options: readonly SuperdayOption[];
  readonly reschedule: boolean;
}

type ConfirmOutcome =
  | { readonly sent: readonly SuperdayOption[] }
  /** 20013: the availability read again (null when that failed too). */
  | { readonly taken: readonly SuperdayOption[] | null };

/** The server answered `confirmed: false`. */
class NotConfirmedError extends Error {}

/** A failed confirm: a link problem is its screen; a time-out or anything else, the banner. */
function confirmFailure(error: unknown): ActionFailure {
  const { problem } = describeLinkFailure(error, isOnline());
  if (problem !== null) return { place: 'screen', problem };
  const notice =
    error instanceof TimeoutError ? CONNECTION_NOTICES.timeout : SUPERDAY_CONFIRM_FAILED;
  return { place: 'bar', error: notice };
}

export interface SuperdayConfirm {
  /** Confirms the choices of the choose state (nothing when none is chosen). */
  readonly confirm: () => void;
  /** The confirm is on its way: the button is busy, choices wait. */
  readonly sending: boolean;
  /** Why the last confirm did not go through (the action's failure, else a taken block). */
  readonly error: ConfirmError | null;
  /** Counts confirms that did not go through, offline waits included (each banner is focused). */
  readonly errorAttempt: number;
}

export function useSuperdayConfirm({
  state,
  dispatch,
  interviewId,
  http,
  store,
}: {
  state: SuperdayState;
  dispatch: Dispatch<SuperdayEvent>;
  interviewId: string;
  http: HttpClient;
  store: SuperdayStore | undefined;
}): SuperdayConfirm {
  const action = useAction<ConfirmInput, ConfirmOutcome>({
    perform: async ({ body, options, reschedule }, { signal, idempotencyKey }) => {
      try {
        const ok = await confirmSuperdayAvailability(http, interviewId, body, {
          signal,
          idempotencyKey,
        });
        if (!ok) throw new NotConfirmedError('confirmed: false');
        return { sent: options };
      } catch (error) {
        if (!(error instanceof SuperdaySlotNotFoundError)) throw error;
        const fresh = await requestSuperdayAvailability(http, interviewId, { reschedule, signal })
          .then((availability) => availability.options)
          .catch(() => null);
        return { taken: fresh };
      }
    },
    onDone: (outcome) => {
      if ('taken' in outcome) {
        dispatch({ type: 'slotTaken', fresh: outcome.taken });
        return;
      }
      saveTimes(store, interviewId, outcome.sent);
      dispatch({ type: 'sent', options: outcome.sent });
    },
    onFailed: (failure) => {
      dispatch(
        failure.place === 'screen'
          ? { type: 'linkProblem', problem: failure.problem, organizationName: null }
          : { type: 'confirmFailed' },
      );
    },
    onWaitingOnline: () => {
      dispatch({ type: 'confirmFailed' });
    },
    failure: confirmFailure,
  });

  const confirm = () => {
    if (state.kind !== 'choose') return;
    const slots = superdayChoiceSlots(state.days, state.choices);
    if (slots.length === 0) return;
    dispatch({ type: 'confirm' });
    void action.run({
      body: buildSuperdayConfirm(slots, state.context.status, state.options),
      options: superdayChoiceOptions(state.days, state.choices),
      reschedule: state.context.reschedule,
    });
  };

  const { view } = action;
  const attempt = state.kind === 'choose' ? state.attempt : 0;
  const taken = state.kind === 'choose' ? state.error : null;
  const error: ConfirmError | null =
    view.status === 'sending'
      ? null
      : view.status === 'waitingOnline'
        ? { kind: 'failed', notice: CONNECTION_NOTICES.offline }
        : view.status === 'failed' && view.failure.place === 'bar'
          ? { kind: 'failed', notice: view.failure.error }
          : taken;
  return {
    confirm,
    sending: view.status === 'sending',
    error,
    errorAttempt: attempt,
  };
}
