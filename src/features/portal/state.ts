/**
 * The candidate portal's own state, as a pure reducer: the portal's data once read (and the
 * time its groups are made at), the message thread with the box and the message on its way,
 * and the feedback dialog. How a read or a send is going (loading, slow, failed, offline, in
 * flight) is the shared data layer's (useResource, useAction), not kept here.
 */
import type { FeedbackRating } from '../../domain/feedback';
import type { PortalData, PortalMessage } from '../../domain/entities';
import type { OutgoingMessage } from './model';

/** The thread as the portal keeps it: what was read and sent, the box, a message on its way. */
export interface MessagesState {
  thread: readonly PortalMessage[];
  outgoing: OutgoingMessage | null;
  draft: string;
}

/** The feedback dialog: its interview, what was chosen, and whether it was thanked. */
export interface FeedbackState {
  interviewId: string;
  /** The dialog is open (closed, a rating or comment not sent is kept for the next open). */
  open: boolean;
  rating: FeedbackRating | null;
  comment: string;
  /** Send was pressed without a rating. */
  missingRating: boolean;
  /** The server has it: the thank-you. */
  thanks: boolean;
}

export type PortalState =
  | { kind: 'waiting' }
  | {
      kind: 'portal';
      data: PortalData;
      /** The time the groups are made at (epoch ms), read when the data came. */
      at: number;
      messages: MessagesState;
      feedback: FeedbackState | null;
    };

export type PortalEvent =
  | { type: 'loaded'; data: PortalData; at: number }
  | { type: 'messagesLoaded'; thread: readonly PortalMessage[] }
  | { type: 'draftChanged'; text: string }
  | { type: 'send'; outgoing: OutgoingMessage }
  | { type: 'sent' }
  | { type: 'sendFailed' }
  | { type: 'feedbackOpen'; interviewId: string }
  | { type: 'feedbackRate'; rating: FeedbackRating }
  | { type: 'feedbackComment'; text: string }
  | { type: 'feedbackMissingRating' }
  | { type: 'feedbackSent' }
  | { type: 'feedbackClose' };

export const INITIAL_STATE: PortalState = { kind: 'waiting' };

/** At most this many characters in a message (the box says so; longer text is cut). */
export const MESSAGE_LIMIT = 2_000;
/** At most this many characters in a feedback comment. */
export const COMMENT_LIMIT = 2_000;

const EMPTY_MESSAGES: MessagesState = { thread: [], outgoing: null, draft: '' };

type Loaded = Extract<PortalState, { kind: 'portal' }>;

function onPortal(state: PortalState, change: (s: Loaded) => PortalState): PortalState {
  return state.kind === 'portal' ? change(state) : state;
}

/** A change of the open, not yet thanked, dialog (anything else stays as it is). */
function withFeedback(
  state: PortalState,
  change: (f: FeedbackState) => FeedbackState | null,
): PortalState {
  return onPortal(state, (s) => {
    if (s.feedback === null || s.feedback.thanks) return s;
    const next = change(s.feedback);
    return next === s.feedback ? s : { ...s, feedback: next };
  });
}

function withMessages(state: PortalState, change: (m: MessagesState) => MessagesState) {
  return onPortal(state, (s) => {
    const next = change(s.messages);
    return next === s.messages ? s : { ...s, messages: next };
  });
}

export function portalReducer(state: PortalState, event: PortalEvent): PortalState {
  switch (event.type) {
    case 'loaded':
      // Each answer is a portal of its own (another path's): it starts afresh.
      return {
        kind: 'portal',
        data: event.data,
        at: event.at,
        messages: EMPTY_MESSAGES,
        feedback: null,
      };
    case 'messagesLoaded':
      return withMessages(state, (m) => ({ ...m, thread: event.thread }));
    case 'draftChanged':
      return withMessages(state, (m) => ({ ...m, draft: event.text.slice(0, MESSAGE_LIMIT) }));
    case 'send':
      return withMessages(state, (m) =>
        m.outgoing !== null || event.outgoing.body.trim() === ''
          ? m
          : { ...m, outgoing: event.outgoing, draft: '' },
      );
    case 'sent':
      return withMessages(state, (m) => {
        if (m.outgoing === null) return m;
        const message: PortalMessage = {
          id: m.outgoing.id,
          body: m.outgoing.body,
          channel: 'CANDIDATE_PORTAL',
          direction: 'RECEIVED',
          createdAt: m.outgoing.createdAt,
        };
        return { ...m, outgoing: null, thread: [...m.thread, message] };
      });
    case 'sendFailed':
      return withMessages(state, (m) => {
        if (m.outgoing === null) return m;
        // The text goes back in the box, before anything typed meanwhile.
        const back = m.draft === '' ? m.outgoing.body : `${m.outgoing.body}\n${m.draft}`;
        return { ...m, outgoing: null, draft: back };
      });
    case 'feedbackOpen':
      return onPortal(state, (s) => {
        const interview = s.data.interviews.find((i) => i.id === event.interviewId);
        if (!interview || interview.feedbackGiven) return s;
        // Reopening the same interview's dialog keeps what was chosen.
        if (s.feedback?.interviewId === event.interviewId && !s.feedback.thanks) {
          return { ...s, feedback: { ...s.feedback, open: true } };
        }
        return {
          ...s,
          feedback: {
            interviewId: event.interviewId,
            open: true,
            rating: null,
            comment: '',
            missingRating: false,
            thanks: false,
          },
        };
      });
    case 'feedbackRate':
      return withFeedback(state, (f) => ({ ...f, rating: event.rating, missingRating: false }));
    case 'feedbackComment':
      return withFeedback(state, (f) => ({ ...f, comment: event.text.slice(0, COMMENT_LIMIT) }));
    case 'feedbackMissingRating':
      return withFeedback(state, (f) => (f.rating === null ? { ...f, missingRating: true } : f));
    case 'feedbackSent':
      return onPortal(state, (s) => {
        if (s.feedback === null || s.feedback.thanks) return s;
        const id = s.feedback.interviewId;
        return {
          ...s,
          data: {
            ...s.data,
            interviews: s.data.interviews.map((i) =>
              i.id === id ? { ...i, feedbackGiven: true } : i,
            ),
          },
          feedback: { ...s.feedback, thanks: true },
        };
      });
    case 'feedbackClose':
      return onPortal(state, (s) =>
        s.feedback === null
          ? s
          : {
              ...s,
              // Closed with a rating or comment not sent: kept for the next open.
              feedback: s.feedback.thanks ? null : { ...s.feedback, open: false },
            },
      );
  }
}
