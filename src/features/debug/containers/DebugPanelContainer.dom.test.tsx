// @vitest-environment happy-dom
/**
 * The debug panel through its container, in a DOM (issue 34): its chunk loads (the feature's
 * public lazy `DebugPanel`), results stream in batch by batch and are numbered by their place in
 * arrival order, the filters and "Show more" work, the panel keeps no state outside React (two
 * panels over the same option objects, and Strict Mode's double render, number alike), and a
 * chunk that fails reaches the app's boundary as a ChunkLoadError, whose Try again (a reload:
 * a fresh module graph) loads it.
 *
 * The panel sends no request: its data come as props from the candidate journey's live results,
 * so "load" here is its chunk and the batches arriving, and "failure" is its chunk failing.
 */
import { act, Component, type ReactElement, type ReactNode, StrictMode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugAttendees } from '../../../../fixtures/builders/search';
import { generateOptions } from '../../../../fixtures/generator';
import { buildUserMap, filterDebugResults, foldForSearch } from '../../../domain/debug';
import type { ResultOption } from '../../../domain/entities';
import {
  cleanupContainers,
  button,
  renderContainer,
  settle,
  waitUntil,
} from '../../../testing/container-harness';
import type { DebugPanelContainerProps } from './DebugPanelContainer';
import DebugPanelContainer from './DebugPanelContainer';

const options = generateOptions({
  seed: 4,
  count: 45,
  start: '2026-03-04',
  days: 5,
  timeZone: 'America/New_York',
});
const userMap = buildUserMap({ attendees: debugAttendees() });

function propsOf(list: readonly ResultOption[], size = 15): DebugPanelContainerProps {
  const batches: ResultOption[][] = [];
  for (let i = 0; i < list.length; i += size) batches.push(list.slice(i, i + size));
  return {
    batches,
    received: list.length,
    userMap,
    selection: [],
    timeZone: 'America/New_York',
    needsReview: false,
  };
}

/** The option numbers the panel lists ("Option 3" → 3), in order. */
const numbers = (root: ParentNode) =>
  [...root.querySelectorAll('h3')].map((h) => Number(/\d+/.exec(h.textContent)?.[0]));

/** The visible count ("10 of 45 options shown"). */
const count = (root: ParentNode) =>
  [...root.querySelectorAll('p')].find((p) => / of \d+ option| arrived yet/.test(p.textContent))
    ?.textContent;

