/**
 * Interviewer-link calls of spec section 7. The paths start with /superday/ but are served
 * by the main API (the superday host serves only /interviews/...); see contract.ts ApiHosts.
 */
import type { InterviewerAvailability, InterviewerLinkIntro } from '../domain/entities';
import type { InterviewerAvailabilityUpdateRequest } from './contract';
import { endpoints } from './contract';
import type { CallOptions, HttpClient } from './http';
import { signalOf, type WriteOptions, writeOptionsOf } from './http';
import { InterviewerAvailabilitySchema, InterviewerLinkIntroSchema } from './schemas';

/** GET {main}/superday/interviewer-link/intro?organizationSlug&customUrl → result (the intro). */
export function getInterviewerLinkIntro(
  http: HttpClient,
  params: { organizationSlug: string; customUrl: string },
  options: CallOptions = {},
): Promise<InterviewerLinkIntro> {
  return http.get({
    call: 'interviewerLink.getIntro',
    host: 'main',
    path: endpoints.interviewerLinkIntro(),
    query: { organizationSlug: params.organizationSlug, customUrl: params.customUrl },
    schema: InterviewerLinkIntroSchema,
    ...signalOf(options),
  });
}

/** GET {main}/superday/interviewer-link/{id}/availability?id&interviewerEmail → result. */
export function getInterviewerAvailability(
  http: HttpClient,
  id: string,
  interviewerEmail: string,
  options: CallOptions = {},
): Promise<InterviewerAvailability> {
  return http.get({
    call: 'interviewerLink.getAvailability',
    host: 'main',
    path: endpoints.interviewerLinkAvailability(id),
    query: { id, interviewerEmail },
    schema: InterviewerAvailabilitySchema,
    ...signalOf(options),
  });
}

/** PUT {main}/superday/interviewer-link/{interviewerLinkId}/availability (+ _csrf). */
export async function updateInterviewerAvailability(
  http: HttpClient,
  interviewerLinkId: string,
  body: InterviewerAvailabilityUpdateRequest,
  options: WriteOptions = {},
): Promise<void> {
  await http.put({
    call: 'interviewerLink.updateAvailability',
    host: 'main',
    path: endpoints.interviewerLinkAvailability(interviewerLinkId),
    body,
    schema: null,
    ...writeOptionsOf(options),
  });
}
