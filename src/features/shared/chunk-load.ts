import { type ComponentType, lazy } from 'react';

/**
 * Lazy chunks with the spec's time limit (section 9: "Script chunk load time-out: 120
 * seconds"). A chunk that fails, or has not arrived when the limit runs out, rejects with a
 * ChunkLoadError, which the app shows as "this page didn't load" with "Try again".
 */

/** Spec section 9. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazy chunk that failed to load or did not arrive in time. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout'
        ? `A script chunk did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`
        : 'A script chunk failed to load',
      options,
    );
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Starts `load` (a dynamic import) and settles with it, or rejects with a ChunkLoadError when
 * it fails or does not settle within `timeoutMs`.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError('timeout'));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}

/**
 * `React.lazy` with the time limit: a component whose chunk is loaded by {@link loadChunk}, so a
 * chunk inside a flow (a later screen) that fails or is late throws a ChunkLoadError where it
 * renders, and the app's crash boundary shows "didn't load" with Try again, as for a route.
 */
// `any` as in React's own `lazy` signature: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy<T>(() => loadChunk(load, timeoutMs));
}
