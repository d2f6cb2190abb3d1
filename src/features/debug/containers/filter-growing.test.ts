import { describe, expect, it } from 'vitest';
import { debugAttendees } from '../../../../fixtures/builders/search';
import { generateOptions } from '../../../../fixtures/generator';
import { buildUserMap, filterDebugResults } from '../../../domain/debug';
import { type Filtered, filterGrowing } from './DebugPanelContainer';

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
      for (let end = 50; end <= options.length; end += 50) {
        const results = options.slice(0, end);
        state = filterGrowing(state, results, filter, userMap, picked);
        expect(state.matches).toEqual(filterDebugResults(results, filter, userMap, picked));
      }
    }
  });

  it('filters everything again when the filter, the names, the selection or the results change', () => {
    const filter = { term: '', filterBySelectedSlots: true };
    const first = filterGrowing(null, options, filter, userMap, picked);
    const term = { term: 'wei', filterBySelectedSlots: true };
    expect(filterGrowing(first, options, term, userMap, picked).matches).toEqual(
      filterDebugResults(options, term, userMap, picked),
    );
    expect(filterGrowing(first, options, filter, userMap, []).matches).toEqual(options);
    const other = [...options].reverse();
    expect(filterGrowing(first, other, filter, userMap, picked).matches).toEqual(
      filterDebugResults(other, filter, userMap, picked),
    );
  });
});
