/**
 * The chatbot event stream's failure (chat-stream.ts), in a module of its own: errors.ts is part
 * of the app's first chunk, and this class is needed only once the chat panel loads.
 */
import { CLIENT_ERROR_MESSAGES } from '../domain/errors';
import type { TypedError } from '../domain/entities';
import { ApiClientError } from './errors';

/** Message of a chat stream that failed before or while reading (this layer's own text). */
const CHAT_NETWORK_MESSAGE = 'Network error';

/** The chatbot event stream failed. */
export class ChatStreamError extends ApiClientError {
  readonly kind = 'chat-stream' as const;
  readonly reason: 'timeout' | 'http' | 'network';
  /** HTTP status for reason 'http'. */
  readonly httpStatus: number | null;

  constructor(
    reason: 'timeout' | 'http' | 'network',
    options: { httpStatus?: number; cause?: unknown } = {},
  ) {
    super(
      reason === 'timeout'
        ? CLIENT_ERROR_MESSAGES.chatStreamTimeout
        : reason === 'http'
          ? CLIENT_ERROR_MESSAGES.chatHttpError
          : CHAT_NETWORK_MESSAGE,
      { cause: options.cause },
    );
    this.reason = reason;
    this.httpStatus = options.httpStatus ?? null;
  }

  toTypedError(): TypedError {
    const code =
      this.reason === 'timeout'
        ? 'CHAT_STREAM_TIMEOUT'
        : this.reason === 'http'
          ? 'CHAT_STREAM_HTTP_ERROR'
          : 'CHAT_STREAM_NETWORK_ERROR';
    return { code, message: this.message };
  }
}
