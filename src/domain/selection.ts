/**
 * The candidate's slot selection (spec section 4: "selecting a slot toggles it; adding
 * slots merges without duplicates"). A selection is a readonly array; every update returns
 * a new array and never mutates its input.
 */
import type { SelectedTimeRange, TimeSlot } from './entities';

export type Selection<S extends TimeSlot = TimeSlot> = readonly S[];

/**
 * Identity of a slot: its start and end instants, so `10:00Z` and `11:00+01:00` are the
 * same slot. Durations do not take part.
 *
 * Decision (spec silent): a slot whose times do not parse is keyed by its raw strings, so
 * it is still selectable and equal only to an identical slot.
 */
export function slotKey(slot: Pick<TimeSlot, 'startTime' | 'endTime'>): string {
  const start = Date.parse(slot.startTime);
  const end = Date.parse(slot.endTime);
  if (Number.isFinite(start) && Number.isFinite(end)) return `${start}/${end}`;
  return `raw:${slot.startTime}/${slot.endTime}`;
}

/**
 * The time range a slotKey stands for (its instants as ISO strings); null for a key that is not
 * one (a raw key of times that did not parse).
 */
export function rangeOfSlotKey(key: string): { startTime: string; endTime: string } | null {
  const [start, end] = key.split('/').map(Number);
  if (start === undefined || end === undefined || !Number.isFinite(start + end)) return null;
  return { startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() };
}

/** Removes `slot` when selected (by instants), otherwise appends it. */
export function toggleSlot<S extends TimeSlot>(selection: Selection<S>, slot: S): Selection<S> {
  const key = slotKey(slot);
  const rest = selection.filter((s) => slotKey(s) !== key);
  return rest.length === selection.length ? [...selection, slot] : rest;
}

/**
 * Merges `slots` into `selection` without duplicates: existing slots keep their place, new
 * ones are appended in their given order, and a slot repeated within `slots` is added once.
 * Returns `selection` itself when nothing is new, so an unchanged selection keeps its
 * reference (React can skip a render).
 */
export function addSlots<S extends TimeSlot>(
  selection: Selection<S>,
  slots: readonly S[],
): Selection<S> {
  const seen = new Set(selection.map(slotKey));
  const added: S[] = [];
  for (const slot of slots) {
    const key = slotKey(slot);
    if (!seen.has(key)) {
      seen.add(key);
      added.push(slot);
    }
  }
  return added.length === 0 ? selection : [...selection, ...added];
}

/**
 * Length of a slot in minutes: `duration` when given, else `durationMin` when given, else
 * computed from start and end, rounded to whole minutes.
 *
 * Decision (spec silent): a given duration that is not a finite number counts as not given;
 * a computed duration is never negative (end before start gives 0) and is 0 when a time
 * does not parse.
 */
export function durationMinutes(slot: TimeSlot): number {
  if (isFiniteNumber(slot.duration)) return slot.duration;
  if (isFiniteNumber(slot.durationMin)) return slot.durationMin;
  const ms = Date.parse(slot.endTime) - Date.parse(slot.startTime);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 60_000)) : 0;
}

/** The selected time range sent to the server for a slot. */
export function toSelectedTimeRange(slot: TimeSlot): SelectedTimeRange {
  return { startTime: slot.startTime, endTime: slot.endTime, durationMin: durationMinutes(slot) };
}

function isFiniteNumber(n: number | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/**
 * A slot the candidate can pick on the Pick days screen: the span of one result option (its
 * first event's start to its last event's end) with the option's hash, or a time the candidate
 * suggested themselves ("suggest times"), whose hash is null.
 */
export interface OptionSlot extends TimeSlot {
  hash: string | null;
}

/**
 * The slot of a result option: from the earliest event start to the latest event end (the
 * option's own `startTime` when it has no events). Decision (spec silent on what a "slot" of a
 * multi-event option is): the candidate commits to being available for the whole block.
 */
export function slotOfOption(option: {
  readonly hash: string;
  readonly startTime: string;
  readonly events: readonly { readonly startTime: string; readonly endTime: string }[];
}): OptionSlot {
  let start = option.startTime;
  let end = option.startTime;
  let startMs = Number.POSITIVE_INFINITY;
  let endMs = Number.NEGATIVE_INFINITY;
  for (const event of option.events) {
    const s = Date.parse(event.startTime);
    const e = Date.parse(event.endTime);
    if (s < startMs) {
      startMs = s;
      start = event.startTime;
    }
    if (e > endMs) {
      endMs = e;
      end = event.endTime;
    }
  }
  return { startTime: start, endTime: end, hash: option.hash };
}
