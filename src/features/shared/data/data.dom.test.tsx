// @vitest-environment happy-dom
/**
 * The shared data layer as a feature uses it: a read (slow notice, link problems, Try again,
 * offline then online) and a write (three taps, the same key on a retry, offline then online,
 * each failure at its place).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, NetworkError } from '../../../api/errors';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { CONNECTION_NOTICES } from '../../../domain/connection-notices';
import {
  type ActionCall,
  type ActionView,
  type ResourceView,
  SLOW_NOTICE_MS,
  readStored,
  removeStored,
  useAction,
  useResource,
  writeStored,
} from '.';
import { setOnline } from '../../../testing/container-harness';

let root: Root | null = null;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

function mount(element: React.ReactElement) {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root?.render(element));
}

const settle = () => act(async () => {});

afterEach(() => {
  setOnline(true);
});

describe('useResource', () => {
  function read(load: (signal: AbortSignal) => Promise<string>, key: string | null = 'k') {
    const seen: (ResourceView<string> & { retry: () => void })[] = [];
    function Reader({ k }: { k: string | null }) {
      seen.push(useResource({ key: k, load }));
      return null;
    }
    mount(<Reader k={key} />);
    return {
      last: () => seen.at(-1)!,
      rerender: (k: string | null) => {
        act(() => root?.render(<Reader k={k} />));
      },
    };
  }

  it('loading, then the data; one call per key', async () => {
    const load = vi.fn(() => Promise.resolve('intro'));
    const { last, rerender } = read(load);
    expect(last().status).toBe('loading');
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'intro' });
    rerender('k');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    rerender('other');
    expect(last().status).toBe('loading');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the slow notice after one delay', () => {
    vi.useFakeTimers();
    const { last } = read(() => new Promise<string>(() => undefined));
    act(() => {
      vi.advanceTimersByTime(SLOW_NOTICE_MS - 1);
    });
    expect(last()).toMatchObject({ status: 'loading', slow: false });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(last()).toMatchObject({ status: 'loading', slow: true });
  });

  it('404 and 410 are the link-problem screen, the same in every feature; a catalogue code too', async () => {
    for (const [error, problem] of [
      [new HttpError('intro', 404), 'invalid'],
      [new HttpError('intro', 410), 'expired'],
      [
        new ApiError({ gtErrorName: 'EXPIRED_INTERVIEW', message: 'x', httpStatus: 400 }),
        'expired',
      ],
    ] as const) {
      const { last } = read(() => Promise.reject(error));
      await settle();
      expect(last()).toMatchObject({ status: 'problem', problem });
      act(() => root?.unmount());
    }
  });

  it('a failure says so, and Try again reads again', async () => {
    let calls = 0;
    const { last } = read(() =>
      ++calls === 1 ? Promise.reject(new HttpError('x', 500)) : Promise.resolve('ok'),
    );
    await settle();
    expect(last()).toMatchObject({ status: 'failed', error: ERROR_MESSAGES.general });
    act(() => {
      last().retry();
    });
    expect(last().status).toBe('loading');
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'ok' });
  });

  it('offline: "you are offline", then read again by itself once back online', async () => {
    setOnline(false);
    let calls = 0;
    const { last } = read(() =>
      ++calls === 1 ? Promise.reject(new NetworkError('x')) : Promise.resolve('ok'),
    );
    await settle();
    expect(last()).toMatchObject({ status: 'failed', error: CONNECTION_NOTICES.offline });
    act(() => {
      setOnline(true);
    });
    await settle();
    expect(calls).toBe(2);
    expect(last()).toMatchObject({ status: 'ready', data: 'ok' });
  });

  it("a feature's own reading of a failure comes first", async () => {
    const seen: ResourceView<string>[] = [];
    function Reader() {
      seen.push(
        useResource({
          key: 'k',
          load: () => Promise.reject(new HttpError('x', 404)),
          failure: () => null,
        }),
      );
      return null;
    }
    mount(<Reader />);
    await settle();
    expect(seen.at(-1)?.status).toBe('loading');
  });
});

describe('useAction', () => {
  function act1<I>(
    perform: (input: I, call: ActionCall) => Promise<string>,
    failure?: Parameters<typeof useAction<I, string>>[0]['failure'],
  ) {
    const handle: { run?: (input: I) => Promise<boolean>; view?: ActionView } = {};
    function Writer() {
      const { run, view } = useAction({ perform, ...(failure ? { failure } : {}) });
      handle.run = run;
      handle.view = view;
      return null;
    }
    mount(<Writer />);
    return handle as Required<typeof handle>;
  }

  it('three taps in one task send one request', async () => {
    const perform = vi.fn(() => Promise.resolve('ok'));
    const handle = act1(perform);
    act(() => {
      void handle.run({ a: 1 });
      void handle.run({ a: 1 });
      void handle.run({ a: 1 });
    });
    await settle();
    expect(perform).toHaveBeenCalledTimes(1);
    expect(handle.view.status).toBe('done');
  });

  it('the same payload again keeps its Idempotency-Key; another payload gets a new one', async () => {
    const keys: string[] = [];
    const handle = act1((_input: { a: number }, call) => {
      keys.push(call.idempotencyKey);
      return Promise.reject(new HttpError('x', 500));
    });
    for (const input of [{ a: 1 }, { a: 1 }, { a: 2 }]) {
      await act(async () => {
        await handle.run(input);
      });
    }
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(handle.view).toEqual({
      status: 'failed',
      failure: { place: 'bar', error: ERROR_MESSAGES.general },
    });
  });

  it('offline: waits, then sends once when back online, with the same key', async () => {
    setOnline(false);
    const keys: string[] = [];
    const handle = act1((_input: number, call) => {
      keys.push(call.idempotencyKey);
      return Promise.resolve('ok');
    });
    await act(async () => {
      await handle.run(1);
      await handle.run(1);
    });
    expect(keys).toHaveLength(0);
    expect(handle.view.status).toBe('waitingOnline');
    act(() => {
      setOnline(true);
    });
    await settle();
    expect(keys).toHaveLength(1);
    expect(handle.view.status).toBe('done');
  });

  it('a call that found no network waits for the network and goes again with its key', async () => {
    const keys: string[] = [];
    const handle = act1((_input: number, call) => {
      keys.push(call.idempotencyKey);
      if (keys.length === 1) {
        setOnline(false);
        return Promise.reject(new NetworkError('x'));
      }
      return Promise.resolve('ok');
    });
    await act(async () => {
      await handle.run(1);
    });
    expect(handle.view.status).toBe('waitingOnline');
    act(() => {
      setOnline(true);
    });
    await settle();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(handle.view.status).toBe('done');
  });

  it('each failure at its place: a field, the bar, the screen', async () => {
    const field = act1(
      () =>
        Promise.reject(
          new ApiError({ gtErrorName: 'INVALID_EMAIL', message: 'x', httpStatus: 400 }),
        ),
      (error) =>
        error instanceof ApiError && error.gtErrorName === 'INVALID_EMAIL'
          ? { place: 'field', field: 'email', error: ERROR_MESSAGES.general }
          : undefined,
    );
    await act(async () => {
      await field.run(1);
    });
    expect(field.view).toMatchObject({
      status: 'failed',
      failure: { place: 'field', field: 'email' },
    });
    act(() => root?.unmount());
    const screen = act1(() => Promise.reject(new HttpError('x', 410)));
    await act(async () => {
      await screen.run(1);
    });
    expect(screen.view).toEqual({
      status: 'failed',
      failure: { place: 'screen', problem: 'expired' },
    });
  });
});

describe('guarded storage', () => {
  it('reads, writes and removes; a storage that throws gives null and false', () => {
    expect(writeStored('k', 'v')).toBe(true);
    expect(readStored('k')).toBe('v');
    removeStored('k');
    expect(readStored('k')).toBeNull();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored('k', 'v', 'session')).toBe(false);
    spy.mockRestore();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStored('k')).toBeNull();
  });
});
