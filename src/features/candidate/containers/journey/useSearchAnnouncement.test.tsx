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

function Probe(props: { search: SearchProgress; pending: number; found: number }) {
  const said = useSearchAnnouncement(props.search, props.pending, props.found, Date.now);
  if (heard[heard.length - 1] !== said) heard.push(said);
  return null;
}

function render(search: SearchProgress, pending: number, found: number) {
  act(() => {
    root?.render(
      <StrictMode>
        <Probe search={search} pending={pending} found={found} />
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
  it('says nothing when the screen opens, even with options waiting', () => {
    render('searching', 12, 40);
    advance(30_000);
    expect(heard).toEqual([null]);
  });

  it('says nothing about a search that had finished before the screen opened', () => {
    render('done', 3, 50);
    render('done', 3, 50);
    advance(30_000);
    expect(heard).toEqual([null]);
  });

  it('speaks the first change at once, then at most once per 10 s with the newest count', () => {
    render('searching', 0, 10);
    render('searching', 4, 14);
    advance(0);
    expect(heard.at(-1)).toEqual({ kind: 'newResults', count: 4 });
    for (const pending of [9, 15, 22]) {
      advance(1_000);
      render('searching', pending, 10 + pending);
    }
    expect(heard.filter(Boolean)).toHaveLength(1);
    advance(6_999);
    expect(heard.filter(Boolean)).toHaveLength(1);
    advance(1);
    expect(heard.at(-1)).toEqual({ kind: 'newResults', count: 22 });
    expect(heard.filter(Boolean)).toHaveLength(2);
  });

  it('says "search finished" once when a running search ends', () => {
    render('searching', 0, 10);
    render('done', 0, 57);
    expect(heard.at(-1)).toEqual({ kind: 'finished', count: 57 });
    render('done', 0, 57);
    expect(heard.filter(Boolean)).toHaveLength(1);
  });
});
