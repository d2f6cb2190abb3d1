/**
 * Sending a message (POST {chatbot}/candidate-chatbot/message, spec 7) through the shared
 * useAction, its answer streamed into the reply's placeholder:
 * - one at a time: quick taps ask for the same reply (state.ts `turnIds`), the action's
 *   in-flight guard sends it once;
 * - Try again sends the same message into the same reply, with the same Idempotency-Key;
 * - Stop ends the stream (the action is then done: what arrived is kept);
 * - offline, the message waits and is sent once the browser is back online (a stream cut by
 *   going offline starts again from the beginning).
 */
import { type ActionDispatch, useRef } from 'react';
import { streamChatbotMessage } from '../../../api/chat-stream';
import { ChatStreamError } from '../../../api/chat-stream-error';
import type { ChatbotMessageRequest } from '../../../api/contract';
import type { HttpClient } from '../../../api/http';
import { isOnline, useAction } from '../../shared';
import type { ReplyFailure } from '../model';
import type { ChatEvent } from '../state';

/** What is sent: the reply it fills and the request (their JSON picks the Idempotency-Key). */
export interface ChatSend {
  replyId: string;
  request: ChatbotMessageRequest;
}

type Timer = (fire: () => void, ms: number) => () => void;

function failureOf(error: unknown): ReplyFailure {
  if (error instanceof ChatStreamError) {
    if (error.reason === 'timeout') return { reason: 'timeout' };
    if (error.reason === 'http') return { reason: 'http', status: error.httpStatus };
  }
  return { reason: 'network' };
}

/** Whether `stop` was pressed (read anew: it changes while the stream runs). */
const stopped = (stop: AbortController) => stop.signal.aborted;

export function useChatStream(
  http: HttpClient,
  dispatch: ActionDispatch<[ChatEvent]>,
  startTimer: Timer | undefined,
) {
  // Each reply's Stop, made when it is asked for (Stop may come before the request starts).
  const stops = useRef(new Map<string, AbortController>());

  const action = useAction<ChatSend, 'done' | 'stopped'>({
    perform: async ({ replyId, request }, call) => {
      const stop = stops.current.get(replyId);
      if (stop === undefined || stopped(stop)) {
        stops.current.delete(replyId);
        return 'stopped';
      }
      // The panel going away stops the stream too.
      const onGone = () => {
        stop.abort();
      };
      call.signal.addEventListener('abort', onGone, { once: true });
      try {
        await streamChatbotMessage(http, request, {
          signal: stop.signal,
          idempotencyKey: call.idempotencyKey,
          ...(startTimer ? { startTimer } : {}),
          onEvent: (event) => {
            dispatch({ type: 'streamEvent', replyId, event });
          },
        });
        stops.current.delete(replyId);
        dispatch({ type: 'streamDone', replyId });
        return 'done';
      } catch (error) {
        // Stopped by the candidate: the reducer already knows.
        if (stopped(stop)) {
          stops.current.delete(replyId);
          return 'stopped';
        }
        if (isOnline()) {
          stops.current.delete(replyId);
          dispatch({ type: 'streamFailed', replyId, failure: failureOf(error) });
        } else {
          // The action sends it again (same key) once back online.
          dispatch({ type: 'streamRestart', replyId });
        }
        throw error;
      } finally {
        call.signal.removeEventListener('abort', onGone);
      }
    },
  });

  return {
    /** Streams the answer to `request` into the reply `replyId`. */
    start: (replyId: string, request: ChatbotMessageRequest) => {
      const stop = stops.current.get(replyId);
      if (stop === undefined || stop.signal.aborted) {
        stops.current.set(replyId, new AbortController());
      }
      void action.run({ replyId, request });
    },
    stop: (replyId: string) => {
      stops.current.get(replyId)?.abort();
    },
  };
}
