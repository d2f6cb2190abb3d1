/** View-model types of the candidate portal. */
import type { FeedbackRating } from '../../domain/feedback';
import type { PortalMessage } from '../../domain/entities';

export type { LinkProblemKind, Notice } from '../shared';

export type PortalScreenKind = 'loading' | 'portal' | 'linkProblem';

/** A message the candidate is sending (shown in the thread until the server has it). */
export interface OutgoingMessage {
  id: string;
  body: string;
  createdAt: string;
}

export interface MessagesView {
  status: 'loading' | 'loaded' | 'failed';
  thread: readonly PortalMessage[];
  outgoing: OutgoingMessage | null;
  draft: string;
  /** The last send failed (its text is back in the draft). */
  sendFailed: boolean;
  /** The organisation's agent (agents/info), or null: "Recruiting team". */
  agentName: string | null;
}

export interface FeedbackView {
  interviewId: string;
  /** The dialog is open (closed, a rating or comment not sent is kept for the next open). */
  open: boolean;
  rating: FeedbackRating | null;
  comment: string;
  status: 'choose' | 'submitting' | 'thanks' | 'failed';
  /** Send was pressed without a rating. */
  missingRating: boolean;
}
