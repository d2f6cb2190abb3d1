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
