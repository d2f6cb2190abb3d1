import { describe, expect, it } from 'vitest';
import { getScenario, isReplyOk } from '../../../fixtures';
import type { SuperdayOption } from '../../domain/entities';
import type { SuperdayContext } from './model';
import { INITIAL_STATE, superdayReducer, type SuperdayEvent, type SuperdayState } from './state';

const context: SuperdayContext = {
  status: 'pending_candidate_response',
  organizationName: 'Acme Robotics',
  jobName: 'Embedded Firmware Engineer',
  stageName: 'Superday',
  reschedule: false,
  timeZone: 'America/New_York',
  ownTimeZone: null,
  backgroundUrl: null,
};

const offered = getScenario('superday').superday?.availability;
const OPTIONS: SuperdayOption[] =
  offered && isReplyOk(offered) ? offered.result.availability.options : [];

function run(events: SuperdayEvent[], from: SuperdayState = INITIAL_STATE): SuperdayState {
  return events.reduce(superdayReducer, from);
}

const loaded: SuperdayEvent[] = [
  { type: 'introLoaded', context, alreadyConfirmed: false, saved: null },
  { type: 'availabilityLoaded', options: OPTIONS },
];

function choose(state: SuperdayState, ...positions: number[]): SuperdayState {
  if (state.kind !== 'choose') throw new Error('not choosing');
  const blocks = state.days.flatMap((d) => d.blocks);
  return run(
    positions.map((n) => ({
      type: 'choose' as const,
      blockId: blocks[n]?.id ?? '',
      alternative: blocks[n]?.alternatives[0]?.key ?? null,
    })),
    state,
  );
}

function expectKind<K extends SuperdayState['kind']>(
  state: SuperdayState,
  kind: K,
): Extract<SuperdayState, { kind: K }> {
  expect(state.kind).toBe(kind);
  return state as Extract<SuperdayState, { kind: K }>;
}

