/**
 * The portal's chatbot, when the organisation enables it (spec 1), about the interview that
 * waits for the candidate (portalChatSubject); it books nothing here: it links to that
 * interview's page. Its context is the candidate flow's (src/domain/chat-context.ts).
 *
 * Decision (README, "The portal's chat and the application id"): the chatbot's request carries
 * the application (spec 7), which the spec's portal data does not name; we ask the API for
 * `interviews[].applicationId` and read it when it is there. An interview without one gets no
 * chat in the portal rather than an empty id.
 */
import type { HttpClient } from '../../../api/http';
import { chatContextOf } from '../../../domain/chat-context';
import type { PortalData, PortalInterview } from '../../../domain/entities';
import { portalActionsOf, portalChatSubject } from '../../../domain/portal';
import type { ChatOptions } from '../../chat';

const MINUTE_MS = 60_000;

/** Minutes of all an interview's events: its plan's, else its events' lengths. */
function minutesOf(interview: PortalInterview): number {
  if (interview.plan.length > 0) return interview.plan.reduce((sum, p) => sum + p.durationMin, 0);
  return interview.events.reduce((sum, e) => {
    const ms = Date.parse(e.endTime) - Date.parse(e.startTime);
    return Number.isFinite(ms) && ms > 0 ? sum + Math.round(ms / MINUTE_MS) : sum;
  }, 0);
}

export interface PortalChatInput {
  readonly data: PortalData;
  /** The time the groups are made at (epoch ms). */
  readonly at: number;
  readonly timeZone: string;
  readonly http: HttpClient;
  readonly now: () => number;
  readonly candidateLink: (hash: string) => string;
}

export function portalChatOptions(input: PortalChatInput): ChatOptions | null {
  const { data, at, timeZone } = input;
  if (!data.organization.settings.candidateChatbot) return null;
  const subject = portalChatSubject(data.interviews, at, timeZone);
  if (subject?.hash == null) return null;
  const { hash } = subject;
  const context = chatContextOf({
    hash,
    organization: data.organization,
    guestId: data.guest.id,
    timeZone,
    interview: {
      status: subject.status,
      jobId: subject.job.id,
      // Null when the portal's data does not give it (see the decision above).
      applicationId: subject.applicationId,
      durationMin: minutesOf(subject),
      canGuestReschedule: portalActionsOf(subject, at, timeZone).includes('reschedule'),
    },
    // The invitation's interviews: those of the portal with the same link.
    invitationDurationsMin: data.interviews.filter((i) => i.hash === hash).map(minutesOf),
  });
  if (context === null) return null;
  return {
    http: input.http,
    now: input.now,
    booking: { kind: 'link', href: input.candidateLink(hash) },
    context,
  };
}
