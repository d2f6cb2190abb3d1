/**
 * The debug panel with its data: the filters are its own state (the spec's debug state:
 * `debugMode` is the panel being there, `debugResults` and `userMap` come from the journey,
 * `filterOptions` live here, `displayResults` is derived, never stored), and the list grows a
 * page at a time. Typing a name never waits for the list: the filter reads a deferred copy, and
 * so does the list of results.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { type DebugFilterOptions, type DebugSlot, filterDebugResults } from '../../../domain/debug';
import type { ResultOption } from '../../../domain/entities';
import {
  DEBUG_PAGE_SIZE,
  DebugPanelScreen,
  type NumberedOption,
} from '../screens/DebugPanelScreen';

export interface DebugPanelContainerProps {
  /** Every option of the current search as it arrived (duplicates included). */
  readonly results: readonly ResultOption[];
  /** Attendee id → name, from the search's debug data. */
  readonly userMap: Readonly<Record<string, string>>;
  /** The times the candidate selected (the "only selected" filter). */
  readonly selection: readonly DebugSlot[];
  readonly timeZone: string;
  readonly needsReview: boolean;
}

/** Arrival numbers, kept per options array: 10,000 objects are not made again for every batch. */
const numbered = new WeakMap<ResultOption, number>();

function numberOf(results: readonly ResultOption[]): (option: ResultOption) => number {
  // Results only grow (a batch is appended): number the ones not numbered yet.
  for (let i = results.length - 1; i >= 0; i -= 1) {
    const option = results[i];
    if (option === undefined || numbered.has(option)) break;
    numbered.set(option, i + 1);
  }
  return (option) => numbered.get(option) ?? 0;
}

const NONE: readonly ResultOption[] = [];

/** The filters as they start (no name, only the selected times). */
const UNFILTERED = '\ntrue';

interface Announced {
  readonly key: string;
  readonly total: number;
  readonly matched: number;
}

/** A filtering and what it kept: the next one reuses it when only results were added. */
export interface Filtered {
  readonly results: readonly ResultOption[];
  readonly filter: DebugFilterOptions;
  readonly userMap: Readonly<Record<string, string>>;
  readonly selection: readonly DebugSlot[];
  readonly matches: readonly ResultOption[];
}

/**
 * The options the filters keep. Results only grow while a search streams: when the filters,
 * names and selection are those of `previous` and its results are the start of these, only
 * the new ones are filtered (the cost of a batch is the batch, not all 10,000 so far).
 */
export function filterGrowing(
  previous: Filtered | null,
  results: readonly ResultOption[],
  filter: DebugFilterOptions,
  userMap: Readonly<Record<string, string>>,
  selection: readonly DebugSlot[],
): Filtered {
  const from = previous?.results.length ?? 0;
  const grown =
    previous !== null &&
    previous.userMap === userMap &&
    previous.selection === selection &&
    previous.filter.term === filter.term &&
    previous.filter.filterBySelectedSlots === filter.filterBySelectedSlots &&
    from <= results.length &&
    (from === 0 || previous.results[from - 1] === results[from - 1]);
  const matches = grown
    ? previous.matches.concat(filterDebugResults(results.slice(from), filter, userMap, selection))
    : filterDebugResults(results, filter, userMap, selection);
  return { results, filter, userMap, selection, matches };
}

/** A filter that remembers its last answer and builds the next one on it (see filterGrowing). */
function growingFilter() {
  let last: Filtered | null = null;
  return (
    results: readonly ResultOption[],
    filter: DebugFilterOptions,
    userMap: Readonly<Record<string, string>>,
    selection: readonly DebugSlot[],
  ): readonly ResultOption[] => {
    last = filterGrowing(last, results, filter, userMap, selection);
    return last.matches;
  };
}

export default function DebugPanelContainer({
  results: latest,
  userMap,
  selection: latestSelection,
  timeZone,
  needsReview,
}: DebugPanelContainerProps) {
  // The list follows the results a step behind, in a render of its own: its first cards never
  // share a frame (and its layout) with the Pick days render a batch causes, and a batch never
  // holds up a tap on Pick days.
  const results = useDeferredValue(latest, NONE);
  // A tick on Pick days is answered first; the list follows it in a render of its own.
  const selection = useDeferredValue(latestSelection);
  const [term, setTerm] = useState('');
  const [onlySelected, setOnlySelected] = useState(true);
  const [visible, setVisible] = useState(DEBUG_PAGE_SIZE);
  const deferredTerm = useDeferredValue(term);
  const [filterer] = useState(growingFilter);
  const matches = useMemo(
    () =>
      filterer(
        results,
        { term: deferredTerm, filterBySelectedSlots: onlySelected },
        userMap,
        selection,
      ),
    [filterer, results, deferredTerm, onlySelected, userMap, selection],
  );
  const numberFor = useMemo(() => numberOf(results), [results]);
  // Said to screen readers: the counts right after staff change a filter, not at every batch.
  const filterKey = `${deferredTerm}\n${String(onlySelected)}`;
  const [announced, setAnnounced] = useState<Announced | null>(null);
  if (filterKey !== (announced?.key ?? UNFILTERED)) {
    setAnnounced({ key: filterKey, total: results.length, matched: matches.length });
  }
  // Each card is memoised on its option: a batch renders only the cards it adds.
  const shown = matches
    .slice(0, visible)
    .map((option): NumberedOption => ({ number: numberFor(option), option }));
  return (
    <DebugPanelScreen
      total={results.length}
      matched={matches.length}
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
