/**
 * The debug list's filtering as results stream in, pure: a batch costs its own size (results
 * stay the batches they arrived in: filtered batch by batch, numbered batch by batch, the page
 * taken from the first ones), never copied as a whole.
 */
import { type DebugFilterOptions, type DebugSlot, filterDebugResults } from '../../../domain/debug';
import type { ResultOption } from '../../../domain/entities';
import type { NumberedOption } from '../screens/DebugPanelScreen';

export type Batches = readonly (readonly ResultOption[])[];

/** A filtering and what it kept: the next one reuses it when only batches were added. */
export interface Filtered {
  readonly batches: Batches;
  readonly filter: DebugFilterOptions;
  readonly userMap: Readonly<Record<string, string>>;
  readonly selection: readonly DebugSlot[];
  /** What each batch kept, batch by batch. */
  readonly kept: Batches;
  /** The place in arrival order of each batch's first option (0 for the first batch). */
  readonly starts: readonly number[];
  /** How many options were kept in all. */
  readonly matched: number;
}

/**
 * The options the filters keep. Batches only grow while a search streams: when the filters,
 * names and selection are those of `previous` and its batches are the start of these, only
 * the new batches are filtered (the cost of a batch is the batch, not all 10,000 so far).
 */
export function filterGrowing(
  previous: Filtered | null,
  batches: Batches,
  filter: DebugFilterOptions,
  userMap: Readonly<Record<string, string>>,
  selection: readonly DebugSlot[],
): Filtered {
  const from = previous?.batches.length ?? 0;
  const grown =
    previous !== null &&
    previous.userMap === userMap &&
    previous.selection === selection &&
    previous.filter.term === filter.term &&
    previous.filter.filterBySelectedSlots === filter.filterBySelectedSlots &&
    from <= batches.length &&
    (from === 0 || previous.batches[from - 1] === batches[from - 1]);
  const kept = grown ? [...previous.kept] : [];
  const starts = grown ? [...previous.starts] : [];
  let matched = grown ? previous.matched : 0;
  for (let b = grown ? from : 0; b < batches.length; b += 1) {
    const keep = filterDebugResults(batches[b] ?? [], filter, userMap, selection);
    kept.push(keep);
    starts.push(b === 0 ? 0 : (starts[b - 1] ?? 0) + (batches[b - 1]?.length ?? 0));
    matched += keep.length;
  }
  return { batches, filter, userMap, selection, kept, starts, matched };
}

/**
 * The first `count` options kept, in order, each numbered by its place in arrival order (1 for
 * the first option to arrive): the filter keeps a batch's options in their order, so one walk
 * of the batch finds each kept option's place.
 */
export function firstNumbered(
  { batches, kept, starts }: Filtered,
  count: number,
): NumberedOption[] {
  const out: NumberedOption[] = [];
  for (const [b, keep] of kept.entries()) {
    const batch = batches[b] ?? [];
    let i = 0;
    for (const option of keep) {
      if (out.length >= count) return out;
      while (i < batch.length && batch[i] !== option) i += 1;
      out.push({ number: (starts[b] ?? 0) + i + 1, option });
      i += 1;
    }
  }
  return out;
}

/** Whether `filtered` is the filtering of exactly these results, filters, names and selection. */
export function isFilteringOf(
  filtered: Filtered,
  batches: Batches,
  filter: DebugFilterOptions,
  userMap: Readonly<Record<string, string>>,
  selection: readonly DebugSlot[],
): boolean {
  return (
    filtered.batches === batches &&
    filtered.filter.term === filter.term &&
    filtered.filter.filterBySelectedSlots === filter.filterBySelectedSlots &&
    filtered.userMap === userMap &&
    filtered.selection === selection
  );
}
