import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from './errors';
import type { LiveResultsOptions } from './live-results-socket';
import { IDLE_CLOSE_CODE, liveResultsUrl, SOCKET_IDLE_LIMIT_MS } from './live-results-socket';
import { recordLiveResults, resultOption, setupWebSocketTestServer } from './test-helpers';

const wss = setupWebSocketTestServer();
const connections = () => wss.connections;

const metadata = () => ({
  wsEndpoint: `${wss.origin}/v2/meet/results?region=eu`,
  correlationId: 'corr 1',
  sessionId: 'sess-1',
});

const connect = (extra: Partial<LiveResultsOptions> = {}) => recordLiveResults(metadata(), extra);

/** The server side of the first connection, once the client is open. */
async function serverSide(open: Promise<void>) {
  await open;
  const c = connections()[0];
  if (!c) throw new Error('no connection');
  return c.socket;
}

const results = (batch: number, ...hashes: string[]) =>
  JSON.stringify({ type: 'results', batch, results: hashes.map((h) => resultOption(h)) });

describe('liveResultsUrl', () => {
  it('adds correlationId and sessionId, keeps other params and turns http(s) into ws(s)', () => {
    expect(
      liveResultsUrl({
        wsEndpoint: 'https://rt.test/ws?x=1&sessionId=old',
        correlationId: 'c/1',
        sessionId: 's',
      }),
    ).toBe('wss://rt.test/ws?x=1&sessionId=s&correlationId=c%2F1');
    expect(
      liveResultsUrl({ wsEndpoint: 'http://rt.test/ws', correlationId: 'c', sessionId: 's' }),
    ).toBe('ws://rt.test/ws?correlationId=c&sessionId=s');
  });

  it('resolves a relative endpoint against baseUrl, and rejects it without one', () => {
    const m = { wsEndpoint: '/ws', correlationId: 'c', sessionId: 's' };
    expect(liveResultsUrl(m, 'https://app.test')).toBe(
      'wss://app.test/ws?correlationId=c&sessionId=s',
    );
    expect(() => liveResultsUrl(m)).toThrow(ValidationError);
  });
});

