/**
 * Feedback on one past interview (spec 2) through the shared useAction: one send at a time
 * (three quick taps send one), offline it waits and is sent once back online. Sending and a
 * failure are the action's; the reducer keeps what was chosen and the thank-you. While it is
 * sent nothing in the dialog changes and it stays open.
 */
import type { ActionDispatch } from 'react';
import type { HttpClient } from '../../../api/http';
import { sendPortalFeedback } from '../../../api/portal';
import type { FeedbackRating } from '../../../domain/feedback';
import { useAction } from '../../shared';
import type { FeedbackView } from '../model';
import { interviewHeadingId } from '../screens/PortalScreen';
import type { PortalEvent, PortalState } from '../state';

interface FeedbackInput {
  interviewId: string;
  oid: string;
  gid: string;
  rating: FeedbackRating;
  comment: string;
}

export function usePortalFeedback(
  state: PortalState,
  dispatch: ActionDispatch<[PortalEvent]>,
  http: HttpClient,
) {
  const action = useAction({
    perform: (input: FeedbackInput, { signal, idempotencyKey }) =>
      sendPortalFeedback(http, input, { signal, idempotencyKey }),
    onDone: () => {
      dispatch({ type: 'feedbackSent' });
    },
  });
  const portal = state.kind === 'portal' ? state : null;
  const feedback = portal?.feedback ?? null;
  const { status } = action.view;
  const busy = status === 'sending' || status === 'waitingOnline';
  const view: FeedbackView | null =
    feedback === null
      ? null
      : {
          interviewId: feedback.interviewId,
          open: feedback.open,
          rating: feedback.rating,
          comment: feedback.comment,
          missingRating: feedback.missingRating,
          status: feedback.thanks
            ? 'thanks'
            : busy
              ? 'submitting'
              : status === 'failed'
                ? 'failed'
                : 'choose',
        };

  const submit = () => {
    if (portal === null || feedback === null || feedback.thanks || busy) return;
    if (feedback.rating === null) {
      dispatch({ type: 'feedbackMissingRating' });
      return;
    }
    void action.run({
      interviewId: feedback.interviewId,
      oid: portal.data.organization.id,
      gid: portal.data.guest.id,
      rating: feedback.rating,
      comment: feedback.comment.trim(),
    });
  };

  return {
    feedback: view,
    open: (interviewId: string) => {
      // Another interview's dialog starts afresh (a failure told for the last one goes).
      if (feedback?.interviewId !== interviewId) action.reset();
      dispatch({ type: 'feedbackOpen', interviewId });
    },
    rate: (rating: FeedbackRating) => {
      if (!busy) dispatch({ type: 'feedbackRate', rating });
    },
    comment: (text: string) => {
      if (!busy) dispatch({ type: 'feedbackComment', text });
    },
    submit,
    close: () => {
      if (feedback === null || busy) return;
      dispatch({ type: 'feedbackClose' });
      // The dialog gives focus back to "Give feedback", which is gone once feedback is given:
      // the interview's heading takes it instead, after the dialog's own return.
      if (feedback.thanks) {
        const id = interviewHeadingId(feedback.interviewId);
        requestAnimationFrame(() => {
          document.getElementById(id)?.focus();
        });
      }
    },
  };
}
