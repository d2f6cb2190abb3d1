/**
 * Test-only helpers of the src/api tests (imported by *.test.ts only; never by app code):
 * the MSW server and real `ws` server set-ups, hosts, a client with a recording sleep, a
 * request log, a recorder of the live-results socket and small inline data builders.
 */
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { MeetIntro, ResultOption } from '../domain/entities';
import type { ApiHosts } from './contract';
import type { HttpClient, HttpClientConfig } from './http';
import { createHttpClient } from './http';
import type { CloseInfo, LiveResultsOptions, MalformedInfo } from './live-results-socket';
import { connectLiveResults } from './live-results-socket';

export const HOSTS: ApiHosts = {
  main: 'https://api.test',
  highVolume: 'https://hv.test',
  superday: 'https://superday.test',
  chatbot: 'https://chatbot.test',
};

export const USER_AGENT = 'candidate-meet/1.81.1 (test)';
export const CSRF = 'csrf-token-1';

export function memoryStorage(values: Record<string, string> = {}): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

/** A client whose retry pauses resolve at once and are recorded in `sleeps`. */
export function makeClient(overrides: Partial<HttpClientConfig> = {}) {
  const sleeps: number[] = [];
  const client = createHttpClient({
    hosts: HOSTS,
    storage: memoryStorage({ userAgent: USER_AGENT }),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...overrides,
  });
  return { client, sleeps };
}

export interface LoggedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body (undefined when none). */
  body: Promise<unknown>;
}

/** Records every request the server sees (body parsed as JSON when there is one). */
export function recordRequests(server: SetupServer): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    log.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: hasBody
        ? request
            .clone()
            .text()
            .then((text) => (text ? (JSON.parse(text) as unknown) : undefined))
        : Promise.resolve(undefined),
    });
  });
  return log;
}

export interface ApiTestServer {
  /** The MSW server (Node). Add per-test handlers with `server.use(...)`. */
  server: SetupServer;
  /** Every request the server saw during the current test. */
  log: LoggedRequest[];
  /** `makeClient(overrides).client`: a client on HOSTS whose retry pauses do not wait. */
  newClient: (overrides?: Partial<HttpClientConfig>) => HttpClient;
}

/**
 * The shared preamble of the src/api tests: an MSW server listening for the whole file with
 * `onUnhandledRequest: 'error'` (a request no handler answers fails the test), handlers and
 * the request log reset after each test (back to `handlers`), real timers restored.
 */
export function setupApiTestServer(handlers: readonly RequestHandler[] = []): ApiTestServer {
  const server = setupServer(...handlers);
  const log = recordRequests(server);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    log.length = 0;
    vi.useRealTimers();
  });
  afterAll(() => {
    server.close();
  });
  return { server, log, newClient: (overrides) => makeClient(overrides).client };
}

export interface WsConnection {
  /** The URL the client connected to (path and query as the server saw them). */
  url: URL;
  /** The server side of the connection. */
  socket: WebSocket;
}

export interface WsTestServer {
  /** `ws://127.0.0.1:<port>` of the current test's server. */
  readonly origin: string;
  /** Connections of the current test, oldest first. */
  readonly connections: readonly WsConnection[];
}

/**
 * A real `ws` WebSocketServer on 127.0.0.1 (port 0: any free port), fresh for each test and
 * closed after it (open connections terminated). `onConnection` runs for each connection.
 */
export function setupWebSocketTestServer(
  onConnection?: (connection: WsConnection, request: IncomingMessage) => void,
): WsTestServer {
  let wss: WebSocketServer | null = null;
  let origin = '';
  let connections: WsConnection[] = [];
  beforeEach(async () => {
    connections = [];
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    wss = server;
    await new Promise<void>((resolve) =>
      server.once('listening', () => {
        resolve();
      }),
    );
    origin = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (socket, req) => {
      const connection = { url: new URL(req.url ?? '/', origin), socket };
      connections.push(connection);
      onConnection?.(connection, req);
    });
  });
  afterEach(async () => {
    const server = wss;
    if (!server) return;
    for (const c of server.clients) c.terminate();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  });
  return {
    get origin() {
      return origin;
    },
    get connections() {
      return connections;
    },
  };
}

