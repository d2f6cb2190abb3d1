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
