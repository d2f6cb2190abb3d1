/**
 * What an option of the live search holds, as a candidate reads it (issue 33): its interviews
 * in order, the breaks between them, and, for an option over several days, one part per day.
 *
 * Decisions (spec 3 gives an option's events only: start, end, attendees):
 * - The events of an option are the interviews of the candidate's plan (the intro's "your
 *   interviews"), in start order. When an option has as many events as the plan has interviews,
 *   event i is interview i and takes its name; otherwise the events are numbered
 *   ("Interview 2"): a name is never guessed.
 * - A break is the time between two interviews of the same day (none when they touch). Nights
 *   between the days of a multi-day option are not breaks: each day is its own part.
 * - The total is the interview time (breaks and nights left out): what the candidate commits to.
 */
import type { ResultOption } from './entities';
import { zonedDateKey } from './time-zone';

export interface ItineraryInterview {
  readonly kind: 'interview';
  /** 0-based position in the option (the plan's interview of that number when it matches). */
  readonly index: number;
  readonly startMs: number;
  readonly endMs: number;
  /** Attendee ids (the interviewers): names are known to staff only (debug mode). */
  readonly attendeeIds: readonly string[];
}

export interface ItineraryBreak {
  readonly kind: 'break';
  readonly startMs: number;
  readonly endMs: number;
}

export type ItineraryItem = ItineraryInterview | ItineraryBreak;

/** One day of an option: its date in the zone shown, its first start, last end and items. */
export interface ItineraryDay {
  readonly dateKey: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly items: readonly ItineraryItem[];
}

export interface Itinerary {
  readonly days: readonly ItineraryDay[];
  /** Minutes of interviews (breaks and nights left out). */
  readonly interviewMinutes: number;
  /** How many interviews the option holds. */
  readonly interviews: number;
}

const cache = new WeakMap<ResultOption, Map<string, Itinerary>>();

/**
 * An option's itinerary in `zone`: its events in start order, a break wherever two of them on
 * the same day do not touch, split into days by their start date in the zone. Events whose
 * times do not parse are left out. Memoized per option and zone (a row re-renders often).
 */
export function itineraryOf(option: ResultOption, zone: string): Itinerary {
  let byZone = cache.get(option);
  const known = byZone?.get(zone);
  if (known !== undefined) return known;
  const events = option.events
    .map((event) => ({
      startMs: Date.parse(event.startTime),
      endMs: Date.parse(event.endTime),
      attendeeIds: event.attendees.map((a) => a.id),
    }))
    .filter((e) => Number.isFinite(e.startMs) && Number.isFinite(e.endMs) && e.endMs >= e.startMs)
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const days: { dateKey: string; startMs: number; endMs: number; items: ItineraryItem[] }[] = [];
  let minutes = 0;
  events.forEach((event, index) => {
    const dateKey = zonedDateKey(event.startMs, zone);
    let day = days.at(-1);
    if (day === undefined || day.dateKey !== dateKey) {
      day = { dateKey, startMs: event.startMs, endMs: event.endMs, items: [] };
      days.push(day);
    } else if (event.startMs > day.endMs) {
      day.items.push({ kind: 'break', startMs: day.endMs, endMs: event.startMs });
    }
    day.items.push({ kind: 'interview', index, ...event });
    day.endMs = Math.max(day.endMs, event.endMs);
    minutes += Math.round((event.endMs - event.startMs) / 60_000);
  });
  const itinerary: Itinerary = { days, interviewMinutes: minutes, interviews: events.length };
  if (byZone === undefined) {
    byZone = new Map();
    cache.set(option, byZone);
  }
  byZone.set(zone, itinerary);
  return itinerary;
}

/**
 * The name of the interview at `index` of an option of `count` events, from the plan's names
 * (the intro's interviews in order): the plan's name when the option has exactly the plan's
 * interviews, null otherwise (the screen numbers it).
 */
export function interviewNameAt<T>(plan: readonly T[], count: number, index: number): T | null {
  return plan.length === count ? (plan[index] ?? null) : null;
}
