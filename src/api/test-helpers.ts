/**
 * Test-only helpers of the src/api tests (imported by *.test.ts only; never by app code):
 * hosts, a client with a recording sleep, a request log and small inline data builders.
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { MeetIntro, ResultOption } from '../domain/entities';
import type { ApiHosts } from './contract';
import type { HttpClientConfig } from './http';
import { createHttpClient } from './http';

export const HOSTS: ApiHosts = {
  main: 'https://api.test',
  highVolume: 'https://hv.test',
  superday: 'https://superday.test',
  chatbot: 'https://chatbot.test',
  availabilityRequestUrl: 'https://meet.test',
  portalUrl: 'https://portal.test',
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
