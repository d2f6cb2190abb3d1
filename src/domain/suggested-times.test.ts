import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotKey } from './selection';
import {
  MIN_SUGGESTED_MINUTES,
  SUGGESTED_TIME_ERROR_MESSAGES,
  suggestedTimeErrorFields,
  type SuggestedTimeError,
  suggestedTimeToSlot,
  type SuggestWindow,
} from './suggested-times';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
/** Mon 2026-03-02 09:00 UTC (the fixtures' fixed now; 04:00 in New York). */
const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const WINDOW: SuggestWindow = { firstDate: '2026-03-04', lastDate: '2026-03-13' };
const FALL_WINDOW: SuggestWindow = { firstDate: '2026-10-26', lastDate: '2026-11-06' };

function suggest(date: string, start: string, end: string, zone = NY, window = WINDOW) {
  return suggestedTimeToSlot({ date, start, end }, zone, window, NOW);
}

function errorOf(result: ReturnType<typeof suggest>) {
  return result.ok ? null : result.error;
}

describe('suggestedTimeToSlot: a valid suggestion', () => {
  it('becomes a slot with hash null and UTC instants of the wall times in the zone', () => {
    expect(suggest('2026-03-05', '09:30', '11:00')).toEqual({
      ok: true,
      slot: {
        startTime: '2026-03-05T14:30:00.000Z',
        endTime: '2026-03-05T16:00:00.000Z',
        durationMin: 90,
        hash: null,
      },
    });
  });

  it('reads the wall times in the zone given (on-site zone, not the browser)', () => {
    const result = suggest('2026-03-05', '09:30', '11:00', LA);
    expect(result.ok && result.slot.startTime).toBe('2026-03-05T17:30:00.000Z');
  });

  it('accepts the first and the last day of the window', () => {
    expect(suggest('2026-03-04', '08:00', '09:00').ok).toBe(true);
    expect(suggest('2026-03-13', '17:00', '18:00').ok).toBe(true);
  });

  it('accepts exactly the minimum length, and seconds of :00 from an input of type time', () => {
    expect(MIN_SUGGESTED_MINUTES).toBe(15);
    expect(suggest('2026-03-05', '09:00', '09:15').ok).toBe(true);
    expect(suggest('2026-03-05', '09:00:00', '09:15:00.000').ok).toBe(true);
  });

  it('trims surrounding spaces', () => {
    expect(suggest(' 2026-03-05 ', ' 09:00', '10:00 ').ok).toBe(true);
  });

  it('runs up to 23:59 of the day', () => {
    const result = suggest('2026-03-05', '23:00', '23:59');
    expect(result.ok && result.slot.durationMin).toBe(59);
  });
});

