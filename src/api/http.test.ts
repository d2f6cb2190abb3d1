import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  CsrfError,
  HttpError,
  NetworkError,
  TimeoutError,
  ValidationError,
  isAbortError,
  toTypedError,
} from './errors';
import { buildUrl, createHttpClient, DEFAULT_RETRY, DEFAULT_TIMEOUT_MS } from './http';
import {
  CSRF,
  HOSTS,
  USER_AGENT,
  fail,
  makeClient,
  memoryStorage,
  ok,
  refreshHandler,
  setupApiTestServer,
} from './test-helpers';

const { server, log, newClient } = setupApiTestServer();

const Thing = v.object({ n: v.number() });
const getThing = (client: ReturnType<typeof makeClient>['client'], signal?: AbortSignal) =>
  client.get({
    call: 'test.thing',
    host: 'main',
    path: '/thing',
    schema: Thing,
    ...(signal ? { signal } : {}),
  });

describe('buildUrl', () => {
  it('joins host, path and query, leaving out null and undefined values', () => {
    expect(buildUrl('https://a.test/', '/p', { a: 'x y', b: null, c: undefined, d: 2 })).toBe(
      'https://a.test/p?a=x+y&d=2',
    );
    expect(buildUrl('', '/p')).toBe('/p');
  });
});

describe('headers and credentials', () => {
  it('sends the UserAgent header from storage on every JSON call', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => ok({ n: 1 })));
    const { client } = makeClient();
    await getThing(client);
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
    expect(log[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends no UserAgent header when storage has no value, and reads it on every call', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => ok({ n: 1 })));
    const values: Record<string, string> = {};
    const { client } = makeClient({ storage: memoryStorage(values) });
    await getThing(client);
    expect(log[0]?.headers.has('UserAgent')).toBe(false);
    values.userAgent = 'later';
    await getThing(client);
    expect(log[1]?.headers.get('UserAgent')).toBe('later');
  });

  it("passes credentials: 'include', the method and an abort signal to fetch", async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ status: 'success', result: { n: 1 } })),
    );
    const { client } = makeClient({ fetch: fetchSpy });
    await getThing(client);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`${HOSTS.main}/thing`);
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('uses the host named by the call', async () => {
    server.use(http.get(`${HOSTS.superday}/thing`, () => ok({ n: 2 })));
    const { client } = makeClient();
    const res = await client.get({
      call: 'test',
      host: 'superday',
      path: '/thing',
      schema: Thing,
    });
    expect(res).toEqual({ n: 2 });
  });
});

describe('envelope parsing', () => {
  it('returns the validated result of a success envelope (unknown keys dropped)', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => ok({ n: 3, extra: true })));
    await expect(getThing(newClient())).resolves.toEqual({ n: 3 });
  });

  it('turns a result that does not match the schema into a ValidationError naming the call', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => ok({ n: 'three' })));
    const err = await getThing(newClient()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err).toMatchObject({ kind: 'validation', call: 'test.thing' });
    expect((err as ValidationError).issues).toContain('result.n');
  });

  it('turns a body that is not JSON into a ValidationError', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => HttpResponse.text('<html>oops</html>')));
    await expect(getThing(newClient())).rejects.toMatchObject({
      kind: 'validation',
      issues: 'body is not JSON',
    });
  });

  it('turns JSON that is not an envelope into a ValidationError', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => HttpResponse.json({ n: 1 })));
    await expect(getThing(newClient())).rejects.toBeInstanceOf(ValidationError);
    server.use(http.get(`${HOSTS.main}/thing`, () => HttpResponse.json([1, 2])));
    await expect(getThing(newClient())).rejects.toBeInstanceOf(ValidationError);
  });

  it('turns an error envelope of a 200 into an ApiError without retrying', async () => {
    server.use(
      http.get(`${HOSTS.main}/thing`, () =>
        fail({ gtErrorName: 'EXPIRED_INTERVIEW', code: 40017, message: 'Expired' }),
      ),
    );
    const { client, sleeps } = makeClient();
    const err = await getThing(client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      kind: 'api',
      gtErrorName: 'EXPIRED_INTERVIEW',
      code: 40017,
      message: 'Expired',
      httpStatus: 200,
    });
    expect(toTypedError(err)).toEqual({ code: 'EXPIRED_INTERVIEW', message: 'Expired' });
    expect(log).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('reads a numeric code sent as a string, and falls back to the name as message', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => fail({ gtErrorName: 'X', code: '50079' })));
    await expect(getThing(newClient())).rejects.toMatchObject({
      code: 50079,
      gtErrorName: 'X',
      message: 'X',
    });
  });
});

