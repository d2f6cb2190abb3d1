import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '../domain/entities';
import { streamChatbotMessage } from './chat-stream';
import type { ChatbotMessageRequest } from './contract';
import { ChatStreamError } from './chat-stream-error';
import { CsrfError, isAbortError, toTypedError } from './errors';
import {
  CSRF,
  HOSTS,
  USER_AGENT,
  memoryStorage,
  refreshHandler,
  setupApiTestServer,
} from './test-helpers';

const { server, log, newClient } = setupApiTestServer();

const URL_ = `${HOSTS.chatbot}/candidate-chatbot/message`;

const payload: ChatbotMessageRequest = {
  message: 'Can I do Thursday morning?',
  initialBotMessage: 'Hello! How can I help you today?',
  history: [
    { role: 'assistant', content: 'Hello! How can I help you today?' },
    { role: 'user', content: 'Hi' },
  ],
  hash: 'h1',
  organizationId: 'org-1',
  agentId: 'agent-1',
  action: null,
  timeZone: 'America/New_York',
  duration: 60,
  totalDuration: 120,
  canGuestReschedule: true,
  isReschedule: false,
  status: 'pending_candidate_response',
  guestId: 'g-1',
  jobId: 'j-1',
  applicationId: 'a-1',
};

const range = {
  startTime: '2026-03-05T09:00:00-05:00',
  endTime: '2026-03-05T12:00:00-05:00',
  durationMin: 180,
};

const encoder = new TextEncoder();

/** Waits on real event-loop turns (never on the fake clock) until `check` holds. */
async function untilTrue(check: () => boolean, turns = 200) {
  for (let i = 0; i < turns && !check(); i++) {
    await new Promise((r) => setImmediate(r));
  }
  expect(check()).toBe(true);
}

/** A body that sends the given byte chunks one by one, then ends (or stays open). */
function chunkedBody(chunks: (string | Uint8Array)[], end = true) {
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        await new Promise((r) => setImmediate(r));
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      if (end) controller.close();
    },
  });
  return stream;
}

