import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Justification, JustificationItem, SchedulingSolution } from './entities';
import { JUSTIFICATION_IDS } from './entities';
import { isBlockingJustification, isSolutionUsable, justificationVerdict } from './feasibility';

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
          s.feasible && !s.justifications.some((j) => isBlockingJustification(j, options)),
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

describe('justificationVerdict', () => {
  it.each([
    ['gapsBetweenMinAndMax', [optionalAttendee], {}, true, 'gaps'],
    ['roomConflict', [], { roomConflictBlocks: true }, true, 'roomAutomatic'],
    ['roomConflict', [required], { roomConflictBlocks: false }, false, 'roomNeedsReview'],
    ['attendeeConflict', [], {}, true, 'noItems'],
    ['attendeeConflict', [optionalAttendee, required], {}, true, 'required'],
    ['softConflict', [optionalAttendee, optionalEvent], {}, false, 'optional'],
    ['somethingNew', [required], {}, true, 'required'],
  ] as const)('%s %j %j: blocking %s because %s', (id, items, options, blocking, reason) => {
    expect(justificationVerdict(j(id, ...items), options)).toEqual({ blocking, reason });
  });

  it('says "blocking" exactly when isBlockingJustification does', () => {
    const itemArb = fc.record({ isOptionalAttendee: fc.boolean(), isOptionalEvent: fc.boolean() });
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...JUSTIFICATION_IDS), fc.string()),
        fc.array(itemArb, { maxLength: 4 }),
        fc.boolean(),
        (id, items, roomConflictBlocks) => {
          const justification = { id, items };
          expect(justificationVerdict(justification, { roomConflictBlocks }).blocking).toBe(
            isBlockingJustification(justification, { roomConflictBlocks }),
          );
        },
      ),
    );
  });
});
