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
import type { DebugSlot } from '../../../domain/debug';
import { DEBUG_PAGE_SIZE, DebugPanelScreen } from '../screens/DebugPanelScreen';
import { type Batches, filterGrowing, firstNumbered, isFilteringOf } from './filter-growing';

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
  // The last filtering is state, and the next one is built on it (only new batches filtered):
  // computed in render from props and state alone, kept with setState (React's "information
  // from previous renders"), never written to a variable outside the render.
  const filter = { term: deferredTerm, filterBySelectedSlots: onlySelected };
  const [last, setLast] = useState(() => filterGrowing(null, batches, filter, userMap, selection));
  let filtered = last;
  if (!isFilteringOf(last, batches, filter, userMap, selection)) {
    filtered = filterGrowing(last, batches, filter, userMap, selection);
    setLast(filtered);
  }
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
      matchedTerm={deferredTerm}
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
