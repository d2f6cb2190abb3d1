import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import type { InterviewerLinkState } from './model';
import { initialState, type InterviewerLinkEvent, interviewerLinkReducer } from './state';

const CHI = 'America/Chicago';
const run = (
  events: InterviewerLinkEvent[],
  from: InterviewerLinkState = initialState('k@x.test'),
) => events.reduce(interviewerLinkReducer, from);
const h = (hours: number) => hours * 60;
const saved = [
  { startTime: '2026-03-10T14:00:00Z', endTime: '2026-03-10T17:00:00Z', durationMin: 180 },
];
const loaded: InterviewerLinkEvent[] = [
  { type: 'availabilityLoaded', ranges: saved, timeZone: CHI, today: '2026-03-02' },
];

function editing(state: InterviewerLinkState) {
  if (state.kind !== 'availability') throw new Error(`not editing: ${state.kind}`);
  return state;
}

describe('interviewer link flow', () => {
  it('asks for the e-mail when the link does not carry it, and keeps what was typed when it is refused', () => {
    expect(initialState(' k@x.test ')).toEqual({ kind: 'reading', email: 'k@x.test' });
    const asked = initialState(null);
    expect(asked).toEqual({ kind: 'email', email: '', error: null });
    expect(initialState('  ')).toEqual(asked);
    const checking = run([{ type: 'emailSubmitted', email: 'a@b.test' }], asked);
    expect(checking).toEqual({ kind: 'reading', email: 'a@b.test' });
    const refused = run(
      [{ type: 'emailRejected', email: 'a@b.test', error: 'notFound' }],
      checking,
    );
    expect(refused).toMatchObject({ kind: 'email', email: 'a@b.test', error: 'notFound' });
  });

  it('reads the saved ranges as rows of days in the zone, clean, on the first day with times', () => {
    const state = editing(run(loaded));
    expect(state.days['2026-03-10']?.map(({ start, end }) => [start, end])).toEqual([
      [h(9), h(12)],
    ]);
    expect(state).toMatchObject({ day: '2026-03-10', save: { kind: 'clean' }, timeZone: CHI });
  });

  it('opens on today when nothing is saved from today on', () => {
    const before = [
      { startTime: '2026-02-20T15:00:00Z', endTime: '2026-02-20T16:00:00Z', durationMin: 60 },
    ];
    const state = editing(
      run([{ type: 'availabilityLoaded', ranges: before, timeZone: CHI, today: '2026-03-02' }]),
    );
    expect(state.day).toBe('2026-03-02');
  });

  it('adds, changes and removes rows of a day; every edit is unsaved; rows keep their ids', () => {
    let state = editing(run([...loaded, { type: 'addRange', day: '2026-03-10' }]));
    const rows = state.days['2026-03-10'] ?? [];
    expect(rows.map(({ start, end }) => [start, end])).toEqual([
      [h(9), h(12)],
      [h(13), h(14)],
    ]);
    expect(state.save).toEqual({ kind: 'unsaved' });
    const id = rows[1]?.id ?? -1;
    state = editing(
      run([{ type: 'changeRange', day: '2026-03-10', id, edge: 'end', minute: h(16) }], state),
    );
    expect(state.days['2026-03-10']?.[1]).toEqual({ id, start: h(13), end: h(16) });
    state = editing(
      run([{ type: 'removeRange', day: '2026-03-10', id: rows[0]?.id ?? -1 }], state),
    );
    expect(state.days['2026-03-10']).toEqual([{ id, start: h(13), end: h(16) }]);
  });

  it("copies a day's rows over other days with new ids", () => {
    const state = editing(
      run([...loaded, { type: 'copyDay', from: '2026-03-10', to: ['2026-03-11', '2026-03-10'] }]),
    );
    const [a, b] = [state.days['2026-03-10']?.[0], state.days['2026-03-11']?.[0]];
    expect([b?.start, b?.end]).toEqual([a?.start, a?.end]);
    expect(b?.id).not.toBe(a?.id);
    expect(state.save.kind).toBe('unsaved');
  });

  it('a new zone shows the same instants on its own clock and is not an edit', () => {
    const state = editing(
      run([...loaded, { type: 'changeZone', timeZone: 'Europe/Berlin', today: '2026-03-02' }]),
    );
    expect(state.days['2026-03-10']?.map(({ start, end }) => [start, end])).toEqual([
      [h(15), h(18)],
    ]);
    expect(state.save.kind).toBe('clean');
    // The day being edited stays.
    expect(state.day).toBe('2026-03-10');
    // A day that is before today on the new clock goes to the first day with times.
    const moved = editing(
      run(
        [
          { type: 'pickDay', day: '2026-03-02' },
          { type: 'changeZone', timeZone: 'Asia/Tokyo', today: '2026-03-03' },
        ],
        state,
      ),
    );
    expect(moved.day).toBe('2026-03-10');
  });

  it('saving: saved reads back what was sent (overlaps joined); a failure keeps every edit', () => {
    const edits: InterviewerLinkEvent[] = [...loaded, { type: 'addRange', day: '2026-03-11' }];
    const failed = editing(
      run([...edits, { type: 'save' }, { type: 'saveFailed', notice: ERROR_MESSAGES.general }]),
    );
    expect(failed.save).toEqual({ kind: 'failed', notice: ERROR_MESSAGES.general });
    expect(failed.days['2026-03-11']).toHaveLength(1);
    const merged = [
      { startTime: '2026-03-11T14:00:00Z', endTime: '2026-03-11T22:00:00Z', durationMin: 480 },
    ];
    const ok = editing(run([{ type: 'save' }, { type: 'saved', ranges: merged, at: 5 }], failed));
    expect(ok.save).toEqual({ kind: 'saved', at: 5 });
    expect(Object.keys(ok.days)).toEqual(['2026-03-11']);
  });

  it('an edit while saving stays: the late success is ignored and the page is still unsaved', () => {
    const state = editing(
      run([
        ...loaded,
        { type: 'addRange', day: '2026-03-11' },
        { type: 'save' },
        { type: 'addRange', day: '2026-03-12' },
        { type: 'saved', ranges: saved, at: 5 },
      ]),
    );
    expect(state.save.kind).toBe('unsaved');
    expect(Object.keys(state.days).sort()).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
  });
});
