/**
 * Staff debug mode (product spec sections 1, 3 and 6): lists all search results and filters
 * them by attendee name and, optionally, by the slots the candidate selected.
 *
 * The spec's debug state lives where it is used: `debugMode` and `debugResults` / `userMap` in
 * the candidate journey's session (`session.debug`, present when the search answered debug
 * data), `filterOptions` in the debug panel, `displayResults` derived by
 * {@link filterDebugResults}, never stored.
 */
import type { ResultOption, SearchMetadata } from './entities';
import { toInstantRanges } from './time-ranges';
import { parseInstant } from './time-zone';

export interface DebugFilterOptions {
  /** Attendee-name search term. */
  term: string;
  /** Spec section 3: defaults to true. */
  filterBySelectedSlots: boolean;
}

/** A selected slot as the debug filter needs it: any {startTime, endTime} in ISO. */
export interface DebugSlot {
  startTime: string;
  endTime: string;
}

/**
 * Attendee id → name from `debugInfo.attendees`; null/undefined debugInfo gives {}.
 * Decision: when an id appears twice the last name wins (the server's latest word).
 */
export function buildUserMap(
  debugInfo: SearchMetadata['debugInfo'] | undefined,
): Record<string, string> {
  if (!debugInfo) return {};
  return Object.fromEntries(debugInfo.attendees.map((a) => [a.id, a.name]));
}

/**
 * Folds text for matching: Unicode NFD, combining marks removed, lower-cased with the
 * locale-independent `toLowerCase`, trimmed. "Zoë " and "zoe" fold equal.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** A part of a text, from `start` (inclusive) to `end` (exclusive), in UTF-16 units. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Where the name filter's term is found in a name, as {@link filterDebugResults} matches it
 * (accent- and case-blind, see {@link foldForSearch}), as ranges of the name as written: what
 * the panel highlights. "garcia" in "María José García" is the range of "García". Every
 * occurrence, left to right, none overlapping; an empty or blank term finds nothing. Accents
 * written as separate combining marks stay inside the range of their letter.
 */
export function matchRanges(text: string, term: string): TextRange[] {
  const folded = foldForSearch(term);
  if (folded === '') return [];
  // The folded text, each of its units with the range of the written character it comes from.
  let foldedText = '';
  const from: TextRange[] = [];
  let index = 0;
  for (const char of text) {
    const piece = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let k = 0; k < piece.length; k += 1) from.push({ start: index, end: index + char.length });
    foldedText += piece;
    index += char.length;
  }
  const ranges: TextRange[] = [];
  let at = foldedText.indexOf(folded);
  while (at !== -1) {
    const first = from[at];
    const last = from[at + folded.length - 1];
    if (first !== undefined && last !== undefined) {
      // Marks after the last letter (which fold to nothing) belong to it.
      const next = from[at + folded.length];
      ranges.push({ start: first.start, end: next?.start ?? text.length });
      if (next === undefined) break;
    }
    at = foldedText.indexOf(folded, at + folded.length);
  }
  return ranges;
}

/**
 * The attendee ids whose name contains the folded term: worked out once per filter, so that a
 * result is checked with a few look-ups, not by folding every attendee's name again (the list
 * is refiltered as results stream in).
 */
function idsMatching(userMap: Record<string, string>, foldedTerm: string): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const [id, name] of Object.entries(userMap)) {
    if (foldForSearch(name).includes(foldedTerm)) ids.add(id);
  }
  return ids;
}

/**
 * The instants of a list of results' events, read once per list (results never change once
 * received, and the list is filtered again at every tick of a slot: 10,000 results, some 30,000
 * events). Event `e` of result `i` (counted from `offsets[i]`) runs from `starts[e]` to
 * `ends[e]`; both are NaN when a time does not parse or the end is before the start, so the
 * event overlaps nothing (a comparison with NaN is false). Typed arrays: a refilter reads
 * numbers in a row, with no look-up per event.
 */
