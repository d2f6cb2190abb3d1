/**
 * Issue 14, target 6: ingesting live results against one bare sort of the same results, in the
 * same `vitest bench` run (`npx vitest bench --run scripts/ingest.bench.ts`; `npm run bench`
 * runs it and prints the ratios of the medians with their targets).
 *
 * Bare sort, the baseline: the same options, already ranked (validity and start instant
 * computed outside the timed part), sorted once by the index's own order,
 * `ranked.slice().sort(compareResults)`. It is the least work any index in that order could
 * do, so the ratio counts everything ingest does beyond ordering: reading times, validity,
 * duplicate look-ups, grouping by date in the zone, counts and persistence.
 *
 * Ingest: `ingestBatch` of the same options into an empty index, 100 at a time (100 or 1,000
 * batches), the way the socket delivers them. Targets: ≤ 2× and ≤ 3×. A group is put in order
 * when it is read (see `OrderedList`), so beside it, "ingest, day read per batch": the same,
 * reading the first day's list after every batch, as Pick days does with the day on screen. The options come from the
 * fixture generator, whose repeated times are shared strings, as the socket's pools make them
 * (src/api/intern.ts).
 *
 * Two floors beside them, the least work an index could do on the same batches (not the
 * product's code; the figures the README's "Live results: ingest" argues from): for each option
 * its validity and times (`rankResult`, `duplicateKey`), one look-up in each of two `Map`s (by
 * time range, by hash) and, when new, one insert in each, and its start date in the zone
 * (`zonedDayNumber`); then either a binary insertion into a plain array per start date, in the
 * order of {@link compareResults} ("floor, ordered"), or an append ("floor, unordered": the
 * order left to whoever reads). No persistence, counts, multi-day groups or replacement.
 *
 * The same workloads are measured in `npm test` by src/domain/results.perf.test.ts (repetitions
 * in one process, ratios only). This file lives in scripts/ because production files of `src`
 * may not import the fixtures (eslint's production zones).
 */
import { bench, describe } from 'vitest';
import { INGEST_WORKLOAD_ZONE as ZONE, ingestWorkload } from '../fixtures/generator';
import type { ResultOption } from '../src/domain/entities';
import {
  compareResults,
  createResultIndex,
  dayGroupKey,
  duplicateKey,
  groupItems,
  ingestBatch,
  type RankedResult,
  rankResult,
  type ResultIndex,
  singleDayKeys,
} from '../src/domain/results';
import { zonedDayNumber } from '../src/domain/time-zone';

const BATCH = 100;

/** 10,000 options over 10 days across New York's spring-forward (2026-03-08). */
const tenThousand = ingestWorkload(10_000);
/** 100,000 options: 10 seeds of 10,000, each over its own 14 days (140 days from 2026-03-02). */
const hundredThousand = ingestWorkload(100_000);

function ingestAll(options: readonly ResultOption[], readDay = false): ResultIndex {
  let index = createResultIndex({ needsReview: false, timeZone: ZONE });
  for (let i = 0; i < options.length; i += BATCH) {
    index = ingestBatch(index, options.slice(i, i + BATCH)).index;
    const day = readDay ? singleDayKeys(index)[0] : undefined;
    if (day !== undefined) groupItems(index, dayGroupKey(day));
  }
  return index;
}

/** The floors described above: how many options were kept. */
function floor(options: readonly ResultOption[], ordered: boolean): number {
  const context = { needsReview: false };
  const byKey = new Map<number | string, RankedResult>();
  const byHash = new Map<string, RankedResult>();
  const byDay = new Map<number, RankedResult[]>();
  const times: number[] = [];
  let kept = 0;
  for (let i = 0; i < options.length; i += BATCH) {
    const batch = options.slice(i, i + BATCH);
    for (const option of batch) {
      const entry = rankResult(option, context);
      const key = duplicateKey(option, times);
      if (key === null || !Number.isFinite(entry.startMs)) continue;
      if (byKey.get(key) !== undefined || byHash.get(option.hash) !== undefined) continue;
      byKey.set(key, entry);
      byHash.set(option.hash, entry);
      const day = zonedDayNumber(entry.startMs, ZONE);
      let list = byDay.get(day);
      if (list === undefined) byDay.set(day, (list = []));
      if (ordered) {
        let lo = 0;
        let hi = list.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (compareResults(list[mid] as RankedResult, entry) < 0) lo = mid + 1;
          else hi = mid;
        }
        list.splice(lo, 0, entry);
      } else {
        list.push(entry);
      }
      kept += 1;
    }
  }
  return kept;
}

for (const [name, options, time] of [
  ['10,000 results in 100 batches', tenThousand, 2_000],
  ['100,000 results in 1,000 batches', hundredThousand, 6_000],
] as const) {
  const ranked = options.map((o) => rankResult(o, { needsReview: false }));
  describe(name, () => {
    bench('bare sort', () => void ranked.slice().sort(compareResults), {
      time,
      warmupIterations: 3,
    });
    bench('ingest', () => void ingestAll(options), { time, warmupIterations: 3 });
    bench('ingest, day read per batch', () => void ingestAll(options, true), {
      time,
      warmupIterations: 3,
    });
    bench('floor, ordered', () => void floor(options, true), { time, warmupIterations: 3 });
    bench('floor, unordered', () => void floor(options, false), { time, warmupIterations: 3 });
  });
}
