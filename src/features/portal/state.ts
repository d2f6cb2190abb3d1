/**
 * The candidate portal as a pure reducer: load the portal, then its message thread and agent;
 * write and send messages (optimistic, a failure puts the text back); give feedback once.
 */
import type { FeedbackRating } from '../../domain/feedback';
import type { PortalData, PortalMessage } from '../../domain/entities';
import type { FeedbackView, LinkProblemKind, MessagesView, Notice, OutgoingMessage } from './model';

export type PortalState =
  | { kind: 'loading'; attempt: number; error: Notice | null }
  | { kind: 'linkProblem'; problem: LinkProblemKind }
  | {
      kind: 'portal';
      data: PortalData;
      messages: MessagesView;
      /** Counts thread loads (a retry loads again). */
      messagesAttempt: number;
      feedback: FeedbackView | null;
    };

export type PortalEvent =
  | { type: 'loaded'; data: PortalData }
  | { type: 'loadFailed'; notice: Notice; problem: LinkProblemKind | null }
  | { type: 'retry' }
  | { type: 'messagesLoaded'; thread: readonly PortalMessage[] }
  | { type: 'messagesFailed' }
  | { type: 'messagesRetry' }
  | { type: 'agentLoaded'; name: string | null }
  | { type: 'draftChanged'; text: string }
  | { type: 'send'; outgoing: OutgoingMessage }
  | { type: 'sent' }
  | { type: 'sendFailed' }
  | { type: 'feedbackOpen'; interviewId: string }
  | { type: 'feedbackRate'; rating: FeedbackRating }
  | { type: 'feedbackComment'; text: string }
  | { type: 'feedbackSubmit' }
  | { type: 'feedbackSent' }
  | { type: 'feedbackFailed' }
  | { type: 'feedbackClose' };

export const INITIAL_STATE: PortalState = { kind: 'loading', attempt: 0, error: null };

/** At most this many characters in a message (the box says so; longer text is cut). */
export const MESSAGE_LIMIT = 2_000;
/** At most this many characters in a feedback comment. */
export const COMMENT_LIMIT = 2_000;

const EMPTY_MESSAGES: MessagesView = {
  status: 'loading',
  thread: [],
  outgoing: null,
  draft: '',
  sendFailed: false,
  agentName: null,
};

type Loaded = Extract<PortalState, { kind: 'portal' }>;

function onPortal(state: PortalState, change: (s: Loaded) => PortalState): PortalState {
  return state.kind === 'portal' ? change(state) : state;
}

function withFeedback(
  state: Loaded,
  change: (f: FeedbackView) => FeedbackView | null,
): PortalState {
  if (state.feedback === null) return state;
  const next = change(state.feedback);
  return next === state.feedback ? state : { ...state, feedback: next };
}

