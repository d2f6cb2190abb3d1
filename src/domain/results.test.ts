import { describe, expect, it } from 'vitest';
import type { Justification, ResultOption, Score } from './entities';
import {
  compareResults,
  compareScores,
  countSpanning,
  countStartingOn,
  createResultIndex,
  dayGroupKey,
  daysOfResult,
  duplicateKey,
  findByHash,
  findByRange,
  withCurrentHashes,
  validByTime,
  getGroup,
  groupBuckets,
  groupItems,
  ingestBatch,
  isValidResult,
  multiDaySpans,
  orderedResults,
  rangeKey,
  rankResult,
  regroup,
  resultGroupKey,
  singleDayKeys,
  spanGroupKey,
  validCount,
} from './results';
import { slotOfOption } from './selection';

interface Spec {
  hash: string;
  events: [string, string][];
  score?: Score;
  start?: string;
  feasible?: boolean;
  justifications?: Justification[];
}

function option({
  hash,
  events,
  score = [0, 0, 0, 0],
  start,
  feasible = true,
  justifications = [],
}: Spec): ResultOption {
  return {
    hash,
    score,
    startTime: start ?? events[0]?.[0] ?? '2026-06-01T00:00:00Z',
    events: events.map(([startTime, endTime]) => ({ startTime, endTime, attendees: [] })),
    solution: { feasible, justifications },
  };
}

const required = { isOptionalAttendee: false, isOptionalEvent: false };
const room: Justification = { id: 'roomConflict', items: [required] };
const hashes = (list: readonly { option: ResultOption }[]) => list.map((r) => r.option.hash);
const one = (hash: string, start: string, end: string, extra: Partial<Spec> = {}) =>
  option({ hash, events: [[start, end]], ...extra });

describe('isValidResult', () => {
  const usable = one('a', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');

  it('is valid when the solution is usable and there are events', () => {
    expect(isValidResult(usable, { needsReview: false })).toBe(true);
    expect(isValidResult(usable, { needsReview: true })).toBe(true);
  });

  it('is invalid without events: there is nothing to schedule', () => {
    expect(isValidResult(option({ hash: 'e', events: [] }), { needsReview: true })).toBe(false);
  });

  it('is invalid when the solution is not feasible', () => {
    expect(
      isValidResult(
        { ...usable, solution: { feasible: false, justifications: [] } },
        {
          needsReview: true,
        },
      ),
    ).toBe(false);
  });

  it('lets a room conflict block only when the interview does not need review (auto-booked)', () => {
    const withRoom = one('r', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      justifications: [room],
    });
    expect(isValidResult(withRoom, { needsReview: false })).toBe(false);
    expect(isValidResult(withRoom, { needsReview: true })).toBe(true);
  });

  it('is invalid with a gap rule whatever needsReview says', () => {
    const gaps = one('g', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      justifications: [{ id: 'gapsBetweenMinAndMax', items: [] }],
    });
    expect(isValidResult(gaps, { needsReview: true })).toBe(false);
  });
});

describe('compareScores', () => {
  it('is decided by the first differing position, higher first', () => {
    expect(compareScores([1, 0, 0, 0], [0, 9, 9, 9])).toBeLessThan(0);
    expect(compareScores([1, 2, 3, 3], [1, 2, 3, 4])).toBeGreaterThan(0);
  });

  it('is 0 for equal scores', () => {
    expect(compareScores([1, 2, 3, 4], [1, 2, 3, 4])).toBe(0);
  });

  it('ranks a NaN position lowest, so the order stays total', () => {
    expect(compareScores([Number.NaN, 0, 0, 0], [-100, 0, 0, 0])).toBeGreaterThan(0);
    expect(compareScores([-100, 0, 0, 0], [Number.NaN, 0, 0, 0])).toBeLessThan(0);
  });
});

