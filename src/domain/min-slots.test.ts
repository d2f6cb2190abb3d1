import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canContinue,
  requiredSlots,
  DEFAULT_MIN_AVAILABILITY_SLOTS,
  resolveMinAvailabilitySlots,
  slotsStillNeeded,
} from './min-slots';

describe('minimum availability slots', () => {
  it('defaults to 3 slots (the spec does not give the value)', () => {
    expect(DEFAULT_MIN_AVAILABILITY_SLOTS).toBe(3);
    expect(resolveMinAvailabilitySlots()).toBe(3);
  });

  it('takes a configured integer of at least 1', () => {
    expect(resolveMinAvailabilitySlots(1)).toBe(1);
    expect(resolveMinAvailabilitySlots(5)).toBe(5);
  });

  it('falls back to the default for a configured value that is not an integer ≥ 1', () => {
    for (const bad of [0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '4', null]) {
      expect(resolveMinAvailabilitySlots(bad)).toBe(DEFAULT_MIN_AVAILABILITY_SLOTS);
    }
  });
});

describe('slotsStillNeeded: the "{{count}} more" figure', () => {
  it('is the minimum minus the slots picked', () => {
    expect(slotsStillNeeded(0)).toBe(3);
    expect(slotsStillNeeded(1)).toBe(2);
    expect(slotsStillNeeded(2, 5)).toBe(3);
  });

  it('is never negative once more than the minimum is picked', () => {
    expect(slotsStillNeeded(10)).toBe(0);
  });

  it('counts a nonsensical selected count as nothing picked', () => {
    expect(slotsStillNeeded(Number.NaN)).toBe(3);
    expect(slotsStillNeeded(-4)).toBe(3);
  });
});

describe('canContinue', () => {
  it('lets the candidate continue exactly when the minimum is reached', () => {
    expect(canContinue(2)).toBe(false);
    expect(canContinue(3)).toBe(true);
    expect(canContinue(1, 1)).toBe(true);
    expect(canContinue(0, 1)).toBe(false);
  });

  it('agrees with slotsStillNeeded for any count and configured minimum (property)', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: -3, max: 20 }), (count, minimum) => {
        const needed = slotsStillNeeded(count, minimum);
        expect(needed).toBeGreaterThanOrEqual(0);
        expect(canContinue(count, minimum)).toBe(needed === 0);
        expect(needed + Math.min(count, resolveMinAvailabilitySlots(minimum))).toBe(
          resolveMinAvailabilitySlots(minimum),
        );
      }),
    );
  });
});

describe('requiredSlots: the minimum on a link, from the options it offers', () => {
  it('a search that found nothing needs one suggested time', () => {
    expect(requiredSlots(3, 0)).toBe(1);
    expect(requiredSlots(undefined, 0)).toBe(1);
  });

  it('one option offered: that option and one suggestion', () => {
    expect(requiredSlots(3, 1)).toBe(2);
  });

  it('enough options: the configured minimum', () => {
    expect(requiredSlots(3, 2)).toBe(3);
    expect(requiredSlots(3, 500)).toBe(3);
    expect(requiredSlots(5, 10)).toBe(5);
  });

  it('never below 1, never above the configured minimum, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.double(), (minimum, offered) => {
        const required = requiredSlots(minimum, offered);
        return required >= 1 && required <= resolveMinAvailabilitySlots(minimum);
      }),
    );
  });
});