describe('superday flow', () => {
  it('reads the invitation, then the availability: 3 days to choose from', () => {
    const afterIntro = expectKind(run(loaded.slice(0, 1)), 'loading');
    expect(afterIntro.context).toBe(context);
    const choosing = expectKind(run(loaded), 'choose');
    expect(choosing.days).toHaveLength(3);
    expect(choosing.choices).toEqual({});
  });

  it('an invitation already confirmed shows the confirmation with what this browser kept', () => {
    const saved = OPTIONS.slice(0, 3);
    const state = run([{ type: 'introLoaded', context, alreadyConfirmed: true, saved }]);
    expect(expectKind(state, 'confirmed').confirmed).toBe(saved);
  });

  it('a link that cannot be used ends on its screen, with the organisation once known', () => {
    const problem = run([{ type: 'linkProblem', problem: 'canceled', organizationName: 'Acme' }]);
    expect(problem).toEqual({ kind: 'linkProblem', problem: 'canceled', organizationName: 'Acme' });
    const later = run([
      loaded[0]!,
      { type: 'linkProblem', problem: 'expired', organizationName: null },
    ]);
    expect(later).toMatchObject({ problem: 'expired', organizationName: 'Acme Robotics' });
    // A confirmation stays.
    const confirmed = run([{ type: 'introLoaded', context, alreadyConfirmed: true, saved: null }]);
    expect(
      superdayReducer(confirmed, {
        type: 'linkProblem',
        problem: 'invalid',
        organizationName: null,
      }),
    ).toBe(confirmed);
  });

  it('no options at all is the empty screen', () => {
    const state = run([loaded[0]!, { type: 'availabilityLoaded', options: [] }]);
    expect(state.kind).toBe('empty');
  });

  it('choosing ticks and unticks a block; confirm needs at least one', () => {
    const choosing = run(loaded);
    const two = expectKind(choose(choosing, 0, 3), 'choose');
    expect(Object.keys(two.choices)).toHaveLength(2);
    const blockId = two.days[0]?.blocks[0]?.id ?? '';
    const one = expectKind(run([{ type: 'choose', blockId, alternative: null }], two), 'choose');
    expect(Object.keys(one.choices)).toHaveLength(1);
  });

  it('a confirmed confirm shows the confirmation with the chosen options', () => {
    const confirmed = run(
      [{ type: 'confirm' }, { type: 'confirmed', options: OPTIONS.slice(0, 6) }],
      choose(run(loaded), 0),
    );
    expect(expectKind(confirmed, 'confirmed').confirmed).toHaveLength(6);
  });

  it('a failed confirm keeps every choice; each failure counts', () => {
    const chosen = expectKind(choose(run(loaded), 0, 3), 'choose');
    const failed = expectKind(
      run([{ type: 'confirm' }, { type: 'confirmFailed' }], chosen),
      'choose',
    );
    expect(failed).toMatchObject({ choices: chosen.choices, error: null, attempt: 1 });
    expect(run([{ type: 'confirmFailed' }], failed)).toMatchObject({ attempt: 2 });
  });

  it('confirming again no longer says which block was taken', () => {
    const chosen = expectKind(choose(run(loaded), 0), 'choose');
    const taken = run([{ type: 'slotTaken', fresh: null }], chosen);
    expect(taken).toMatchObject({ error: { kind: 'takenUnknown' } });
    expect(superdayReducer(taken, { type: 'confirm' })).toMatchObject({ error: null });
    // Nothing to clear: the same state.
    expect(superdayReducer(chosen, { type: 'confirm' })).toBe(chosen);
  });

  it('a confirm that finds the link expired ends on the expired screen', () => {
    const state = run(
      [{ type: 'confirm' }, { type: 'linkProblem', problem: 'expired', organizationName: null }],
      choose(run(loaded), 0),
    );
    expect(state).toMatchObject({
      kind: 'linkProblem',
      problem: 'expired',
      organizationName: 'Acme Robotics',
    });
  });

  it('slot not found: the taken block is named and unticked, the others kept', () => {
    const chosen = expectKind(choose(run(loaded), 0, 3), 'choose');
    const takenId = chosen.days[0]?.blocks[0]?.id;
    const fresh = OPTIONS.filter((o) => o.interviewBlockId !== takenId);
    const state = expectKind(
      run([{ type: 'confirm' }, { type: 'slotTaken', fresh }], chosen),
      'choose',
    );
    expect(state.error?.kind).toBe('taken');
    expect(state.error?.kind === 'taken' && state.error.blocks.map((b) => b.block.id)).toEqual([
      takenId,
    ]);
    expect(Object.keys(state.choices)).toEqual([chosen.days[1]?.blocks[1]?.id]);
    expect(state.days.flatMap((d) => d.blocks)).toHaveLength(5);
  });

  it('slot not found with nothing missing, or the availability not read again: choices kept', () => {
    const chosen = expectKind(choose(run(loaded), 0), 'choose');
    for (const fresh of [OPTIONS, null]) {
      const state = expectKind(
        run([{ type: 'confirm' }, { type: 'slotTaken', fresh }], chosen),
        'choose',
      );
      expect(state.error).toEqual({ kind: 'takenUnknown' });
      expect(state.choices).toEqual(chosen.choices);
    }
  });

  it('slot not found and nothing left: the empty screen', () => {
    const state = run(
      [{ type: 'confirm' }, { type: 'slotTaken', fresh: [] }],
      choose(run(loaded), 0),
    );
    expect(state.kind).toBe('empty');
  });

  it('ignores answers that come too late', () => {
    const choosing = run(loaded);
    expect(superdayReducer(choosing, { type: 'availabilityLoaded', options: [] })).toBe(choosing);
    const confirmed = run([{ type: 'confirmed', options: [] }], choosing);
    expect(superdayReducer(confirmed, { type: 'slotTaken', fresh: [] })).toBe(confirmed);
    expect(superdayReducer(confirmed, { type: 'confirmFailed' })).toBe(confirmed);
    expect(
      superdayReducer(choosing, {
        type: 'introLoaded',
        context,
        alreadyConfirmed: true,
        saved: null,
      }),
    ).toBe(choosing);
  });
});
