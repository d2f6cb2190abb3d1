import type { ResultOption } from '../../../../domain/entities';

/** How the pacer waits for the next frame (the browser's by default; tests pass their own). */
export interface FrameScheduler {
  request(callback: () => void): () => void;
}

/**
 * The next frame while the page is visible (requestAnimationFrame), the next task while it is
 * hidden: a hidden tab gets no frames, and results piling up there until it comes back would be
 * one long task then.
 */
export const browserFrames: FrameScheduler = {
  request(callback) {
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
      const handle = requestAnimationFrame(callback);
      return () => {
        cancelAnimationFrame(handle);
      };
    }
    const handle = setTimeout(callback, 0);
    return () => {
      clearTimeout(handle);
    };
  },
};

/**
 * Every batch applied as it comes, in the same task: for stories and tests, whose screenshots
 * must not depend on how batches fall into frames.
 */
export const everyBatch: FrameScheduler = {
  request(callback) {
    callback();
    return () => {};
  },
};

export interface BatchPacer {
  /** Results that arrived now; they are applied with the others of this frame. */
  add(results: readonly ResultOption[]): void;
  /** Applies what is waiting at once (before the end of the stream is reported). */
  flush(): void;
  /** Drops what is waiting (the search was abandoned). */
  cancel(): void;
}

/**
 * Applies live results at most once per frame (issue 14): the socket may deliver several batches
 * between two frames, and each applied batch costs an ingest and a render; what arrived in the
 * meantime is applied as one batch, in arrival order, with the time the first of them arrived.
 */
export function createBatchPacer(
  apply: (results: ResultOption[], at: number) => void,
  clock: () => number,
  frames: FrameScheduler = browserFrames,
): BatchPacer {
  let waiting: ResultOption[] = [];
  let firstAt = 0;
  let cancelFrame: (() => void) | null = null;
  let scheduled = false;
  const flush = () => {
    cancelFrame?.();
    cancelFrame = null;
    scheduled = false;
    if (waiting.length === 0) return;
    const results = waiting;
    waiting = [];
    apply(results, firstAt);
  };
  return {
    add(results) {
      if (results.length === 0) return;
      if (waiting.length === 0) firstAt = clock();
      for (const result of results) waiting.push(result);
      if (scheduled) return;
      scheduled = true;
      const cancel = frames.request(flush);
      // A scheduler may call back at once (everyBatch): then nothing waits, nothing to cancel.
      if (waiting.length > 0) cancelFrame = cancel;
    },
    flush,
    cancel() {
      cancelFrame?.();
      cancelFrame = null;
      scheduled = false;
      waiting = [];
    },
  };
}