describe('GET retries (1 initial attempt + up to 3 retries, 1 s apart)', () => {
  it('default policy is 3 retries 1000 ms apart', () => {
    expect(DEFAULT_RETRY).toEqual({ attempts: 3, delayMs: 1000 });
  });

  it('retries a network error 3 times, 1 s apart, then throws NetworkError', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => HttpResponse.error()));
    const { client, sleeps } = makeClient();
    const err = await getThing(client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(log).toHaveLength(4);
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('retries a 404 and succeeds when a later attempt succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${HOSTS.main}/thing`, () => {
        calls += 1;
        return calls < 3 ? new HttpResponse(null, { status: 404 }) : ok({ n: 7 });
      }),
    );
    const { client, sleeps } = makeClient();
    await expect(getThing(client)).resolves.toEqual({ n: 7 });
    expect(calls).toBe(3);
    expect(sleeps).toEqual([1000, 1000]);
  });

  it('gives up after 3 retries of a bare 404 (HttpError); an enveloped 404 stops at once (ApiError)', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => new HttpResponse('nope', { status: 404 })));
    const first = makeClient();
    const err = await getThing(first.client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ kind: 'http', httpStatus: 404 });
    expect(toTypedError(err).code).toBe('HTTP_404');
    expect(log).toHaveLength(4);

    log.length = 0;
    server.use(
      http.get(`${HOSTS.main}/thing`, () =>
        fail({ gtErrorName: 'INTERVIEW_NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
    );
    const second = makeClient();
    await expect(getThing(second.client)).rejects.toMatchObject({
      kind: 'api',
      gtErrorName: 'INTERVIEW_NOT_FOUND',
      httpStatus: 404,
    });
    expect(log).toHaveLength(1);
    expect(second.sleeps).toEqual([]);
  });

  it.each([500, 503])('stops at once on HTTP %i', async (status) => {
    server.use(http.get(`${HOSTS.main}/thing`, () => new HttpResponse(null, { status })));
    const { client, sleeps } = makeClient();
    await expect(getThing(client)).rejects.toMatchObject({ kind: 'http', httpStatus: status });
    expect(log).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('stops at once on a 5xx error envelope after earlier 4xx retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${HOSTS.main}/thing`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 429 })
          : fail({ code: 49999, message: 'Internal' }, { status: 500 });
      }),
    );
    const { client, sleeps } = makeClient();
    await expect(getThing(client)).rejects.toMatchObject({ kind: 'api', code: 49999 });
    expect(calls).toBe(2);
    expect(sleeps).toEqual([1000]);
  });

  it('waits 1 s between attempts with the default (setTimeout) sleep under fake timers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    const fetchImpl: typeof fetch = () => {
      calls += 1;
      return Promise.reject(new TypeError('fetch failed'));
    };
    const client = createHttpClient({ hosts: HOSTS, fetch: fetchImpl, storage: null });
    const result = getThing(client).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(4);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(4);
    expect(await result).toBeInstanceOf(NetworkError);
  });

  it('does not retry writes (neither network errors nor 4xx)', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/write`, () => HttpResponse.error()),
      http.put(`${HOSTS.main}/write`, () => new HttpResponse(null, { status: 404 })),
    );
    const { client, sleeps } = makeClient();
    const spec = {
      call: 'test.write',
      host: 'main',
      path: '/write',
      body: {},
      schema: null,
    } as const;
    await expect(client.post(spec)).rejects.toBeInstanceOf(NetworkError);
    await expect(client.put(spec)).rejects.toMatchObject({ kind: 'http', httpStatus: 404 });
    expect(log.filter((r) => r.url.pathname === '/write')).toHaveLength(2);
    expect(sleeps).toEqual([]);
  });
});

describe('CSRF on writes', () => {
  it('fetches a fresh token before each write and sends it as _csrf in the JSON body', async () => {
    let n = 0;
    server.use(
      http.get(`${HOSTS.main}/refresh`, () => {
        n += 1;
        return HttpResponse.json({ csrfToken: `tok-${n}` });
      }),
      http.post(`${HOSTS.superday}/write`, () => ok({})),
    );
    const { client } = makeClient();
    const spec = {
      call: 'test.write',
      host: 'superday',
      path: '/write',
      body: { a: 1 },
      schema: null,
    } as const;
    await client.post(spec);
    await client.post(spec);
    const writes = log.filter((r) => r.method === 'POST');
    expect(await writes[0]?.body).toEqual({ a: 1, _csrf: 'tok-1' });
    expect(await writes[1]?.body).toEqual({ a: 1, _csrf: 'tok-2' });
    expect(writes[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(writes[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
    expect(log.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /refresh',
      'POST /write',
      'GET /refresh',
      'POST /write',
    ]);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a body without csrfToken', () => HttpResponse.json({ token: 'x' })],
  ])('throws CsrfError and does not send the write when refresh fails with %s', async (_, res) => {
    server.use(http.get(`${HOSTS.main}/refresh`, res));
    const { client } = makeClient();
    const err = await client
      .post({ call: 'test.write', host: 'main', path: '/write', body: {}, schema: null })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CsrfError);
    expect(err).toMatchObject({ kind: 'csrf', message: 'Error getting the refresh token' });
    expect(toTypedError(err)).toEqual({
      code: 'CSRF_ERROR',
      message: 'Error getting the refresh token',
    });
    expect(log.some((r) => r.method === 'POST')).toBe(false);
  });

  it('accepts an empty or non-envelope body when the response is not used, but not an error envelope', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/empty`, () => new HttpResponse(null, { status: 204 })),
      http.post(`${HOSTS.main}/other`, () => HttpResponse.json({ whatever: true })),
      http.post(`${HOSTS.main}/err`, () => fail({ gtErrorName: 'BAD' })),
    );
    const { client } = makeClient();
    const spec = (path: string) =>
      ({ call: 'w', host: 'main', path, body: {}, schema: null }) as const;
    await expect(client.post(spec('/empty'))).resolves.toBeUndefined();
    await expect(client.post(spec('/other'))).resolves.toBeUndefined();
    await expect(client.post(spec('/err'))).rejects.toMatchObject({ gtErrorName: 'BAD' });
  });

  it('getCsrfToken returns the token', async () => {
    server.use(refreshHandler());
    await expect(newClient().getCsrfToken()).resolves.toBe(CSRF);
  });
});

