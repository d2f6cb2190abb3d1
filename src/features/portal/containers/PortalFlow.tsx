/**
 * The candidate portal with its data (spec 2, 3, 4, 7): the portal of the path's segments, then
 * its message thread and the organisation's agent; sending messages, giving feedback, and the
 * calendar file of an interview. It maps the state to a screen; each concern is a hook:
 * reads (use-portal-reads), the message send (use-portal-messages), feedback
 * (use-portal-feedback), the calendar file (use-portal-calendar), the chat (portal-chat).
 *
 * Decisions: a portal the server does not know (HTTP 404) is an invalid link (the shared rule);
 * the thread and the agent load after the portal and fail on their own (the portal stays); a
 * message the server took is shown at once (the thread is read again on the next visit);
 * actions that change an interview open the candidate flow of its invitation (`/s/{hash}`).
 */
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../../../api/http';
import type { PortalSegments } from '../../../api/portal';
import { interviewSpan } from '../../../domain/portal';
import { formatDate } from '../../../i18n/format';
import { Chat } from '../../chat';
import { PendingRead, SLOW_NOTICE_MS, ScreenFrame, useHeadingFocus } from '../../shared';
import { PortalFeedbackDialog } from '../screens/PortalFeedbackDialog';
import { PortalLoadingScreen } from '../screens/PortalLoadingScreen';
import { PortalMessages } from '../screens/PortalMessages';
import { PortalScreen } from '../screens/PortalScreen';
import { INITIAL_STATE, portalReducer } from '../state';
import { portalChatOptions } from './portal-chat';
import { usePortalCalendar } from './use-portal-calendar';
import { usePortalFeedback } from './use-portal-feedback';
import { usePortalMessages } from './use-portal-messages';
import { usePortalReads } from './use-portal-reads';

export interface PortalFlowProps {
  /** The path's {a}/{b}[/{c}]. */
  segments: PortalSegments;
  http: HttpClient;
  /** The browser's IANA zone: the portal's times are the candidate's. */
  browserTimeZone: string;
  /** The clock (epoch ms): what is "now" for the groups. */
  now?: () => number;
  /** The candidate-flow link of an invitation hash (default `/s/{hash}` on this site). */
  candidateLink?: (hash: string) => string;
  slowAfterMs?: number;
}

const defaultLink = (hash: string) => `/s/${encodeURIComponent(hash)}`;

export function PortalFlow({
  segments,
  http,
  browserTimeZone,
  now = Date.now,
  candidateLink = defaultLink,
  slowAfterMs = SLOW_NOTICE_MS,
}: PortalFlowProps) {
  const { t, i18n } = useTranslation(['portal']);
  const [state, dispatch] = useReducer(portalReducer, INITIAL_STATE);
  const rootRef = useRef<HTMLDivElement>(null);
  const reads = usePortalReads({ segments, http, now, slowAfterMs, state, dispatch });
  const messages = usePortalMessages(state, dispatch, http, now);
  const feedback = usePortalFeedback(state, dispatch, http);
  const organization = state.kind === 'portal' ? state.data.organization.name : '';
  const calendar = usePortalCalendar(t, organization);
  const { portal } = reads;
  const shown = portal.status === 'ready' && state.kind !== 'portal' ? 'loading' : portal.status;
  useHeadingFocus(rootRef, shown);

  if (portal.status !== 'ready' || state.kind !== 'portal') {
    // Ready only until the reducer has taken the answer: still the wait.
    const read =
      portal.status === 'ready'
        ? { status: 'loading' as const, slow: false, retry: portal.retry }
        : portal;
    return (
      <PendingRead
        read={read}
        rootRef={rootRef}
        wait={(props) => <PortalLoadingScreen {...props} />}
      />
    );
  }

  const { data, at } = state;
  const dialog = feedback.feedback;
  const feedbackInterview =
    dialog === null ? undefined : data.interviews.find((i) => i.id === dialog.interviewId);
  const feedbackSpan = feedbackInterview ? interviewSpan(feedbackInterview) : null;
  const chat = portalChatOptions({ data, at, timeZone: browserTimeZone, http, now, candidateLink });

  return (
    <ScreenFrame ref={rootRef} data-screen="portal">
      <Chat chat={chat}>
        <PortalScreen
          data={data}
          timeZone={browserTimeZone}
          now={at}
          candidateLink={candidateLink}
          {...calendar}
          onGiveFeedback={(interview) => {
            feedback.open(interview.id);
          }}
          messages={
            <PortalMessages
              messages={{
                ...state.messages,
                status: reads.threadStatus,
                sendFailed: messages.sendFailed,
                agentName: reads.agentName,
              }}
              organizationName={organization}
              timeZone={browserTimeZone}
              onDraftChange={(text) => {
                dispatch({ type: 'draftChanged', text });
              }}
              onSend={messages.send}
              onRetryLoad={reads.retryThread}
            />
          }
        />
      </Chat>
      {dialog !== null && feedbackInterview && (
        <PortalFeedbackDialog
          feedback={dialog}
          stageName={feedbackInterview.stage.name}
          jobName={feedbackInterview.job.name}
          date={
            feedbackSpan === null
              ? ''
              : formatDate(feedbackSpan.start, i18n.language, browserTimeZone)
          }
          organizationName={organization}
          onRate={feedback.rate}
          onComment={feedback.comment}
          onSubmit={feedback.submit}
          onClose={feedback.close}
        />
      )}
    </ScreenFrame>
  );
}
