/**
 * The chatbot's streaming message call (spec section 7):
 * POST {chatbot}/candidate-chatbot/message with the full payload (history included every
 * time); the response body is an event stream of `data:` lines separated by blank lines,
 * parsed with eventsource-parser.
 *
 * - Each `data:` payload is JSON validated as a ChatStreamEvent; a payload that is not JSON
 *   or does not match is reported through `onMalformed` and skipped, never thrown. A
 *   `[DONE]` payload (OpenAI-style end marker) is ignored; the stream ends when the body ends.
 * - The result accumulates the events: `answer` pieces are concatenated in order (each
 *   event carries the next piece of the answer); for buttons, availableTimeRanges,
 *   parsedAvailability and intent the last event that carries the field wins.
 * - `_csrf`: every write carries one (spec 7: "Write calls carry a _csrf field obtained from
 *   the refresh call"), this one too: a fresh token from {main}/refresh is added to the
 *   payload; when it cannot be had the message is not sent (CsrfError).
 * - Headers: Content-Type JSON, Accept text/event-stream, UserAgent (as every JSON call),
 *   `Idempotency-Key` (as every write: the caller's key, so the same message sent again after a
 *   failure applies once; a fresh key when none is given); credentials: 'include'. Never retried.
 * - Failures: non-OK status → ChatStreamError('HTTP error'); no end of stream within
 *   `timeoutMs` (60 s, measured from the start of the request to the end of the body, i.e.
 *   the whole stream, not idle time) → the request is aborted and ChatStreamError('Stream
 *   timeout after 60s') thrown; fetch/read failures → ChatStreamError('Network error');
 *   a caller abort is re-thrown unchanged; an error thrown by `onEvent` is re-thrown as is.
 */
import { createParser } from 'eventsource-parser';
import * as v from 'valibot';
import { CHAT_STREAM_TIMEOUT_MS } from '../domain/chat';
import type { ChatButton, ChatStreamEvent, SelectedTimeRange } from '../domain/entities';
import type { ApiHosts, ChatbotMessageRequest } from './contract';
import { endpoints } from './contract';
import { ChatStreamError } from './chat-stream-error';
import { CsrfError } from './errors';
import type { HttpClient } from './http';
import { abortReason, createHttpClient, newIdempotencyKey, summarizeIssues } from './http';
import { ChatStreamEventSchema } from './schemas';

/** Spec section 9: chat stream timeout (the domain's constant, re-exported). */
export { CHAT_STREAM_TIMEOUT_MS };

export interface ChatStreamResult {
  answer: string;
  buttons: ChatButton[];
  availableTimeRanges: SelectedTimeRange[];
  parsedAvailability: SelectedTimeRange[];
  intent: string | null;
}

export interface ChatStreamOptions {
  /** Called with every valid event, in order, as it arrives. */
  onEvent?: (event: ChatStreamEvent) => void;
  /** Called for every `data:` payload that is not JSON or not a ChatStreamEvent. */
  onMalformed?: (info: { raw: string; reason: string }) => void;
  signal?: AbortSignal;
  /** Whole-stream time limit, ms. Default 60 000. */
  timeoutMs?: number;
  /**
   * Starts the time limit's timer and returns what cancels it (default: setTimeout). A story
   * passes a fake clock's, to show the 60 s time-out without waiting a minute.
   */
  startTimer?: (fire: () => void, ms: number) => () => void;
  /** The write's `Idempotency-Key` (see WriteSpec.idempotencyKey); a fresh one when absent. */
  idempotencyKey?: string;
}

const startRealTimer = (fire: () => void, ms: number) => {
  const timer = setTimeout(fire, ms);
  return () => {
    clearTimeout(timer);
  };
};

/** An HttpClient, or the pieces to make one. */
export type ChatTransport =
  HttpClient | { hosts: ApiHosts; fetch?: typeof fetch; storage?: Pick<Storage, 'getItem'> | null };

const DONE_MARKER = '[DONE]';