describe('connectLiveResults against a real ws server', () => {
  it('connects with correlationId and sessionId as query parameters (keeping existing ones)', async () => {
    const { conn, open } = connect();
    await open;
    const url = connections()[0]!.url;
    expect(url.pathname).toBe('/v2/meet/results');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      region: 'eu',
      correlationId: 'corr 1',
      sessionId: 'sess-1',
    });
    conn.close();
  });

  it('delivers batches in batch order, holding an early batch and ignoring duplicates', async () => {
    const { rec, open, closed } = connect();
    const server = await serverSide(open);
    server.send(results(2, 'b1'));
    server.send(results(1, 'a1', 'a2'));
    server.send(results(1, 'dup'));
    server.send(results(4, 'd1'));
    server.send(results(3, 'c1'));
    server.send(results(4, 'dup'));
    server.send(JSON.stringify({ type: 'done', total: 5 }));
    server.close(1000, 'search complete');
    await closed;
    expect(rec.batches).toEqual([
      { batchNo: 1, hashes: ['a1', 'a2'] },
      { batchNo: 2, hashes: ['b1'] },
      { batchNo: 3, hashes: ['c1'] },
      { batchNo: 4, hashes: ['d1'] },
    ]);
    expect(rec.done).toEqual([5]);
    expect(rec.malformed).toEqual([]);
    expect(rec.closes).toEqual([
      { code: 1000, reason: 'search complete', wasClean: true, expected: true },
    ]);
  });

  it('validates a large batch in slices over several tasks, still in order, all before done and the close', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    try {
      const log: string[] = [];
      // One result a task: the 40 of batch 1 take 40 tasks.
      const { rec, open, closed } = connect({ validationSliceMs: 0 });
      const recordDone = rec.done.push.bind(rec.done);
      rec.done.push = (...totals: number[]) => {
        log.push(`done after ${String(rec.batches.length)} batches`);
        return recordDone(...totals);
      };
      const server = await serverSide(open);
      const many = Array.from({ length: 40 }, (_, i) => `m${String(i)}`);
      server.send(results(1, ...many));
      server.send(results(2, 'after'));
      await vi.waitFor(() => {
        expect(rec.batches).toHaveLength(2);
      });
      server.send(JSON.stringify({ type: 'done', total: 41 }));
      server.close(1000, 'search complete');
      await closed;
      expect(rec.batches).toEqual([
        { batchNo: 1, hashes: many },
        { batchNo: 2, hashes: ['after'] },
      ]);
      expect(log).toEqual(['done after 2 batches']);
      expect([...rec.done]).toEqual([41]);
      expect(rec.closes).toHaveLength(1);
      const slices = timeout.mock.calls.filter(([, delay]) => delay === 0).length;
      expect(slices).toBeGreaterThanOrEqual(39);
    } finally {
      timeout.mockRestore();
    }
  });

  it('reports and skips malformed frames and invalid results, delivering the valid ones', async () => {
    const { rec, open, closed } = connect();
    const server = await serverSide(open);
    server.send('not json');
    server.send(JSON.stringify({ type: 'results', batch: 'zero', results: [] }));
    server.send(JSON.stringify({ hello: 'world' }));
    server.send(JSON.stringify([1, 2, 3]));
    server.send(
      JSON.stringify({
        type: 'results',
        batch: 1,
        results: [
          resultOption('good-1'),
          { ...resultOption('bad-score'), score: [1, 2, 3] },
          { hash: 'bad-shape' },
          resultOption('good-2'),
        ],
      }),
    );
    server.send(Buffer.from(results(2, 'binary-ok')));
    server.send(JSON.stringify({ type: 'done', total: 3 }));
    server.send(results(3, 'late'));
    server.close(1000, 'bye');
    await closed;
    expect(rec.batches).toEqual([
      { batchNo: 1, hashes: ['good-1', 'good-2'] },
      { batchNo: 2, hashes: ['binary-ok'] },
    ]);
    expect(rec.malformed.map((m) => m.reason.split(':')[0])).toEqual([
      'frame is not JSON',
      'frame is not a socket message',
      'frame is not a socket message',
      'frame is not a socket message',
      'batch 1 result 1',
      'batch 1 result 2',
      'frame after done ignored',
    ]);
    expect(rec.malformed[0]?.raw).toBe('not json');
    expect(rec.malformed[4]?.raw).toMatchObject({ hash: 'bad-score' });
    expect(rec.malformed[4]?.reason).toContain('score');
  });

  it('delivers a never-seen batch numbered below the first (0) at once instead of losing it', async () => {
    const { rec, open, closed } = connect();
    const server = await serverSide(open);
    server.send(results(1, 'a1'));
    server.send(results(0, 'zero'));
    server.send(results(2, 'b1'));
    server.send(results(0, 'dup'));
    server.close(1000, 'bye');
    await closed;
    expect(rec.batches).toEqual([
      { batchNo: 1, hashes: ['a1'] },
      { batchNo: 0, hashes: ['zero'] },
      { batchNo: 2, hashes: ['b1'] },
    ]);
  });

  it('surfaces an unexpected close code and reason, flushing held batches in order first', async () => {
    const { rec, open, closed } = connect();
    const server = await serverSide(open);
    server.send(results(3, 'c1'));
    server.send(results(2, 'b1'));
    server.close(4001, 'search aborted');
    await closed;
    expect(rec.batches).toEqual([
      { batchNo: 2, hashes: ['b1'] },
      { batchNo: 3, hashes: ['c1'] },
    ]);
    expect(rec.done).toEqual([]);
    expect(rec.closes).toEqual([
      { code: 4001, reason: 'search aborted', wasClean: true, expected: false },
    ]);
  });

  it('reports an abnormal close (connection dropped) as 1006, not clean', async () => {
    const { rec, open, closed } = connect();
    const server = await serverSide(open);
    server.terminate();
    await closed;
    expect(rec.closes).toEqual([{ code: 1006, reason: '', wasClean: false, expected: false }]);
  });

  it('close() closes the socket with 1000 and reports it as expected, once', async () => {
    const { conn, rec, open, closed } = connect();
    await open;
    const serverClose = new Promise<{ code: number; reason: string }>((resolve) =>
      connections()[0]!.socket.once('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
      }),
    );
    conn.close();
    conn.close();
    await closed;
    expect(await serverClose).toEqual({ code: 1000, reason: 'client closed' });
    expect(rec.closes).toHaveLength(1);
    expect(rec.closes[0]).toMatchObject({ code: 1000, expected: true });
    expect(conn.url).toContain('sessionId=sess-1');
  });
});

describe('the idle limit: a socket that says nothing is given up', () => {
  it('reports an unexpected close (4000 idle) when nothing arrives, keeping what came', async () => {
    const { rec, open, closed } = connect({ idleMs: 150 });
    const server = await serverSide(open);
    server.send(results(1, 'a1'));
    // Frames keep it alive: 100 ms apart, under the limit.
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.send(results(2, 'b1'));
    await closed;
    expect(rec.batches.map((b) => b.hashes)).toEqual([['a1'], ['b1']]);
    expect(rec.closes).toEqual([
      { code: IDLE_CLOSE_CODE, reason: 'idle', wasClean: false, expected: false },
    ]);
  });

  it('stops counting once done arrives, and after the client closes', async () => {
    const first = connect({ idleMs: 80 });
    const server = await serverSide(first.open);
    server.send(JSON.stringify({ type: 'done', total: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.rec.closes).toEqual([]);
    first.conn.close();
    await first.closed;
    expect(first.rec.closes.map((c) => c.expected)).toEqual([true]);
  });

  it('is 35 s by default in the journey (the spec constant)', () => {
    expect(SOCKET_IDLE_LIMIT_MS).toBe(35_000);
  });
});
