/** The day's list: which group is open, and the new rows held back so nothing on screen moves. */
import type { ResultOption } from '../../../domain/entities';
import {
  type GroupKey,
  type ResultIndex,
  dayGroupKey,
  findByRange,
  multiDaySpans,
  resultGroupKey,
  singleDayKeys,
  spanGroupKey,
} from '../../../domain/results';
import { rangeOfSlotKey, slotKey, slotOfOption } from '../../../domain/selection';
import { type ListBoundary, type ResultsView } from '../model';
import type { Session, HeldRows } from './types';
import { NOTHING_HELD } from './types';

export function viewOfGroupKey(group: GroupKey): ResultsView {
  return group.startsWith('day:') ? 'singleDay' : 'multiDay';
}

export function groupHasValid(index: ResultIndex, group: GroupKey): boolean {
  const entry = index.groups.get(group);
  return entry !== undefined && entry.counts.valid > 0;
}

/** The first group of the view whose list offers something (valid options), or null. */
export function firstGroup(index: ResultIndex, view: ResultsView): GroupKey | null {
  const keys =
    view === 'singleDay'
      ? singleDayKeys(index).map(dayGroupKey)
      : multiDaySpans(index).map(spanGroupKey);
  return keys.find((key) => groupHasValid(index, key)) ?? null;
}

/** Keeps the active group when it still has options, else moves to the first that has. */
export function settleGroup(session: Session): Session {
  const { results, activeGroup, view } = session;
  if (activeGroup !== null && groupHasValid(results, activeGroup)) return session;
  const next = firstGroup(results, view);
  return next === activeGroup ? session : openGroup(session, next);
}

/** Opens a group: its list starts at the top with every option it has. */
export function openGroup(session: Session, group: GroupKey | null): Session {
  return { ...session, activeGroup: group, visiblePerBucket: {}, held: NOTHING_HELD };
}

/**
 * A row's place in its group's list: its start, then its end. The sections of a list (the
 * parts of a day, the days options over several days start on) follow the start too.
 */
export function placeOf(option: ResultOption): readonly [number, number] {
  const { startTime, endTime } = slotOfOption(option);
  return [Date.parse(startTime), Date.parse(endTime)];
}

export function comesBefore(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/**
 * The new rows of the active group that would land above the last row on screen: they are held
 * (see Session.held). O(batch): each option of the batch is looked up by its range.
 */
export function holdAbove(
  before: Session,
  after: ResultIndex,
  batch: readonly ResultOption[],
  boundary: ListBoundary,
): HeldRows {
  const { activeGroup, timeZone, selection } = before;
  const held = before.held.group === activeGroup ? before.held : NOTHING_HELD;
  if (boundary === null || activeGroup === null) return held;
  let limit: readonly number[] | null = null;
  if (boundary !== 'end') {
    const range = rangeOfSlotKey(boundary.lastRow);
    if (range === null) return held;
    const last = findByRange(after, range);
    if (last === undefined) return held;
    limit = placeOf(last.option);
  }
  const picked = new Set(selection.map(slotKey));
  let keys: Set<string> | null = null;
  for (const option of batch) {
    const slot = slotOfOption(option);
    const key = slotKey(slot);
    if (picked.has(key) || held.keys.has(key) || keys?.has(key)) continue;
    const kept = findByRange(after, slot);
    if (kept === undefined || !kept.valid) continue;
    if (resultGroupKey(kept.option, timeZone) !== activeGroup) continue;
    const earlier = findByRange(before.results, slot);
    if (earlier !== undefined && earlier.valid) continue;
    if (limit !== null && !comesBefore(placeOf(kept.option), limit)) continue;
    keys ??= new Set(held.keys);
    keys.add(key);
  }
  return keys === null ? held : { group: activeGroup, keys };
}

export function boundaryOf(
  boundary: ListBoundary | (() => ListBoundary) | undefined,
): ListBoundary {
  return typeof boundary === 'function' ? boundary() : (boundary ?? null);
}

/**
 * The rows of the active group kept back (see Session.held), for the screen: it lists every
 * other row and every pick, and offers these at the list's end.
 */
export function heldRows(session: Session): ReadonlySet<string> {
  const { held, activeGroup } = session;
  return held.group === activeGroup ? held.keys : NOTHING_HELD.keys;
}
