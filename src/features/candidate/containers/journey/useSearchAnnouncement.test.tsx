// @vitest-environment happy-dom
/**
 * The live region of Pick days: silent when the screen opens, at most one "new options"
 * message per 10 s (the newest count), and one "search finished" message.
 */
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnnouncement, SearchProgress } from '../../model';
import { useSearchAnnouncement } from './useSearchAnnouncement';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
const heard: SearchAnnouncement[] = [];

function Probe(props: { search: SearchProgress; found: number }) {
  const said = useSearchAnnouncement(props.search, props.found, Date.now);
  if (heard[heard.length - 1] !== said) heard.push(said);
  return null;
}

function render(search: SearchProgress, found: number) {
  act(() => {
    root?.render(
      <StrictMode>
        <Probe search={search} found={found} />
      </StrictMode>,
    );
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-02T09:00:00Z') });
  heard.length = 0;
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('useSearchAnnouncement', () => {
  it('says nothing when the screen opens, with options already listed', () => {
    render('searching', 40);
    advance(30_000);
    expect(heard).toEqual([null]);
  });

  it('says nothing about a search that had finished before the screen opened', () => {
    render('done', 50);
    render('done', 50);
    advance(30_000);
    expect(heard).toEqual([null]);
  });

  it('speaks the first growth at once, then at most once per 10 s with what came since', () => {
    render('searching', 10);
    render('searching', 14);
    advance(0);
    expect(heard.at(-1)).toEqual({ kind: 'newResults', count: 4 });
    for (const found of [19, 25, 32]) {
      advance(1_000);
      render('searching', found);
    }
    expect(heard.filter(Boolean)).toHaveLength(1);
    advance(6_999);
    expect(heard.filter(Boolean)).toHaveLength(1);
    advance(1);
    // Every option since the last message: 32 - 14.
    expect(heard.at(-1)).toEqual({ kind: 'newResults', count: 18 });
    expect(heard.filter(Boolean)).toHaveLength(2);
  });

  it('says "search complete" once when a running search ends, and drops a waiting message', () => {
    render('searching', 10);
    render('searching', 12);
    advance(0);
    render('searching', 20);
    render('done', 57);
    expect(heard.at(-1)).toEqual({ kind: 'finished', count: 57 });
    advance(30_000);
    render('done', 57);
    expect(heard.filter(Boolean)).toEqual([
      { kind: 'newResults', count: 2 },
      { kind: 'finished', count: 57 },
    ]);
  });
});
