/**
 * The candidate portal with its data (spec 2, 3, 4, 7): the portal of the path's segments, then
 * its message thread and the organisation's agent; sending messages, giving feedback, and the
 * calendar file of an interview.
 *
 * Decisions: a portal the server does not know (HTTP 404) is an invalid link; the thread and
 * the agent load after the portal and fail on their own (the portal stays); a message the
 * server took is shown at once (the thread is read again on the next visit); actions that
 * change an interview open the candidate flow of its invitation (`/s/{hash}`).
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAgentInfo } from '../../../api/chatbot';
import { ApiError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import {
  getCandidatePortal,
  getPortalMessages,
  sendPortalFeedback,
  sendPortalMessage,
  type PortalSegments,
} from '../../../api/portal';
import type { PortalInterview } from '../../../domain/entities';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { interviewSpan, portalActionsOf, portalChatSubject } from '../../../domain/portal';
import { Chat, type ChatOptions } from '../../chat';
import { formatDate } from '../../../i18n/format';
import { calendarEntryText, loadCalendarDownload } from '../../calendar';
import {
  describeLinkFailure,
  LinkProblemSlot,
  ScreenFrame,
  useHeadingFocus,
  useSlowNotice,
} from '../../shared';
import type { Notice } from '../model';
import { PortalFeedbackDialog } from '../screens/PortalFeedbackDialog';
import { PortalLoadingScreen } from '../screens/PortalLoadingScreen';
import { PortalMessages } from '../screens/PortalMessages';
import { interviewHeadingId, PortalScreen } from '../screens/PortalScreen';
import { INITIAL_STATE, portalReducer } from '../state';

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
  slowAfterMs = 12_000,
}: PortalFlowProps) {
  const { t, i18n } = useTranslation(['portal']);
  const [state, dispatch] = useReducer(portalReducer, INITIAL_STATE);
  const [at] = useState(now);
  const rootRef = useRef<HTMLDivElement>(null);
  const screen =
    state.kind === 'loading'
      ? `loading:${state.attempt}${state.error === null ? '' : ':error'}`
      : state.kind;
  useHeadingFocus(rootRef, screen);
  const slow = useSlowNotice(screen, slowAfterMs);
  const [calendarBusyId, setCalendarBusyId] = useState<string | null>(null);
  const [calendarError, setCalendarError] = useState<{
    interviewId: string;
    notice: Notice;
  } | null>(null);

  const attempt = state.kind === 'loading' ? state.attempt : -1;
  const loadFailed = state.kind === 'loading' && state.error !== null;
  const [a, b, c] = segments;
  useEffect(() => {
    if (attempt < 0 || loadFailed) return;
    const controller = new AbortController();
    const path: PortalSegments = c === undefined ? [a, b] : [a, b, c];
    getCandidatePortal(http, path, { signal: controller.signal }).then(
      (data) => {
        dispatch({ type: 'loaded', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.httpStatus === 404) {
          dispatch({ type: 'loadFailed', notice: ERROR_MESSAGES.invalidLink, problem: 'invalid' });
          return;
        }
        const failure = describeLinkFailure(error, navigator.onLine);
        dispatch({ type: 'loadFailed', notice: failure.notice, problem: failure.problem });
      },
    );
    return () => {
      controller.abort();
    };
  }, [attempt, loadFailed, a, b, c, http]);

  const ids =
    state.kind === 'portal' ? { oid: state.data.organization.id, gid: state.data.guest.id } : null;
  const oid = ids?.oid ?? null;
  const gid = ids?.gid ?? null;
  const messagesAttempt = state.kind === 'portal' ? state.messagesAttempt : -1;
  useEffect(() => {
    if (oid === null || gid === null) return;
    const controller = new AbortController();
    getPortalMessages(http, { oid, gid }, { signal: controller.signal }).then(
      (thread) => {
        dispatch({ type: 'messagesLoaded', thread });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'messagesFailed' });
      },
    );
    return () => {
      controller.abort();
    };
  }, [oid, gid, messagesAttempt, http]);
  useEffect(() => {
    if (oid === null) return;
    const controller = new AbortController();
    getAgentInfo(http, oid, { signal: controller.signal }).then(
      (agent) => {
        dispatch({ type: 'agentLoaded', name: agent?.name ?? null });
      },
      () => {
        // No agent: the team's messages read "Recruiting team".
      },
    );
    return () => {
      controller.abort();
    };
  }, [oid, http]);

  if (state.kind === 'loading') {
    return (
      <ScreenFrame ref={rootRef} data-screen="loading">
        <PortalLoadingScreen
          slow={slow}
          error={state.error}
          onRetry={() => {
            dispatch({ type: 'retry' });
          }}
        />
      </ScreenFrame>
    );
  }
  if (state.kind === 'linkProblem') {
    return (
      <ScreenFrame ref={rootRef} data-screen="linkProblem">
        <LinkProblemSlot kind={state.problem} organizationName={null} />
      </ScreenFrame>
    );
  }

  const { data, messages, feedback } = state;
  const organization = data.organization.name;

  const send = () => {
    if (messages.outgoing !== null || messages.draft.trim() === '') return;
    const outgoing = {
      id: `local-${String(now())}`,
      body: messages.draft,
      createdAt: new Date(now()).toISOString(),
    };
    dispatch({ type: 'send', outgoing });
    sendPortalMessage(http, {
      oid: data.organization.id,
      gid: data.guest.id,
      message: outgoing.body,
    }).then(
      () => {
        dispatch({ type: 'sent' });
      },
      () => {
        dispatch({ type: 'sendFailed' });
      },
    );
  };

  const submitFeedback = () => {
    if (feedback === null || feedback.status === 'submitting' || feedback.status === 'thanks') {
      return;
    }
    dispatch({ type: 'feedbackSubmit' });
    if (feedback.rating === null) return;
    sendPortalFeedback(http, {
      interviewId: feedback.interviewId,
      oid: data.organization.id,
      gid: data.guest.id,
      rating: feedback.rating,
      comment: feedback.comment.trim(),
    }).then(
      () => {
        dispatch({ type: 'feedbackSent' });
      },
      () => {
        dispatch({ type: 'feedbackFailed' });
      },
    );
  };

  const addToCalendar = async (interview: PortalInterview) => {
    setCalendarBusyId(interview.id);
    setCalendarError(null);
    try {
      const { downloadIcs } = await loadCalendarDownload();
      downloadIcs(interview.events, organization, calendarEntryText(t, organization));
    } catch {
      setCalendarError({ interviewId: interview.id, notice: ERROR_MESSAGES.general });
    } finally {
      setCalendarBusyId(null);
    }
  };

  const feedbackInterview =
    feedback === null ? undefined : data.interviews.find((i) => i.id === feedback.interviewId);
  const feedbackSpan = feedbackInterview ? interviewSpan(feedbackInterview) : null;

  // The chatbot, when the organisation enables it (spec 1), about the interview that waits for
  // the candidate (portalChatSubject); it books nothing here: it links to that interview's page.
  const subject = data.organization.settings.candidateChatbot
    ? portalChatSubject(data.interviews, at, browserTimeZone)
    : null;
  const chat: ChatOptions | null =
    subject?.hash == null
      ? null
      : {
          http,
          now,
          booking: { kind: 'link', href: candidateLink(subject.hash) },
          context: {
            hash: subject.hash,
            organizationId: data.organization.id,
            organizationName: organization,
            timeZone: browserTimeZone,
            status: subject.status,
            isReschedule: subject.status === 'reschedule',
            canGuestReschedule: portalActionsOf(subject, at, browserTimeZone).includes(
              'reschedule',
            ),
            duration: subject.plan.reduce((sum, p) => sum + p.durationMin, 0),
            totalDuration: subject.plan.reduce((sum, p) => sum + p.durationMin, 0),
            guestId: data.guest.id,
            jobId: subject.job.id,
            // The portal's data names no application (an API field is needed): sent empty.
            applicationId: '',
            initialMessage: null,
          },
        };

  return (
    <ScreenFrame ref={rootRef} data-screen="portal">
      <Chat chat={chat}>
        <PortalScreen
          data={data}
          timeZone={browserTimeZone}
          now={at}
          candidateLink={candidateLink}
          calendarBusyId={calendarBusyId}
          calendarError={calendarError}
          onAddToCalendar={(interview) => {
            void addToCalendar(interview);
          }}
          onGiveFeedback={(interview) => {
            dispatch({ type: 'feedbackOpen', interviewId: interview.id });
          }}
          messages={
            <PortalMessages
              messages={messages}
              organizationName={organization}
              timeZone={browserTimeZone}
              onDraftChange={(text) => {
                dispatch({ type: 'draftChanged', text });
              }}
              onSend={send}
              onRetryLoad={() => {
                dispatch({ type: 'messagesRetry' });
              }}
            />
          }
        />
      </Chat>
      {feedback !== null && feedbackInterview && (
        <PortalFeedbackDialog
          feedback={feedback}
          stageName={feedbackInterview.stage.name}
          jobName={feedbackInterview.job.name}
          date={
            feedbackSpan === null
              ? ''
              : formatDate(feedbackSpan.start, i18n.language, browserTimeZone)
          }
          organizationName={organization}
          onRate={(rating) => {
            dispatch({ type: 'feedbackRate', rating });
          }}
          onComment={(text) => {
            dispatch({ type: 'feedbackComment', text });
          }}
          onSubmit={submitFeedback}
          onClose={() => {
            const thanked = feedback.status === 'thanks';
            dispatch({ type: 'feedbackClose' });
            // The dialog gives focus back to "Give feedback", which is gone once feedback is
            // given: the interview's heading takes it instead, after the dialog's own return.
            if (thanked) {
              const id = interviewHeadingId(feedback.interviewId);
              requestAnimationFrame(() => {
                document.getElementById(id)?.focus();
              });
            }
          }}
        />
      )}
    </ScreenFrame>
  );
}