export async function streamChatbotMessage(
  transport: ChatTransport,
  payload: ChatbotMessageRequest,
  options: ChatStreamOptions = {},
): Promise<ChatStreamResult> {
  const http: HttpClient =
    'get' in transport
      ? transport
      : createHttpClient({
          hosts: transport.hosts,
          ...(transport.fetch ? { fetch: transport.fetch } : {}),
          ...(transport.storage === undefined ? {} : { storage: transport.storage }),
        });
  const { signal, onEvent, onMalformed } = options;
  const timeoutMs = options.timeoutMs ?? CHAT_STREAM_TIMEOUT_MS;

  if (signal?.aborted) throw abortReason(signal);

  const acc: ChatStreamResult = {
    answer: '',
    buttons: [],
    availableTimeRanges: [],
    parsedAvailability: [],
    intent: null,
  };

  const controller = new AbortController();
  // Set from callbacks; an object so that control-flow narrowing does not assume defaults.
  const state: { timedOut: boolean; callbackError: { error: unknown } | null } = {
    timedOut: false,
    callbackError: null,
  };
  let stop: (reason: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    stop = (reason) => {
      reject(reason instanceof Error ? reason : new Error(String(reason)));
      controller.abort(reason);
    };
  });
  stopped.catch(() => undefined);
  const cancelTimer = (options.startTimer ?? startRealTimer)(() => {
    state.timedOut = true;
    stop(new ChatStreamError('timeout'));
  }, timeoutMs);
  const onAbort = () => {
    stop(signal ? abortReason(signal) : undefined);
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let finished = false;

  const handleData = (data: string) => {
    const raw = data.trim();
    if (raw === '' || raw === DONE_MARKER) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      onMalformed?.({ raw: data, reason: 'data is not JSON' });
      return;
    }
    const parsed = v.safeParse(ChatStreamEventSchema, json);
    if (!parsed.success) {
      onMalformed?.({ raw: data, reason: summarizeIssues(parsed.issues) });
      return;
    }
    const ev = parsed.output;
    if (ev.answer !== undefined) acc.answer += ev.answer;
    if (ev.buttons !== undefined) acc.buttons = ev.buttons;
    if (ev.availableTimeRanges !== undefined) acc.availableTimeRanges = ev.availableTimeRanges;
    if (ev.parsedAvailability !== undefined) acc.parsedAvailability = ev.parsedAvailability;
    if (ev.intent !== undefined) acc.intent = ev.intent;
    try {
      onEvent?.(ev);
    } catch (error) {
      state.callbackError = { error };
      throw error;
    }
  };

  try {
    const _csrf = await Promise.race([http.getCsrfToken({ signal: controller.signal }), stopped]);
    const body = { ...payload, _csrf };
    const res = await Promise.race([
      http.fetch(http.url('chatbot', endpoints.chatbotMessage()), {
        method: 'POST',
        headers: {
          ...http.headers(),
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey(),
        },
        credentials: 'include',
        body: JSON.stringify(body),
        signal: controller.signal,
      }),
      stopped,
    ]);
    if (!res.ok) {
      void res.body?.cancel().catch(() => undefined);
      throw new ChatStreamError('http', { httpStatus: res.status });
    }
    if (!res.body) {
      finished = true;
      return acc;
    }
    reader = res.body.getReader();
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent: (message) => {
        handleData(message.data);
      },
    });
    for (;;) {
      const chunk = await Promise.race([reader.read(), stopped]);
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
    finished = true;
    // Flush the decoder; a last event without its closing blank line still counts.
    parser.feed(`${decoder.decode()}\n\n`);
    return acc;
  } catch (err) {
    if (state.callbackError?.error === err) throw err;
    if (state.timedOut) throw new ChatStreamError('timeout', { cause: err });
    if (signal?.aborted) throw abortReason(signal);
    if (err instanceof ChatStreamError || err instanceof CsrfError) throw err;
    throw new ChatStreamError('network', { cause: err });
  } finally {
    cancelTimer();
    signal?.removeEventListener('abort', onAbort);
    if (reader && !finished) {
      reader.cancel().catch(() => undefined);
    }
    if (!finished) controller.abort();
  }
}
