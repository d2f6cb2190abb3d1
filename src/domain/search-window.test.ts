import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDayCount,
  SEARCH_WINDOW_WIDENING_DAYS,
  suggestionDays,
  widenSearchWindow,
} from './search-window';
import { daysBetweenDateKeys, zonedDateKey } from './time-zone';

const NY = 'America/New_York';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const ZONES = [
  NY,
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Adelaide',
  'America/Santiago',
  'UTC',
];

const instantArb = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2031, 0, 1) / 60_000 })
  .map((m) => m * 60_000);
const zoneArb = fc.constantFrom(...ZONES);

describe('widenSearchWindow', () => {
  it('widens by 2 days before the start and 2 days after the end', () => {
    expect(SEARCH_WINDOW_WIDENING_DAYS).toBe(2);
    const w = widenSearchWindow('2026-06-10T09:00:00Z', '2026-06-12T17:00:00Z', 'UTC');
    expect(w.startTime).toBe('2026-06-08T09:00:00.000Z');
    expect(w.endTime).toBe('2026-06-14T17:00:00.000Z');
    expect(w.dayCount).toBe(7); // 6 days and 8 hours, rounded up
  });

  it('widens by calendar days in the zone: across NY spring-forward the 2 days are 47 h', () => {
    // 2026-03-09 10:00 EDT back 2 calendar days is 2026-03-07 10:00 EST.
    const w = widenSearchWindow('2026-03-09T14:00:00Z', '2026-03-09T20:00:00Z', NY);
    expect(w.startTime).toBe('2026-03-07T15:00:00.000Z');
    expect(toHours(Date.parse('2026-03-09T14:00:00Z') - w.startMs)).toBe(47);
  });

  it('widens by calendar days in the zone: across NY fall-back the 2 days are 49 h', () => {
    const w = widenSearchWindow('2026-10-30T14:00:00Z', '2026-10-30T20:00:00Z', NY);
    expect(w.endTime).toBe('2026-11-01T21:00:00.000Z'); // 16:00 EST
    expect(toHours(w.endMs - Date.parse('2026-10-30T20:00:00Z'))).toBe(49);
  });

  it('counts a 25 h fall-back day as one day (Europe/Berlin 2026-10-25)', () => {
    // Widened: 2026-10-23 10:00 CEST → 2026-10-27 10:00 CET = 97 hours, 4 calendar days.
    const w = widenSearchWindow('2026-10-25T09:00:00Z', '2026-10-25T09:00:00Z', 'Europe/Berlin');
    expect(toHours(w.endMs - w.startMs)).toBe(97);
    expect(w.dayCount).toBe(4);
  });

  it('counts a 23 h spring-forward day as one day (Europe/Berlin 2026-03-29)', () => {
    const w = widenSearchWindow('2026-03-29T08:00:00Z', '2026-03-29T08:00:00Z', 'Europe/Berlin');
    expect(toHours(w.endMs - w.startMs)).toBe(95);
    expect(w.dayCount).toBe(4);
  });

  it('keeps the half-hour wall time in Australia/Adelaide across its DST start (2026-10-04)', () => {
    const w = widenSearchWindow(
      '2026-10-05T00:00:00Z',
      '2026-10-05T00:00:00Z',
      'Australia/Adelaide',
    );
    expect(w.startTime).toBe('2026-10-03T01:00:00.000Z'); // 10:30 ACST; start was 10:30 ACDT
    expect(w.dayCount).toBe(4);
  });

  it('gives 0 days when the widened start is not before the widened end', () => {
    // End 4 days before start: the widening exactly closes the gap.
    expect(widenSearchWindow('2026-06-10T09:00:00Z', '2026-06-06T09:00:00Z', 'UTC').dayCount).toBe(
      0,
    );
    expect(widenSearchWindow('2026-06-10T09:00:00Z', '2026-06-01T09:00:00Z', 'UTC').dayCount).toBe(
      0,
    );
  });

  it('still counts a window reversed by less than the widening (3 days back → 1 day)', () => {
    expect(widenSearchWindow('2026-06-10T09:00:00Z', '2026-06-07T09:00:00Z', 'UTC').dayCount).toBe(
      1,
    );
  });
});

