import { describe, expect, it } from 'vitest';
import { getScenario, isReplyOk } from '../../../fixtures';
import { CONNECTION_NOTICES } from '../../domain/connection-notices';
import { ERROR_MESSAGES, SUPERDAY_CONFIRM_FAILED } from '../../domain/errors';
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

  it('a link problem ends on its screen; another failure waits with "Try again"', () => {
    const problem = run([
      {
        type: 'loadFailed',
        notice: ERROR_MESSAGES.expired,
        problem: 'expired',
        organizationName: null,
      },
    ]);
    expect(expectKind(problem, 'linkProblem').problem).toBe('expired');
    const failed = expectKind(
      run([
        loaded[0]!,
        {
          type: 'loadFailed',
          notice: CONNECTION_NOTICES.timeout,
          problem: null,
          organizationName: null,
        },
      ]),
      'loading',
    );
    expect(failed.error).toBe(CONNECTION_NOTICES.timeout);
    const retried = expectKind(superdayReducer(failed, { type: 'retry' }), 'loading');
    expect(retried).toMatchObject({ error: null, attempt: 1, context });
    // A retry without a failure changes nothing.
    expect(superdayReducer(retried, { type: 'retry' })).toBe(retried);
  });

  it('no options at all is the empty screen', () => {
    const state = run([loaded[0]!, { type: 'availabilityLoaded', options: [] }]);
    expect(state.kind).toBe('empty');
  });

  it('choosing ticks and unticks a block; confirm needs at least one', () => {
    const choosing = run(loaded);
    expect(superdayReducer(choosing, { type: 'confirm' })).toBe(choosing);
    const two = expectKind(choose(choosing, 0, 3), 'choose');
    expect(Object.keys(two.choices)).toHaveLength(2);
    const blockId = two.days[0]?.blocks[0]?.id ?? '';
    const one = expectKind(run([{ type: 'choose', blockId, alternative: null }], two), 'choose');
    expect(Object.keys(one.choices)).toHaveLength(1);
  });

  it('while confirming, choices wait and a second confirm is ignored', () => {
    const confirming = run([{ type: 'confirm' }], choose(run(loaded), 0));
    expect(expectKind(confirming, 'choose').confirming).toBe(true);
    expect(superdayReducer(confirming, { type: 'confirm' })).toBe(confirming);
    const blockId = expectKind(confirming, 'choose').days[0]?.blocks[1]?.id ?? '';
    expect(superdayReducer(confirming, { type: 'choose', blockId, alternative: 'x' })).toBe(
      confirming,
    );
  });

  it('a confirmed confirm shows the confirmation with the chosen options', () => {
    const confirmed = run(
      [{ type: 'confirm' }, { type: 'confirmed', options: OPTIONS.slice(0, 6) }],
      choose(run(loaded), 0),
    );
    expect(expectKind(confirmed, 'confirmed').confirmed).toHaveLength(6);
  });

  it('a failed confirm keeps every choice and says why; each failure counts', () => {
    const chosen = expectKind(choose(run(loaded), 0, 3), 'choose');
    const failed = expectKind(
      run(
        [
          { type: 'confirm' },
          { type: 'confirmFailed', notice: SUPERDAY_CONFIRM_FAILED, problem: null },
        ],
        chosen,
      ),
      'choose',
    );
    expect(failed).toMatchObject({
      confirming: false,
      choices: chosen.choices,
      error: { kind: 'failed', notice: SUPERDAY_CONFIRM_FAILED },
      attempt: 1,
    });
    // Confirming again clears the error while it goes.
    expect(superdayReducer(failed, { type: 'confirm' })).toMatchObject({ error: null });
  });

  it('a confirm that finds the link expired ends on the expired screen', () => {
    const state = run(
      [
        { type: 'confirm' },
        { type: 'confirmFailed', notice: ERROR_MESSAGES.expired, problem: 'expired' },
      ],
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
    expect(superdayReducer(choosing, { type: 'confirmed', options: [] })).toBe(choosing);
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
