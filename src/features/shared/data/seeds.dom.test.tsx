// @vitest-environment happy-dom
/**
 * Seeds (seeds.ts): the server renders a page in passes, reading what each pass asks for; the
 * browser's first render has those outcomes and draws the same screen, without a request.
 */
import { act, useReducer } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../../../api/errors';
import {
  browserSeeds,
  isPlainJson,
  ResourceSeedsContext,
  type ResourceSeeds,
  serverSeeds,
  useResource,
} from '.';

let root: Root | null = null;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

type Loader = (key: string) => Promise<string>;

/**
 * A feature as they are built: its reducer fed by onLoaded, and a second read that needs the
 * first one's answer.
 */
function Feature({ load, id }: { load: Loader; id: string }) {
  const [data, dispatch] = useReducer((_: string | null, next: string) => next, null);
  const first = useResource({
    key: id,
    load: () => load(id),
    onLoaded: (value) => {
      dispatch(value);
    },
  });
  const second = useResource({
    key: data === null ? null : `after:${data}`,
    load: () => load(`after:${data ?? ''}`),
  });
  if (first.status === 'problem') return <p>problem {first.problem}</p>;
  if (first.status === 'failed') return <p>failed</p>;
  return (
    <p>
      {data ?? 'loading'} / {second.status === 'ready' ? second.data : second.status}
      <button type="button" onClick={first.retry}>
        again
      </button>
    </p>
  );
}

const withSeeds = (seeds: ResourceSeeds | null, load: Loader, id = 'a') => (
  <ResourceSeedsContext value={seeds}>
    <Feature load={load} id={id} />
  </ResourceSeedsContext>
);

/** The server's passes, as server-render.tsx runs them: until no new read is asked for. */
async function serverRender(load: Loader, id = 'a') {
  const seeds = serverSeeds();
  const controller = new AbortController();
  let html = '';
  for (let pass = 0; pass < 5; pass++) {
    html = renderToString(withSeeds(seeds.pass(), load, id));
    if ((await seeds.settle(controller.signal)) === 0) break;
  }
  // React marks where one text ends and the next begins: not part of what is read.
  return { html: html.replaceAll('<!-- -->', ''), outcomes: seeds.outcomes() };
}

describe('server seeds: a page rendered in passes, each read read once', () => {
  it('renders the data of both reads, the second asked for once the first has answered', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`v(${key})`));
    const { html, outcomes } = await serverRender(load);
    expect(html).toContain('v(a) / v(after:v(a))');
    expect(load.mock.calls.map(([k]) => k)).toEqual(['a', 'after:v(a)']);
    expect(outcomes).toEqual({
      a: { status: 'ready', data: 'v(a)' },
      'after:v(a)': { status: 'ready', data: 'v(after:v(a))' },
    });
  });

  it("seeds a link problem (a 404: the link doesn't work), not a failure the browser may retry", async () => {
    const notFound = await serverRender(() => Promise.reject(new HttpError('x', 404, 'Not Found')));
    expect(notFound.html).toContain('problem invalid');
    expect(notFound.outcomes).toEqual({ a: { status: 'problem', problem: 'invalid' } });
    const offline = await serverRender(() => Promise.reject(new NetworkError('x', new Error())));
    expect(offline.html).toContain('loading');
    expect(offline.outcomes).toEqual({});
  });

  it('reads once, and seeds, a read asked for again by the same component rendering again (a state update during its render)', async () => {
    // As the interviewer link: the second read's key comes from the first read's view, which
    // is ready in the render that applies the seed; that render's own updates render it again.
    function Chained({ load }: { load: Loader }) {
      const first = useResource({ key: 'a', load: () => load('a'), onLoaded: () => undefined });
      const link = first.status === 'ready' ? first.data : null;
      const second = useResource({
        key: link === null ? null : `after:${link}`,
        load: () => load(`after:${link ?? ''}`),
      });
      return <p>{second.status === 'ready' ? second.data : second.status}</p>;
    }
    const load = vi.fn((key: string) => Promise.resolve(`v(${key})`));
    const seeds = serverSeeds();
    let html = '';
    for (let pass = 0; pass < 5; pass++) {
      html = renderToString(
        <ResourceSeedsContext value={seeds.pass()}>
          <Chained load={load} />
        </ResourceSeedsContext>,
      );
      if ((await seeds.settle(new AbortController().signal)) === 0) break;
    }
    expect(html).toContain('v(after:v(a))');
    expect(load.mock.calls.map(([k]) => k)).toEqual(['a', 'after:v(a)']);
  });

  it('seeds no key that two components of one render ask for, and no data JSON would change', async () => {
    const seeds = serverSeeds();
    const twice = (
      <ResourceSeedsContext value={seeds.pass()}>
        <Feature load={() => Promise.resolve('x')} id="same" />
        <Feature load={() => Promise.resolve('y')} id="same" />
      </ResourceSeedsContext>
    );
    renderToString(twice);
    expect(await seeds.settle(new AbortController().signal)).toBe(0);
    expect(seeds.outcomes()).toEqual({});

    const dated = await serverRender(() => Promise.resolve(new Date(0) as never));
    expect(dated.outcomes).toEqual({});
  });
});

describe('browser seeds: the first render has the answers', () => {
  it('draws the data in its first render and asks the network for nothing', () => {
    const load = vi.fn(() => Promise.resolve('network'));
    const seeds = browserSeeds({
      a: { status: 'ready', data: 'seeded' },
      'after:seeded': { status: 'ready', data: 'seeded too' },
    });
    const container = document.createElement('div');
    root = createRoot(container);
    act(() => root?.render(withSeeds(seeds, load)));
    expect(container.textContent).toContain('seeded / seeded too');
    expect(load).not.toHaveBeenCalled();
    seeds.expire();
    // Try again reads the network; a screen mounted after the first render too.
    act(() => container.querySelector('button')?.click());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the network for what it was not given, and for everything once expired', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`net(${key})`));
    const seeds = browserSeeds({ a: { status: 'ready', data: 'seeded' } });
    seeds.expire();
    const container = document.createElement('div');
    root = createRoot(container);
    await act(async () => {
      root?.render(withSeeds(seeds, load));
      await Promise.resolve();
    });
    await act(() => Promise.resolve());
    expect(container.textContent).toContain('net(a) / net(after:net(a))');
  });
});

describe('isPlainJson', () => {
  it('accepts what JSON gives back the same, and nothing else', () => {
    expect(isPlainJson({ a: [1, 'x', null, true, { b: undefined }] })).toBe(true);
    for (const bad of [new Date(0), new Map(), Number.NaN, () => 1, { d: new Date(0) }]) {
      expect(isPlainJson(bad)).toBe(false);
    }
  });
});
