// @vitest-environment happy-dom
/**
 * The live search hook: a search the server answered with `searchMetadata.error` (spec 3) is
 * reported as a failed search, with the error shown, and no results socket is opened.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../../api/http';
import type { WebSocketConstructor } from '../../../../api/live-results-socket';
import { ERROR_MESSAGES } from '../../../../domain/errors';
import type { FlowEvent } from '../../state';
import { useLiveSearch } from './useLiveSearch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const metadata = {
  wsEndpoint: 'wss://results.example/ws',
  sessionId: 's1',
  correlationId: 'c1',
  debugInfo: null,
  error: null as string | null,
};

function searchWith(error: string | null) {
  const opened: string[] = [];
  const Socket = vi.fn(function (this: unknown, url: string) {
    opened.push(url);
    Object.assign(this as object, {
      readyState: 0,
      send: () => undefined,
      close: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
  }) as unknown as WebSocketConstructor;
  const http = {
    get: () => Promise.resolve({ searchMetadata: { ...metadata, error } }),
  } as unknown as HttpClient;
  const events: FlowEvent[] = [];
  function Probe() {
    useLiveSearch({
      http,
      hash: 'h1',
      generation: 1,
      browserTimeZone: 'UTC',
      WebSocketImpl: Socket,
      dispatch: (event) => events.push(event),
      clock: () => 0,
    });
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => {
    root.render(<Probe />);
  });
  return { opened, events, root };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  act(() => unmount?.());
  unmount = null;
});

describe('useLiveSearch', () => {
  it('a search answered with an error: the error is reported and no socket opens', async () => {
    const { opened, events, root } = searchWith('REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED');
    unmount = () => {
      root.unmount();
    };
    await vi.waitFor(() => {
      expect(events.map((e) => e.type)).toContain('searchFailed');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(opened).toEqual([]);
    expect(events.map((e) => e.type)).not.toContain('searchReady');
    const failed = events.find((e) => e.type === 'searchFailed');
    expect(failed).toMatchObject({ error: ERROR_MESSAGES.windowExpired, problem: 'windowExpired' });
  });

  it('a search without an error opens the results socket', async () => {
    const { opened, events, root } = searchWith(null);
    unmount = () => {
      root.unmount();
    };
    await vi.waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    expect(events.map((e) => e.type)).toContain('searchReady');
  });
});