function sse(chunks: (string | Uint8Array)[], end = true) {
  const stream = chunkedBody(chunks, end);
  const seen: { signal: AbortSignal | null } = { signal: null };
  server.use(
    http.post(URL_, ({ request }) => {
      seen.signal = request.signal;
      return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return { requestAborted: () => seen.signal?.aborted === true };
}

describe('streamChatbotMessage', () => {
  beforeEach(() => {
    server.use(refreshHandler());
  });

  it('POSTs the full payload (history included) to {chatbot}/candidate-chatbot/message', async () => {
    sse(['data: {"answer":"ok"}\n\n']);
    await streamChatbotMessage(newClient(), payload);
    const posts = log.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url.href).toBe(URL_);
    expect(posts[0]?.headers.get('Accept')).toBe('text/event-stream');
    expect(posts[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(posts[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });

  it("sends the caller's Idempotency-Key, else a fresh one per message", async () => {
    sse(['data: {"answer":"ok"}\n\n']);
    await streamChatbotMessage(newClient(), payload, { idempotencyKey: 'key-1' });
    sse(['data: {"answer":"ok"}\n\n']);
    await streamChatbotMessage(newClient(), payload);
    sse(['data: {"answer":"ok"}\n\n']);
    await streamChatbotMessage(newClient(), payload);
    const keys = log
      .filter((r) => r.method === 'POST')
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe('key-1');
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('carries _csrf from {main}/refresh, as every write call does (spec 7)', async () => {
    sse(['data: {"answer":"ok"}\n\n']);
    await streamChatbotMessage(newClient(), payload);
    expect(log.map((r) => r.method)).toEqual(['GET', 'POST']);
    const post = log.find((r) => r.method === 'POST')!;
    expect(await post.body).toEqual({ ...payload, _csrf: CSRF });
  });

  it('does not send the message when no token can be had', async () => {
    server.use(http.get(/\/refresh$/, () => HttpResponse.json({}, { status: 500 })));
    sse(['data: {"answer":"ok"}\n\n']);
    await expect(streamChatbotMessage(newClient(), payload)).rejects.toBeInstanceOf(CsrfError);
    expect(log.some((r) => r.method === 'POST')).toBe(false);
  });

  it('parses events split at awkward chunk boundaries and accumulates the result', async () => {
    const events: ChatStreamEvent[] = [];
    const full = JSON.stringify({
      answer: '!',
      buttons: [{ label: 'Confirm', action: 'CONFIRM' }],
      availableTimeRanges: [range],
      parsedAvailability: [range],
      intent: 'reschedule',
    });
    // 'é' (2 bytes in UTF-8) split between two chunks.
    const e = encoder.encode('é');
    sse([
      'da',
      'ta: {"answer":"Bonjour, caf',
      e.slice(0, 1),
      e.slice(1),
      '"}\n',
      '\ndata: {"answer":" Thursday',
      ' works"}\r\n\r\n: a comment\n\nda',
      `ta: ${full.slice(0, 20)}`,
      `${full.slice(20)}\n\n`,
    ]);
    const result = await streamChatbotMessage(newClient(), payload, {
      onEvent: (ev) => events.push(ev),
    });
    expect(events.map((ev) => ev.answer)).toEqual(['Bonjour, café', ' Thursday works', '!']);
    expect(result).toEqual({
      answer: 'Bonjour, café Thursday works!',
      buttons: [{ label: 'Confirm', action: 'CONFIRM' }],
      availableTimeRanges: [range],
      parsedAvailability: [range],
      intent: 'reschedule',
    });
  });

  it('reports and skips malformed data lines, ignores [DONE], keeps the last value of each field', async () => {
    const malformed: { raw: string; reason: string }[] = [];
    sse([
      'data: {"answer":"A","intent":"first"}\n\n',
      'data: not json\n\n',
      'data: {"answer":42}\n\n',
      'data: {"buttons":[{"label":"x"}]}\n\n',
      'data: {"answer":"B","intent":"second","buttons":null}\n\n',
      'data: [DONE]\n\n',
      // The last event lacks its closing blank line: still counted.
      'data: {"answer":"C"}',
    ]);
    const result = await streamChatbotMessage(newClient(), payload, {
      onMalformed: (info) => malformed.push(info),
    });
    expect(result).toEqual({
      answer: 'ABC',
      buttons: [],
      availableTimeRanges: [],
      parsedAvailability: [],
      intent: 'second',
    });
    expect(malformed.map((m) => m.raw)).toEqual([
      'not json',
      '{"answer":42}',
      '{"buttons":[{"label":"x"}]}',
    ]);
    expect(malformed[0]?.reason).toBe('data is not JSON');
  });

  it("throws ChatStreamError('HTTP error') on a non-OK status", async () => {
    server.use(http.post(URL_, () => new HttpResponse('boom', { status: 502 })));
    const err = await streamChatbotMessage(newClient(), payload).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatStreamError);
    expect(err).toMatchObject({
      kind: 'chat-stream',
      reason: 'http',
      message: 'HTTP error',
      httpStatus: 502,
    });
    expect(toTypedError(err).message).toBe('HTTP error');
    expect(log.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('throws a network ChatStreamError when the request fails', async () => {
    server.use(http.post(URL_, () => HttpResponse.error()));
    await expect(streamChatbotMessage(newClient(), payload)).rejects.toMatchObject({
      kind: 'chat-stream',
      reason: 'network',
    });
  });

  it("times out after 60 s of an unfinished stream with 'Stream timeout after 60s' and aborts it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const body = sse(['data: {"answer":"Thinking"}\n\n'], false);
    const events: ChatStreamEvent[] = [];
    const p = streamChatbotMessage(newClient(), payload, {
      onEvent: (ev) => events.push(ev),
    }).catch((e: unknown) => e);
    // The first event arrives (real ticks: the fake clock is not advanced by waiting).
    await untilTrue(() => events.length === 1);
    let settled = false;
    void p.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await p;
    expect(err).toBeInstanceOf(ChatStreamError);
    expect(err).toMatchObject({ reason: 'timeout', message: 'Stream timeout after 60s' });
    expect(toTypedError(err)).toEqual({
      code: 'CHAT_STREAM_TIMEOUT',
      message: 'Stream timeout after 60s',
    });
    // The request was aborted.
    expect(body.requestAborted()).toBe(true);
  });

  it('honours a custom timeout and a caller abort', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sse([], false);
    const timedOut = streamChatbotMessage(newClient(), payload, { timeoutMs: 5000 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(await timedOut).toMatchObject({ reason: 'timeout' });

    sse([], false);
    const controller = new AbortController();
    const aborted = streamChatbotMessage(newClient(), payload, {
      signal: controller.signal,
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(isAbortError(await aborted)).toBe(true);
  });

  it('runs its time limit on the timer it is given (a fake clock), cancelled once the stream ends', async () => {
    const timers: { ms: number; fire: () => void; cancelled: boolean }[] = [];
    const startTimer = (fire: () => void, ms: number) => {
      const timer = { ms, fire, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    };
    sse(['data: {"answer":"Done"}\n\n']);
    await expect(streamChatbotMessage(newClient(), payload, { startTimer })).resolves.toMatchObject(
      { answer: 'Done' },
    );
    expect(timers).toMatchObject([{ ms: 60_000, cancelled: true }]);

    const body = sse(['data: {"answer":"Thinking"}\n\n'], false);
    let events = 0;
    const stalled = streamChatbotMessage(newClient(), payload, {
      startTimer,
      onEvent: () => (events += 1),
    }).catch((e: unknown) => e);
    await untilTrue(() => events === 1);
    expect(timers).toHaveLength(2);
    timers[1]?.fire();
    expect(await stalled).toMatchObject({ reason: 'timeout' });
    await untilTrue(() => body.requestAborted());
  });

  it('accepts { hosts, fetch, storage } instead of a client (raw chunks, no interceptor)', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl: typeof fetch = (url, init) => {
      const href = url instanceof Request ? url.url : url.toString();
      if (href.endsWith('/refresh')) return Promise.resolve(Response.json({ csrfToken: 'tok' }));
      seen.push({ url: href, init });
      return Promise.resolve(
        new Response(chunkedBody(['data: {"ans', 'wer":"h', 'i"}', '\n', '\n'])),
      );
    };
    const result = await streamChatbotMessage(
      { hosts: HOSTS, fetch: fetchImpl, storage: memoryStorage({ userAgent: 'ua-2' }) },
      payload,
    );
    expect(result.answer).toBe('hi');
    expect(seen[0]?.url).toBe(URL_);
    expect(seen[0]?.init?.credentials).toBe('include');
    expect(new Headers(seen[0]?.init?.headers).get('UserAgent')).toBe('ua-2');
  });

  it('re-throws an error thrown by onEvent unchanged', async () => {
    sse(['data: {"answer":"hi"}\n\n']);
    const boom = new Error('consumer failed');
    await expect(
      streamChatbotMessage(newClient(), payload, {
        onEvent: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
  });
});
