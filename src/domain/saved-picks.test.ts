import { describe, expect, it } from 'vitest';
import {
  parseSavedPicking,
  parseSharedPicks,
  pickingKey,
  SAVED_NOTE_LIMIT,
  SAVED_PICKS_LIMIT,
  serializePicking,
  serializeShared,
  sharedKey,
  type SavedPick,
} from './saved-picks';

const pick: SavedPick = {
  startTime: '2026-03-06T14:45:00Z',
  endTime: '2026-03-06T16:00:00Z',
  hash: 'opt-1',
};
const suggested: SavedPick = {
  startTime: '2026-03-09T17:00:00Z',
  endTime: '2026-03-09T19:00:00Z',
  hash: null,
};

describe('saved picks', () => {
  it('keys each link by its own hash', () => {
    expect(pickingKey('abc')).not.toBe(pickingKey('abd'));
    expect(sharedKey('abc')).not.toBe(pickingKey('abc'));
    expect(pickingKey('abc')).toContain('abc');
  });

  it('reads back what it wrote, for both purposes, keeping only the fields it needs', () => {
    const withExtra = { ...pick, duration: 75 } as SavedPick;
    expect(
      parseSavedPicking(
        serializePicking({ purpose: { kind: 'availability' }, picks: [withExtra, suggested] }),
      ),
    ).toEqual({ purpose: { kind: 'availability' }, picks: [pick, suggested] });
    const reschedule = {
      kind: 'reschedule' as const,
      reason: { reasonCode: 'other' as const, note: 'Flight moved to Tuesday.' },
    };
    expect(parseSavedPicking(serializePicking({ purpose: reschedule, picks: [] }))).toEqual({
      purpose: reschedule,
      picks: [],
    });
    expect(parseSharedPicks(serializeShared([pick]))).toEqual([pick]);
  });

  it('ignores anything else, without throwing', () => {
    const bad = [
      null,
      '',
      'not json',
      '[]',
      '{"v":2,"picks":[]}',
      JSON.stringify({ v: 1, purpose: { kind: 'availability' }, picks: 'x' }),
      JSON.stringify({ v: 1, purpose: { kind: 'other' }, picks: [] }),
      JSON.stringify({
        v: 1,
        purpose: { kind: 'reschedule', reason: { reasonCode: 'bored', note: '' } },
        picks: [],
      }),
      JSON.stringify({
        v: 1,
        purpose: {
          kind: 'reschedule',
          reason: { reasonCode: 'sick', note: 'x'.repeat(SAVED_NOTE_LIMIT + 1) },
        },
        picks: [],
      }),
      JSON.stringify({
        v: 1,
        purpose: { kind: 'availability' },
        picks: [{ ...pick, startTime: 'soon' }],
      }),
      JSON.stringify({
        v: 1,
        purpose: { kind: 'availability' },
        picks: [{ ...pick, endTime: pick.startTime }],
      }),
      JSON.stringify({ v: 1, purpose: { kind: 'availability' }, picks: [{ ...pick, hash: 42 }] }),
      JSON.stringify({ v: 1, purpose: { kind: 'availability' }, picks: [{ ...pick, hash: '' }] }),
      JSON.stringify({
        v: 1,
        purpose: { kind: 'availability' },
        picks: Array.from({ length: SAVED_PICKS_LIMIT + 1 }, () => pick),
      }),
    ];
    for (const raw of bad) expect(parseSavedPicking(raw)).toBeNull();
    expect(parseSharedPicks('{"v":1,"picks":[{"startTime":1}]}')).toBeNull();
    expect(parseSharedPicks(null)).toBeNull();
  });
});
