/** Candidate-portal calls of spec section 7, on the main host. */
import type { PortalData, PortalMessage } from '../domain/entities';
import type { PortalFeedbackRequest, PortalMessageRequest } from './contract';
import { endpoints } from './contract';
import type { CallOptions, HttpClient } from './http';
import { signalOf, type WriteOptions, writeOptionsOf } from './http';
import { PortalDataSchema, PortalMessagesResultSchema } from './schemas';

export type PortalSegments = readonly [string, string] | readonly [string, string, string];

/** GET {main}/v2/meet/candidate-portal/{a}/{b}[/{c}] → result (portal data). */
export function getCandidatePortal(
  http: HttpClient,
  segments: PortalSegments,
  options: CallOptions = {},
): Promise<PortalData> {
  return http.get({
    call: 'portal.getCandidatePortal',
    host: 'main',
    path: endpoints.candidatePortal(segments),
    schema: PortalDataSchema,
    ...signalOf(options),
  });
}

/** GET {main}/message/messages-to-portal?oid&gid → result (the list of messages). */
export function getPortalMessages(
  http: HttpClient,
  params: { oid: string; gid: string },
  options: CallOptions = {},
): Promise<PortalMessage[]> {
  return http.get({
    call: 'portal.getMessages',
    host: 'main',
    path: endpoints.portalMessages(),
    query: { oid: params.oid, gid: params.gid },
    schema: PortalMessagesResultSchema,
    ...signalOf(options),
  });
}

/** POST {main}/message/messaging-from-portal (+ _csrf); response not used. */
export async function sendPortalMessage(
  http: HttpClient,
  body: PortalMessageRequest,
  options: WriteOptions = {},
): Promise<void> {
  await http.post({
    call: 'portal.sendMessage',
    host: 'main',
    path: endpoints.sendPortalMessage(),
    body,
    schema: null,
    ...writeOptionsOf(options),
  });
}

/**
 * POST {main}/v2/meet/candidate-feedback (+ _csrf): the portal's feedback on one interview;
 * response not used. Not in spec 7: see PortalFeedbackRequest.
 */
export async function sendPortalFeedback(
  http: HttpClient,
  body: PortalFeedbackRequest,
  options: WriteOptions = {},
): Promise<void> {
  await http.post({
    call: 'portal.sendFeedback',
    host: 'main',
    path: endpoints.portalFeedback(),
    body,
    schema: null,
    ...writeOptionsOf(options),
  });
}
