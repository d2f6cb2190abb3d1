import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './errors';
import { createHttpClient, type HttpClient, PREFETCH_KEPT_MS } from './http';
import { HOSTS, memoryStorage } from './test-helpers';

const Thing = v.object({ n: v.number() });
const envelope = (n: number) =>
  new Response(JSON.stringify({ status: 'success', result: { n } }), { status: 200 });

/** A client over a fetch that answers each call with the next of `answers`, counting calls. */
function clientOver(answers: (() => Promise<Response>)[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    const next = answers.shift();
    return next ? next() : Promise.reject(new TypeError('no answer left'));
  });
  const client = createHttpClient({
    hosts: HOSTS,
    fetch: fetch,
    storage: memoryStorage({ userAgent: 'ua-1' }),
    sleep: () => Promise.resolve(),
  });
  return { client, calls };
}

const getThing = (c: HttpClient, path = '/thing') =>
  c.get({ call: 'test.thing', host: 'main', path, query: { a: 1 }, schema: Thing });

afterEach(() => {
  vi.useRealTimers();
});

describe('HttpClient.prefetch: a first read started early, answered to the screen that asks', () => {
  it('starts the GET at once and answers the later GET of the same URL from it: one request', async () => {
    const { client, calls } = clientOver([() => Promise.resolve(envelope(7))]);
    client.prefetch((c) => getThing(c));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${HOSTS.main}/thing?a=1`);
    // As the call itself would send it: credentials and the UserAgent header.
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(new Headers(calls[0]?.init?.headers).get('UserAgent')).toBe('ua-1');
    await expect(getThing(client)).resolves.toEqual({ n: 7 });
    expect(calls).toHaveLength(1);
  });

  it('uses a prefetched answer once: the next GET of the URL asks again', async () => {
    const { client, calls } = clientOver([
      () => Promise.resolve(envelope(1)),
      () => Promise.resolve(envelope(2)),
    ]);
    client.prefetch((c) => getThing(c));
    await expect(getThing(client)).resolves.toEqual({ n: 1 });
    await expect(getThing(client)).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('does not answer another URL from it', async () => {
    const { client, calls } = clientOver([
      () => Promise.resolve(envelope(1)),
      () => Promise.resolve(envelope(2)),
    ]);
    client.prefetch((c) => getThing(c, '/one'));
    await expect(getThing(client, '/two')).resolves.toEqual({ n: 2 });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/one', '/two']);
  });

  it('validates the prefetched answer when the screen asks, as any answer', async () => {
    const { client } = clientOver([
      () =>
        Promise.resolve(
          new Response(JSON.stringify({ status: 'success', result: { n: 'x' } }), { status: 200 }),
        ),
    ]);
    client.prefetch((c) => getThing(c));
    await expect(getThing(client)).rejects.toThrow(/result/);
  });

  it('falls back to a fresh attempt, with the retries, when the early request failed', async () => {
    const { client, calls } = clientOver([
      () => Promise.reject(new TypeError('offline')),
      () => Promise.reject(new TypeError('still offline')),
      () => Promise.resolve(envelope(3)),
    ]);
    client.prefetch((c) => getThing(c));
    await expect(getThing(client)).resolves.toEqual({ n: 3 });
    expect(calls).toHaveLength(3);
  });

  it('records GETs only: a write in the reads is neither sent nor answered', async () => {
    const { client, calls } = clientOver([]);
    client.prefetch((c) =>
      c.post({ call: 'test.write', host: 'main', path: '/w', body: {}, schema: null }),
    );
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    // The later GET finds nothing prefetched: its own request, which fails here.
    await expect(getThing(client)).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(4);
  });

  it(`drops an answer nobody asked for after ${String(PREFETCH_KEPT_MS)} ms`, async () => {
    vi.useFakeTimers();
    const { client, calls } = clientOver([
      () => Promise.resolve(envelope(1)),
      () => Promise.resolve(envelope(2)),
    ]);
    client.prefetch((c) => getThing(c));
    await vi.advanceTimersByTimeAsync(PREFETCH_KEPT_MS);
    await expect(getThing(client)).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });
});
