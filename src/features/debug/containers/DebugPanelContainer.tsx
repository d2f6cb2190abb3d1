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

const NONE = { batches: [] as Batches, received: 0 };

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
  const filtered = useMemo(
    () =>
      filterer(
        batches,
        { term: deferredTerm, filterBySelectedSlots: onlySelected },
        userMap,
        selection,
      ),
    [filterer, batches, deferredTerm, onlySelected, userMap, selection],
  );
  const { matched } = filtered;
  // Said to screen readers: the counts right after staff change a filter, not at every batch.
  const filterKey = `${deferredTerm}\n${String(onlySelected)}`;
  const [announced, setAnnounced] = useState<Announced | null>(null);
  if (filterKey !== (announced?.key ?? UNFILTERED)) {
    setAnnounced({ key: filterKey, total: received, matched });
  }
  // Each card is memoised on its option: a batch renders only the cards it adds.
  const shown = firstNumbered(filtered, visible);
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
