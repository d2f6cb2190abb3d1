import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Justification, JustificationItem, SchedulingSolution } from './entities';
import { JUSTIFICATION_IDS } from './entities';
import { blockingJustifications, isBlockingJustification, isSolutionUsable } from './feasibility';

const required: JustificationItem = { isOptionalAttendee: false, isOptionalEvent: false };
const optionalAttendee: JustificationItem = { isOptionalAttendee: true, isOptionalEvent: false };
const optionalEvent: JustificationItem = { isOptionalAttendee: false, isOptionalEvent: true };

const j = (id: string, ...items: JustificationItem[]): Justification => ({ id, items });
const solution = (feasible: boolean, ...justifications: Justification[]): SchedulingSolution => ({
  feasible,
  justifications,
});

describe('isSolutionUsable', () => {
  it('is usable when feasible and without justifications', () => {
    expect(isSolutionUsable(solution(true))).toBe(true);
  });

  it('is never usable when feasible is false, even without justifications', () => {
    expect(isSolutionUsable(solution(false))).toBe(false);
    expect(isSolutionUsable(solution(false), { roomConflictBlocks: false })).toBe(false);
  });

  it('is blocked by gapsBetweenMinAndMax always, even when its items are optional', () => {
    expect(isSolutionUsable(solution(true, j('gapsBetweenMinAndMax')))).toBe(false);
    expect(isSolutionUsable(solution(true, j('gapsBetweenMinAndMax', optionalAttendee)))).toBe(
      false,
    );
  });

  it('is blocked by roomConflict only when told to treat it as blocking', () => {
    const s = solution(true, j('roomConflict', required));
    expect(isSolutionUsable(s)).toBe(true);
    expect(isSolutionUsable(s, { roomConflictBlocks: false })).toBe(true);
    expect(isSolutionUsable(s, { roomConflictBlocks: true })).toBe(false);
  });

  it('is blocked by an attendee or event rule with a required item', () => {
    expect(isSolutionUsable(solution(true, j('attendeeConflict', required)))).toBe(false);
    expect(
      isSolutionUsable(solution(true, j('withinAttendeeHours', optionalEvent, required))),
    ).toBe(false);
  });

  it('is not blocked by a rule whose every item is an optional attendee or an optional event', () => {
    expect(
      isSolutionUsable(solution(true, j('attendeeConflict', optionalAttendee, optionalEvent))),
    ).toBe(true);
  });

  it('is blocked by an attendee or event rule without items: nothing flags it optional', () => {
    expect(isSolutionUsable(solution(true, j('softConflict')))).toBe(false);
  });

  it('treats an id the app does not know as an attendee or event rule', () => {
    expect(isSolutionUsable(solution(true, j('someFutureRule', required)))).toBe(false);
    expect(isSolutionUsable(solution(true, j('someFutureRule', optionalEvent)))).toBe(true);
  });
});

describe('blockingJustifications', () => {
  it('lists exactly the blocking justifications, in their order', () => {
    const gaps = j('gapsBetweenMinAndMax');
    const room = j('roomConflict', required);
    const optional = j('conflictBuffers', optionalAttendee);
    const hard = j('overMeetingLimit', required);
    const s = solution(true, gaps, room, optional, hard);
    expect(blockingJustifications(s)).toEqual([gaps, hard]);
    expect(blockingJustifications(s, { roomConflictBlocks: true })).toEqual([gaps, room, hard]);
  });
});

describe('feasibility properties', () => {
  const itemArb = fc.record({ isOptionalAttendee: fc.boolean(), isOptionalEvent: fc.boolean() });
  const justificationArb = fc.record({
    id: fc.oneof(fc.constantFrom(...JUSTIFICATION_IDS), fc.string()),
    items: fc.array(itemArb, { maxLength: 4 }),
  });
  const solutionArb = fc.record({
    feasible: fc.boolean(),
    justifications: fc.array(justificationArb, { maxLength: 5 }),
  });

  it('is usable exactly when feasible and the blocking list is empty', () => {
    fc.assert(
      fc.property(solutionArb, fc.boolean(), (s, roomConflictBlocks) => {
        const options = { roomConflictBlocks };
        expect(isSolutionUsable(s, options)).toBe(
          s.feasible && blockingJustifications(s, options).length === 0,
        );
      }),
    );
  });

  it('treating room conflicts as blocking never makes a solution more usable', () => {
    fc.assert(
      fc.property(solutionArb, (s) => {
        if (isSolutionUsable(s, { roomConflictBlocks: true })) {
          expect(isSolutionUsable(s)).toBe(true);
        }
      }),
    );
  });

  it('does not depend on the order of justifications', () => {
    fc.assert(
      fc.property(solutionArb, fc.boolean(), (s, roomConflictBlocks) => {
        const reversed = { ...s, justifications: [...s.justifications].reverse() };
        expect(isSolutionUsable(reversed, { roomConflictBlocks })).toBe(
          isSolutionUsable(s, { roomConflictBlocks }),
        );
      }),
    );
  });

  it('blocks a justification with a required item unless it is a room conflict not treated so', () => {
    fc.assert(
      fc.property(justificationArb, (just) => {
        const withRequired = { ...just, items: [...just.items, required] };
        expect(isBlockingJustification(withRequired)).toBe(withRequired.id !== 'roomConflict');
      }),
    );
  });
});
