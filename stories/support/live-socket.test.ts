import { describe, expect, it } from 'vitest';
import { connectLiveResults } from '../../src/api/live-results-socket';
import { buildSearchMetadata } from '../../fixtures/builders';
import { getSocketScript } from '../../fixtures/ws';
import { startLiveSocket } from './live-socket';

const metadata = buildSearchMetadata();

function collect(scriptName: 'out-of-order' | 'drop-mid-search' | 'malformed') {
  const stop = startLiveSocket({
    url: metadata.wsEndpoint,
    script: getSocketScript(scriptName),
    speed: 1000,
  });
  const batches: number[] = [];
  const malformed: string[] = [];
  return new Promise<{
    batches: number[];
    malformed: string[];
    close: { code: number; reason: string };
  }>((resolve) => {
    connectLiveResults({
      metadata,
      onBatch: (_results, batchNo) => batches.push(batchNo),
      onMalformed: ({ reason }) => malformed.push(reason),
      onClose: ({ code, reason }) => {
        stop();
        resolve({ batches, malformed, close: { code, reason } });
      },
    });
  });
}

describe('liveSocket story helper (mock-socket + fixtures/ws scripts)', () => {
  it('serves the script to the real live-results client, which delivers batches in order', async () => {
    const { batches, close } = await collect('out-of-order');
    expect(batches).toEqual([...batches].sort((a, b) => a - b));
    expect(batches.length).toBeGreaterThan(2);
    expect(close.code).toBe(1000);
  });

  it('plays a server drop mid-search with its close code and reason', async () => {
    const { close } = await collect('drop-mid-search');
    expect(close.code).toBe(1011);
    expect(close.reason).not.toBe('');
  });

  it('lets the client report malformed frames and keep going', async () => {
    const { batches, malformed } = await collect('malformed');
    expect(malformed.length).toBeGreaterThan(0);
    expect(batches.length).toBeGreaterThan(0);
  });

  it('restores the real WebSocket when the story cleans up', () => {
    const before = globalThis.WebSocket;
    const stop = startLiveSocket({ url: metadata.wsEndpoint, script: null });
    expect(globalThis.WebSocket).not.toBe(before);
    stop();
    expect(globalThis.WebSocket).toBe(before);
  });
});