export function portalReducer(state: PortalState, event: PortalEvent): PortalState {
  switch (event.type) {
    case 'loaded':
      if (state.kind !== 'loading') return state;
      return {
        kind: 'portal',
        data: event.data,
        messages: EMPTY_MESSAGES,
        messagesAttempt: 0,
        feedback: null,
      };
    case 'loadFailed':
      if (state.kind !== 'loading') return state;
      return event.problem === null
        ? { ...state, error: event.notice }
        : { kind: 'linkProblem', problem: event.problem };
    case 'retry':
      if (state.kind !== 'loading' || state.error === null) return state;
      return { kind: 'loading', attempt: state.attempt + 1, error: null };
    case 'messagesLoaded':
      return onPortal(state, (s) => ({
        ...s,
        messages: { ...s.messages, status: 'loaded', thread: event.thread },
      }));
    case 'messagesFailed':
      return onPortal(state, (s) => ({ ...s, messages: { ...s.messages, status: 'failed' } }));
    case 'messagesRetry':
      return onPortal(state, (s) =>
        s.messages.status !== 'failed'
          ? s
          : {
              ...s,
              messages: { ...s.messages, status: 'loading' },
              messagesAttempt: s.messagesAttempt + 1,
            },
      );
    case 'agentLoaded':
      return onPortal(state, (s) => ({ ...s, messages: { ...s.messages, agentName: event.name } }));
    case 'draftChanged':
      return onPortal(state, (s) => ({
        ...s,
        messages: { ...s.messages, draft: event.text.slice(0, MESSAGE_LIMIT) },
      }));
    case 'send':
      return onPortal(state, (s) =>
        s.messages.outgoing !== null || event.outgoing.body.trim() === ''
          ? s
          : {
              ...s,
              messages: { ...s.messages, outgoing: event.outgoing, draft: '', sendFailed: false },
            },
      );
    case 'sent':
      return onPortal(state, (s) => {
        const { outgoing } = s.messages;
        if (outgoing === null) return s;
        const message: PortalMessage = {
          id: outgoing.id,
          body: outgoing.body,
          channel: 'CANDIDATE_PORTAL',
          direction: 'RECEIVED',
          createdAt: outgoing.createdAt,
        };
        return {
          ...s,
          messages: { ...s.messages, outgoing: null, thread: [...s.messages.thread, message] },
        };
      });
    case 'sendFailed':
      return onPortal(state, (s) => {
        const { outgoing, draft } = s.messages;
        if (outgoing === null) return s;
        // The text goes back in the box, before anything typed meanwhile.
        const back = draft === '' ? outgoing.body : `${outgoing.body}\n${draft}`;
        return {
          ...s,
          messages: { ...s.messages, outgoing: null, draft: back, sendFailed: true },
        };
      });
    case 'feedbackOpen':
      return onPortal(state, (s) => {
        const interview = s.data.interviews.find((i) => i.id === event.interviewId);
        if (!interview || interview.feedbackGiven) return s;
        // Reopening the same interview's dialog keeps what was chosen.
        if (s.feedback?.interviewId === event.interviewId && s.feedback.status !== 'thanks') {
          return { ...s, feedback: { ...s.feedback, open: true } };
        }
        return {
          ...s,
          feedback: {
            interviewId: event.interviewId,
            open: true,
            rating: null,
            comment: '',
            status: 'choose',
            missingRating: false,
          },
        };
      });
    case 'feedbackRate':
      return onPortal(state, (s) =>
        withFeedback(s, (f) =>
          f.status === 'submitting' || f.status === 'thanks'
            ? f
            : { ...f, rating: event.rating, missingRating: false },
        ),
      );
    case 'feedbackComment':
      return onPortal(state, (s) =>
        withFeedback(s, (f) =>
          f.status === 'submitting' || f.status === 'thanks'
            ? f
            : { ...f, comment: event.text.slice(0, COMMENT_LIMIT) },
        ),
      );
    case 'feedbackSubmit':
      return onPortal(state, (s) =>
        withFeedback(s, (f) => {
          if (f.status === 'submitting' || f.status === 'thanks') return f;
          if (f.rating === null) return { ...f, missingRating: true };
          return { ...f, status: 'submitting' };
        }),
      );
    case 'feedbackSent':
      return onPortal(state, (s) => {
        if (s.feedback?.status !== 'submitting') return s;
        const id = s.feedback.interviewId;
        return {
          ...s,
          data: {
            ...s.data,
            interviews: s.data.interviews.map((i) =>
              i.id === id ? { ...i, feedbackGiven: true } : i,
            ),
          },
          feedback: { ...s.feedback, status: 'thanks' },
        };
      });
    case 'feedbackFailed':
      return onPortal(state, (s) =>
        withFeedback(s, (f) => (f.status === 'submitting' ? { ...f, status: 'failed' } : f)),
      );
    case 'feedbackClose':
      return onPortal(state, (s) =>
        // While it is being sent the dialog stays (the answer decides what it says).
        s.feedback === null || s.feedback.status === 'submitting'
          ? s
          : {
              ...s,
              // Closed with a rating or comment not sent: kept for the next open.
              feedback: s.feedback.status === 'thanks' ? null : { ...s.feedback, open: false },
            },
      );
  }
}
