import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createHttpClient } from '../../src/api/http';
import { getResponse } from 'msw';
import { createHandlers, getScenario, isReplyOk } from '../../fixtures';
import { settleEarlyRequests, startEarlyRequests } from './early-requests';
import { matchRoute } from './routes';
import {
  answeredFetch,
  CLOCK_TOLERANCE_MS,
  parseServerState,
  sameClock,
  type ServerRenderState,
  serializeServerState,
} from './server-state';

const hosts = { main: '', highVolume: '', superday: '', chatbot: '' } as never;

const state = (over: Partial<ServerRenderState> = {}): ServerRenderState => ({
  path: '/s/abc',
  language: 'de',
  intro: { status: 200, body: '{"status":"success","result":{}}' },
  resources: { de: { general: { hello: 'Hallo' } } },
  ...over,
});

describe('serializeServerState / parseServerState', () => {
  it('writes JSON that cannot close its <script> element or open markup, and reads it back', () => {
    const hostile = state({
      intro: { status: 200, body: '</script><script>alert(1)</script>&\u2028' },
    });
    const text = serializeServerState(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(parseServerState(text, '/s/abc')).toEqual(hostile);
  });

  it("is another page's state, malformed or missing: none", () => {
    const text = serializeServerState(state());
    expect(parseServerState(text, '/s/other')).toBeNull();
    expect(parseServerState('{"path":"/s/abc"', '/s/abc')).toBeNull();
    expect(parseServerState(null, '/s/abc')).toBeNull();
    const noIntro = JSON.stringify({ ...state(), intro: { status: '200', body: '' } });
    expect(parseServerState(noIntro, '/s/abc')).toBeNull();
    const noLanguage = JSON.stringify({ ...state(), language: 7 });
    expect(parseServerState(noLanguage, '/s/abc')).toBeNull();
  });
});

describe("sameClock: a screen that reads the clock is hydrated only at the server's clock", () => {
  const drawn = state({ renderedAt: 1_000_000 });
  it('is the same within the tolerance either way, not beyond it, and never without a time', () => {
    expect(sameClock(drawn, 1_000_000 + CLOCK_TOLERANCE_MS)).toBe(true);
    expect(sameClock(drawn, 1_000_000 - CLOCK_TOLERANCE_MS)).toBe(true);
    expect(sameClock(drawn, 1_000_001 + CLOCK_TOLERANCE_MS)).toBe(false);
    expect(sameClock(state(), 1_000_000)).toBe(false);
  });
  it('travels in the page, and a time that is not a number makes the state unreadable', () => {
    expect(parseServerState(serializeServerState(drawn), '/s/abc')?.renderedAt).toBe(1_000_000);
    const text = serializeServerState(drawn).replace('1000000', '"soon"');
    expect(parseServerState(text, '/s/abc')).toBeNull();
  });
});

describe('early requests from a recorded intro answer (a server-rendered page)', () => {
  const unused = createHttpClient({
    hosts,
    fetch: () => Promise.reject(new Error('the network must not be used')),
  });
  const { handlers } = createHandlers();

  /** The stand-in API's answer to the link's intro call, as the server records it. */
  async function recorded(hash: string) {
    const response = await getResponse(
      handlers,
      new Request(`http://stand-in.local/v2/meet/get_intro/${hash}`),
    );
    if (!response) throw new Error('no answer');
    return { status: response.status, body: await response.text() };
  }

  async function settled(scenario: string) {
    const { hash } = getScenario(scenario);
    const intro = await recorded(hash);
    return settleEarlyRequests(
      startEarlyRequests(matchRoute(`/s/${hash}`), unused, { hosts, intro }),
    );
  }

  it('reads a 200 through the HTTP client: the same validated intro, settled before render', async () => {
    const early = await settled('pending');
    const answer = early.introAnswer;
    const { intro } = getScenario('pending');
    if (!isReplyOk(intro)) throw new Error('the pending scenario has an intro');
    expect(answer && 'intro' in answer ? answer.intro : answer).toEqual(intro.result);
  });

  it('reads a failing answer as the same ApiError the network gives (no retry, no network)', async () => {
    const early = await settled('expired');
    const answer = early.introAnswer;
    const error = answer && 'error' in answer ? answer.error : null;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).gtErrorName).toMatch(/EXPIRED/);
  });

  it('answers every request from the recording', async () => {
    const fetch = answeredFetch({ status: 404, body: '{"a":1}' });
    const response = await fetch('/anything');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ a: 1 });
  });

  it('leaves other routes alone', async () => {
    const early = await settleEarlyRequests(startEarlyRequests(matchRoute('/l/x'), unused));
    expect(early).toEqual({ intro: null });
  });
});
