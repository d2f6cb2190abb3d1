/**
 * Chatbot calls of spec section 7 that are plain JSON (main host). The streaming message
 * call lives in chat-stream.ts so that screens without the chat do not pull it in.
 */
import type { AgentInfo, StoredChatMessage } from '../domain/entities';
import { endpoints } from './contract';
import type { CallOptions, HttpClient } from './http';
import { signalOf } from './http';
import { AgentInfoListSchema, ChatMessagesResultSchema } from './schemas';

/** GET {main}/agents/info?organizationId → the first item of the list, or null when empty. */
export async function getAgentInfo(
  http: HttpClient,
  organizationId: string,
  options: CallOptions = {},
): Promise<AgentInfo | null> {
  const list = await http.get({
    call: 'chatbot.getAgentInfo',
    host: 'main',
    path: endpoints.agentInfo(),
    query: { organizationId },
    schema: AgentInfoListSchema,
    ...signalOf(options),
  });
  return list[0] ?? null;
}

export interface ChatMessagesQuery {
  organizationId: string;
  hash?: string | null;
  guestId?: string | null;
  jobId?: string | null;
  applicationId?: string | null;
}

/**
 * GET {main}/message?organizationId[&hash&guestId&jobId&applicationId] → result (the list).
 * Optional parameters that are null, undefined or '' are left out.
 */
export function getChatMessages(
  http: HttpClient,
  query: ChatMessagesQuery,
  options: CallOptions = {},
): Promise<StoredChatMessage[]> {
  return http.get({
    call: 'chatbot.getMessages',
    host: 'main',
    path: endpoints.chatMessages(),
    query: {
      organizationId: query.organizationId,
      hash: query.hash || null,
      guestId: query.guestId || null,
      jobId: query.jobId || null,
      applicationId: query.applicationId || null,
    },
    schema: ChatMessagesResultSchema,
    ...signalOf(options),
  });
}
