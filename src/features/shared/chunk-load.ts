import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

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

/** A lazy component that can be loaded ahead of its first render. */
// `any` as in React's own `lazy` signature: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Loads the chunk now; once it is here, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` whose chunk can be loaded ahead ({@link PreloadableComponent.preload}): once it
 * has loaded, the component's first render does not suspend. The browser hydrates a page the
 * server rendered (harness/app/server-render.tsx) in one pass when the lazy parts it shows are
 * preloaded; React reads a thenable that calls back at once as already settled.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function preloadableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy<T>(() => {
    if (loaded === null) return start();
    const module = loaded;
    // Settled already: React's lazy reads it in the same render.
    const settled: PromiseLike<{ default: T }> = {
      then: (onFulfilled) => {
        onFulfilled?.(module);
        return settled as never;
      },
    };
    return settled as Promise<{ default: T }>;
  });
  return Object.assign(component, {
    preload: () => start().then(() => undefined),
  });
}

/**
 * `React.lazy` with the time limit: a component whose chunk is loaded by {@link loadChunk}, so a
 * chunk inside a flow (a later screen) that fails or is late throws a ChunkLoadError where it
 * renders, and the app's crash boundary shows "didn't load" with Try again, as for a route.
 * Preloadable ({@link preloadableLazy}).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): PreloadableComponent<T> {
  return preloadableLazy(() => loadChunk(load, timeoutMs));
}