describe('suggestedTimeToSlot: refusals', () => {
  it('invalidDate: empty, malformed or a day that does not exist', () => {
    for (const date of ['', '2026-3-5', '05/03/2026', '2026-02-29', '2026-04-31', '2026-13-01']) {
      expect(errorOf(suggest(date, '09:00', '10:00'))).toBe('invalidDate');
    }
    // 2028 is a leap year: the 29th of February exists (and is outside the window).
    expect(errorOf(suggest('2028-02-29', '09:00', '10:00'))).toBe('outsideWindow');
  });

  it('invalidTime: empty, 12-hour, out of range or malformed', () => {
    for (const [start, end] of [
      ['', '10:00'],
      ['09:00', ''],
      ['9:00', '10:00'],
      ['09:00 AM', '10:00'],
      ['24:00', '10:00'],
      ['09:60', '10:00'],
      ['09:00', '10:00:30'],
    ] as const) {
      expect(errorOf(suggest('2026-03-05', start, end))).toBe('invalidTime');
    }
  });

  it('endBeforeStart: end earlier than or equal to the start (no run past midnight)', () => {
    expect(errorOf(suggest('2026-03-05', '11:00', '10:00'))).toBe('endBeforeStart');
    expect(errorOf(suggest('2026-03-05', '10:00', '10:00'))).toBe('endBeforeStart');
    expect(errorOf(suggest('2026-03-05', '22:00', '01:00'))).toBe('endBeforeStart');
  });

  it('tooShort: under 15 minutes', () => {
    expect(errorOf(suggest('2026-03-05', '09:00', '09:14'))).toBe('tooShort');
    expect(errorOf(suggest('2026-03-05', '09:00', '09:01'))).toBe('tooShort');
  });

  it('inPast: starting at or before now', () => {
    const window = { firstDate: '2026-02-20', lastDate: '2026-03-13' };
    // NOW is 04:00 in New York on 2026-03-02.
    expect(errorOf(suggest('2026-03-02', '03:00', '05:00', NY, window))).toBe('inPast');
    expect(errorOf(suggest('2026-03-02', '04:00', '05:00', NY, window))).toBe('inPast');
    expect(suggest('2026-03-02', '04:01', '05:00', NY, window).ok).toBe(true);
    expect(errorOf(suggest('2026-02-25', '09:00', '10:00', NY, window))).toBe('inPast');
  });

  it('inPast wins over outsideWindow for a past date outside the window', () => {
    expect(errorOf(suggest('2026-02-25', '09:00', '10:00'))).toBe('inPast');
  });

  it('outsideWindow: before the first or after the last day', () => {
    expect(errorOf(suggest('2026-03-03', '09:00', '10:00'))).toBe('outsideWindow');
    expect(errorOf(suggest('2026-03-14', '09:00', '10:00'))).toBe('outsideWindow');
  });

  it('reports the first failing check in the documented order', () => {
    expect(errorOf(suggest('nope', 'nope', 'nope'))).toBe('invalidDate');
    expect(errorOf(suggest('2026-03-05', 'nope', '08:00'))).toBe('invalidTime');
    expect(errorOf(suggest('2026-03-20', '10:00', '09:00'))).toBe('endBeforeStart');
    expect(errorOf(suggest('2026-03-20', '10:00', '10:10'))).toBe('tooShort');
  });

  it('throws on an unknown zone (a caller error)', () => {
    expect(() => suggest('2026-03-05', '09:00', '10:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('suggestedTimeToSlot on DST days (America/New_York)', () => {
  it('spring forward 2026-03-08: a day of 23 hours, times after the switch are EDT', () => {
    const result = suggest('2026-03-08', '09:00', '10:00');
    expect(result).toEqual({
      ok: true,
      slot: {
        startTime: '2026-03-08T13:00:00.000Z',
        endTime: '2026-03-08T14:00:00.000Z',
        durationMin: 60,
        hash: null,
      },
    });
  });

  it('spring forward: the span across the switch counts real minutes', () => {
    // 01:30 EST (06:30Z) to 03:30 EDT (07:30Z): one hour of real time.
    const result = suggest('2026-03-08', '01:30', '03:30');
    expect(result.ok && result.slot).toMatchObject({
      startTime: '2026-03-08T06:30:00.000Z',
      endTime: '2026-03-08T07:30:00.000Z',
      durationMin: 60,
    });
  });

  it('spring forward: a start in the skipped hour moves forward by the gap', () => {
    // 02:30 does not exist: it is read as 03:30 EDT (07:30Z).
    const result = suggest('2026-03-08', '02:30', '05:00');
    expect(result.ok && result.slot).toMatchObject({
      startTime: '2026-03-08T07:30:00.000Z',
      endTime: '2026-03-08T09:00:00.000Z',
      durationMin: 90,
    });
  });

  it('spring forward: the skipped hour alone lasts no time, so it is too short', () => {
    expect(errorOf(suggest('2026-03-08', '02:00', '03:00'))).toBe('tooShort');
    // 02:30 → 03:30 EDT, after the end 03:15 EDT: the real length is negative.
    expect(errorOf(suggest('2026-03-08', '02:30', '03:15'))).toBe('tooShort');
  });

  it('fall back 2026-11-01: a repeated wall time takes its earlier instant', () => {
    // 01:00 EDT (05:00Z) to 02:00 EST (07:00Z): two hours of real time.
    const result = suggestedTimeToSlot(
      { date: '2026-11-01', start: '01:00', end: '02:00' },
      NY,
      FALL_WINDOW,
      NOW,
    );
    expect(result.ok && result.slot).toMatchObject({
      startTime: '2026-11-01T05:00:00.000Z',
      endTime: '2026-11-01T07:00:00.000Z',
      durationMin: 120,
    });
  });

  it('fall back: 01:30–01:45 is the first 01:30 (EDT) and lasts 15 minutes', () => {
    const result = suggestedTimeToSlot(
      { date: '2026-11-01', start: '01:30', end: '01:45' },
      NY,
      FALL_WINDOW,
      NOW,
    );
    expect(result.ok && result.slot).toMatchObject({
      startTime: '2026-11-01T05:30:00.000Z',
      endTime: '2026-11-01T05:45:00.000Z',
      durationMin: 15,
    });
  });
});

describe('suggestedTimeToSlot: properties', () => {
  const minutes = fc.integer({ min: 0, max: 24 * 60 - 1 });
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

  it('in UTC, a slot lasts exactly end − start, and is accepted iff it is ≥ 15 minutes long', () => {
    fc.assert(
      fc.property(minutes, minutes, (a, b) => {
        const result = suggest('2026-03-05', hhmm(a), hhmm(b), 'UTC');
        if (b <= a) return errorOf(result) === 'endBeforeStart';
        if (b - a < MIN_SUGGESTED_MINUTES) return errorOf(result) === 'tooShort';
        return (
          result.ok &&
          result.slot.durationMin === b - a &&
          Date.parse(result.slot.endTime) - Date.parse(result.slot.startTime) === (b - a) * 60_000
        );
      }),
    );
  });

  it('the same wall times give the same slot (selection identity is stable)', () => {
    fc.assert(
      fc.property(minutes, (a) => {
        const b = Math.min(a + 60, 24 * 60 - 1);
        const one = suggest('2026-03-10', hhmm(a), hhmm(b));
        const two = suggest('2026-03-10', hhmm(a), hhmm(b));
        return !one.ok || (two.ok && slotKey(one.slot) === slotKey(two.slot));
      }),
    );
  });
});

describe('SUGGESTED_TIME_ERROR_MESSAGES', () => {
  it('has a pickDays key and an English default for every error', () => {
    for (const error of Object.keys(SUGGESTED_TIME_ERROR_MESSAGES) as SuggestedTimeError[]) {
      const message = SUGGESTED_TIME_ERROR_MESSAGES[error];
      expect(message.key).toBe(`pickDays:suggest.errors.${error}`);
      expect(message.defaultText.length).toBeGreaterThan(0);
    }
  });

  it('states the documented minimum length', () => {
    expect(SUGGESTED_TIME_ERROR_MESSAGES.tooShort.defaultText).toContain(
      String(MIN_SUGGESTED_MINUTES),
    );
  });
});

describe('suggestedTimeErrorFields', () => {
  it('puts each error on the fields it is about', () => {
    const on = (error: keyof typeof SUGGESTED_TIME_ERROR_MESSAGES) =>
      suggestedTimeErrorFields(SUGGESTED_TIME_ERROR_MESSAGES[error]);
    expect(on('invalidDate')).toEqual(['date']);
    expect(on('invalidTime')).toEqual(['start', 'end']);
    expect(on('endBeforeStart')).toEqual(['end']);
    expect(on('tooShort')).toEqual(['end']);
    expect(on('inPast')).toEqual(['date', 'start']);
    expect(on('outsideWindow')).toEqual(['date']);
    expect(suggestedTimeErrorFields({ key: 'general:errors.general' })).toEqual([]);
  });
});
