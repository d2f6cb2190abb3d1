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
 * batches), the way the socket delivers them. Targets: ≤ 2× and ≤ 3×. The options come from the
 * fixture generator, whose repeated times are shared strings, as the socket's pools make them
 * (src/api/intern.ts).
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
  ingestBatch,
  rankResult,
  type ResultIndex,
} from '../src/domain/results';

const BATCH = 100;

/** 10,000 options over 10 days across New York's spring-forward (2026-03-08). */
const tenThousand = ingestWorkload(10_000);
/** 100,000 options: 10 seeds of 10,000, each over its own 14 days (140 days from 2026-03-02). */
const hundredThousand = ingestWorkload(100_000);

function ingestAll(options: readonly ResultOption[]): ResultIndex {
  let index = createResultIndex({ needsReview: false, timeZone: ZONE });
  for (let i = 0; i < options.length; i += BATCH) {
    index = ingestBatch(index, options.slice(i, i + BATCH)).index;
  }
  return index;
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
  });
}
