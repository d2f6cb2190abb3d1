import { describe, expect, it } from 'vitest';
import { generateOptions } from '../../../../../fixtures';
import { createBatchPacer, everyBatch, type FrameScheduler } from './batch-pacer';

const results = generateOptions({
  seed: 3,
  count: 9,
  start: '2026-03-04',
  days: 3,
  timeZone: 'UTC',
});

/** Frames that come when the test says so. */
function manualFrames() {
  const waiting: (() => void)[] = [];
  const frames: FrameScheduler = {
    request(callback) {
      waiting.push(callback);
      return () => {
        waiting.splice(waiting.indexOf(callback), 1);
      };
    },
  };
  return {
    frames,
    pending: () => waiting.length,
    frame: () => {
      for (const callback of waiting.splice(0)) callback();
    },
  };
}

describe('createBatchPacer', () => {
  it('applies what arrived between two frames once, in arrival order, at the first arrival', () => {
    const applied: { ids: string[]; at: number }[] = [];
    const { frames, frame, pending } = manualFrames();
    let now = 100;
    const pacer = createBatchPacer(
      (batch, at) => applied.push({ ids: batch.map((r) => r.hash), at }),
      () => now,
      frames,
    );
    pacer.add(results.slice(0, 3));
    now = 130;
    pacer.add(results.slice(3, 6));
    expect(pending()).toBe(1);
    expect(applied).toEqual([]);
    frame();
    expect(applied).toEqual([{ ids: results.slice(0, 6).map((r) => r.hash), at: 100 }]);
    now = 200;
    pacer.add(results.slice(6));
    frame();
    expect(applied[1]).toEqual({ ids: results.slice(6).map((r) => r.hash), at: 200 });
  });

  it('flush applies at once (before the end of the stream) and the frame then does nothing', () => {
    const applied: number[] = [];
    const { frames, frame, pending } = manualFrames();
    const pacer = createBatchPacer(
      (batch) => applied.push(batch.length),
      () => 0,
      frames,
    );
    pacer.add(results);
    pacer.flush();
    expect(applied).toEqual([9]);
    expect(pending()).toBe(0);
    frame();
    pacer.flush();
    expect(applied).toEqual([9]);
  });

  it('cancel drops what waits; empty batches ask for no frame', () => {
    const applied: number[] = [];
    const { frames, frame, pending } = manualFrames();
    const pacer = createBatchPacer(
      (batch) => applied.push(batch.length),
      () => 0,
      frames,
    );
    pacer.add([]);
    expect(pending()).toBe(0);
    pacer.add(results);
    pacer.cancel();
    frame();
    pacer.flush();
    expect(applied).toEqual([]);
  });

  it('with everyBatch, applies each batch as it comes, every time', () => {
    const applied: number[] = [];
    const pacer = createBatchPacer(
      (batch) => applied.push(batch.length),
      () => 0,
      everyBatch,
    );
    pacer.add(results.slice(0, 2));
    pacer.add(results.slice(2, 5));
    pacer.add(results.slice(5));
    expect(applied).toEqual([2, 3, 4]);
  });

  it('applies at most maxPerFrame a frame, the rest over the next frames, in order; flush takes all', () => {
    const applied: { ids: string[]; at: number }[] = [];
    const { frames, frame, pending } = manualFrames();
    let now = 7;
    const pacer = createBatchPacer(
      (batch, at) => applied.push({ ids: batch.map((r) => r.hash), at }),
      () => now,
      frames,
      4,
    );
    pacer.add(results);
    now = 9;
    frame();
    expect(applied.map((a) => a.ids.length)).toEqual([4]);
    expect(pending()).toBe(1);
    frame();
    frame();
    expect(pending()).toBe(0);
    expect(applied.map((a) => a.ids.length)).toEqual([4, 4, 1]);
    expect(applied.flatMap((a) => a.ids)).toEqual(results.map((r) => r.hash));
    expect(applied.map((a) => a.at)).toEqual([7, 7, 7]);
    // More than a frame's worth waiting, then the end of the stream: all of it at once.
    pacer.add(results);
    pacer.flush();
    expect(applied.at(-1)?.ids).toHaveLength(9);
    expect(pending()).toBe(0);
    // With everyBatch, a large batch goes in slices too, in the same task.
    const sliced: number[] = [];
    createBatchPacer(
      (batch) => sliced.push(batch.length),
      () => 0,
      everyBatch,
      4,
    ).add(results);
    expect(sliced).toEqual([4, 4, 1]);
  });
});
