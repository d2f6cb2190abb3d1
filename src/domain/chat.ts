/**
 * Candidate chat constants (product spec sections 8 and 9): the stream time-out and the error
 * texts. Kept apart from the chat's rules and greeting (chat-messages.ts): the app's error table
 * (errors.ts, in the first chunk of every route) names these texts, and the rest is needed only
 * once the chat panel loads.
 */

/** Spec section 9: a chat reply stream is abandoned after 60 seconds. */
export const CHAT_STREAM_TIMEOUT_MS = 60_000;

/**
 * Spec section 8, chat rows of the client-handling table, as data.
 * - `replyFailed` is what the candidate sees: the placeholder reply's text on any failure
 *   (stream failure, time-out, non-OK status). It is a visible text, hence key + default.
 * - `streamTimeout` and `httpError` are the messages of the errors the chat client raises
 *   (diagnostics, logs); the panel shows each as a translated sentence of its own (chat
 *   namespace `errors.timeout`, `errors.http` with the status).
 */
export const CHAT_ERRORS = {
  replyFailed: {
    key: 'chat:replyError',
    defaultText: 'Sorry, I encountered an error. Please try again.',
  },
  streamTimeout: `Stream timeout after ${CHAT_STREAM_TIMEOUT_MS / 1000}s`,
  httpError: 'HTTP error',
} as const;
