import { describe, expect, it } from 'vitest';
import type { SuperdayOption, SuperdaySlot } from './entities';
import { INTERVIEW_STATUSES } from './entities';
import { buildSuperdayConfirm, superdayOptionHash, superdaySlotsToSend } from './superday';

function option(overrides: Partial<SuperdayOption> = {}): SuperdayOption {
  return {
    startTime: '2030-01-07T09:00:00Z',
    endTime: '2030-01-07T12:00:00Z',
    iteration: 1,
    interviewBlockId: 'block-a',
    interviewBlockStartTime: '2030-01-07T09:00:00Z',
    interviewTimeBlockIndex: 0,
    ...overrides,
  };
}

const OPTIONS: SuperdayOption[] = [
  option(),
  option({
    startTime: '2030-01-08T09:00:00Z',
    endTime: '2030-01-08T12:00:00Z',
    iteration: 2,
  }),
  option({
    interviewBlockId: 'block-b',
    startTime: '2030-01-09T13:00:00Z',
    endTime: '2030-01-09T15:00:00Z',
    iteration: 0,
  }),
];

describe('superdayOptionHash: built from start time, iteration and block id', () => {
  it('has the format startInstant|iteration|blockId', () => {
    expect(superdayOptionHash(option())).toBe('2030-01-07T09:00:00.000Z|1|block-a');
  });

  it('equal instants written with different offsets hash equal', () => {
    const a = superdayOptionHash(option({ startTime: '2030-01-07T10:00:00+01:00' }));
    const b = superdayOptionHash(option({ startTime: '2030-01-07T09:00:00.000Z' }));
    expect(a).toBe(b);
  });

  it('differs when any of start time, iteration or block id differs', () => {
    const base = superdayOptionHash(option());
    expect(superdayOptionHash(option({ startTime: '2030-01-07T09:30:00Z' }))).not.toBe(base);
    expect(superdayOptionHash(option({ iteration: 2 }))).not.toBe(base);
    expect(superdayOptionHash(option({ interviewBlockId: 'block-b' }))).not.toBe(base);
  });

  it('ignores the end time and the other option fields', () => {
    expect(
      superdayOptionHash(option({ endTime: '2030-01-07T18:00:00Z', interviewTimeBlockIndex: 4 })),
    ).toBe(superdayOptionHash(option()));
  });

  it('uses an unparseable start time verbatim instead of throwing', () => {
    expect(superdayOptionHash(option({ startTime: 'soon' }))).toBe('soon|1|block-a');
  });
});

describe('superdaySlotsToSend: only slots having block id and iteration, or having start and end, are sent', () => {
  it('sends a complete slot as the four wire fields', () => {
    const slot: SuperdaySlot = {
      interviewBlockId: 'block-a',
      iteration: 1,
      startTime: '2030-01-07T09:00:00Z',
      endTime: '2030-01-07T12:00:00Z',
    };
    expect(superdaySlotsToSend([slot])).toEqual([slot]);
  });

  it('never sends a slot with neither block id + iteration nor start + end', () => {
    const slots: SuperdaySlot[] = [
      {},
      { interviewBlockId: 'block-a' },
      { iteration: 1, startTime: '2030-01-07T09:00:00Z' },
      { interviewBlockId: 'block-a', endTime: '2030-01-07T12:00:00Z' },
      { interviewBlockId: null, iteration: null, startTime: null, endTime: null },
    ];
    expect(superdaySlotsToSend(slots, OPTIONS)).toEqual([]);
  });

  it('fills the times of a block id + iteration slot from the matching option', () => {
    expect(superdaySlotsToSend([{ interviewBlockId: 'block-a', iteration: 2 }], OPTIONS)).toEqual([
      {
        interviewBlockId: 'block-a',
        iteration: 2,
        startTime: '2030-01-08T09:00:00Z',
        endTime: '2030-01-08T12:00:00Z',
      },
    ]);
  });

  it('cannot send a block id + iteration slot without times when no option matches', () => {
    expect(superdaySlotsToSend([{ interviewBlockId: 'block-a', iteration: 1 }])).toEqual([]);
    expect(superdaySlotsToSend([{ interviewBlockId: 'block-z', iteration: 1 }], OPTIONS)).toEqual(
      [],
    );
  });

  it('cannot send a block id + iteration slot when several options match ambiguously', () => {
    const twoTimeBlocks = [
      option(),
      option({ startTime: '2030-01-07T13:00:00Z', endTime: '2030-01-07T14:00:00Z' }),
    ];
    const slot = { interviewBlockId: 'block-a', iteration: 1 };
    expect(superdaySlotsToSend([slot], twoTimeBlocks)).toEqual([]);
    expect(
      superdaySlotsToSend([{ ...slot, startTime: '2030-01-07T14:00:00+01:00' }], twoTimeBlocks),
    ).toEqual([{ ...slot, startTime: '2030-01-07T13:00:00Z', endTime: '2030-01-07T14:00:00Z' }]);
  });

  it('counts iteration 0 as present', () => {
    expect(superdaySlotsToSend([{ interviewBlockId: 'block-b', iteration: 0 }], OPTIONS)).toEqual([
      {
        interviewBlockId: 'block-b',
        iteration: 0,
        startTime: '2030-01-09T13:00:00Z',
        endTime: '2030-01-09T15:00:00Z',
      },
    ]);
  });

  it('fills block id and iteration of a start + end slot from the option with the same instants', () => {
    expect(
      superdaySlotsToSend(
        [{ startTime: '2030-01-09T14:00:00+01:00', endTime: '2030-01-09T16:00:00+01:00' }],
        OPTIONS,
      ),
    ).toEqual([
      {
        interviewBlockId: 'block-b',
        iteration: 0,
        startTime: '2030-01-09T14:00:00+01:00',
        endTime: '2030-01-09T16:00:00+01:00',
      },
    ]);
  });

  it('cannot send a start + end slot that no option identifies', () => {
    const slot = { startTime: '2030-01-09T13:00:00Z', endTime: '2030-01-09T15:00:00Z' };
    expect(superdaySlotsToSend([slot])).toEqual([]);
    expect(superdaySlotsToSend([{ ...slot, endTime: '2030-01-09T16:00:00Z' }], OPTIONS)).toEqual(
      [],
    );
  });

  it('treats unparseable times as absent', () => {
    expect(superdaySlotsToSend([{ startTime: 'x', endTime: 'y' }], OPTIONS)).toEqual([]);
  });

  it('sends duplicates once, keeping order', () => {
    const a = { interviewBlockId: 'block-a', iteration: 2 };
    const b = { interviewBlockId: 'block-a', iteration: 1 };
    const sent = superdaySlotsToSend(
      [a, b, a, { ...b, startTime: '2030-01-07T10:00:00+01:00' }],
      OPTIONS,
    );
    expect(sent.map((s) => s.iteration)).toEqual([2, 1]);
  });
});

describe('buildSuperdayConfirm: superday confirm is sent as a reschedule when the status is reschedule', () => {
  const slots: SuperdaySlot[] = [{ interviewBlockId: 'block-a', iteration: 1 }, {}];

  it.each(INTERVIEW_STATUSES.map((s) => [s] as const))('status %s', (status) => {
    expect(buildSuperdayConfirm(slots, status, OPTIONS)).toEqual({
      availabilities: [
        {
          interviewBlockId: 'block-a',
          iteration: 1,
          startTime: '2030-01-07T09:00:00Z',
          endTime: '2030-01-07T12:00:00Z',
        },
      ],
      reschedule: status === 'reschedule',
    });
  });
});