describe('compareResults', () => {
  const rank = (o: ResultOption) => rankResult(o, { needsReview: false });
  const base = { start: '2026-06-01T09:00:00Z' };
  const at = (hash: string, start: string, score: Score = [1, 1, 1, 1]) =>
    rank(one(hash, start, '2026-06-01T23:00:00Z', { score }));

  it('puts a valid result before an invalid one, whatever the scores', () => {
    const invalid = rank(
      one('a', base.start, '2026-06-01T10:00:00Z', {
        score: [9, 9, 9, 9],
        justifications: [room],
      }),
    );
    const valid = rank(one('b', base.start, '2026-06-01T10:00:00Z', { score: [0, 0, 0, 0] }));
    expect(compareResults(valid, invalid)).toBeLessThan(0);
  });

  it('then puts the higher score first', () => {
    expect(compareResults(at('b', base.start, [2, 0, 0, 0]), at('a', base.start))).toBeLessThan(0);
  });

  it('then the earlier start instant first, comparing instants not strings', () => {
    // 10:00+01:00 is 09:00Z, earlier than 09:30Z although the string sorts later.
    expect(
      compareResults(at('z', '2026-06-01T10:00:00+01:00'), at('a', '2026-06-01T09:30:00Z')),
    ).toBeLessThan(0);
  });

  it('then the hash, and is 0 only for the same hash', () => {
    expect(compareResults(at('a', base.start), at('b', base.start))).toBeLessThan(0);
    expect(compareResults(at('a', base.start), at('a', base.start))).toBe(0);
  });
});

describe('duplicateKey', () => {
  it('compares instants: 10:00Z equals 11:00+01:00', () => {
    expect(duplicateKey(one('a', '2026-01-01T10:00:00Z', '2026-01-01T11:00:00Z'))).toBe(
      duplicateKey(one('b', '2026-01-01T11:00:00+01:00', '2026-01-01T12:00:00+01:00')),
    );
  });

  it('is the range the candidate sees: first event start to last event end', () => {
    const e1: [string, string] = ['2026-01-01T10:00:00Z', '2026-01-01T11:00:00Z'];
    const e2: [string, string] = ['2026-01-01T12:00:00Z', '2026-01-01T13:00:00Z'];
    expect(duplicateKey(option({ hash: 'a', events: [e1, e2] }))).toBe(
      duplicateKey(option({ hash: 'b', events: [e2, e1] })),
    );
    // Other events inside the same range: the same choice for the candidate.
    const inside = option({
      hash: 'c',
      events: [
        ['2026-01-01T10:00:00Z', '2026-01-01T10:45:00Z'],
        ['2026-01-01T11:15:00Z', '2026-01-01T13:00:00Z'],
      ],
    });
    expect(duplicateKey(inside)).toBe(duplicateKey(option({ hash: 'a', events: [e1, e2] })));
    expect(duplicateKey(one('a', e1[0], e1[1]))).not.toBe(
      duplicateKey(one('b', e1[0], '2026-01-01T11:30:00Z')),
    );
  });

  it('keys an option without events by its hash: it duplicates no other option', () => {
    expect(duplicateKey(option({ hash: 'a', events: [] }))).not.toBe(
      duplicateKey(option({ hash: 'b', events: [] })),
    );
  });

  it('is null when a time does not parse', () => {
    expect(duplicateKey(one('a', 'soon', '2026-01-01T11:00:00Z'))).toBeNull();
  });
});

describe('grouping rules', () => {
  it('groups an option whose events are all on one date in the zone by that date', () => {
    const o = option({
      hash: 'a',
      events: [
        ['2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'],
        ['2026-06-01T14:00:00Z', '2026-06-01T15:00:00Z'],
      ],
    });
    expect(resultGroupKey(o, 'UTC')).toBe(dayGroupKey('2026-06-01'));
  });

  it('uses the calendar date of the chosen zone: 23:30Z is the next day in Berlin', () => {
    const o = one('a', '2026-06-01T23:30:00Z', '2026-06-01T23:45:00Z');
    expect(resultGroupKey(o, 'UTC')).toBe('day:2026-06-01');
    expect(resultGroupKey(o, 'Europe/Berlin')).toBe('day:2026-06-02');
  });

  it('treats an event end as exclusive: 23:00 to midnight stays on one day', () => {
    expect(resultGroupKey(one('a', '2026-06-01T23:00:00Z', '2026-06-02T00:00:00Z'), 'UTC')).toBe(
      'day:2026-06-01',
    );
  });

  it('groups a multi-day option by the number of distinct dates its events touch', () => {
    const monWed = option({
      hash: 'a',
      events: [
        ['2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'],
        ['2026-06-03T09:00:00Z', '2026-06-03T10:00:00Z'],
      ],
    });
    expect(daysOfResult(monWed, 'UTC')).toEqual(['2026-06-01', '2026-06-03']);
    expect(resultGroupKey(monWed, 'UTC')).toBe(spanGroupKey(2));
  });

  it('counts both dates of an event that runs past midnight', () => {
    expect(resultGroupKey(one('a', '2026-06-01T23:00:00Z', '2026-06-02T01:00:00Z'), 'UTC')).toBe(
      'span:2',
    );
  });

  it('puts an option without events on the date of its start', () => {
    const o = option({ hash: 'a', events: [], start: '2026-06-05T12:00:00Z' });
    expect(resultGroupKey(o, 'UTC')).toBe('day:2026-06-05');
  });
});

