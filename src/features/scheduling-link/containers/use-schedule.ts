import { type ActionDispatch, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SchedulingLinkError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import { scheduleInterview } from '../../../api/scheduling-link';
import type { SchedulingLinkTime } from '../../../domain/entities';
import type { OfferedTime } from '../../../domain/scheduling-link';
import { toSelectedTimeRange } from '../../../domain/selection';
import { type ContactFormValues, serverFieldError } from '../../forms';
import {
  type ActionFailure,
  actionFailureOf,
  describeLinkFailure,
  isOnline,
  type LinkProblemKind,
  useAction,
} from '../../shared';
import type { SchedulingLinkState } from '../model';
import type { SchedulingLinkEvent } from '../state';

interface ScheduleInput {
  readonly linkId: string;
  readonly contact: ContactFormValues;
  readonly time: SchedulingLinkTime;
}

/**
 * Where a failed booking is told, with its code (spec 8: kept as a string): a time taken
 * meanwhile at the times (field `time`); an email or a phone the server refused at its field
 * of the form; a link that stopped working as its screen (the shared rule); anything else in a
 * banner beside Schedule on the details step.
 */
export function scheduleFailureOf(error: unknown): { code: string; failure: ActionFailure } {
  const code = error instanceof SchedulingLinkError ? error.code : 'UNKNOWN';
  const cause = error instanceof SchedulingLinkError ? error.cause : error;
  if (code === 'SCHEDULING_LINK_TIME_TAKEN') {
    const { notice } = describeLinkFailure(cause, isOnline());
    return { code, failure: { place: 'field', field: 'time', error: notice } };
  }
  const refused = serverFieldError(code);
  if (refused !== null && refused.field !== 'note') {
    // The form message's key: react-hook-form shows it at the field (fieldErrorText).
    const error = { key: refused.messageKey, defaultText: refused.messageKey };
    return { code, failure: { place: 'field', field: refused.field, error } };
  }
  return { code, failure: actionFailureOf(cause) };
}

export interface ScheduleOptions {
  http: HttpClient;
  linkId: string | null;
  state: SchedulingLinkState;
  /** The times still offered (the chosen one is looked up among them). */
  offered: readonly OfferedTime[];
  /** The zone the visitor sees the times in: sent as theirs (guestTimeZone). */
  guestTimeZone: string;
  form: UseFormReturn<ContactFormValues>;
  dispatch: ActionDispatch<[SchedulingLinkEvent]>;
}

/**
 * Schedule (POST /scheduling-link/schedule-interview) with the details given and the chosen
 * time, through the data layer's action: one at a time (three taps send one request), offline
 * it waits and sends once back online; each failure at its place (scheduleFailureOf): a detail
 * the server refused at its field (the form keeps what was typed), a time taken meanwhile back
 * at the times. `busy` while it is on its way; `problem` when the link stopped working.
 */
export function useSchedule(options: ScheduleOptions) {
  const { http, linkId, state, offered, guestTimeZone, form, dispatch } = options;
  // The failure's code, from the failure's reading to its report (both in the same callback).
  const failedCode = useRef('UNKNOWN');
  const action = useAction<ScheduleInput, SchedulingLinkTime>({
    perform: async ({ linkId: id, contact, time }, { signal, idempotencyKey }) => {
      const timeRange = toSelectedTimeRange(time);
      await scheduleInterview(
        http,
        { id, contact, timeRange, guestTimeZone },
        { signal, idempotencyKey },
      );
      return time;
    },
    failure: (error) => {
      const read = scheduleFailureOf(error);
      failedCode.current = read.code;
      return read.failure;
    },
    onDone: (time) => {
      dispatch({ type: 'sent', time });
    },
    onFailed: (failure) => {
      if (failure.place === 'screen') return;
      if (failure.place === 'bar') {
        const code = failedCode.current;
        dispatch({ type: 'sendFailed', error: { kind: 'failed', code, notice: failure.error } });
      } else if (failure.field === 'time') {
        dispatch({ type: 'sendFailed', error: { kind: 'taken' } });
      } else {
        const field = failure.field as 'email' | 'phone';
        form.setError(field, { type: 'server', message: failure.error.key }, { shouldFocus: true });
      }
    },
  });
  const { view } = action;
  const busy = view.status === 'sending' || view.status === 'waitingOnline';
  const schedule = (contact: ContactFormValues) => {
    if (busy) return;
    const chosen = offered.find((time) => time.start === state.chosen);
    if (chosen === undefined || linkId === null) return;
    dispatch({ type: 'send' });
    const time = { startTime: chosen.startTime, endTime: chosen.endTime };
    void action.run({ linkId, contact, time });
  };
  const problem: LinkProblemKind | null =
    view.status === 'failed' && view.failure.place === 'screen' ? view.failure.problem : null;
  return { schedule, busy, problem };
}
