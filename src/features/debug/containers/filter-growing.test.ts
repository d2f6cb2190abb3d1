import { describe, expect, it } from 'vitest';
import { debugAttendees } from '../../../../fixtures/builders/search';
import { generateOptions } from '../../../../fixtures/generator';
import { buildUserMap, filterDebugResults } from '../../../domain/debug';
import type { ResultOption } from '../../../domain/entities';
import { type Filtered, filterGrowing, firstNumbered } from './filter-growing';

const options = generateOptions({
  seed: 9,
  count: 600,
  start: '2026-03-04',
  days: 10,
  timeZone: 'America/New_York',
});
const userMap = buildUserMap({ attendees: debugAttendees() });
const picked = options.slice(0, 3).map((o) => ({
  startTime: o.events[0]?.startTime ?? o.startTime,
  endTime: o.events.at(-1)?.endTime ?? o.startTime,
}));

describe('filterGrowing: the debug list as results stream in', () => {
  it('batch after batch, keeps what one filtering of all the results keeps', () => {
    for (const filter of [
      { term: '', filterBySelectedSlots: true },
      { term: 'garcia', filterBySelectedSlots: true },
      { term: 'o', filterBySelectedSlots: false },
    ]) {
      let state: Filtered | null = null;
      const batches: ResultOption[][] = [];
      for (let end = 50; end <= options.length; end += 50) {
        batches.push(options.slice(end - 50, end));
        state = filterGrowing(state, [...batches], filter, userMap, picked);
        const all = filterDebugResults(options.slice(0, end), filter, userMap, picked);
        expect(state.kept.flat()).toEqual(all);
        expect(state.matched).toBe(all.length);
      }
    }
  });

  it('filters everything again when the filter, the names, the selection or the results change', () => {
    const filter = { term: '', filterBySelectedSlots: true };
    const batches = [options.slice(0, 300), options.slice(300)];
    const first = filterGrowing(null, batches, filter, userMap, picked);
    const term = { term: 'wei', filterBySelectedSlots: true };
    expect(filterGrowing(first, batches, term, userMap, picked).kept.flat()).toEqual(
      filterDebugResults(options, term, userMap, picked),
    );
    expect(filterGrowing(first, batches, filter, userMap, []).kept.flat()).toEqual(options);
    const other = [options.slice(300), options.slice(0, 300)];
    expect(filterGrowing(first, other, filter, userMap, picked).kept.flat()).toEqual(
      filterDebugResults(other.flat(), filter, userMap, picked),
    );
  });

  it('numbers each shown option by its place in arrival order, in every panel anew', () => {
    const filter = { term: 'o', filterBySelectedSlots: false };
    const numberedIn = (list: readonly ResultOption[]) =>
      list
        .map((option, i) => [i + 1, option] as const)
        .filter(([, option]) => filterDebugResults([option], filter, userMap, []).length === 1);
    const numbered = (state: Filtered) =>
      firstNumbered(state, 1_000).map(({ number, option }) => [number, option] as const);
    const batches = [options.slice(0, 200), options.slice(200, 450), options.slice(450)];
    const grown = filterGrowing(
      filterGrowing(null, batches.slice(0, 2), filter, userMap, []),
      batches,
      filter,
      userMap,
      [],
    );
    expect(numbered(grown)).toEqual(numberedIn(options));
    expect(firstNumbered(grown, 5).map(({ number }) => number)).toEqual(
      numberedIn(options)
        .slice(0, 5)
        .map(([number]) => number),
    );
    // A second panel that got the same options in another order (another search, another story
    // in the same page) numbers them by its own arrival order: numbers belong to a list, not to
    // the option objects.
    const reversed = [...options].reverse();
    expect(numbered(filterGrowing(null, [reversed], filter, userMap, []))).toEqual(
      numberedIn(reversed),
    );
  });
});