describe('result index: ingest', () => {
  const fresh = (needsReview = false, timeZone = 'UTC') =>
    createResultIndex({ needsReview, timeZone });

  it('rejects an unknown time zone up front', () => {
    expect(() => fresh(false, 'Nowhere/Special')).toThrow(RangeError);
  });

  it('counts added, replaced, duplicate and rejected options of a batch', () => {
    const invalid = one('inv', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      justifications: [room],
    });
    const sameTimesValid = one('val', '2026-06-01T10:00:00+01:00', '2026-06-01T11:00:00+01:00');
    const other = one('oth', '2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z');
    const broken = one('bad', 'later', '2026-06-01T13:00:00Z');
    const out = ingestBatch(fresh(), [invalid, other, sameTimesValid, other, broken]);
    expect(out).toMatchObject({ added: 2, replaced: 1, duplicates: 1, rejected: 1 });
    expect(hashes(orderedResults(out.index))).toEqual(['val', 'oth']); // earlier start first
  });

  it('keeps the better-scored of two duplicates, whichever came first', () => {
    const worse = one('worse', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      score: [0, 0, 0, 0],
    });
    const better = one('better', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      score: [9, 9, 9, 9],
    });
    for (const batch of [
      [worse, better],
      [better, worse],
    ]) {
      const { index } = ingestBatch(fresh(), batch);
      expect(findByHash(index, 'better')?.option).toBe(better);
      expect(findByHash(index, 'worse')).toBeUndefined();
      expect(findByRange(index, slotOfOption(worse))?.option).toBe(better);
    }
  });

  it('merges options with the same range but other events inside it into one', () => {
    const twoEvents = option({
      hash: 'two',
      events: [
        ['2026-06-01T09:45:00Z', '2026-06-01T10:30:00Z'],
        ['2026-06-01T10:30:00Z', '2026-06-01T11:00:00Z'],
      ],
    });
    const otherSplit = option({
      hash: 'split',
      events: [
        ['2026-06-01T09:45:00Z', '2026-06-01T10:15:00Z'],
        ['2026-06-01T10:15:00Z', '2026-06-01T11:00:00Z'],
      ],
    });
    const out = ingestBatch(fresh(), [twoEvents, otherSplit]);
    expect(out.added + out.replaced + out.duplicates).toBe(2);
    expect(out.added).toBe(1);
    expect(validCount(out.index)).toBe(1);
  });

  it('lets a valid duplicate replace an invalid one, but never the other way round', () => {
    const invalid = one('inv', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      feasible: false,
    });
    const valid = one('val', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');
    expect(hashes(orderedResults(ingestBatch(fresh(), [invalid, valid]).index))).toEqual(['val']);
    expect(hashes(orderedResults(ingestBatch(fresh(), [valid, invalid]).index))).toEqual(['val']);
  });

  it('treats a second option with a known hash as a duplicate, even with other times', () => {
    const a = one('same', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');
    const b = one('same', '2026-06-02T09:00:00Z', '2026-06-02T10:00:00Z');
    const out = ingestBatch(fresh(), [a, b]);
    expect(out.duplicates).toBe(1);
    expect(findByHash(out.index, 'same')?.option).toBe(a);
  });

  it('puts valid results at the front of the global list and counts them as available', () => {
    const invalidTop = one('a', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      score: [9, 9, 9, 9],
      feasible: false,
    });
    const valid = one('b', '2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z');
    const { index } = ingestBatch(fresh(), [invalidTop, valid]);
    expect(hashes(orderedResults(index))).toEqual(['b', 'a']);
    expect(validCount(index)).toBe(1);
    expect(index.counts.all).toBe(2);
  });

  it('judges room conflicts by needsReview: available only when a human reviews', () => {
    const withRoom = one('r', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      justifications: [room],
    });
    expect(validCount(ingestBatch(fresh(true), [withRoom]).index)).toBe(1);
    expect(validCount(ingestBatch(fresh(false), [withRoom]).index)).toBe(0);
  });
});

