import type { ActionDispatch } from 'react';
import type { InterviewerAvailabilityUpdateRequest } from '../../../api/contract';
import type { HttpClient } from '../../../api/http';
import { updateInterviewerAvailability } from '../../../api/interviewer-link';
import type { SelectedTimeRange } from '../../../domain/entities';
import { availabilityRanges } from '../../../domain/interviewer-availability';
import { type LinkProblemKind, useAction } from '../../shared';
import type { InterviewerLinkState } from '../model';
import type { InterviewerLinkEvent } from '../state';

interface SaveInput {
  readonly linkId: string;
  readonly body: InterviewerAvailabilityUpdateRequest;
}

export interface SaveOptions {
  http: HttpClient;
  linkId: string | null;
  state: InterviewerLinkState;
  /** Rows that cannot be saved: Save shows them instead. */
  problemCount: number;
  now: () => number;
  dispatch: ActionDispatch<[InterviewerLinkEvent]>;
}

/**
 * Save (PUT …/availability) through the data layer's action: one at a time (three taps send
 * one request), offline it waits and sends once back online. The reducer keeps where saving
 * stands for the page (an edit made while it is on the way stays unsaved). A link that stopped
 * working is its link-problem screen (`problem`); any other failure is said by the Save bar.
 */
export function useSave({ http, linkId, state, problemCount, now, dispatch }: SaveOptions): {
  save: () => void;
  problem: LinkProblemKind | null;
} {
  const action = useAction<SaveInput, readonly SelectedTimeRange[]>({
    perform: async ({ linkId: id, body }, { signal, idempotencyKey }) => {
      await updateInterviewerAvailability(http, id, body, { signal, idempotencyKey });
      return body.ranges;
    },
    onDone: (ranges) => {
      dispatch({ type: 'saved', ranges, at: now() });
    },
    onFailed: (failure) => {
      if (failure.place !== 'screen') dispatch({ type: 'saveFailed', notice: failure.error });
    },
  });
  const { view } = action;
  const save = () => {
    if (state.kind !== 'availability' || linkId === null || view.status === 'sending') return;
    // Nothing to send: already saved, or not changed since it was read.
    const { kind } = state.save;
    if (kind === 'saving' || kind === 'saved' || kind === 'clean') return;
    if (problemCount > 0) {
      dispatch({ type: 'showProblems' });
      return;
    }
    const ranges = availabilityRanges(state.days, state.timeZone);
    dispatch({ type: 'save' });
    void action.run({
      linkId,
      body: { interviewerEmail: state.email, ranges, timeZone: state.timeZone },
    });
  };
  const problem =
    view.status === 'failed' && view.failure.place === 'screen' ? view.failure.problem : null;
  return { save, problem };
}
