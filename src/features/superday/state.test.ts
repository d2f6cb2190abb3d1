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
  onsiteTimeZone: null,
  ownTimeZone: null,
  suggestedTimeZones: ['America/New_York'],
  browserTimeZone: 'America/New_York',
  guestTimeZone: null,
  zonePicked: false,
  interviewNames: [],
  backgroundUrl: null,
};

const offered = getScenario('superday').superday?.availability;
const OPTIONS: SuperdayOption[] =
  offered && isReplyOk(offered) ? offered.result.availability.options : [];

function run(events: SuperdayEvent[], from: SuperdayState = INITIAL_STATE): SuperdayState {
  return events.reduce(superdayReducer, from);
}

const loaded: SuperdayEvent[] = [
  { type: 'introLoaded', context, alreadySent: false },
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

  it('an invitation whose availability was sent shows that, with what this browser kept', () => {
    const saved = OPTIONS.slice(0, 3);
    const state = run([{ type: 'introLoaded', context, alreadySent: true }]);
    // Not read yet: the page the server drew cannot know this browser's copy.
    expect(expectKind(state, 'sent').options).toBeUndefined();
    const read = run([{ type: 'savedRead', options: saved }], state);
    expect(expectKind(read, 'sent').options).toBe(saved);
    // Read once: a later read changes nothing; nothing kept is null (sent elsewhere).
    expect(run([{ type: 'savedRead', options: null }], read)).toBe(read);
    expect(
      expectKind(run([{ type: 'savedRead', options: null }], state), 'sent').options,
    ).toBeNull();
  });

  it('a link that cannot be used ends on its screen, with the organisation once known', () => {
    const problem = run([{ type: 'linkProblem', problem: 'canceled', organizationName: 'Acme' }]);
    expect(problem).toEqual({ kind: 'linkProblem', problem: 'canceled', organizationName: 'Acme' });
    const later = run([
      loaded[0]!,
      { type: 'linkProblem', problem: 'expired', organizationName: null },
    ]);
    expect(later).toMatchObject({ problem: 'expired', organizationName: 'Acme Robotics' });
    // "Availability sent" stays.
    const confirmed = run([{ type: 'introLoaded', context, alreadySent: true }]);
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

  it('a confirm that went through says the availability was sent, with the chosen options', () => {
    const sent = run(
      [{ type: 'confirm' }, { type: 'sent', options: OPTIONS.slice(0, 6) }],
      choose(run(loaded), 0),
    );
    expect(expectKind(sent, 'sent').options).toHaveLength(6);
  });

  it('another zone regroups the days and keeps every choice', () => {
    const chosen = expectKind(choose(run(loaded), 0, 5), 'choose');
    // 9:00 AM in New York is 10:00 PM in Tokyo: the mornings move to the evening, same day.
    const tokyo = expectKind(run([{ type: 'setTimeZone', zone: 'Asia/Tokyo' }], chosen), 'choose');
    expect(tokyo.context.timeZone).toBe('Asia/Tokyo');
    expect(tokyo.choices).toEqual(chosen.choices);
    expect(tokyo.days[0]?.blocks[0]?.bucket).toBe('night');
    // The afternoons (1:30 PM in New York) start at 3:30 AM the next day in Tokyo.
    expect(tokyo.days.map((d) => d.blocks.length)).toEqual([1, 2, 2, 1]);
    const back = expectKind(
      run([{ type: 'setTimeZone', zone: 'America/New_York' }], tokyo),
      'choose',
    );
    expect(back.days).toEqual(chosen.days);
    expect(back.choices).toEqual(chosen.choices);
  });

  it('a zone change keeps the sent blocks; a bad zone, or no invitation yet, changes nothing', () => {
    const sent = run([{ type: 'sent', options: OPTIONS.slice(0, 6) }], choose(run(loaded), 0));
    const moved = run([{ type: 'setTimeZone', zone: 'Europe/London' }], sent);
    expect(expectKind(moved, 'sent').context.timeZone).toBe('Europe/London');
    expect(expectKind(moved, 'sent').options).toHaveLength(6);
    expect(run([{ type: 'setTimeZone', zone: 'Not/AZone' }], sent)).toBe(sent);
    expect(run([{ type: 'setTimeZone', zone: 'Europe/London' }])).toBe(INITIAL_STATE);
  });

  it('the browser zone learnt later moves the times until the candidate picks one', () => {
    // A page the server drew in another zone learns the browser's on hydration.
    const drawn = run([
      {
        type: 'introLoaded',
        context: { ...context, timeZone: 'Etc/GMT+12', browserTimeZone: 'Etc/GMT+12' },
        alreadySent: false,
      },
      { type: 'availabilityLoaded', options: OPTIONS },
    ]);
    const learnt = expectKind(
      run([{ type: 'browserTimeZone', zone: 'America/New_York' }], drawn),
      'choose',
    );
    expect(learnt.context).toMatchObject({ timeZone: 'America/New_York', zonePicked: false });
    expect(learnt.context.suggestedTimeZones).toEqual(['America/New_York']);
    expect(learnt.days[0]?.blocks[0]?.bucket).toBe('morning');
    // Picked: the browser's zone no longer moves the times.
    const picked = run([{ type: 'setTimeZone', zone: 'Asia/Tokyo' }], learnt);
    const moved = expectKind(
      run([{ type: 'browserTimeZone', zone: 'Europe/Berlin' }], picked),
      'choose',
    );
    expect(moved.context).toMatchObject({
      timeZone: 'Asia/Tokyo',
      browserTimeZone: 'Europe/Berlin',
    });
    expect(moved.context.suggestedTimeZones).toEqual(['Asia/Tokyo', 'Europe/Berlin']);
  });

  it('on site, the browser zone learnt later is the own time beside the office time', () => {
    const onsite = { ...context, onsiteTimeZone: 'America/New_York', browserTimeZone: 'UTC' };
    const drawn = run([{ type: 'introLoaded', context: onsite, alreadySent: true }]);
    const learnt = run([{ type: 'browserTimeZone', zone: 'Europe/Berlin' }], drawn);
    expect(expectKind(learnt, 'sent').context).toMatchObject({
      timeZone: 'America/New_York',
      ownTimeZone: 'Europe/Berlin',
    });
    const same = run([{ type: 'browserTimeZone', zone: 'America/New_York' }], learnt);
    expect(expectKind(same, 'sent').context.ownTimeZone).toBeNull();
  });

  it('on site, times stay in the office zone (spec 5): a zone change does nothing', () => {
    const onsite = { ...context, onsiteTimeZone: 'America/New_York' };
    const choosing = run([
      { type: 'introLoaded', context: onsite, alreadySent: false },
      { type: 'availabilityLoaded', options: OPTIONS },
    ]);
    expect(run([{ type: 'setTimeZone', zone: 'Asia/Tokyo' }], choosing)).toBe(choosing);
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
    const confirmed = run([{ type: 'sent', options: [] }], choosing);
    expect(superdayReducer(confirmed, { type: 'slotTaken', fresh: [] })).toBe(confirmed);
    expect(superdayReducer(confirmed, { type: 'confirmFailed' })).toBe(confirmed);
    expect(
      superdayReducer(choosing, {
        type: 'introLoaded',
        context,
        alreadySent: true,
      }),
    ).toBe(choosing);
  });
});
