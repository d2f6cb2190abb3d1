// @vitest-environment happy-dom
/**
 * lazyChunk: a later screen's chunk (inside a flow) that fails to load reaches the nearest
 * error boundary as a ChunkLoadError (the time-out is loadChunk's, tested in chunk-load.test.ts) — the app's crash boundary then
 * shows "didn't load" with Try again (spec 9), as for a route.
 */
import { act, Component, type ReactNode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { isChunkLoadError, lazyChunk } from './chunk-load';

class Catch extends Component<{ children: ReactNode; onError: (e: unknown) => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

async function renderChunk(load: () => Promise<{ default: () => ReactNode }>) {
  const Screen = lazyChunk(load);
  const errors: unknown[] = [];
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <Catch onError={(e) => errors.push(e)}>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </Catch>,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  const text = container.textContent;
  act(() => {
    root.unmount();
  });
  return { errors, text };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('lazyChunk', () => {
  it('renders the chunk that arrives', async () => {
    const { errors, text } = await renderChunk(() =>
      Promise.resolve({ default: () => <p>screen</p> }),
    );
    expect(errors).toEqual([]);
    expect(text).toBe('screen');
  });

  it('a chunk that fails reaches the boundary as a ChunkLoadError', async () => {
    const { errors, text } = await renderChunk(() => Promise.reject(new TypeError('offline')));
    expect(text).toBe('failed');
    expect(errors).toHaveLength(1);
    expect(isChunkLoadError(errors[0])).toBe(true);
  });
});

describe('lazyChunk(…).preload(): a chunk loaded ahead renders without suspending', () => {
  it('renders in the same render once preloaded (a server render hydrates in one pass), and suspends before', async () => {
    const { renderToString } = await import('react-dom/server');
    let loads = 0;
    const Screen = lazyChunk(() => {
      loads += 1;
      return Promise.resolve({ default: () => <p>here</p> });
    });
    const tree = (
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    );
    // Not loaded: the first render shows the fallback.
    expect(renderToString(tree)).toContain('loading');
    const Fresh = lazyChunk(() => {
      loads += 1;
      return Promise.resolve({ default: () => <p>here</p> });
    });
    await Fresh.preload();
    expect(
      renderToString(
        <Suspense fallback={<p>loading</p>}>
          <Fresh />
        </Suspense>,
      ),
    ).toContain('here');
    // One load each: preloading twice, then rendering, does not load again.
    await Fresh.preload();
    expect(loads).toBe(2);
  });

  it('a failed preload can be tried again', async () => {
    let attempt = 0;
    const Screen = lazyChunk(() => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: () => <p>here</p> });
    });
    await expect(Screen.preload()).rejects.toSatisfy(isChunkLoadError);
    await Screen.preload();
    expect(attempt).toBe(2);
  });
});