/** Types into a React-controlled input. */
function type(input: HTMLInputElement, value: string) {
  act(() => {
    // React tracks the value it set: set it through the prototype, as typing does.
    Reflect.set(HTMLInputElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The app's crash boundary, as far as a test needs it: what it caught. */
class Boundary extends Component<{ children: ReactNode; onError: (e: unknown) => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>didn’t load</p> : this.props.children;
  }
}

afterEach(() => {
  cleanupContainers();
  vi.doUnmock('./DebugPanelContainer');
  vi.resetModules();
});

describe('DebugPanelContainer', () => {
  it('loads its chunk, then lists the results as they stream in, numbered in arrival order', async () => {
    const { DebugPanel } = await import('../index');
    const panel = (props: DebugPanelContainerProps): ReactElement => (
      <Suspense fallback={<p>loading panel</p>}>
        <DebugPanel {...props} />
      </Suspense>
    );
    const view = renderContainer(panel(propsOf([])));
    await waitUntil(() => {
      expect(count(view.container)).toBe('No option has arrived yet.');
    });
    view.rerender(panel(propsOf(options.slice(0, 15))));
    await waitUntil(() => {
      expect(count(view.container)).toBe('15 of 15 options shown');
    });
    expect(numbers(view.container)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Two more batches: the count follows, the first page stays, Show more continues the order.
    view.rerender(panel(propsOf(options)));
    await waitUntil(() => {
      expect(count(view.container)).toBe('45 of 45 options shown');
    });
    act(() => {
      button(view.container, 'Show more').click();
    });
    await settle();
    expect(numbers(view.container)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Nothing is said to screen readers while results stream (no filter was changed).
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('filters by attendee name, keeping each option its arrival number, and says the counts', async () => {
    const view = renderContainer(<DebugPanelContainer {...propsOf(options)} />);
    await settle();
    const name = Object.values(userMap)[1] ?? '';
    const term = name.split(' ')[0] ?? name;
    const expected = options
      .map((option, i) => ({ option, number: i + 1 }))
      .filter(
        ({ option }) =>
          filterDebugResults([option], { term, filterBySelectedSlots: true }, userMap, []).length,
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(options.length);
    const input = view.container.querySelector<HTMLInputElement>('input[type="search"]');
    if (input === null) throw new Error('no name filter');
    type(input, term);
    await waitUntil(() => {
      expect(count(view.container)).toBe(`${String(expected.length)} of 45 options shown`);
    });
    expect(numbers(view.container)).toEqual(expected.slice(0, 10).map(({ number }) => number));
    // What the filter matched is marked in every card, as written (accents and capitals kept).
    for (const heading of view.container.querySelectorAll('h3')) {
      const marks = [...(heading.closest('li')?.querySelectorAll('mark') ?? [])];
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(foldForSearch(mark.textContent)).toBe(foldForSearch(term));
    }
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      `${String(expected.length)} of 45 options shown`,
    );
    // Cleared: every option again, from the first.
    type(input, '');
    await waitUntil(() => {
      expect(count(view.container)).toBe('45 of 45 options shown');
    });
    expect(numbers(view.container)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(view.container.querySelector('mark')).toBeNull();
  });

  it('keeps nothing outside React: two panels over the same options, and Strict Mode, number alike', async () => {
    const reversed = [...options].reverse();
    const view = renderContainer(
      <StrictMode>
        <section data-panel="a">
          <DebugPanelContainer {...propsOf(options)} />
        </section>
        <section data-panel="b">
          <DebugPanelContainer {...propsOf(reversed)} />
        </section>
      </StrictMode>,
    );
    await settle();
    const a = view.container.querySelector('[data-panel="a"]');
    const b = view.container.querySelector('[data-panel="b"]');
    if (a === null || b === null) throw new Error('panels missing');
    // Each panel numbers by its own arrival order, though the option objects are the same.
    expect(numbers(a)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(numbers(b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(a.querySelector('h3')?.closest('li')?.textContent).not.toBe(
      b.querySelector('h3')?.closest('li')?.textContent,
    );
    // A new search in panel b (fewer options, in another order) starts its numbers afresh.
    view.rerender(
      <StrictMode>
        <section data-panel="a">
          <DebugPanelContainer {...propsOf(options)} />
        </section>
        <section data-panel="b">
          <DebugPanelContainer {...propsOf(options.slice(30))} />
        </section>
      </StrictMode>,
    );
    await settle();
    expect(count(b)).toBe('15 of 15 options shown');
    expect(numbers(b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(count(a)).toBe('45 of 45 options shown');
  });

  it('a chunk that fails reaches the boundary as a ChunkLoadError; Try again (a reload) loads it', async () => {
    vi.doMock('./DebugPanelContainer', () => {
      throw new Error('chunk gone');
    });
    const failing = await import('../index');
    // The app's check, from the same module graph as the chunk that failed.
    const { isChunkLoadError } = await import('../../shared');
    const errors: unknown[] = [];
    const view = renderContainer(
      <Boundary onError={(e) => errors.push(e)}>
        <Suspense fallback={<p>loading panel</p>}>
          <failing.DebugPanel {...propsOf(options)} />
        </Suspense>
      </Boundary>,
    );
    await waitUntil(() => {
      expect(view.container.textContent).toBe('didn’t load');
    });
    expect(errors).toHaveLength(1);
    expect(isChunkLoadError(errors[0])).toBe(true);
    view.unmount();

    // Try again reloads the page: the modules load afresh, the chunk with them.
    vi.doUnmock('./DebugPanelContainer');
    vi.resetModules();
    const reloaded = await import('../index');
    const again = renderContainer(
      <Suspense fallback={<p>loading panel</p>}>
        <reloaded.DebugPanel {...propsOf(options)} />
      </Suspense>,
    );
    await waitUntil(() => {
      expect(count(again.container)).toBe('45 of 45 options shown');
    });
  });
});
