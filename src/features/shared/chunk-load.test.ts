import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load';

describe('loadChunk: script chunk load time-out of 120 s (spec 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('settles with the chunk when it arrives in time', async () => {
    const chunk = { default: 'page' };
    const loading = loadChunk(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            resolve(chunk);
          }, CHUNK_LOAD_TIMEOUT_MS - 1),
        ),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await expect(loading).resolves.toBe(chunk);
    // The time limit was cleared: nothing rejects later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a timeout ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('rejects with a failed ChunkLoadError, keeping the cause, when the import fails', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'failed', cause });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells other errors apart', () => {
    expect(isChunkLoadError(new Error('render crash'))).toBe(false);
  });
});
