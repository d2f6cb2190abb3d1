import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Justification, ResultOption } from './entities';
import {
  compareResults,
  countSpanning,
  countStartingOn,
  createResultIndex,
  getGroup,
  groupBuckets,
  groupItems,
  ingestBatch,
  isValidResult,
  multiDaySpans,
  orderedResults,
  rankResult,
  regroup,
  resultGroupKey,
  type ResultIndex,
  singleDayKeys,
  validCount,
  type GroupKey,
  type RankedResult,
} from './results';
import { TIME_BUCKETS } from './time-buckets';
import { zonedDateKey } from './time-zone';

const ZONES = [
  'UTC',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Adelaide',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
/** Friday before the NY spring-forward: a week of slots crosses it. */
const BASE = Date.parse('2026-03-06T00:00:00Z');
const SLOT = 3 * 3_600_000;
const OFFSETS = [0, 60, -300, 330];

/** An ISO string of `ms` written with a UTC offset in minutes (same instant). */
function isoAt(ms: number, offsetMin: number): string {
  const local = new Date(ms + offsetMin * 60_000).toISOString().slice(0, 19);
  if (offsetMin === 0) return `${local}Z`;
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const required = { isOptionalAttendee: false, isOptionalEvent: false };
const optional = { isOptionalAttendee: true, isOptionalEvent: false };
const justificationArb: fc.Arbitrary<Justification> = fc.constantFrom(
  { id: 'roomConflict', items: [required] },
  { id: 'gapsBetweenMinAndMax', items: [] },
  { id: 'attendeeConflict', items: [optional] },
  { id: 'attendeeConflict', items: [required] },
);

const eventArb = fc.record({
  slot: fc.integer({ min: 0, max: 24 }),
  length: fc.integer({ min: 1, max: 2 }),
  offset: fc.constantFrom(...OFFSETS),
});

const optionArb: fc.Arbitrary<ResultOption> = fc
  .record({
    hash: fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e'), minLength: 1, maxLength: 3 }),
    score: fc.tuple(fc.nat(2), fc.nat(2), fc.nat(2), fc.nat(2)),
    events: fc.array(eventArb, { maxLength: 3 }),
    infeasible: fc.nat(3).map((n) => n === 0),
    justifications: fc.array(justificationArb, { maxLength: 2 }),
    malformed: fc.nat(40).map((n) => n === 0),
    emptyStartSlot: fc.integer({ min: 0, max: 24 }),
  })
  .map(({ hash, score, events, infeasible, justifications, malformed, emptyStartSlot }) => {
    const mapped = events.map(({ slot, length, offset }) => ({
      startTime: isoAt(BASE + slot * SLOT, offset),
      endTime: isoAt(BASE + slot * SLOT + length * 1_800_000, offset),
      attendees: [],
    }));
    const start = mapped[0]?.startTime ?? isoAt(BASE + emptyStartSlot * SLOT, 0);
    return {
      hash,
      score,
      startTime: malformed ? 'not a time' : start,
      events: mapped,
      solution: { feasible: !infeasible, justifications },
    };
  });

const batchArb = fc.array(optionArb, { maxLength: 60, size: 'max' });
const zoneArb = fc.constantFrom(...ZONES);

/** The rules of the index, written naively over plain arrays (the reference model). */
function model(options: readonly ResultOption[], needsReview: boolean) {
  const keyOf = (o: ResultOption) =>
    o.events.length === 0
      ? `hash:${o.hash}`
      : JSON.stringify([
          Math.min(...o.events.map((e) => Date.parse(e.startTime))),
          Math.max(...o.events.map((e) => Date.parse(e.endTime))),
        ]);
  let kept: { ranked: RankedResult; key: string }[] = [];
  for (const option of options) {
    if (Number.isNaN(Date.parse(option.startTime))) continue;
    const item = { ranked: rankResult(option, { needsReview }), key: keyOf(option) };
    const hits = kept.filter((k) => k.key === item.key || k.ranked.option.hash === option.hash);
    if (hits.length === 0) kept.push(item);
    else if (hits.every((h) => compareResults(item.ranked, h.ranked) < 0)) {
      kept = [...kept.filter((k) => !hits.includes(k)), item];
    }
  }
  return kept
    .map((k) => k.ranked)
    .sort(compareResults)
    .map((r) => r.option);
}

function build(options: readonly ResultOption[], needsReview: boolean, timeZone: string) {
  return ingestBatch(createResultIndex({ needsReview, timeZone }), options).index;
}

/**
 * Everything a caller can observe of an index. Lists are read from the groups' own lists as well
 * as through the accessors (which must agree).
 */
function observe(index: ResultIndex) {
  const groupKeys: GroupKey[] = [
    ...singleDayKeys(index).map((d): GroupKey => `day:${d}`),
    ...multiDaySpans(index).map((n): GroupKey => `span:${n}`),
  ];
  const hashes = (list: readonly { option: ResultOption }[]) => list.map((r) => r.option.hash);
  const startDates = [
    ...new Set(orderedResults(index).map((r) => zonedDateKey(r.startMs, index.timeZone))),
  ];
  // The merged global order is every group's items, merged: as many, each in its group's order.
  expect(orderedResults(index)).toHaveLength(
    [...index.groups.values()].reduce((n, group) => n + group.items.size, 0),
  );
  for (const [key, group] of index.groups) {
    expect(groupItems(index, key)).toEqual(group.items.toArray());
    expect(group.items.size).toBe(group.items.toArray().length);
  }
  return {
    all: index.counts.all,
    valid: validCount(index),
    order: hashes(orderedResults(index)),
    days: singleDayKeys(index),
    spans: multiDaySpans(index),
    groups: groupKeys.map((key) => ({
      key,
      items: hashes(index.groups.get(key)?.items.toArray() ?? []),
      buckets: TIME_BUCKETS.map((b) => hashes(groupBuckets(index, key)[b])),
    })),
    starting: startDates.map((d) => [
      d,
      countStartingOn(index, d),
      countStartingOn(index, d, 'valid'),
    ]),
    spanning: [1, ...multiDaySpans(index)].map((n) => [n, countSpanning(index, n)]),
  };
}

describe('result index properties', () => {
  it('keeps exactly the non-duplicate options, in the order of compareResults (reference model)', () => {
    fc.assert(
      fc.property(batchArb, fc.boolean(), zoneArb, (options, needsReview, zone) => {
        const index = build(options, needsReview, zone);
        const expected = model(options, needsReview);
        expect(orderedResults(index).map((r) => r.option)).toEqual(expected);
        expect(validCount(index)).toBe(
          expected.filter((o) => isValidResult(o, { needsReview })).length,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('never loses or duplicates a result: each kept option is in exactly one group, its own', () => {
    fc.assert(
      fc.property(batchArb, fc.boolean(), zoneArb, (options, needsReview, zone) => {
        const index = build(options, needsReview, zone);
        const seen = new Map<string, GroupKey>();
        for (const key of index.groups.keys()) {
          const items = groupItems(index, key);
          for (const r of items) {
            expect(seen.has(r.option.hash)).toBe(false);
            seen.set(r.option.hash, key);
            expect(resultGroupKey(r.option, zone)).toBe(key);
          }
          for (let i = 1; i < items.length; i += 1) {
            expect(compareResults(items[i - 1]!, items[i]!)).toBeLessThan(0);
          }
          const bucketed = TIME_BUCKETS.flatMap((b) => groupBuckets(index, key)[b]);
          expect(new Set(bucketed)).toEqual(new Set(items));
        }
        expect([...seen.keys()].sort()).toEqual(
          model(options, needsReview)
            .map((o) => o.hash)
            .sort(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('puts every valid result before every invalid one in the global list', () => {
    fc.assert(
      fc.property(batchArb, fc.boolean(), (options, needsReview) => {
        const index = build(options, needsReview, 'UTC');
        const flags = orderedResults(index).map((r) => r.valid);
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
        expect(flags.filter(Boolean)).toHaveLength(validCount(index));
      }),
    );
  });

  it('gives the same index whatever the batch split', () => {
    fc.assert(
      fc.property(
        batchArb,
        fc.array(fc.nat(60), { maxLength: 8 }),
        fc.boolean(),
        zoneArb,
        (options, cuts, needsReview, zone) => {
          const bounds = [
            ...new Set([0, ...cuts.filter((c) => c < options.length), options.length]),
          ].sort((a, b) => a - b);
          let index = createResultIndex({ needsReview, timeZone: zone });
          let counted = 0;
          for (let i = 1; i < bounds.length; i += 1) {
            const out = ingestBatch(index, options.slice(bounds[i - 1], bounds[i]));
            counted += out.added + out.replaced + out.duplicates + out.rejected;
            index = out.index;
          }
          expect(counted).toBe(options.length);
          expect(observe(index)).toEqual(observe(build(options, needsReview, zone)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('regrouping after a zone change equals a fresh index built in that zone', () => {
    fc.assert(
      fc.property(batchArb, fc.boolean(), zoneArb, zoneArb, (options, needsReview, from, to) => {
        const moved = regroup(build(options, needsReview, from), to);
        expect(observe(moved)).toEqual(observe(build(options, needsReview, to)));
        // and the regrouped index keeps ingesting like a fresh one
        const more = options.slice(0, 5).map((o) => ({ ...o, hash: `${o.hash}-again` }));
        expect(observe(ingestBatch(moved, more).index)).toEqual(
          observe(ingestBatch(build(options, needsReview, to), more).index),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('leaves an older index unchanged when a newer one is built from it (persistence)', () => {
    fc.assert(
      fc.property(batchArb, batchArb, zoneArb, (first, second, zone) => {
        const old = build(first, false, zone);
        const snapshot = observe(old);
        ingestBatch(old, second);
        ingestBatch(old, [...second].reverse());
        expect(observe(old)).toEqual(snapshot);
      }),
      { numRuns: 200 },
    );
  });

  it('reads every version of a line the same, whatever was read before it (lists ordered on read)', () => {
    fc.assert(
      fc.property(
        batchArb,
        fc.array(fc.nat(60), { maxLength: 6 }),
        zoneArb,
        fc.func(fc.integer()),
        (options, cuts, zone, readOrder) => {
          const bounds = [
            ...new Set([0, ...cuts.filter((c) => c < options.length), options.length]),
          ].sort((a, b) => a - b);
          // One line of versions, none read yet; then read in an arbitrary order.
          const versions = [createResultIndex({ needsReview: false, timeZone: zone })];
          for (let i = 1; i < bounds.length; i += 1) {
            const last = versions[versions.length - 1]!;
            versions.push(ingestBatch(last, options.slice(bounds[i - 1], bounds[i])).index);
          }
          const order = versions
            .map((_, i) => i)
            .sort((a, b) => readOrder(a) - readOrder(b) || a - b);
          for (const i of order) {
            const prefix = options.slice(0, bounds[i] ?? 0);
            expect(observe(versions[i]!)).toEqual(observe(build(prefix, false, zone)));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('shares by reference every group the batch does not touch', () => {
    const smallBatchArb = fc.array(optionArb, { maxLength: 4 });
    fc.assert(
      fc.property(batchArb, smallBatchArb, zoneArb, (first, second, zone) => {
        const old = build(first, false, zone);
        const out = ingestBatch(old, second);
        fc.pre(out.replaced === 0);
        const touched = new Set(
          second
            .filter((o) => !Number.isNaN(Date.parse(o.startTime)))
            .map((o) => resultGroupKey(o, zone)),
        );
        for (const [key, group] of old.groups) {
          if (!touched.has(key)) {
            expect(getGroup(out.index, key)).toBe(group);
            expect(groupItems(out.index, key)).toBe(groupItems(old, key));
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('compareResults properties', () => {
  const rankedArb = fc
    .tuple(optionArb, fc.boolean())
    .map(([o, needsReview]) =>
      rankResult({ ...o, startTime: o.events[0]?.startTime ?? o.startTime }, { needsReview }),
    );
  const sign = (n: number) => Math.sign(n);

  it('is antisymmetric and 0 only for the same hash', () => {
    fc.assert(
      fc.property(rankedArb, rankedArb, (a, b) => {
        expect(sign(compareResults(a, b)) + sign(compareResults(b, a))).toBe(0);
        if (compareResults(a, b) === 0) expect(a.option.hash).toBe(b.option.hash);
        expect(compareResults(a, a)).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(rankedArb, rankedArb, rankedArb, (a, b, c) => {
        if (compareResults(a, b) <= 0 && compareResults(b, c) <= 0) {
          expect(compareResults(a, c)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts any arrival order of distinct hashes into the same list (total, stable)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(rankedArb, { selector: (r) => r.option.hash, maxLength: 30 }),
        fc.nat(),
        (ranked, seed) => {
          const shuffled = [...ranked].sort(
            (x, y) => hashOf(x.option.hash, seed) - hashOf(y.option.hash, seed),
          );
          expect([...shuffled].sort(compareResults)).toEqual([...ranked].sort(compareResults));
        },
      ),
    );
  });
});

describe('a batch changes only the groups it lands in', () => {
  /** Deterministic options over two weeks, all with distinct time ranges and hashes. */
  function generated(from: number, count: number): ResultOption[] {
    return Array.from({ length: count }, (_, k) => {
      const i = from + k;
      const start = BASE + (i % 14) * 86_400_000 + Math.floor(i / 14) * 60_000;
      const twoDays = i % 5 === 0;
      const events = [
        { startTime: isoAt(start, 0), endTime: isoAt(start + 3_600_000, 0), attendees: [] },
        ...(twoDays
          ? [
              {
                startTime: isoAt(start + 86_400_000, 0),
                endTime: isoAt(start + 86_400_000 + 3_600_000, 0),
                attendees: [],
              },
            ]
          : []),
      ];
      return {
        hash: `opt-${i}`,
        score: [hashOf(String(i), 1) % 7, hashOf(String(i), 2) % 5, i % 3, 0],
        startTime: events[0]!.startTime,
        events,
        solution: { feasible: i % 4 !== 0, justifications: [] },
      };
    });
  }

  function indexOf(size: number): ResultIndex {
    let index = createResultIndex({ needsReview: false, timeZone: 'America/New_York' });
    for (let i = 0; i < size; i += 500)
      index = ingestBatch(index, generated(i, Math.min(500, size - i))).index;
    return index;
  }

  it('keeps untouched groups by reference when a batch lands on one day', () => {
    const index = indexOf(2_000);
    const oneDay = generated(90_000, 10).filter((o) => o.events.length === 1);
    const touched = new Set(oneDay.map((o) => resultGroupKey(o, index.timeZone)));
    const next = ingestBatch(index, oneDay).index;
    let shared = 0;
    for (const [key, group] of index.groups) {
      if (touched.has(key)) expect(getGroup(next, key)).not.toBe(group);
      else {
        expect(getGroup(next, key)).toBe(group);
        shared += 1;
      }
    }
    expect(shared).toBeGreaterThan(5);
  });
});

/** A small deterministic string hash (FNV-1a), seeded. */
function hashOf(text: string, seed: number): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}