describe('abort and timeout', () => {
  it('rejects with the AbortError of an already aborted signal without a request', async () => {
    const controller = new AbortController();
    controller.abort();
    const err = await getThing(newClient(), controller.signal).catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
    expect(log).toHaveLength(0);
  });

  it('stops retrying when aborted during the pause between attempts', async () => {
    server.use(http.get(`${HOSTS.main}/thing`, () => HttpResponse.error()));
    const controller = new AbortController();
    const { client } = makeClient({
      sleep: () => {
        controller.abort();
        return new Promise<void>(() => undefined);
      },
    });
    const err = await getThing(client, controller.signal).catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
    expect(log).toHaveLength(1);
  });

  it('rejects with the abort reason when aborted in flight', async () => {
    const controller = new AbortController();
    const fetchImpl: typeof fetch = (_url, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const { client } = makeClient({ fetch: fetchImpl });
    const p = getThing(client, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await p)).toBe(true);
  });

  it('throws TimeoutError when an attempt exceeds timeoutMs (after the retries)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    const fetchImpl: typeof fetch = (_url, init) =>
      new Promise((_, reject) => {
        calls += 1;
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const { client, sleeps } = makeClient({ fetch: fetchImpl, timeoutMs: 5000 });
    const p = getThing(client).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000 * 4);
    const err = await p;
    expect(err).toBeInstanceOf(TimeoutError);
    expect(toTypedError(err).code).toBe('TIMEOUT');
    expect(calls).toBe(4);
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('limits each attempt to DEFAULT_TIMEOUT_MS (15 s) unless told otherwise; null turns it off', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hang: typeof fetch = (_url, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const byDefault = makeClient({ fetch: hang, retry: { attempts: 0, delayMs: 0 } });
    const p = byDefault.client.post({
      call: 'test.write',
      host: 'main',
      path: '/write',
      body: {},
      schema: null,
    });
    const outcome = p.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // The refresh call (the write's first step) timed out: a CSRF error wrapping the timeout.
    expect(await outcome).toBeInstanceOf(CsrfError);

    let calls = 0;
    const counting: typeof fetch = (url, init) => {
      calls += 1;
      return hang(url, init);
    };
    const off = makeClient({ fetch: counting, timeoutMs: null });
    const never = getThing(off.client).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toBe(1);
    void never;
  });
});