describe('result index: groups and counts', () => {
  const monday = (hash: string, hh: string, score: Score = [0, 0, 0, 0]) =>
    one(hash, `2026-06-01T${hh}:00:00Z`, `2026-06-01T${hh}:45:00Z`, { score });
  const twoDay = option({
    hash: 'two',
    events: [
      ['2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'],
      ['2026-06-02T09:00:00Z', '2026-06-02T10:00:00Z'],
    ],
  });
  const threeDay = option({
    hash: 'three',
    events: [
      ['2026-06-03T09:00:00Z', '2026-06-03T10:00:00Z'],
      ['2026-06-04T09:00:00Z', '2026-06-04T10:00:00Z'],
      ['2026-06-06T09:00:00Z', '2026-06-06T10:00:00Z'],
    ],
  });
  const tuesday = one('tue', '2026-06-02T19:00:00Z', '2026-06-02T20:00:00Z');
  const batch = [
    tuesday,
    threeDay,
    monday('m07', '07', [1, 0, 0, 0]),
    monday('m13', '13', [5, 0, 0, 0]),
    twoDay,
    monday('m03', '03', [3, 0, 0, 0]),
  ];
  const { index } = ingestBatch(createResultIndex({ needsReview: false, timeZone: 'UTC' }), batch);

  it('lists single-day dates and multi-day spans in ascending order', () => {
    expect(singleDayKeys(index)).toEqual(['2026-06-01', '2026-06-02']);
    expect(multiDaySpans(index)).toEqual([2, 3]);
  });

  it('sorts each group by score', () => {
    expect(hashes(groupItems(index, dayGroupKey('2026-06-01')))).toEqual(['m13', 'm03', 'm07']);
  });

  it('splits a group by the time-of-day bucket of each start, keeping the order', () => {
    const buckets = groupBuckets(index, dayGroupKey('2026-06-01'));
    expect(hashes(buckets.earlyMorning)).toEqual(['m03']);
    expect(hashes(buckets.morning)).toEqual(['m07']);
    expect(hashes(buckets.afternoon)).toEqual(['m13']);
    expect(buckets.evening).toEqual([]);
    expect(hashes(groupBuckets(index, dayGroupKey('2026-06-02')).evening)).toEqual(['tue']);
  });

  it('counts options starting on a date, multi-day ones included', () => {
    expect(countStartingOn(index, '2026-06-01')).toBe(4); // 3 single-day + the 2-day option
    expect(countStartingOn(index, '2026-06-03')).toBe(1);
    expect(countStartingOn(index, '2026-06-05')).toBe(0);
  });

  it('counts options spanning a number of days; 1 day means the single-day options', () => {
    expect(countSpanning(index, 1)).toBe(4);
    expect(countSpanning(index, 2)).toBe(1);
    expect(countSpanning(index, 3)).toBe(1);
    expect(countSpanning(index, 4)).toBe(0);
  });

  it('counts only valid ones when asked', () => {
    const bad = one('bad', '2026-06-01T16:00:00Z', '2026-06-01T17:00:00Z', { feasible: false });
    const next = ingestBatch(index, [bad]).index;
    expect(countStartingOn(next, '2026-06-01')).toBe(5);
    expect(countStartingOn(next, '2026-06-01', 'valid')).toBe(4);
    expect(countSpanning(next, 1, 'valid')).toBe(4);
  });

  it('looks results up by hash', () => {
    expect(findByHash(index, 'two')?.option).toBe(twoDay);
    expect(findByHash(index, 'nope')).toBeUndefined();
  });
});

