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
import { type InstantRange, toInstantRanges } from './time-ranges';

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

type ResultEventTimes = Pick<ResultOption['events'][number], 'startTime' | 'endTime'>;

/**
 * An event's instants, parsed once per event object (results never change once received, and
 * the list is filtered again at every tick of a slot: 10,000 results, some 30,000 dates).
 * Null when they do not parse or end before they start.
 */
const eventInstants = new WeakMap<ResultEventTimes, InstantRange | null>();

function instantsOf(event: ResultEventTimes): InstantRange | null {
  let known = eventInstants.get(event);
  if (known === undefined) {
    const start = Date.parse(event.startTime);
    const end = Date.parse(event.endTime);
    known = Number.isNaN(start) || Number.isNaN(end) || end < start ? null : { start, end };
    eventInstants.set(event, known);
  }
  return known;
}

/** Whether one of the result's events shares time with one of the ranges (see above). */
function overlapsAny(result: ResultOption, ranges: readonly InstantRange[]): boolean {
  return result.events.some((event) => {
    const times = instantsOf(event);
    if (times === null) return false;
    return ranges.some((range) => times.start < range.end && range.start < times.end);
  });
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
      ? toInstantRanges(selectedSlots)
      : null;
  return results.filter(
    (r) => (ids === null || hasAttendeeIn(r, ids)) && (slots === null || overlapsAny(r, slots)),
  );
}
