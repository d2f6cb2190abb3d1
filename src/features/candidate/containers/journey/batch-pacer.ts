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
 * Results applied in one frame at most (issue 14): ingesting is work proportional to the results
 * applied, done inside one render that cannot be cut; a 200-result batch took 50–60 ms on a
 * mid-range phone (4× CPU), more than a frame's budget. Slices of 100 keep each under 50 ms, and
 * at 60 frames a second they drain 6,000 results a second, far faster than any stream.
 */
export const MAX_RESULTS_PER_FRAME = 100;

/**
 * Applies live results at most once per frame (issue 14), at most `maxPerFrame` of them: the
 * socket may deliver several batches between two frames, and each applied batch costs an ingest
 * and a render; what arrived in the meantime is applied as one batch, in arrival order, with the
 * time the first of them arrived; more than `maxPerFrame` go over the next frames. `flush`
 * applies everything at once (the end of the stream is reported after the last result).
 */
export function createBatchPacer(
  apply: (results: ResultOption[], at: number) => void,
  clock: () => number,
  frames: FrameScheduler = browserFrames,
  maxPerFrame: number = MAX_RESULTS_PER_FRAME,
): BatchPacer {
  let waiting: ResultOption[] = [];
  let firstAt = 0;
  let cancelFrame: (() => void) | null = null;
  let scheduled = false;
  const stillScheduled = () => scheduled;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    const cancel = frames.request(onFrame);
    // A scheduler that ran the callback at once has nothing left to cancel.
    if (stillScheduled()) cancelFrame = cancel;
  };
  const stop = () => {
    cancelFrame?.();
    cancelFrame = null;
    scheduled = false;
  };
  function onFrame() {
    cancelFrame = null;
    scheduled = false;
    if (waiting.length === 0) return;
    const results = waiting.length > maxPerFrame ? waiting.splice(0, maxPerFrame) : waiting;
    if (results === waiting) waiting = [];
    apply(results, firstAt);
    if (waiting.length > 0) schedule();
  }
  return {
    add(results) {
      if (results.length === 0) return;
      if (waiting.length === 0) firstAt = clock();
      for (const result of results) waiting.push(result);
      schedule();
    },
    flush() {
      stop();
      if (waiting.length === 0) return;
      const results = waiting;
      waiting = [];
      apply(results, firstAt);
    },
    cancel() {
      stop();
      waiting = [];
    },
  };
}
