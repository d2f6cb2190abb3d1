/**
 * The debug panel with its data: the filters are its own state (the spec's debug state:
 * `debugMode` is the panel being there, `debugResults` and `userMap` come from the journey,
 * `filterOptions` live here, `displayResults` is derived, never stored), and the list grows a
 * page at a time. Typing a name never waits for the list: the filter reads a deferred copy, and
 * so do the results and the selection.
 *
 * A batch costs its own size: results arrive as batches and stay batches here (filtered batch by
 * batch, numbered batch by batch, the page taken from the first ones), never copied as a whole.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { type DebugFilterOptions, type DebugSlot, filterDebugResults } from '../../../domain/debug';
import type { ResultOption } from '../../../domain/entities';
import {
  DEBUG_PAGE_SIZE,
  DebugPanelScreen,
  type NumberedOption,
} from '../screens/DebugPanelScreen';

type Batches = readonly (readonly ResultOption[])[];

export interface DebugPanelContainerProps {
  /** Every option of the current search as it arrived (duplicates included), batch by batch. */
  readonly batches: Batches;
  /** How many options the batches hold. */
  readonly received: number;
  /** Attendee id → name, from the search's debug data. */
  readonly userMap: Readonly<Record<string, string>>;
  /** The times the candidate selected (the "only selected" filter). */
  readonly selection: readonly DebugSlot[];
  readonly timeZone: string;
  readonly needsReview: boolean;
}

/** Arrival numbers (1 = the first option to arrive), given once per option. */
const numbered = new WeakMap<ResultOption, number>();

/**
 * Numbers the options of the batches not numbered yet, by their place in arrival order (1 for
 * the first). Batches only grow and are never reordered, so a batch whose first and last
 * options are numbered is numbered throughout; the walk costs one look-up per batch.
 */
function numberNew(batches: Batches): void {
  let place = 0;
  for (const batch of batches) {
    const first = batch[0];
    const last = batch.at(-1);
    if (first === undefined || last === undefined) continue;
    if (!numbered.has(first) || !numbered.has(last)) {
      batch.forEach((option, i) => {
        if (!numbered.has(option)) numbered.set(option, place + i + 1);
      });
    }
    place += batch.length;
  }
}

const NONE = { batches: [] as Batches, received: 0 };

/** A filtering and what it kept: the next one reuses it when only batches were added. */
export interface Filtered {
  readonly batches: Batches;
  readonly filter: DebugFilterOptions;
  readonly userMap: Readonly<Record<string, string>>;
  readonly selection: readonly DebugSlot[];
  /** What each batch kept, batch by batch. */
  readonly kept: Batches;
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
  let matched = grown ? previous.matched : 0;
  for (let b = grown ? from : 0; b < batches.length; b += 1) {
    const keep = filterDebugResults(batches[b] ?? [], filter, userMap, selection);
    kept.push(keep);
    matched += keep.length;
  }
  return { batches, filter, userMap, selection, kept, matched };
}

/** The first `count` options of batches, in order. */
function firstOf(batches: Batches, count: number): ResultOption[] {
  const out: ResultOption[] = [];
  for (const batch of batches) {
    for (const option of batch) {
      if (out.length >= count) return out;
      out.push(option);
    }
  }
  return out;
}

/** A filter that remembers its last answer and builds the next one on it (see filterGrowing). */
function growingFilter() {
  let last: Filtered | null = null;
  return (
    batches: Batches,
    filter: DebugFilterOptions,
    userMap: Readonly<Record<string, string>>,
    selection: readonly DebugSlot[],
  ): Filtered => {
    last = filterGrowing(last, batches, filter, userMap, selection);
    return last;
  };
}

/** The filters as they start (no name, only the selected times). */
const UNFILTERED = '\ntrue';

interface Announced {
  readonly key: string;
  readonly total: number;
  readonly matched: number;
}

export default function DebugPanelContainer({
  batches: latestBatches,
  received: latestReceived,
  userMap,
  selection: latestSelection,
  timeZone,
  needsReview,
}: DebugPanelContainerProps) {
  // The list follows the results a step behind, in a render of its own: its first cards never
  // share a frame (and its layout) with the Pick days render a batch causes, and a batch never
  // holds up a tap on Pick days.
  const latest = useMemo(
    () => ({ batches: latestBatches, received: latestReceived }),
    [latestBatches, latestReceived],
  );
  const { batches, received } = useDeferredValue(latest, NONE);
  // A tick on Pick days is answered first; the list follows it in a render of its own.
  const selection = useDeferredValue(latestSelection);
  const [term, setTerm] = useState('');
  const [onlySelected, setOnlySelected] = useState(true);
  const [visible, setVisible] = useState(DEBUG_PAGE_SIZE);
  const deferredTerm = useDeferredValue(term);
  const [filterer] = useState(growingFilter);
  const { kept, matched } = useMemo(
    () =>
      filterer(
        batches,
        { term: deferredTerm, filterBySelectedSlots: onlySelected },
        userMap,
        selection,
      ),
    [filterer, batches, deferredTerm, onlySelected, userMap, selection],
  );
  // Said to screen readers: the counts right after staff change a filter, not at every batch.
  const filterKey = `${deferredTerm}\n${String(onlySelected)}`;
  const [announced, setAnnounced] = useState<Announced | null>(null);
  if (filterKey !== (announced?.key ?? UNFILTERED)) {
    setAnnounced({ key: filterKey, total: received, matched });
  }
  numberNew(batches);
  // Each card is memoised on its option: a batch renders only the cards it adds.
  const shown = firstOf(kept, visible).map((option): NumberedOption => ({
    number: numbered.get(option) ?? 0,
    option,
  }));
  return (
    <DebugPanelScreen
      total={received}
      matched={matched}
      shown={shown}
      userMap={userMap}
      timeZone={timeZone}
      needsReview={needsReview}
      term={term}
      onlySelected={onlySelected}
      hasSelection={selection.length > 0}
      announced={announced}
      onTermChange={(next) => {
        setTerm(next);
        setVisible(DEBUG_PAGE_SIZE);
      }}
      onOnlySelectedChange={(on) => {
        setOnlySelected(on);
        setVisible(DEBUG_PAGE_SIZE);
      }}
      onShowMore={() => {
        setVisible((n) => n + DEBUG_PAGE_SIZE);
      }}
    />
  );
}
