/**
 * A message to the chatbot (POST /candidate-chatbot/message, spec 7): the candidate's text or
 * button, the opening message, the whole history and the link's context.
 */
import type { ChatbotMessageRequest } from '../../../api/contract';
import type { ChatHistoryEntry } from '../../../domain/chat-messages';
import type { ChatContext } from '../model';

export function chatRequest(context: ChatContext, openingText: string, agentId: string | null) {
  return (
    message: string,
    action: string | null,
    history: ChatHistoryEntry[],
  ): ChatbotMessageRequest => ({
    message,
    initialBotMessage: openingText,
    history,
    hash: context.hash,
    organizationId: context.organizationId,
    agentId,
    action,
    timeZone: context.timeZone,
    duration: context.duration,
    totalDuration: context.totalDuration,
    canGuestReschedule: context.canGuestReschedule,
    isReschedule: context.isReschedule,
    status: context.status,
    guestId: context.guestId,
    jobId: context.jobId,
    applicationId: context.applicationId,
  });
}
