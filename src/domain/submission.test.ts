import { describe, expect, it } from 'vitest';
import { slotOfOption } from './selection';
import {
  buildAvailabilitySubmission,
  buildRescheduleSubmission,
  unusablePicks,
} from './submission';

const slot = (start: string, end: string, hash: string | null) => ({
  startTime: start,
  endTime: end,
  hash,
});

describe('slotOfOption', () => {
  it('spans from the earliest event start to the latest event end', () => {
    const s = slotOfOption({
      hash: 'h1',
      startTime: '2026-03-04T15:00:00Z',
      events: [
        { startTime: '2026-03-04T16:00:00Z', endTime: '2026-03-04T17:00:00Z' },
        { startTime: '2026-03-04T15:00:00Z', endTime: '2026-03-04T15:45:00Z' },
      ],
    });
    expect(s).toEqual({
      startTime: '2026-03-04T15:00:00Z',
      endTime: '2026-03-04T17:00:00Z',
      hash: 'h1',
    });
  });

  it('falls back to the option start for an option without events', () => {
    expect(slotOfOption({ hash: 'h', startTime: '2026-03-04T15:00:00Z', events: [] })).toEqual({
      startTime: '2026-03-04T15:00:00Z',
      endTime: '2026-03-04T15:00:00Z',
      hash: 'h',
    });
  });
});

describe('buildAvailabilitySubmission', () => {
  const ranks: Record<string, number> = { a: 3, b: 0, c: 7 };
  const rankOf = (h: string) => ranks[h] ?? null;

  it('sends the ranges in start order with their minutes, and the best-ranked hash', () => {
    const out = buildAvailabilitySubmission(
      [
        slot('2026-03-05T15:00:00Z', '2026-03-05T16:00:00Z', 'a'),
        slot('2026-03-04T15:00:00Z', '2026-03-04T17:30:00Z', 'b'),
        slot('2026-03-06T15:00:00Z', '2026-03-06T15:45:00Z', 'c'),
      ],
      'America/New_York',
      rankOf,
    );
    expect(out).toEqual({
      guestTimeZone: 'America/New_York',
      availableTimeRanges: [
        { startTime: '2026-03-04T15:00:00Z', endTime: '2026-03-04T17:30:00Z', durationMin: 150 },
        { startTime: '2026-03-05T15:00:00Z', endTime: '2026-03-05T16:00:00Z', durationMin: 60 },
        { startTime: '2026-03-06T15:00:00Z', endTime: '2026-03-06T15:45:00Z', durationMin: 45 },
      ],
      resultOption: 'b',
    });
  });

  it('never chooses a suggested time, and prefers ranked over unknown hashes', () => {
    const out = buildAvailabilitySubmission(
      [
        slot('2026-03-04T12:00:00Z', '2026-03-04T13:00:00Z', null),
        slot('2026-03-04T14:00:00Z', '2026-03-04T15:00:00Z', 'gone'),
        slot('2026-03-05T14:00:00Z', '2026-03-05T15:00:00Z', 'c'),
      ],
      'UTC',
      rankOf,
    );
    expect(out.resultOption).toBe('c');
  });

  it('breaks a tie between unranked options by the earlier start', () => {
    const out = buildAvailabilitySubmission(
      [
        slot('2026-03-05T14:00:00Z', '2026-03-05T15:00:00Z', 'x'),
        slot('2026-03-04T14:00:00Z', '2026-03-04T15:00:00Z', 'y'),
      ],
      'UTC',
      () => null,
    );
    expect(out.resultOption).toBe('y');
  });

  it('has no result option when only suggested times were picked, or nothing', () => {
    expect(
      buildAvailabilitySubmission(
        [slot('2026-03-04T12:00:00Z', '2026-03-04T13:00:00Z', null)],
        'UTC',
        rankOf,
      ).resultOption,
    ).toBeNull();
    expect(buildAvailabilitySubmission([], 'UTC', rankOf)).toEqual({
      guestTimeZone: 'UTC',
      availableTimeRanges: [],
      resultOption: null,
    });
  });

  it('does not reorder its input', () => {
    const input = [
      slot('2026-03-05T15:00:00Z', '2026-03-05T16:00:00Z', 'a'),
      slot('2026-03-04T15:00:00Z', '2026-03-04T16:00:00Z', 'b'),
    ];
    const copy = structuredClone(input);
    buildAvailabilitySubmission(input, 'UTC', rankOf);
    expect(input).toEqual(copy);
  });
});

describe('buildRescheduleSubmission', () => {
  it('adds the reason code and the trimmed note', () => {
    const sub = buildAvailabilitySubmission([], 'UTC', () => null);
    expect(
      buildRescheduleSubmission({ reasonCode: 'other', note: '  Flight moved  ' }, sub),
    ).toEqual({ reasonCode: 'other', note: 'Flight moved', ...sub });
  });
});

describe('unusablePicks (issue 36 item 8)', () => {
  const now = Date.parse('2026-03-02T12:00:00Z');
  const at = (start: string, end: string, hash: string | null) => ({
    startTime: start,
    endTime: end,
    hash,
  });
  it('blames the picks that have started, end before they start, or are no longer offered', () => {
    const started = at('2026-03-02T11:30:00Z', '2026-03-02T12:30:00Z', 'a');
    const backwards = at('2026-03-04T10:00:00Z', '2026-03-04T09:00:00Z', null);
    const withdrawn = at('2026-03-05T10:00:00Z', '2026-03-05T11:00:00Z', 'gone');
    const fine = at('2026-03-05T10:00:00Z', '2026-03-05T11:00:00Z', 'b');
    const suggested = at('2026-03-06T10:00:00Z', '2026-03-06T11:00:00Z', null);
    const offered = (hash: string) => hash !== 'gone';
    expect(unusablePicks([started, fine, backwards, withdrawn, suggested], now, offered)).toEqual([
      started,
      backwards,
      withdrawn,
    ]);
    expect(unusablePicks([fine, suggested], now, offered)).toEqual([]);
  });
});
