/**
 * Who is asking, for the chatbot (spec 7: POST /candidate-chatbot/message and GET /message):
 * the one rule the candidate flow and the portal both build the chat's context with, so the
 * chatbot hears the same thing about the same interview wherever the candidate opens it.
 *
 * Decisions (spec silent):
 * - `duration` is this interview's total (minutes of all its events); `totalDuration` the sum of
 *   the invitation's interviews, this interview's when the invitation lists none;
 * - it is a reschedule when the interview's status says so or the candidate chose to reschedule;
 * - no application id (the portal's data names none, see the README's decisions): no context,
 *   and so no chat. The chatbot's request carries `applicationId` (spec 7); an empty one is not
 *   sent in its place.
 */
import type { InterviewStatus } from './entities';

/** The chatbot's context (the chat feature's ChatContext has this shape). */
export interface ChatbotContext {
  readonly hash: string;
  readonly organizationId: string;
  readonly organizationName: string;
  /** The zone times are shown and understood in. */
  readonly timeZone: string;
  readonly status: InterviewStatus;
  readonly isReschedule: boolean;
  readonly canGuestReschedule: boolean;
  /** Minutes: this interview's, and all interviews' of the invitation. */
  readonly duration: number;
  readonly totalDuration: number;
  readonly guestId: string;
  readonly jobId: string;
  readonly applicationId: string;
  /** The panel's first message when given (spec 2); otherwise the greeting. */
  readonly initialMessage: string | null;
}

/** What both the candidate flow (the intro) and the portal (its data) know of the interview. */
export interface ChatContextSource {
  /** The invitation the chat is about. */
  readonly hash: string;
  readonly organization: { readonly id: string; readonly name: string };
  readonly guestId: string;
  /** The zone the candidate sees times in. */
  readonly timeZone: string;
  readonly interview: {
    readonly status: InterviewStatus;
    readonly jobId: string;
    /** Null when the data names no application (never an empty id in its place). */
    readonly applicationId: string | null;
    /** Minutes of all the interview's events. */
    readonly durationMin: number;
    readonly canGuestReschedule: boolean;
  };
  /** Minutes of each interview of the invitation (this one included); empty when unknown. */
  readonly invitationDurationsMin: readonly number[];
  /** The candidate chose to reschedule (besides an interview whose status is `reschedule`). */
  readonly rescheduling?: boolean;
  readonly initialMessage?: string | null;
}

type WithApplication = ChatContextSource & {
  readonly interview: ChatContextSource['interview'] & { readonly applicationId: string };
};

/** The chatbot's context of `source`, or null when it names no application (no chat then). */
export function chatContextOf(source: WithApplication): ChatbotContext;
export function chatContextOf(source: ChatContextSource): ChatbotContext | null;
export function chatContextOf(source: ChatContextSource): ChatbotContext | null {
  const { interview } = source;
  if (interview.applicationId === null) return null;
  const listed = source.invitationDurationsMin.reduce((sum, minutes) => sum + minutes, 0);
  return {
    hash: source.hash,
    organizationId: source.organization.id,
    organizationName: source.organization.name,
    timeZone: source.timeZone,
    status: interview.status,
    isReschedule: interview.status === 'reschedule' || source.rescheduling === true,
    canGuestReschedule: interview.canGuestReschedule,
    duration: interview.durationMin,
    totalDuration: listed > 0 ? listed : interview.durationMin,
    guestId: source.guestId,
    jobId: interview.jobId,
    applicationId: interview.applicationId,
    initialMessage: source.initialMessage ?? null,
  };
}
