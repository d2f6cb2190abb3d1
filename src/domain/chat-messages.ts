/**
 * Candidate chat rules (product spec sections 2, 3, 4, 7 and 9): the greeting and opening message, stored-message
 * mapping, when input is ignored, the history sent to the chatbot and the streaming placeholder.
 */
import type { ChatMessage, StoredChatMessage } from './entities';

/**
 * Spec sections 2 and 9: the chat panel opens with this greeting unless an initial message is
 * given. An i18n key with its English default; the namespace `chat` is this project's choice.
 */
export const DEFAULT_CHAT_GREETING = {
  key: 'chat:greeting',
  defaultText: 'Hello! How can I help you today?',
} as const;

/**
 * The text the panel opens with: the initial message when it has visible text, otherwise the
 * (translated) greeting. Decision: a whitespace-only initial message counts as "not given".
 */
export function chatOpeningText(
  initialMessage: string | null | undefined,
  greetingText: string = DEFAULT_CHAT_GREETING.defaultText,
): string {
  return initialMessage != null && initialMessage.trim() !== '' ? initialMessage : greetingText;
}

/**
 * Spec section 3: a server-stored message {id, message, type, createdAt} becomes
 * {id, text, role, timestamp}: type 'CANDIDATE' means 'user', any other type 'system';
 * createdAt (ISO) becomes epoch milliseconds.
 *
 * Decisions: the type comparison is exact ('candidate' is not 'CANDIDATE'); a createdAt that
 * does not parse becomes 0 rather than NaN, so such messages sort first instead of breaking
 * sorting.
 */
export function fromStoredMessage(stored: StoredChatMessage): ChatMessage {
  const ms = Date.parse(stored.createdAt);
  return {
    id: stored.id,
    text: stored.message,
    role: stored.type === 'CANDIDATE' ? 'user' : 'system',
    timestamp: Number.isNaN(ms) ? 0 : ms,
  };
}

export interface ChatInput {
  text: string;
  /** Action of a clicked chatbot button; null/undefined when the candidate typed. */
  action?: string | null;
  isStreaming: boolean;
}

/**
 * Spec section 4: chat input is ignored while a reply is streaming, or when both the text and
 * the action are empty. Decision: text and action are trimmed first, so whitespace is empty.
 */
export function shouldIgnoreChatInput({ text, action, isStreaming }: ChatInput): boolean {
  if (isStreaming) return true;
  return text.trim() === '' && (action ?? '').trim() === '';
}

/** One entry of `history[]` of POST /candidate-chatbot/message. */
export interface ChatHistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Spec section 7: the chat history sent with every message, as [{role, content}].
 * 'user' messages are 'user'; 'system' messages (the bot's replies) are 'assistant'.
 *
 * Decisions (spec silent): 'action' messages (a clicked button, whose text is the button
 * label) are sent as 'user', since they are the candidate's turn; messages whose text is empty
 * or whitespace (a placeholder still waiting for its first chunk) are left out. Order is kept.
 * The caller passes the messages before the one being sent.
 */
export function toHistory(messages: readonly ChatMessage[]): ChatHistoryEntry[] {
  return messages
    .filter((m) => m.text.trim() !== '')
    .map((m) => ({ role: m.role === 'system' ? 'assistant' : 'user', content: m.text }));
}

/**
 * Spec section 4: the placeholder system message shown while a reply streams; filled in by
 * {@link appendStreamAnswer}. `now` is epoch milliseconds from the caller's clock.
 */
export function createPlaceholderReply(id: string, now: number): ChatMessage {
  return { id, text: '', role: 'system', timestamp: now };
}

/**
 * Appends one streamed `answer` to the placeholder. Decision (spec silent on whether each
 * event carries the whole answer so far or a piece): each event's answer is a piece to append.
 * An absent or empty chunk returns the same message object (no re-render needed).
 */
export function appendStreamAnswer(
  message: ChatMessage,
  answerChunk: string | null | undefined,
): ChatMessage {
  if (answerChunk == null || answerChunk === '') return message;
  return { ...message, text: message.text + answerChunk };
}