describe('calendarDayCount', () => {
  it('rounds a partial day up: 10:00 → next day 10:00 is 1, → 10:01 is 2, → 09:00 is 1', () => {
    expect(calendarDayCount('2026-06-01T10:00:00Z', '2026-06-02T10:00:00Z', 'UTC')).toBe(1);
    expect(calendarDayCount('2026-06-01T10:00:00Z', '2026-06-02T10:01:00Z', 'UTC')).toBe(2);
    expect(calendarDayCount('2026-06-01T10:00:00Z', '2026-06-02T09:00:00Z', 'UTC')).toBe(1);
  });

  it('counts a short span inside the NY fall-back overlap as one day', () => {
    // 01:45 EDT → 01:15 EST: the wall clock reads earlier but 30 minutes have passed.
    expect(calendarDayCount('2026-11-01T05:45:00Z', '2026-11-01T06:15:00Z', NY)).toBe(1);
  });

  it('is 0 for an empty or reversed span', () => {
    expect(calendarDayCount(0, 0, 'UTC')).toBe(0);
    expect(calendarDayCount(DAY, 0, 'UTC')).toBe(0);
  });
});

describe('search window properties', () => {
  it('in UTC equals the rounded-up number of 24 h days in the widened span', () => {
    fc.assert(
      fc.property(instantArb, instantArb, (start, end) => {
        const span = end - start + 2 * SEARCH_WINDOW_WIDENING_DAYS * DAY;
        const expected = span > 0 ? Math.ceil(span / DAY) : 0;
        expect(widenSearchWindow(start, end, 'UTC').dayCount).toBe(expected);
      }),
    );
  });

  it('moves the start and end date keys by exactly 2 calendar days in any zone', () => {
    fc.assert(
      fc.property(instantArb, instantArb, zoneArb, (start, end, zone) => {
        const w = widenSearchWindow(start, end, zone);
        expect(daysBetweenDateKeys(zonedDateKey(w.startMs, zone), zonedDateKey(start, zone))).toBe(
          2,
        );
        expect(daysBetweenDateKeys(zonedDateKey(end, zone), zonedDateKey(w.endMs, zone))).toBe(2);
      }),
      { numRuns: 500 },
    );
  });

  it('is within one day of the 24 h-block count in any zone, and at least 4 when start ≤ end', () => {
    fc.assert(
      fc.property(instantArb, instantArb, zoneArb, (start, end, zone) => {
        const w = widenSearchWindow(start, end, zone);
        const blocks = w.endMs > w.startMs ? Math.ceil((w.endMs - w.startMs) / DAY) : 0;
        expect(Math.abs(w.dayCount - blocks)).toBeLessThanOrEqual(1);
        if (start <= end) expect(w.dayCount).toBeGreaterThanOrEqual(4);
        if (w.dayCount === 0) expect(w.startMs).toBeGreaterThanOrEqual(w.endMs);
      }),
      { numRuns: 500 },
    );
  });

  it('never shrinks when the end moves later', () => {
    fc.assert(
      fc.property(instantArb, instantArb, fc.nat(30 * DAY), zoneArb, (start, end, more, zone) => {
        expect(widenSearchWindow(start, end + more, zone).dayCount).toBeGreaterThanOrEqual(
          widenSearchWindow(start, end, zone).dayCount,
        );
      }),
      { numRuns: 500 },
    );
  });
});

function toHours(ms: number): number {
  return ms / HOUR;
}

describe('suggestionDays: the window is widened wherever it is used (spec 5)', () => {
  const window = { startTime: '2026-03-04T14:00:00Z', endTime: '2026-03-11T00:00:00Z' };

  it('lets the candidate suggest on the window widened by 2 days on each side', () => {
    expect(suggestionDays(window, 'UTC', '2026-02-01')).toEqual({
      firstDate: '2026-03-02',
      lastDate: '2026-03-12',
    });
  });

  it('counts the days in the shown zone', () => {
    // 2026-03-02T14:00Z is 09:00 in New York; the widened end 2026-03-13T00:00Z is the 12th there.
    expect(suggestionDays(window, 'America/New_York', '2026-02-01')).toEqual({
      firstDate: '2026-03-02',
      lastDate: '2026-03-12',
    });
    expect(suggestionDays(window, 'Asia/Tokyo', '2026-02-01')).toEqual({
      firstDate: '2026-03-02',
      lastDate: '2026-03-13',
    });
  });

  it('never offers a day before today', () => {
    expect(suggestionDays(window, 'UTC', '2026-03-06').firstDate).toBe('2026-03-06');
    expect(suggestionDays(window, 'UTC', '2026-03-20')).toEqual({
      firstDate: '2026-03-20',
      lastDate: '2026-03-20',
    });
  });

  it('offers the next two weeks when there is no window', () => {
    expect(suggestionDays(null, 'UTC', '2026-03-06')).toEqual({
      firstDate: '2026-03-06',
      lastDate: '2026-03-20',
    });
  });
});