describe('result index: persistence', () => {
  const base = ingestBatch(createResultIndex({ needsReview: false, timeZone: 'UTC' }), [
    one('a', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'),
    one('b', '2026-06-02T09:00:00Z', '2026-06-02T10:00:00Z'),
  ]).index;

  it('returns a new index and leaves the old one untouched', () => {
    const next = ingestBatch(base, [one('c', '2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z')]);
    expect(next.index).not.toBe(base);
    expect(hashes(groupItems(base, 'day:2026-06-01'))).toEqual(['a']);
    expect(hashes(groupItems(next.index, 'day:2026-06-01'))).toEqual(['a', 'c']);
  });

  it('shares an untouched group, and its materialized items, by reference', () => {
    const before = groupItems(base, 'day:2026-06-02');
    const next = ingestBatch(base, [one('c', '2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z')]);
    expect(getGroup(next.index, 'day:2026-06-02')).toBe(getGroup(base, 'day:2026-06-02'));
    expect(groupItems(next.index, 'day:2026-06-02')).toBe(before);
    expect(getGroup(next.index, 'day:2026-06-01')).not.toBe(getGroup(base, 'day:2026-06-01'));
    expect(singleDayKeys(next.index)).toBe(singleDayKeys(base)); // no new date
  });

  it('returns the same index when a batch keeps nothing', () => {
    const dup = one('z', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');
    expect(ingestBatch(base, [dup]).index).toBe(base);
    expect(ingestBatch(base, []).index).toBe(base);
  });

  it('keeps a large single group in order, read after one batch or many', () => {
    const nineAm = Date.parse('2026-06-01T09:00:00Z');
    const batch = Array.from({ length: 1200 }, (_, i) =>
      one(`h${i}`, new Date(nineAm + i * 1000).toISOString(), '2026-06-01T23:00:00Z', {
        score: [(i * 7919) % 101, i % 3, 0, 0],
      }),
    );
    const { index } = ingestBatch(base, batch);
    const items = groupItems(index, 'day:2026-06-01');
    expect(items).toHaveLength(1201);
    for (let i = 1; i < items.length; i += 1) {
      expect(compareResults(items[i - 1]!, items[i]!)).toBeLessThan(0);
    }
    // The same results in 24 batches, the group read after every fourth: the same order.
    let step = base;
    for (let i = 0; i < batch.length; i += 50) {
      step = ingestBatch(step, batch.slice(i, i + 50)).index;
      if (i % 200 === 0) groupItems(step, 'day:2026-06-01');
    }
    expect(groupItems(step, 'day:2026-06-01')).toEqual(items);
  });
});

describe('result index: versions of the look-up maps', () => {
  const fresh = () => createResultIndex({ needsReview: false, timeZone: 'UTC' });
  const worse = one('worse', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');
  const better = one('better', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
    score: [9, 0, 0, 0],
  });
  const x = one('x', '2026-06-02T09:00:00Z', '2026-06-02T10:00:00Z');
  const y = one('y', '2026-06-03T09:00:00Z', '2026-06-03T10:00:00Z');
  const range = slotOfOption(worse);
  const hashesOf = (index: ReturnType<typeof fresh>) => hashes(orderedResults(index));

  it('answers look-ups as of each version after a replacement', () => {
    const v1 = ingestBatch(fresh(), [worse]).index;
    const v2 = ingestBatch(v1, [better]).index;
    expect(findByHash(v1, 'worse')?.option).toBe(worse);
    expect(findByHash(v1, 'better')).toBeUndefined();
    expect(findByRange(v1, range)?.option).toBe(worse);
    expect(findByHash(v2, 'worse')).toBeUndefined();
    expect(findByHash(v2, 'better')?.option).toBe(better);
    expect(findByRange(v2, range)?.option).toBe(better);
  });

  it('ingests into an older version after a newer one exists, and both keep their answers', () => {
    const base = ingestBatch(fresh(), [worse]).index;
    const newer = ingestBatch(base, [x]).index;
    // The older version again: it must not see x, nor may the newer one see y.
    const branch = ingestBatch(base, [y, better]);
    expect(branch.added).toBe(1);
    expect(branch.replaced).toBe(1);
    expect(hashesOf(branch.index)).toEqual(['better', 'y']);
    expect(findByHash(branch.index, 'x')).toBeUndefined();
    expect(findByRange(branch.index, range)?.option).toBe(better);
    expect(hashesOf(newer)).toEqual(['worse', 'x']);
    expect(findByHash(newer, 'y')).toBeUndefined();
    expect(findByRange(newer, range)?.option).toBe(worse);
    expect(hashesOf(base)).toEqual(['worse']);
    expect(findByHash(base, 'x')).toBeUndefined();
    // Both lines keep growing on their own.
    const newer2 = ingestBatch(newer, [y]).index;
    const branch2 = ingestBatch(branch.index, [x]).index;
    expect(hashesOf(newer2)).toEqual(['worse', 'x', 'y']);
    expect(hashesOf(branch2)).toEqual(['better', 'x', 'y']);
    expect(findByRange(newer2, range)?.option).toBe(worse);
    // x is known to the newer line: a duplicate there, new on the other.
    expect(ingestBatch(newer2, [x]).duplicates).toBe(1);
    expect(ingestBatch(branch.index, [x]).added).toBe(1);
  });

  it('lets an index regrouped in another zone and its source both ingest', () => {
    const base = ingestBatch(fresh(), [worse, x]).index;
    const tokyo = regroup(base, 'Asia/Tokyo');
    const utcNext = ingestBatch(base, [better]).index;
    const tokyoNext = ingestBatch(tokyo, [y]).index;
    expect(hashesOf(utcNext)).toEqual(['better', 'x']);
    expect(hashesOf(tokyoNext)).toEqual(['worse', 'x', 'y']);
    expect(findByHash(tokyoNext, 'better')).toBeUndefined();
    expect(getGroup(tokyoNext, 'day:2026-06-03')?.timeZone).toBe('Asia/Tokyo');
    expect(countStartingOn(tokyoNext, '2026-06-03')).toBe(1);
  });

  it('leaves the index intact when a batch throws half-way, and ingests into it afterwards', () => {
    const base = ingestBatch(fresh(), [worse]).index;
    const broken = { ...y, solution: null } as unknown as ResultOption; // fails the validity check
    expect(() => ingestBatch(base, [x, better, broken])).toThrow(TypeError);
    expect(hashesOf(base)).toEqual(['worse']);
    expect(findByHash(base, 'x')).toBeUndefined();
    expect(findByRange(base, range)?.option).toBe(worse);
    const next = ingestBatch(base, [x, better]);
    expect(next).toMatchObject({ added: 1, replaced: 1 });
    expect(hashesOf(next.index)).toEqual(['better', 'x']);
  });

  it('returns the same index for a batch of duplicates, which keeps it the newest version', () => {
    const base = ingestBatch(fresh(), [better]).index;
    expect(ingestBatch(base, [worse, better]).index).toBe(base);
    expect(hashesOf(ingestBatch(base, [x]).index)).toEqual(['better', 'x']);
  });
});

describe('rangeKey', () => {
  it('is a number for whole minutes and a string otherwise, equal only for equal ranges', () => {
    const nine = Date.parse('2026-06-01T09:00:00Z');
    expect(typeof rangeKey(nine, nine + 3_600_000)).toBe('number');
    expect(rangeKey(nine, nine + 3_600_000)).toBe(rangeKey(nine, nine + 3_600_000));
    expect(rangeKey(nine, nine + 3_600_000)).not.toBe(rangeKey(nine, nine + 3_660_000));
    expect(rangeKey(nine, nine + 3_600_000)).not.toBe(rangeKey(nine + 60_000, nine + 3_600_000));
    expect(rangeKey(nine, nine + 1_000)).toBe(`${nine}-${nine + 1_000}`);
    expect(rangeKey(nine + 1, nine + 60_001)).toBe(`${nine + 1}-${nine + 60_001}`);
    expect(rangeKey(nine, nine - 60_000)).toBe(`${nine}-${nine - 60_000}`); // end before start
    expect(typeof rangeKey(-60_000, 0)).toBe('number'); // before 1970
    expect(rangeKey(-60_000, 0)).not.toBe(rangeKey(0, 60_000));
  });

  it('finds duplicates to the second as well as to the minute', () => {
    const a = one('a', '2026-06-01T09:00:30Z', '2026-06-01T10:00:00Z');
    const b = one('b', '2026-06-01T10:00:30+01:00', '2026-06-01T11:00:00+01:00');
    const { index, duplicates } = ingestBatch(
      createResultIndex({ needsReview: false, timeZone: 'UTC' }),
      [a, b],
    );
    expect(duplicates).toBe(1);
    expect(findByRange(index, slotOfOption(b))?.option).toBe(a);
  });
});

describe('result index: regroup', () => {
  const lateUtc = one('late', '2026-06-01T22:00:00Z', '2026-06-01T22:30:00Z');
  const early = one('early', '2026-06-01T09:00:00Z', '2026-06-01T09:30:00Z');
  const index = ingestBatch(createResultIndex({ needsReview: false, timeZone: 'UTC' }), [
    lateUtc,
    early,
  ]).index;

  it('regroups by the dates of the new zone', () => {
    const tokyo = regroup(index, 'Asia/Tokyo');
    expect(singleDayKeys(index)).toEqual(['2026-06-01']);
    expect(singleDayKeys(tokyo)).toEqual(['2026-06-01', '2026-06-02']);
    expect(hashes(groupItems(tokyo, 'day:2026-06-02'))).toEqual(['late']);
    expect(hashes(groupBuckets(tokyo, 'day:2026-06-02').morning)).toEqual(['late']); // 07:00
    expect(hashes(groupBuckets(index, 'day:2026-06-01').night)).toEqual(['late']); // 22:00
  });

  it('keeps the global order and look-ups, which do not depend on the zone', () => {
    const tokyo = regroup(index, 'Asia/Tokyo');
    expect(orderedResults(tokyo)).toBe(orderedResults(index));
    expect(findByHash(tokyo, 'late')?.option).toBe(lateUtc);
  });

  it('returns the same index for the same zone, and rejects an unknown one', () => {
    expect(regroup(index, 'UTC')).toBe(index);
    expect(() => regroup(index, 'Nowhere/Special')).toThrow(RangeError);
  });
});

describe('reading a group: time order', () => {
  const at = (hash: string, from: string, to: string, score: Score = [0, 0, 0, 0]) =>
    one(hash, `2026-06-01T${from}:00Z`, `2026-06-01T${to}:00Z`, { score });
  const build = (options: ResultOption[]) =>
    ingestBatch(createResultIndex({ needsReview: false, timeZone: 'UTC' }), options).index;

  it('lists the valid options of a bucket by start, then end, whatever their scores', () => {
    const index = build([
      at('late', '15:15', '16:00', [9, 0, 0, 0]),
      at('noon', '13:30', '14:00', [5, 0, 0, 0]),
      at('one', '14:15', '15:00', [1, 0, 0, 0]),
      at('short', '13:30', '13:45', [0, 0, 0, 0]),
      one('bad', '2026-06-01T13:00:00Z', '2026-06-01T13:30:00Z', { feasible: false }),
    ]);
    const afternoon = groupBuckets(index, dayGroupKey('2026-06-01')).afternoon;
    expect(hashes(afternoon)).toEqual(['late', 'noon', 'one', 'short', 'bad']); // score order
    expect(hashes(validByTime(afternoon))).toEqual(['short', 'noon', 'one', 'late']);
    expect(validByTime(afternoon)).toBe(validByTime(afternoon)); // memoized
  });
});

describe('withCurrentHashes', () => {
  it('gives each pick the hash of the option standing for its range now', () => {
    const worse = one('worse', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');
    const better = one('better', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
      score: [9, 0, 0, 0],
    });
    const start = createResultIndex({ needsReview: false, timeZone: 'UTC' });
    const picked = slotOfOption(worse);
    const later = ingestBatch(start, [worse, better]).index;
    const suggested = { ...picked, hash: null };
    const gone = { startTime: '2026-06-02T09:00:00Z', endTime: '2026-06-02T10:00:00Z', hash: 'x' };
    expect(withCurrentHashes(later, [picked, suggested, gone])).toEqual([
      { ...picked, hash: 'better' },
      suggested,
      gone,
    ]);
  });
});