/** What a live-results connection reported, in order. */
export interface RecordedLiveResults {
  batches: { batchNo: number; hashes: string[] }[];
  /** The results of each delivered batch, in delivery order (parallel to `batches`). */
  results: ResultOption[][];
  malformed: MalformedInfo[];
  done: number[];
  closes: CloseInfo[];
}

/**
 * connectLiveResults with the Node `ws` WebSocket, recording every callback; `open` and
 * `closed` resolve on the first onOpen / onClose.
 */
export function recordLiveResults(
  metadata: LiveResultsOptions['metadata'],
  extra: Partial<LiveResultsOptions> = {},
) {
  const rec: RecordedLiveResults = {
    batches: [],
    results: [],
    malformed: [],
    done: [],
    closes: [],
  };
  let opened!: () => void;
  const open = new Promise<void>((r) => (opened = r));
  let onClosed!: () => void;
  const closed = new Promise<void>((r) => (onClosed = r));
  const conn = connectLiveResults({
    metadata,
    WebSocketImpl: WebSocket,
    onOpen: () => {
      opened();
    },
    onBatch: (results: ResultOption[], batchNo) => {
      rec.batches.push({ batchNo, hashes: results.map((r) => r.hash) });
      rec.results.push(results);
    },
    onMalformed: (info) => rec.malformed.push(info),
    onDone: (total) => rec.done.push(total),
    onClose: (info) => {
      rec.closes.push(info);
      onClosed();
    },
    ...extra,
  });
  return { conn, rec, open, closed };
}

/** GET {main}/refresh answering a fixed token. */
export const refreshHandler = (token = CSRF) =>
  http.get(`${HOSTS.main}/refresh`, () => HttpResponse.json({ csrfToken: token }));

export const ok = (result: unknown, init?: ResponseInit) =>
  HttpResponse.json({ status: 'success', result }, init);

export const fail = (
  error: { gtErrorName?: string; code?: number | string; message?: string },
  init?: ResponseInit,
) => HttpResponse.json({ status: 'error', ...error }, init);

export const organization = {
  id: 'org-1',
  name: 'Acme',
  domain: 'acme.test',
  settings: { candidateChatbot: true },
};

export const guest = {
  id: 'guest-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  settings: { timeZone: 'Europe/London' },
};

export function introJson(): MeetIntro {
  return {
    interview: {
      id: 'int-1',
      status: 'pending_candidate_response',
      reasonCode: null,
      settings: { needsReview: false, isOnsite: false, timeZone: null, canGuestReschedule: true },
      job: { id: 'job-1', name: 'Engineer' },
      stage: { id: 'stage-1', name: 'Onsite' },
      application: { id: 'app-1' },
      durationMin: 90,
      availabilityWindow: {
        startTime: '2026-03-02T09:00:00-05:00',
        endTime: '2026-03-06T17:00:00-05:00',
      },
      schedule: [],
    },
    guest,
    organization,
    interviews: [
      {
        id: 'int-1',
        number: 1,
        job: { id: 'job-1', name: 'Engineer' },
        stage: { id: 'stage-1', name: 'Onsite' },
        date: null,
        durationMin: 90,
      },
    ],
    meetBackgroundUrlList: ['https://cdn.test/bg-1.jpg'],
  };
}

export function resultOption(hash: string, overrides: Partial<ResultOption> = {}): ResultOption {
  return {
    hash,
    score: [80, 3, 1, 500],
    startTime: '2026-03-05T10:00:00-05:00',
    events: [
      {
        startTime: '2026-03-05T10:00:00-05:00',
        endTime: '2026-03-05T11:00:00-05:00',
        attendees: [{ id: 'u-1', response: 'accepted' }],
      },
    ],
    solution: { feasible: true, justifications: [] },
    ...overrides,
  };
}
