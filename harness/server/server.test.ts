/**
 * The stand-in API over real HTTP, a real WebSocket (`ws`) and a real event stream, with the
 * repository's real `locales/` (the app itself is the front server's: harness/front).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { endpoints } from '../../src/api/contract';
import {
  getScenario,
  isCloseStep,
  isReplyOk,
  parseEventStream,
  pickChatScript,
  socketScriptFor,
  type ScenarioId,
} from '../../fixtures';
import { CLOSE_MALFORMED, CLOSE_NO_LIVE_RESULTS, CLOSE_UNKNOWN_SESSION } from './live-results';
import { startStandInServer, type StandInServer, type StandInServerOptions } from './server';
import { ALLOWED_REQUEST_HEADERS } from './cors';

const root = new URL('../..', import.meta.url).pathname;
const localesDir = join(root, 'locales');
/** The app's origin (the front server's), as APP_ORIGIN gives it. */
const APP = 'http://localhost:4173';

let tmp: string;
let reportsDir: string;
let server: StandInServer;

function options(overrides: Partial<StandInServerOptions> = {}): StandInServerOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    localesDir,
    reportsDir,
    appOrigins: [APP],
    socketSpeed: 50,
    chatChunkDelayMs: 30,
    ...overrides,
  };
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'stand-in-'));
  reportsDir = join(tmp, 'reports');
  server = await startStandInServer(options());
});

afterAll(async () => {
  await server.close();
  rmSync(tmp, { recursive: true, force: true });
});

const STAFF_SIGN_IN = '/staff/sign-in';
const hashOf = (id: ScenarioId) => getScenario(id).hash;
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

async function csrfToken(base = server.url): Promise<string> {
  const res = await fetch(`${base}${endpoints.refresh()}`);
  expect(res.status).toBe(200);
  const { csrfToken: token } = (await res.json()) as { csrfToken: string };
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  return token;
}

async function introStatus(id: ScenarioId, base = server.url): Promise<string> {
  const res = await fetch(`${base}${endpoints.intro(hashOf(id))}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result: { interview: { status: string } } };
  return body.result.interview.status;
}

const availability = {
  guestTimeZone: 'America/New_York',
  availableTimeRanges: [
    { startTime: '2026-03-04T14:00:00.000Z', endTime: '2026-03-04T16:30:00.000Z' },
  ],
  resultOption: null,
};

/** The nonce of a response's style-src. */
function nonceOf(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? '';
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  if (nonce === undefined) throw new Error(`no nonce in ${csp}`);
  return nonce;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request with node:http, which (unlike fetch) sends any Host header; `body` parts are
 * written one by one (chunked when so declared).
 */
function rawRequest(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string[] } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: init.headers,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    // The server may answer and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (const part of init.body ?? []) req.write(part);
    req.end();
  });
}

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

interface SocketRun {
  messages: string[];
  code: number;
  reason: string;
  /** The extensions the server accepted (Sec-WebSocket-Extensions). */
  extensions: string;
}

function runSocket(query: string, base = server.url): Promise<SocketRun> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws/results${query}`);
    const messages: string[] = [];
    let extensions = '';
    ws.on('open', () => {
      extensions = ws.extensions;
    });
    ws.on('message', (data: Buffer) => messages.push(data.toString('utf8')));
    ws.on('close', (code, reason) => {
      resolve({ messages, code, reason: reason.toString('utf8'), extensions });
    });
    ws.on('error', reject);
  });
}

function socketQuery(id: ScenarioId, change: { sessionId?: string; correlationId?: string } = {}) {
  const s = getScenario(id);
  if (!('result' in s.search)) throw new Error(`${id} has no search`);
  const { sessionId, correlationId } = s.search.result.searchMetadata;
  const q = new URLSearchParams({
    correlationId: change.correlationId ?? correlationId,
    sessionId: change.sessionId ?? sessionId,
  });
  return `?${q.toString()}`;
}

