import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimeSlot } from './entities';
import { addSlots, durationMinutes, slotKey, toggleSlot, toSelectedTimeRange } from './selection';

const slot = (start: string, end: string, extra: Partial<TimeSlot> = {}): TimeSlot => ({
  startTime: start,
  endTime: end,
  ...extra,
});

const a = slot('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');
const aInParis = slot('2026-06-01T11:00:00+02:00', '2026-06-01T12:00:00+02:00');
const b = slot('2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z');
const c = slot('2026-06-02T09:00:00Z', '2026-06-02T09:45:00Z');

/** The oracle of these tests: a slot is picked when a pick has its key. */
const isSelected = (selection: readonly TimeSlot[], slot: TimeSlot) =>
  selection.some((s) => slotKey(s) === slotKey(slot));

describe('slotKey', () => {
  it('identifies a slot by its instants, not by how the strings are written', () => {
    expect(slotKey(a)).toBe(slotKey(aInParis));
    expect(slotKey(a)).not.toBe(slotKey(b));
  });

  it('keys an unparseable slot by its raw strings, so it only equals an identical slot', () => {
    expect(slotKey(slot('x', 'y'))).toBe(slotKey(slot('x', 'y')));
    expect(slotKey(slot('x', 'y'))).not.toBe(slotKey(slot('x', 'z')));
  });
});

describe('toggleSlot', () => {
  it('appends a slot that is not selected', () => {
    expect(toggleSlot([a], b)).toEqual([a, b]);
  });

  it('removes a selected slot, matching by instants', () => {
    expect(toggleSlot([a, b], aInParis)).toEqual([b]);
  });

  it('never mutates the selection it is given', () => {
    const selection = Object.freeze([a]);
    expect(toggleSlot(selection, b)).not.toBe(selection);
    expect(selection).toEqual([a]);
  });
});

describe('addSlots', () => {
  it('merges without duplicates: existing order kept, new slots appended in order', () => {
    expect(addSlots([b], [a, aInParis, b, c])).toEqual([b, a, c]);
  });

  it('returns the same selection reference when nothing is new', () => {
    const selection = [a, b];
    expect(addSlots(selection, [aInParis, b])).toBe(selection);
  });
});

describe('isSelected', () => {
  it('is true for a slot with the same instants', () => {
    expect(isSelected([a], aInParis)).toBe(true);
    expect(isSelected([a], b)).toBe(false);
  });
});

describe('durationMinutes', () => {
  it('uses `duration` when given, even over `durationMin` and the times', () => {
    expect(durationMinutes({ ...a, duration: 30, durationMin: 45 })).toBe(30);
  });

  it('uses `durationMin` when `duration` is not given', () => {
    expect(durationMinutes({ ...a, durationMin: 45 })).toBe(45);
  });

  it('computes from start and end otherwise, rounded to whole minutes', () => {
    expect(durationMinutes(c)).toBe(45);
    expect(durationMinutes(slot('2026-06-01T09:00:00Z', '2026-06-01T09:29:31Z'))).toBe(30);
    expect(durationMinutes(slot('2026-06-01T09:00:00Z', '2026-06-01T09:29:29Z'))).toBe(29);
  });

  it('treats a non-finite duration as not given', () => {
    expect(durationMinutes({ ...c, duration: Number.NaN })).toBe(45);
  });

  it('never computes a negative duration, and 0 for unparseable times', () => {
    expect(durationMinutes(slot('2026-06-01T10:00:00Z', '2026-06-01T09:00:00Z'))).toBe(0);
    expect(durationMinutes(slot('x', 'y'))).toBe(0);
  });
});

describe('toSelectedTimeRange', () => {
  it('keeps the times as given and adds durationMin', () => {
    expect(toSelectedTimeRange(c)).toEqual({
      startTime: c.startTime,
      endTime: c.endTime,
      durationMin: 45,
    });
  });
});

describe('selection properties', () => {
  const slotArb = fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 4 }))
    .map(([start, length]) => {
      const base = Date.UTC(2026, 5, 1);
      return slot(
        new Date(base + start * 1_800_000).toISOString(),
        new Date(base + (start + length) * 1_800_000).toISOString(),
      );
    });
  const selectionArb = fc.array(slotArb, { maxLength: 12 }).map((slots) => addSlots([], slots));
  const keys = (s: readonly TimeSlot[]) => s.map(slotKey);

  it('toggling twice gives back the same set; the same list for a slot not yet selected', () => {
    fc.assert(
      fc.property(selectionArb, slotArb, (selection, s) => {
        const twice = toggleSlot(toggleSlot(selection, s), s);
        expect(new Set(keys(twice))).toEqual(new Set(keys(selection)));
        if (!isSelected(selection, s)) expect(twice).toEqual(selection);
      }),
    );
  });

  it('addSlots is idempotent and never creates duplicates', () => {
    fc.assert(
      fc.property(selectionArb, fc.array(slotArb, { maxLength: 12 }), (selection, slots) => {
        const once = addSlots(selection, slots);
        expect(addSlots(once, slots)).toBe(once);
        expect(new Set(keys(once)).size).toBe(once.length);
        expect(once.slice(0, selection.length)).toEqual(selection);
        for (const s of slots) expect(isSelected(once, s)).toBe(true);
      }),
    );
  });

  it('toggle selects exactly when the slot was not selected', () => {
    fc.assert(
      fc.property(selectionArb, slotArb, (selection, s) => {
        expect(isSelected(toggleSlot(selection, s), s)).toBe(!isSelected(selection, s));
      }),
    );
  });
});