interface EventInstants {
  readonly offsets: Uint32Array;
  readonly starts: Float64Array;
  readonly ends: Float64Array;
}

const listInstants = new WeakMap<readonly ResultOption[], EventInstants>();

function eventInstantsOf(results: readonly ResultOption[]): EventInstants {
  let known = listInstants.get(results);
  // Read again if the list has grown since (lists are not meant to change, but a stale reading
  // would hide results).
  if (known?.offsets.length !== results.length + 1) {
    let events = 0;
    for (const result of results) events += result.events.length;
    const offsets = new Uint32Array(results.length + 1);
    const starts = new Float64Array(events);
    const ends = new Float64Array(events);
    let e = 0;
    results.forEach((result, i) => {
      offsets[i] = e;
      for (const event of result.events) {
        const start = parseInstant(event.startTime);
        const end = parseInstant(event.endTime);
        const usable = !Number.isNaN(start) && !Number.isNaN(end) && end >= start;
        starts[e] = usable ? start : Number.NaN;
        ends[e] = usable ? end : Number.NaN;
        e += 1;
      }
    });
    offsets[results.length] = e;
    known = { offsets, starts, ends };
    listInstants.set(results, known);
  }
  return known;
}

/**
 * Whether one of result `i`'s events shares time with one of the ranges (`ranges`: start, end,
 * start, end…).
 */
function overlapsAny(times: EventInstants, i: number, ranges: Float64Array): boolean {
  const { offsets, starts, ends } = times;
  const last = offsets[i + 1] ?? 0;
  for (let e = offsets[i] ?? 0; e < last; e += 1) {
    const start = starts[e] ?? Number.NaN;
    const end = ends[e] ?? Number.NaN;
    for (let r = 0; r < ranges.length; r += 2) {
      if (start < (ranges[r + 1] ?? Number.NaN) && (ranges[r] ?? Number.NaN) < end) return true;
    }
  }
  return false;
}

function hasAttendeeIn(result: ResultOption, ids: ReadonlySet<string>): boolean {
  return result.events.some((e) => e.attendees.some((a) => ids.has(a.id)));
}

/**
 * The results the debug list shows.
 *
 * 1. Term: keep results with at least one attendee (of any event) whose mapped name contains
 *    the term, case- and accent-insensitively (see {@link foldForSearch}); an empty or
 *    whitespace term keeps all. Decision: attendees missing from `userMap` have no name and
 *    never match a non-empty term (the spec filters "by attendee name", not by id).
 * 2. Selected slots: when `filterBySelectedSlots` is true and `selectedSlots` is given and not
 *    empty, keep only results that overlap a selected slot: at least one of their events
 *    shares time with one selected slot, compared as instants (an event that ends when a slot
 *    starts shares none). Decisions: "overlap" (issue 19: "only results that overlap the
 *    selected slots"), so staff see every option that competes for the times the candidate
 *    picked, not only those inside them; an empty selection does not filter (so the list is
 *    not blank before the candidate picks anything); an event whose times do not parse, or
 *    that ends before it starts, overlaps nothing. Slots are taken as time ranges
 *    ({startTime, endTime}) rather than opaque keys so this rule does not depend on how the
 *    selection module names slots.
 *
 * Input order is kept.
 */
export function filterDebugResults(
  results: readonly ResultOption[],
  { term, filterBySelectedSlots }: DebugFilterOptions,
  userMap: Record<string, string>,
  selectedSlots?: readonly DebugSlot[],
): ResultOption[] {
  const folded = foldForSearch(term);
  const ids = folded === '' ? null : idsMatching(userMap, folded);
  const slots =
    filterBySelectedSlots && selectedSlots && selectedSlots.length > 0
      ? Float64Array.from(toInstantRanges(selectedSlots).flatMap((r) => [r.start, r.end]))
      : null;
  const times = slots === null ? null : eventInstantsOf(results);
  return results.filter(
    (r, i) =>
      (ids === null || hasAttendeeIn(r, ids)) &&
      (times === null || slots === null || overlapsAny(times, i, slots)),
  );
}