describe('index page', () => {
  it('lists a demo link for every scenario, accessibly and without scripts', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<ul class="scenarios">');
    expect(html).not.toMatch(/<script/i);
    for (const entry of server.demoLinks) {
      const s = entry.scenario;
      expect(html, s.id).toContain(`<code>${s.id}</code>`);
      expect(entry.links.length, s.id).toBeGreaterThan(0);
      for (const link of entry.links) {
        expect(html, s.id).toContain(`href="${APP}${link.href}"`);
      }
    }
    expect(server.demoLinks.map((e) => e.scenario.id)).toContain('many-results');
    expect(server.demoLinks).toHaveLength(30);
    // Candidate scenarios open the flow at /s/<hash>; the interviewer link at /i/<org>/<url>.
    expect(html).toContain(`href="${APP}/s/${hashOf('pending')}"`);
    expect(html).toContain(`href="${APP}/s/${hashOf('expired')}"`);
    expect(html).not.toContain(`/i/${hashOf('pending')}"`);
    // The other flows link to their paths (the superday with its invitation hash, the
    // interviewer link with its e-mail); a route without a screen yet would be marked pending.
    const superday = getScenario('superday').superday!;
    expect(html).toContain(
      `href="${APP}/superday/${superday.interviewId}?hash=${hashOf('superday')}"`,
    );
    const interviewer = getScenario('interviewer-link').interviewerLink!;
    expect(html).toContain(
      `href="${APP}/i/acme-robotics/kwame-mensah?email=${encodeURIComponent(interviewer.interviewerEmail)}"`,
    );
    const portal = getScenario('portal').portal!;
    expect(html).toContain(`href="${APP}/p/${portal.segments.join('/')}"`);
    expect(html).toContain(`href="${APP}/l/${getScenario('scheduling-link').schedulingLink!.id}"`);
    // Every route has its screen now: nothing is marked pending.
    expect(html).not.toContain('screen pending');
    // Link texts are unique, so every link says where it goes.
    const texts = server.demoLinks.flatMap((e) => e.links.map((l) => l.text));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('API (the fixtures’ msw handlers)', () => {
  it('answers the intro of a pending link', async () => {
    const res = await get(endpoints.intro(hashOf('pending')));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as {
      status: string;
      result: { interview: { status: string } };
    };
    expect(body.status).toBe('success');
    expect(body.result.interview.status).toBe('pending_candidate_response');
  });

  it('answers a scenario failure with its status and envelope', async () => {
    const res = await get(endpoints.intro(hashOf('expired')));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', gtErrorName: 'EXPIRED_INTERVIEW' });
  });

  it('points the search at the /ws/results socket of this server, absolute (the app is on another origin)', async () => {
    const res = await get(endpoints.search(hashOf('pending')));
    const body = (await res.json()) as { result: { searchMetadata: { wsEndpoint: string } } };
    expect(body.result.searchMetadata.wsEndpoint).toBe(
      `${server.url.replace(/^http/, 'ws')}/ws/results`,
    );
  });

  it("gives the intro's background images as absolute URLs of this server, which serves them", async () => {
    const res = await get(endpoints.intro(hashOf('pending')));
    const { result } = (await res.json()) as { result: { meetBackgroundUrlList: string[] } };
    expect(result.meetBackgroundUrlList.length).toBeGreaterThan(0);
    for (const url of result.meetBackgroundUrlList) {
      expect(url.startsWith(`${server.url}/fixtures/backgrounds/`), url).toBe(true);
      const img = await fetch(url);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/jpeg');
    }
    expect((await get('/fixtures/backgrounds/..%2Fclock.ts')).status).toBe(404);
    expect((await get('/fixtures/backgrounds/..%5Cclock.ts')).status).toBe(404);
  });

  it('answers a tracking write without _csrf with 403 and records nothing (issue 36 item 9)', async () => {
    const hash = hashOf('pending');
    const url = `${server.url}${endpoints.trackRequestAvailability(hash)}`;
    const before = (server.state.links[hash]?.tracking ?? []).length;
    const missing = await postJson(url, { currentAction: 'startSearch', hash });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ status: 'error', message: 'invalid csrf token' });
    expect((await postJson(url, { currentAction: 'startSearch', hash, _csrf: 'x' })).status).toBe(
      403,
    );
    expect((server.state.links[hash]?.tracking ?? []).length).toBe(before);
    const ok = await postJson(url, {
      currentAction: 'startSearch',
      hash,
      _csrf: await csrfToken(),
    });
    expect(ok.status).toBe(200);
    expect((server.state.links[hash]?.tracking ?? []).length).toBe(before + 1);
  });

  it('refuses a write without the right _csrf with 403', async () => {
    const url = `${server.url}${endpoints.confirmCandidateAvailability(hashOf('pending-review'))}`;
    const missing = await postJson(url, availability);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ status: 'error', message: 'invalid csrf token' });
    const wrong = await postJson(url, { ...availability, _csrf: 'not-the-token' });
    expect(wrong.status).toBe(403);
    expect(await introStatus('pending-review')).toBe('pending_review');
  });

  it('keeps state per link until a restart: confirm → pending_review; restart → fixture', async () => {
    const first = await startStandInServer(options());
    const { port } = first;
    try {
      expect(await introStatus('pending', first.url)).toBe('pending_candidate_response');
      const token = await csrfToken(first.url);
      const res = await postJson(
        `${first.url}${endpoints.confirmCandidateAvailability(hashOf('pending'))}`,
        { ...availability, _csrf: token },
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'success', result: { status: 'pending_review' } });
      // A reload shows "availability sent"; other links are untouched.
      expect(await introStatus('pending', first.url)).toBe('pending_review');
      expect(await introStatus('no-results', first.url)).toBe('pending_candidate_response');
      // Reschedule keeps the reason code.
      const resched = await postJson(
        `${first.url}${endpoints.rescheduleRequestAvailability(hashOf('reschedule'))}`,
        { ...availability, reasonCode: 'other', note: 'Moving house', _csrf: token },
      );
      expect(resched.status).toBe(200);
      const intro = (await (
        await fetch(`${first.url}${endpoints.intro(hashOf('reschedule'))}`)
      ).json()) as { result: { interview: { status: string; reasonCode: string } } };
      expect(intro.result.interview).toMatchObject({
        status: 'pending_review',
        reasonCode: 'other',
      });
    } finally {
      await first.close();
    }
    // Let fetch's connection pool see that the old server closed its keep-alive sockets.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await startStandInServer(options({ port }));
    try {
      expect(second.port).toBe(port);
      expect(await introStatus('pending', second.url)).toBe('pending_candidate_response');
      expect(await introStatus('reschedule', second.url)).toBe('reschedule');
    } finally {
      await second.close();
    }
  });

  it('honours Idempotency-Key: same key and request → the first answer, applied once', async () => {
    const own = await startStandInServer(options());
    try {
      const token = await csrfToken(own.url);
      const url = `${own.url}${endpoints.confirmCandidateAvailability(hashOf('pending'))}`;
      const post = (key: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify(body),
        });
      const body = { ...availability, _csrf: token };
      const confirms = () =>
        own.state.calls.filter((call) => call.url.includes('confirm_candidate_availability'))
          .length;
      const first = await post('key-0001-aaaa', body);
      const again = await post('key-0001-aaaa', body);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(await first.json());
      expect(confirms()).toBe(1);
      // The same key on another request is refused; a bad key too.
      const other = await post('key-0001-aaaa', { ...body, guestTimeZone: 'Asia/Tokyo' });
      expect(other.status).toBe(422);
      expect((await post('no', body)).status).toBe(400);
      // A new key is a new write.
      expect((await post('key-0002-bbbb', body)).status).toBe(200);
      expect(confirms()).toBe(2);
    } finally {
      await own.close();
    }
  });

  it('accepts a chunked request body', async () => {
    const text = JSON.stringify({ ...availability, _csrf: 'wrong' });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    const res = await fetch(
      `${server.url}${endpoints.confirmCandidateAvailability(hashOf('pending-review'))}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit,
    );
    // Parsed whole: the handler saw the wrong token (a broken body would be a 400).
    expect(res.status).toBe(403);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await get('/v2/meet/no-such-call');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'error' });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await fetch(`${server.url}${endpoints.confirmCandidateAvailability('x')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
  });

  it('refuses a chunked body once it passes 1 MiB, and closes the connection', async () => {
    const answer = await rawRequest(server.url, endpoints.trackRequestAvailability('x'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: ['{"a":"', 'x'.repeat(600 * 1024), 'x'.repeat(600 * 1024), '"}'],
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });
});

describe('who may talk to the server', () => {
  const trackPath = () => endpoints.trackRequestAvailability(hashOf('pending'));
  const tracked = () => (server.state.links[hashOf('pending')]?.tracking ?? []).length;
  /** A tracking write, with the server's `_csrf` token unless a body is given. */
  const track = async (headers: Record<string, string>, body?: string) =>
    fetch(`${server.url}${trackPath()}`, {
      method: 'POST',
      headers,
      body: body ?? JSON.stringify({ currentAction: 'guard', _csrf: await csrfToken() }),
    });

  it('a write must be application/json (415): a form or text/plain skips the CORS preflight', async () => {
    const before = tracked();
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await track({ 'Content-Type': type });
      expect(res.status, type).toBe(415);
      expect(res.headers.get('cache-control'), type).toBe('no-store');
    }
    expect((await fetch(`${server.url}${trackPath()}`, { method: 'POST' })).status).toBe(415);
    expect(
      (await fetch(`${server.url}${endpoints.interviewerLinkAvailability('x')}`, { method: 'PUT' }))
        .status,
    ).toBe(415);
    expect(tracked()).toBe(before);
    const own = await track({ 'Content-Type': 'application/json; charset=utf-8' });
    expect(own.status).toBe(200);
    expect(tracked()).toBe(before + 1);
  });

  it('a write from another site or origin is refused (403); the app’s own is not', async () => {
    const before = tracked();
    const json = { 'Content-Type': 'application/json' };
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'http://localhost:1' },
      { Origin: 'null' },
      { Origin: server.url, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of refused) {
      const res = await track({ ...json, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(tracked()).toBe(before);
    // The app: same origin, as a browser says it; also a client that says nothing (no browser).
    expect(
      (await track({ ...json, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(200);
    expect((await track(json)).status).toBe(200);
    expect(tracked()).toBe(before + 2);
  });

  it('answers only to its own host names (421 otherwise: DNS rebinding), reads included', async () => {
    const { port } = server;
    for (const host of [`evil.example:${String(port)}`, 'evil.example', '127.0.0.2']) {
      const res = await rawRequest(server.url, endpoints.intro(hashOf('pending')), {
        headers: { Host: host },
      });
      expect(res.status, host).toBe(421);
      expect(res.body, host).not.toContain('interview');
    }
    for (const host of [
      `localhost:${String(port)}`,
      `127.0.0.1:${String(port)}`,
      `[::1]:${String(port)}`,
      'LOCALHOST',
    ]) {
      const res = await rawRequest(server.url, endpoints.intro(hashOf('pending')), {
        headers: { Host: host },
      });
      expect(res.status, host).toBe(200);
    }
  });

  it('answers to configured host names too', async () => {
    const s = await startStandInServer(options({ allowedHosts: ['meet.example.test'] }));
    try {
      const at = (host: string) => rawRequest(s.url, '/', { headers: { Host: host } });
      expect((await at(`meet.example.test:${String(s.port)}`)).status).toBe(200);
      expect((await at('other.example.test')).status).toBe(421);
    } finally {
      await s.close();
    }
  });

  it('the live-results socket checks the Host and the Origin too', async () => {
    const url = `${server.url.replace(/^http/, 'ws')}/ws/results${socketQuery('pending')}`;
    const upgrade = (options: WebSocket.ClientOptions) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, options);
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
        });
        ws.on('error', () => {
          resolve(-1);
        });
      });
    expect(await upgrade({ headers: { Host: 'evil.example' } })).toBe(421);
    expect(await upgrade({ origin: 'https://evil.example' })).toBe(403);
    expect(await upgrade({ origin: server.url })).toBe(101);
    expect(await upgrade({})).toBe(101);
  });
});

describe('staff sign-in and debug data (issue 19)', () => {
  const pending = getScenario('pending');
  const attendees = isReplyOk(pending.search)
    ? pending.search.result.searchMetadata.debugInfo?.attendees
    : undefined;
  const debugSearch = `${endpoints.search(pending.hash)}?browserTimezone=America%2FNew_York&debug=true`;
  /** A form post as the browser sends it from the sign-in page. */
  const postForm = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    base = server.url,
  ) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: base,
        'Sec-Fetch-Site': 'same-origin',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const staffCookieOf = (res: Response) =>
    res.headers.getSetCookie().find((c) => c.startsWith('cm_staff='));
  async function signIn(base = server.url, code = server.staffCode): Promise<string> {
    const res = await postForm('/staff/sign-in', { code }, {}, base);
    expect(res.status).toBe(303);
    const cookie = staffCookieOf(res);
    if (cookie === undefined) throw new Error('no staff cookie');
    return cookie.split(';')[0] ?? '';
  }
  async function debugInfoOf(
    headers: Record<string, string>,
    path = debugSearch,
    base = server.url,
  ) {
    const res = await fetch(`${base}${path}`, { headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { searchMetadata: { debugInfo: unknown } } };
    return body.result.searchMetadata.debugInfo;
  }

  it('has a code of at least 8 characters, and the scenario attendees to give', () => {
    expect(server.staffCode.length).toBeGreaterThanOrEqual(8);
    expect(attendees?.length).toBeGreaterThan(0);
  });

  it('GET /staff/sign-in: an accessible form with a labelled code field, no script, the CSP nonce', async () => {
    const res = await get('/staff/sign-in?next=%2Fs%2Fabc%3Fdebug%3Dtrue');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Staff sign-in</h1>');
    expect(html).toContain('<label for="staff-code">Staff code</label>');
    expect(html).toContain('<input id="staff-code" name="code" type="password"');
    expect(html).toContain('<input type="hidden" name="next" value="/s/abc?debug=true">');
    expect(html).toContain(`<style nonce="${nonceOf(res)}">`);
    expect(html).not.toMatch(/<script/);
    // A next that leaves this server is not carried in the form.
    const evil = await (await get('/staff/sign-in?next=%2F%2Fevil.com')).text();
    expect(evil).not.toContain('name="next"');
    expect((await get('/staff/sign-in', { method: 'HEAD' })).status).toBe(200);
  });

  it('the right code sets the cm_staff cookie (HttpOnly, SameSite=Lax, Path=/) and goes to next', async () => {
    const res = await postForm('/staff/sign-in', {
      code: server.staffCode,
      next: `/s/${pending.hash}?debug=true`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${APP}/s/${pending.hash}?debug=true`);
    const cookie = staffCookieOf(res) ?? '';
    expect(cookie).toMatch(/^cm_staff=[A-Za-z0-9_-]{43}; /);
    expect(cookie.split('; ')).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']),
    );
    // Signed in, the page says so and offers to sign out.
    const page = await get('/staff/sign-in', { headers: { Cookie: cookie.split(';')[0] ?? '' } });
    const html = await page.text();
    expect(html).toContain('<h1>Signed in as staff</h1>');
    expect(html).toContain('action="/staff/sign-out"');
  });

  it('a wrong code: 401, the form again with the message tied to the field, no cookie', async () => {
    const res = await postForm('/staff/sign-in', {
      code: `${server.staffCode}x`,
      next: '/s/abc?debug=true',
    });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(
      /<p class="error" id="code-error" role="alert">That is not the staff code/,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('name="next" value="/s/abc?debug=true"');
    expect(html).toContain(`<style nonce="${nonceOf(res)}">`);
    const empty = await postForm('/staff/sign-in', { code: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.headers.getSetCookie()).toEqual([]);
    expect(await empty.text()).toContain('Enter the staff code.');
  });

  it('a debug search answers the attendees with the staff cookie only', async () => {
    const cookie = await signIn();
    expect(await debugInfoOf({ Cookie: cookie })).toEqual({ attendees });
    expect(await debugInfoOf({ Cookie: `lng=en; ${cookie}` })).toEqual({ attendees });
    // Without the cookie, with a wrong one, or without debug=true: a normal search.
    expect(await debugInfoOf({})).toBeNull();
    expect(await debugInfoOf({ Cookie: 'cm_staff=not-the-token' })).toBeNull();
    expect(await debugInfoOf({ Cookie: `${cookie}x` })).toBeNull();
    expect(await debugInfoOf({ Cookie: cookie }, endpoints.search(pending.hash))).toBeNull();
  });

  it('a restart signs staff out; STAFF_CODE (staffCode) chooses the code', async () => {
    const cookie = await signIn();
    const other = await startStandInServer(options({ staffCode: 'chosen-staff-code' }));
    try {
      expect(other.staffCode).toBe('chosen-staff-code');
      expect(await debugInfoOf({ Cookie: cookie }, debugSearch, other.url)).toBeNull();
      const wrong = await postForm('/staff/sign-in', { code: server.staffCode }, {}, other.url);
      expect(wrong.status).toBe(401);
      const otherCookie = await signIn(other.url, 'chosen-staff-code');
      expect(await debugInfoOf({ Cookie: otherCookie }, debugSearch, other.url)).toEqual({
        attendees,
      });
    } finally {
      await other.close();
    }
    await expect(startStandInServer(options({ staffCode: 'short' }))).rejects.toThrow(/at least 8/);
  });

  it('never redirects off this server or the app (next=//evil.com, https://evil.com, …)', async () => {
    for (const next of [
      '//evil.com',
      'https://evil.com',
      '/\\evil.com',
      '/..//evil.com',
      'javascript:alert(1)',
    ]) {
      const res = await postForm('/staff/sign-in', { code: server.staffCode, next });
      expect(res.status, next).toBe(303);
      expect(res.headers.get('location'), next).toBe(`${APP}/`);
      const out = await postForm('/staff/sign-out', { next });
      expect(out.headers.get('location'), next).toBe('/staff/sign-in');
    }
  });

  it('the forms are urlencoded from this origin only; anything else sets no cookie', async () => {
    const code = server.staffCode;
    const json = await fetch(`${server.url}/staff/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(json.status).toBe(415);
    expect(json.headers.getSetCookie()).toEqual([]);
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await postForm('/staff/sign-in', { code }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // Another site cannot sign a browser out either.
    const out = await postForm('/staff/sign-out', {}, { 'Sec-Fetch-Site': 'cross-site' });
    expect(out.status).toBe(403);
    expect(out.headers.getSetCookie()).toEqual([]);
    expect((await postForm('/staff/sign-in', { code: 'x'.repeat(5000) })).status).toBe(413);
    const getOut = await get('/staff/sign-out');
    expect(getOut.status).toBe(405);
    expect(getOut.headers.get('allow')).toBe('POST');
    expect((await get('/staff/sign-in', { method: 'PUT' })).headers.get('allow')).toBe(
      'GET, HEAD, POST',
    );
  });

  it('signing out expires the cookie and goes to the sign-in page (or next)', async () => {
    const cookie = await signIn();
    const res = await postForm('/staff/sign-out', {}, { Cookie: cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/staff/sign-in');
    expect(staffCookieOf(res)?.split('; ')).toEqual([
      'cm_staff=',
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      'Max-Age=0',
    ]);
    const back = await postForm('/staff/sign-out', { next: `/s/${pending.hash}` });
    expect(back.headers.get('location')).toBe(`/s/${pending.hash}`);
  });
});

describe('chatbot event stream', () => {
  it('arrives in pieces, as the events are produced', async () => {
    const chatbot = getScenario('chatbot');
    const started = performance.now();
    const res = await postJson(`${server.url}${endpoints.chatbotMessage()}`, {
      message: 'hello',
      hash: chatbot.hash,
      _csrf: await csrfToken(),
    });
    const headersAt = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const pieces: { text: string; at: number }[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push({
        text: decoder.decode(value, { stream: true }),
        at: performance.now() - started,
      });
    }
    const expected = pickChatScript(chatbot.chat!, 'hello', null)!.events;
    expect(expected.length).toBeGreaterThan(2);
    expect(parseEventStream(pieces.map((p) => p.text).join(''))).toEqual(expected);
    // About one piece per event (30 ms apart; a busy machine may read two at once), not one
    // buffered body.
    expect(pieces.length).toBeGreaterThanOrEqual(Math.ceil(expected.length / 2));
    const last = pieces[pieces.length - 1]!;
    expect(last.at - pieces[0]!.at).toBeGreaterThanOrEqual((expected.length - 2) * 25);
    expect(headersAt).toBeLessThan(last.at);
  });
});

describe('live-results socket', () => {
  it("streams the scenario's batches, then done and a normal close", async () => {
    const script = socketScriptFor(getScenario('pending'))!;
    const sent = script.steps.flatMap((s) => (isCloseStep(s) ? [] : [s.data]));
    const run = await runSocket(socketQuery('pending'));
    expect(run.messages).toEqual(sent);
    expect(run.messages.map((m) => (JSON.parse(m) as { type: string }).type)).toEqual([
      'results',
      'results',
      'results',
      'results',
      'results',
      'done',
    ]);
    expect(run.code).toBe(1000);
    // Negotiated as a browser offers it (issue 14): the batches travel deflated.
    expect(run.extensions).toMatch(/^permessage-deflate/);
  });

  it("plays a dropping scenario's close code", async () => {
    const run = await runSocket(socketQuery('socket-drop'));
    expect(run.messages).toHaveLength(2);
    expect(run.code).toBe(1011);
  });

  it('closes malformed ids with 1008', async () => {
    const missing = await runSocket('?sessionId=sess_1');
    expect(missing).toMatchObject({ messages: [], code: CLOSE_MALFORMED });
    expect(missing.reason).toMatch(/malformed correlationId/);
    const bad = await runSocket(socketQuery('pending', { sessionId: '../etc<script>' }));
    expect(bad).toMatchObject({
      code: CLOSE_MALFORMED,
      reason: expect.stringMatching(/sessionId/),
    });
  });

  it('closes unknown ids with 4404, and a search without live results with 4409', async () => {
    const unknown = await runSocket(socketQuery('pending', { sessionId: 'sess_000000000000' }));
    expect(unknown).toMatchObject({ messages: [], code: CLOSE_UNKNOWN_SESSION });
    expect(unknown.reason).toMatch(/unknown search session/);
    const mismatch = await runSocket(socketQuery('pending', { correlationId: 'abc-123' }));
    expect(mismatch.code).toBe(CLOSE_UNKNOWN_SESSION);
    const superday = await runSocket(socketQuery('superday'));
    expect(superday).toMatchObject({ messages: [], code: CLOSE_NO_LIVE_RESULTS });
  });

  it('refuses an upgrade on another path', async () => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws/other`);
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
      });
      ws.on('error', () => {
        resolve(-1);
      });
    });
    expect(status).toBe(404);
  });
});

describe('translations', () => {
  it('serves the real files of locales/', async () => {
    for (const [lng, ns] of [
      ['de', 'intro'],
      ['en', 'general'],
      ['ja', 'pickDays'],
    ] as const) {
      const res = await get(`/locales/${lng}/${ns}.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual(
        JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')),
      );
    }
    expect((await get('/locales/xx/intro.json')).status).toBe(404);
    expect((await get('/locales/..%2F..%2Fpackage/x.json')).status).toBe(404);
  });

  it('writes missing keys to reports/missing-translations.json, merged per lng and ns', async () => {
    const dir = join(tmp, 'reports-merge');
    const s = await startStandInServer(options({ reportsDir: dir, dev: true }));
    try {
      const add = (lng: string, ns: string, body: unknown) =>
        postJson(`${s.url}/locales/add/${lng}/${ns}`, body);
      expect((await add('de', 'intro', { newKey: 'New key' })).status).toBe(200);
      expect((await add('de', 'intro', { another: 'Another', newKey: 'New key' })).status).toBe(
        200,
      );
      expect((await add('fr', 'general', { hello: 'Hello' })).status).toBe(200);
      expect((await add('de', 'intro', ['not', 'an', 'object'])).status).toBe(400);
      expect((await add('__proto__', 'intro', { x: 'y' })).status).toBe(404);
      const report = JSON.parse(readFileSync(join(dir, 'missing-translations.json'), 'utf8'));
      expect(report).toEqual({
        de: { intro: { another: 'Another', newKey: 'New key' } },
        fr: { general: { hello: 'Hello' } },
      });
    } finally {
      await s.close();
    }
    // Kept across restarts: a later run adds to the same report.
    const again = await startStandInServer(options({ reportsDir: dir, dev: true }));
    try {
      await postJson(`${again.url}/locales/add/de/booking`, { later: 'Later' });
      const report = JSON.parse(readFileSync(join(dir, 'missing-translations.json'), 'utf8')) as {
        de: Record<string, unknown>;
      };
      expect(Object.keys(report.de)).toEqual(['booking', 'intro']);
    } finally {
      await again.close();
    }
  });
});

describe('POST /locales/add: only in development, only the app itself, and only so much', () => {
  const post = (url: string, body: string, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', headers, body });

  it('is refused (403) unless the server runs in development mode, and writes nothing', async () => {
    const dir = join(tmp, 'reports-production');
    const s = await startStandInServer(options({ reportsDir: dir }));
    try {
      const res = await post(`${s.url}/locales/add/de/intro`, JSON.stringify({ key: 'Text' }), {
        'Content-Type': 'application/json',
        Origin: s.url,
        'Sec-Fetch-Site': 'same-origin',
      });
      expect(res.status).toBe(403);
      expect(existsSync(join(dir, 'missing-translations.json'))).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('refuses a non-JSON body, another site and another origin, and writes nothing', async () => {
    const dir = join(tmp, 'reports-guard');
    const s = await startStandInServer(options({ reportsDir: dir, dev: true }));
    try {
      const url = `${s.url}/locales/add/de/intro`;
      const body = JSON.stringify({ key: 'Text' });
      const json = { 'Content-Type': 'application/json' };
      expect((await post(url, body, { 'Content-Type': 'text/plain' })).status).toBe(415);
      expect((await post(url, body, { ...json, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
      expect((await post(url, body, { ...json, Origin: 'https://evil.example' })).status).toBe(403);
      expect((await post(url, body, { ...json, Origin: 'null' })).status).toBe(403);
      expect(existsSync(join(dir, 'missing-translations.json'))).toBe(false);
      // The app's own request: same origin, JSON.
      const own = await post(url, body, {
        ...json,
        Origin: s.url,
        'Sec-Fetch-Site': 'same-origin',
      });
      expect(own.status).toBe(200);
      expect(existsSync(join(dir, 'missing-translations.json'))).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('bounds one request (64 KB) and the report file (its limit), then answers 507', async () => {
    const dir = join(tmp, 'reports-bound');
    const limit = 8 * 1024;
    const s = await startStandInServer(
      options({ reportsDir: dir, missingReportLimitBytes: limit, dev: true }),
    );
    try {
      const url = `${s.url}/locales/add/de/intro`;
      const big = { key: 'x'.repeat(70 * 1024) };
      expect((await postJson(url, big)).status).toBe(413);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        statuses.push((await postJson(url, { [`key${i}`]: 'y'.repeat(400) })).status);
      }
      expect(statuses).toContain(200);
      expect(statuses.at(-1)).toBe(507);
      expect(statSync(join(dir, 'missing-translations.json')).size).toBeLessThanOrEqual(limit);
    } finally {
      await s.close();
    }
  });
});

describe('access log', () => {
  it('never prints a link hash or a query value, and API answers are not cached', async () => {
    const lines: string[] = [];
    const logged = await startStandInServer(options({ log: (line) => lines.push(line) }));
    try {
      const hash = hashOf('pending');
      const intro = await fetch(`${logged.url}${endpoints.intro(hash)}?lng=de`);
      expect(intro.headers.get('cache-control')).toBe('no-store');
      await expect.poll(() => lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.join('\n')).not.toContain(hash);
      expect(lines.join('\n')).not.toContain('lng=de');
      expect(lines.some((line) => line.startsWith('GET /v2/meet/get_intro/:id?lng=… '))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});

describe('security headers', () => {
  it('are on every response: pages, API, images, errors', async () => {
    for (const path of [
      '/',
      '/s/abc',
      endpoints.refresh(),
      '/v2/meet/no-such-call',
      '/fixtures/backgrounds/office-1.jpg',
      '/locales/en/intro.json',
      '/staff/sign-in',
    ]) {
      const res = await get(path, { redirect: 'manual' });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='(;|$)/);
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('its own HTML pages carry a fresh nonce per response, in the policy and their <style>', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/', STAFF_SIGN_IN]) {
      const res = await get(path);
      const nonce = nonceOf(res);
      nonces.add(nonce);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const html = await res.text();
      expect(html, path).toContain(`<meta property="csp-nonce" content="${nonce}"></head>`);
      expect(html, path).toMatch(new RegExp(`<style nonce="${nonce.replace(/[+/]/g, '\\$&')}">`));
    }
    expect(nonces.size).toBe(3);
  });
});

describe('the app is on another origin (issue 37)', () => {
  it('sends a page of the app opened here to the app origin, query kept', async () => {
    const res = await get(`/s/${hashOf('pending')}?lng=de`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${APP}/s/${hashOf('pending')}?lng=de`);
    expect((await get('/anything/else', { redirect: 'manual' })).headers.get('location')).toBe(
      `${APP}/anything/else`,
    );
    const s = await startStandInServer(options({ appOrigins: [] }));
    try {
      const alone = await fetch(`${s.url}/s/abc`, { redirect: 'manual' });
      expect(alone.status).toBe(404);
      expect(await alone.text()).toContain('front server');
    } finally {
      await s.close();
    }
  });

  it('answers the app origin with CORS, credentials included; another origin gets none', async () => {
    const path = endpoints.intro(hashOf('pending'));
    const own = await get(path, { headers: { Origin: APP } });
    expect(own.headers.get('access-control-allow-origin')).toBe(APP);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    expect(own.headers.get('vary')).toContain('Origin');
    const other = await get(path, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers the preflight of what the app sends, for the app origin only', async () => {
    const path = endpoints.confirmCandidateAvailability(hashOf('pending'));
    const preflight = (origin: string, headers = 'content-type, useragent, idempotency-key') =>
      get(path, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': headers,
        },
      });
    const ok = await preflight(APP);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')).toBe(ALLOWED_REQUEST_HEADERS.join(', '));
    expect(ok.headers.get('access-control-max-age')).toBe('600');
    expect((await preflight('https://evil.example')).status).toBe(403);
    expect((await preflight(APP, 'x-secret')).status).toBe(403);
  });

  it('takes writes and the socket from the app origin (another site is still refused)', async () => {
    const token = await csrfToken();
    const url = `${server.url}${endpoints.trackRequestAvailability(hashOf('pending'))}`;
    const write = (origin: string) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: origin,
          'Sec-Fetch-Site': 'same-site',
        },
        body: JSON.stringify({ currentAction: 'cors', _csrf: token }),
      });
    expect((await write(APP)).status).toBe(200);
    expect((await write('https://evil.example')).status).toBe(403);
    const opened = await new Promise<number>((resolve) => {
      const ws = new WebSocket(
        `${server.url.replace(/^http/, 'ws')}/ws/results${socketQuery('pending')}`,
        { origin: APP },
      );
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
      });
    });
    expect(opened).toBe(101);
  });

  it('after the staff sign-in, goes back to the page asked for, in the app', async () => {
    const next = `/s/${hashOf('pending')}?debug=true`;
    const res = await get(STAFF_SIGN_IN, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: server.staffCode, next }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${APP}${next}`);
  });
});
