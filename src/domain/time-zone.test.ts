import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  crossesMidnight,
  noonOfDay,
  addCalendarDaysInZone,
  officeTimeZoneOf,
  addDaysToDateKey,
  daysBetweenDateKeys,
  isValidTimeZone,
  resolveTimeZone,
  toEpochMs,
  zonedDateKey,
  zonedMillisOfDay,
  zonedParts,
  zonedWallTimeToInstant,
  clockChangeBetween,
  zoneOffsetMinutes,
} from './time-zone';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const KOLKATA = 'Asia/Kolkata';
const ADELAIDE = 'Australia/Adelaide';
const ZONES = [NY, BERLIN, KOLKATA, ADELAIDE, 'UTC', 'Australia/Lord_Howe', 'America/Sao_Paulo'];

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

/** Instants between 2020 and 2031, whole seconds. */
const instantArb = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2031, 0, 1) / 1000 })
  .map((s) => s * 1000);
const zoneArb = fc.constantFrom(...ZONES);

/** Whole minutes since local midnight, by the wall clock: what these tests compare. */
const zonedMinutesOfDay = (instant: string | number, zone: string) =>
  Math.floor(zonedMillisOfDay(instant, zone) / 60_000);

describe('resolveTimeZone', () => {
  it("uses the interview's own zone when the interview is on-site and has one", () => {
    expect(resolveTimeZone({ isOnsite: true, timeZone: BERLIN }, NY)).toBe(BERLIN);
  });

  it('uses the local zone for a remote interview, even when the interview has a zone', () => {
    expect(resolveTimeZone({ isOnsite: false, timeZone: BERLIN }, NY)).toBe(NY);
  });

  it('uses the local zone for an on-site interview without a zone (null, blank)', () => {
    expect(resolveTimeZone({ isOnsite: true, timeZone: null }, NY)).toBe(NY);
    expect(resolveTimeZone({ isOnsite: true, timeZone: '  ' }, NY)).toBe(NY);
  });

  it('treats an on-site zone Intl does not know as "has none" and uses the local zone', () => {
    expect(resolveTimeZone({ isOnsite: true, timeZone: 'Mars/Olympus_Mons' }, NY)).toBe(NY);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and UTC', () => {
    for (const zone of [...ZONES, 'Etc/GMT+5']) expect(isValidTimeZone(zone)).toBe(true);
  });

  it('rejects unknown names, the empty string and bare offsets', () => {
    for (const zone of ['', 'Mars/Olympus_Mons', '+05:30', 'Not a zone']) {
      expect(isValidTimeZone(zone)).toBe(false);
    }
  });
});

describe('toEpochMs', () => {
  it('reads ISO strings with any offset as the same instant', () => {
    expect(toEpochMs('2026-01-01T11:00:00+01:00')).toBe(toEpochMs('2026-01-01T10:00:00Z'));
  });

  it('throws a RangeError for an unparseable instant', () => {
    expect(() => toEpochMs('not a date')).toThrow(RangeError);
    expect(() => toEpochMs(Number.NaN)).toThrow(RangeError);
  });
});

describe('zonedParts', () => {
  it('gives the wall-clock fields and weekday (0 = Sunday) in the zone', () => {
    expect(zonedParts('2026-03-08T16:45:30.250Z', NY)).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 12,
      minute: 45,
      second: 30,
      millisecond: 250,
      weekday: 0,
    });
  });

  it('applies the half-hour offset of Asia/Kolkata (+05:30, no DST)', () => {
    expect(zonedParts('2026-01-01T18:29:00Z', KOLKATA)).toMatchObject({ day: 1, hour: 23 });
    expect(zonedParts('2026-01-01T18:29:00Z', KOLKATA).minute).toBe(59);
    expect(zonedParts('2026-01-01T18:30:00Z', KOLKATA)).toMatchObject({ day: 2, hour: 0 });
  });

  it('applies Australia/Adelaide +10:30 in summer (ACDT) and +09:30 in winter (ACST)', () => {
    expect(zonedParts('2026-01-15T00:00:00Z', ADELAIDE)).toMatchObject({ hour: 10, minute: 30 });
    expect(zonedParts('2026-07-15T00:00:00Z', ADELAIDE)).toMatchObject({ hour: 9, minute: 30 });
  });

  it('accepts epoch milliseconds as well as ISO strings', () => {
    const ms = Date.UTC(2026, 5, 1, 12);
    expect(zonedParts(ms, BERLIN)).toEqual(zonedParts(iso(ms), BERLIN));
  });

  it('agrees with Intl formatting for any instant and zone (property)', () => {
    const check = (zone: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        weekday: 'short',
      });
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    fc.assert(
      fc.property(instantArb, zoneArb, (ms, zone) => {
        const intl = Object.fromEntries(
          check(zone)
            .formatToParts(ms)
            .map((p) => [p.type, p.value]),
        );
        const parts = zonedParts(ms, zone);
        expect(parts).toMatchObject({
          year: Number(intl.year),
          month: Number(intl.month),
          day: Number(intl.day),
          hour: Number(intl.hour) % 24,
          minute: Number(intl.minute),
          second: Number(intl.second),
          weekday: days.indexOf(String(intl.weekday)),
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('zonedDateKey and zonedMinutesOfDay', () => {
  it('formats the calendar date in the zone as YYYY-MM-DD', () => {
    expect(zonedDateKey('2026-01-02T03:00:00Z', NY)).toBe('2026-01-01');
    expect(zonedDateKey('2026-01-02T03:00:00Z', KOLKATA)).toBe('2026-01-02');
  });

  it('reads minutes of the day from the wall clock across spring-forward (NY 2026-03-08)', () => {
    expect(zonedMinutesOfDay('2026-03-08T06:59:00Z', NY)).toBe(1 * 60 + 59); // 01:59 EST
    expect(zonedMinutesOfDay('2026-03-08T07:00:00Z', NY)).toBe(3 * 60); // 03:00 EDT
  });

  it('gives the same wall minutes to both occurrences of 01:30 on fall-back (NY 2026-11-01)', () => {
    expect(zonedMinutesOfDay('2026-11-01T05:30:00Z', NY)).toBe(90); // 01:30 EDT
    expect(zonedMinutesOfDay('2026-11-01T06:30:00Z', NY)).toBe(90); // 01:30 EST
  });

  it('truncates to whole minutes; zonedMillisOfDay keeps the exact time', () => {
    expect(zonedMinutesOfDay('2026-01-01T06:00:59.999Z', 'UTC')).toBe(360);
    expect(zonedMillisOfDay('2026-01-01T06:00:59.999Z', 'UTC')).toBe(360 * 60_000 + 59_999);
  });
});

describe('zonedWallTimeToInstant', () => {
  it('reads an ordinary wall time with the offset in force (Kolkata +05:30)', () => {
    expect(iso(zonedWallTimeToInstant('2026-03-08', 9, 0, KOLKATA))).toBe(
      '2026-03-08T03:30:00.000Z',
    );
  });

  it('moves a wall time inside the spring-forward gap forward by the gap (NY 2026-03-08 02:30 → 03:30 EDT)', () => {
    expect(iso(zonedWallTimeToInstant('2026-03-08', 1, 59, NY))).toBe('2026-03-08T06:59:00.000Z');
    expect(iso(zonedWallTimeToInstant('2026-03-08', 2, 30, NY))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(zonedWallTimeToInstant('2026-03-08', 3, 0, NY))).toBe('2026-03-08T07:00:00.000Z');
  });

  it('takes the earlier instant of a wall time repeated on fall-back (NY 2026-11-01 01:30 → EDT)', () => {
    expect(iso(zonedWallTimeToInstant('2026-11-01', 1, 30, NY))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedWallTimeToInstant('2026-11-01', 2, 0, NY))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('handles Europe/Berlin spring-forward (2026-03-29) and fall-back (2026-10-25)', () => {
    expect(iso(zonedWallTimeToInstant('2026-03-29', 2, 30, BERLIN))).toBe(
      '2026-03-29T01:30:00.000Z', // = 03:30 CEST
    );
    expect(iso(zonedWallTimeToInstant('2026-10-25', 2, 30, BERLIN))).toBe(
      '2026-10-25T00:30:00.000Z', // the first 02:30, CEST
    );
    expect(iso(zonedWallTimeToInstant('2026-10-25', 3, 0, BERLIN))).toBe(
      '2026-10-25T02:00:00.000Z', // CET
    );
  });

  it('handles Australia/Adelaide, DST with a half-hour offset (2026-10-04 gap, 2026-04-05 overlap)', () => {
    expect(iso(zonedWallTimeToInstant('2026-10-04', 2, 30, ADELAIDE))).toBe(
      '2026-10-03T17:00:00.000Z', // = 03:30 ACDT
    );
    expect(iso(zonedWallTimeToInstant('2026-04-05', 2, 30, ADELAIDE))).toBe(
      '2026-04-04T16:00:00.000Z', // the first 02:30, ACDT (+10:30)
    );
  });

  it('rejects malformed date keys and out-of-range wall times', () => {
    expect(() => zonedWallTimeToInstant('2026-02-30', 9, 0, NY)).toThrow(RangeError);
    expect(() => zonedWallTimeToInstant('26-1-1', 9, 0, NY)).toThrow(RangeError);
    expect(() => zonedWallTimeToInstant('2026-01-01', 24, 0, NY)).toThrow(RangeError);
    expect(() => zonedWallTimeToInstant('2026-01-01', 9, 60, NY)).toThrow(RangeError);
  });

  it('round-trips any instant to its wall minute, the earlier one on overlaps (property)', () => {
    fc.assert(
      fc.property(instantArb, zoneArb, (ms, zone) => {
        const minute = ms - (ms % 60_000);
        const p = zonedParts(minute, zone);
        const back = zonedWallTimeToInstant(zonedDateKey(minute, zone), p.hour, p.minute, zone);
        expect(zonedParts(back, zone)).toEqual(p);
        // Same instant, or the first occurrence of a repeated wall time (at most 1 h earlier).
        expect(back).toBeLessThanOrEqual(minute);
        expect(minute - back).toBeLessThanOrEqual(HOUR);
      }),
      { numRuns: 1000 },
    );
  });

  it('never moves a wall time backwards, and never further forward than a DST gap (property)', () => {
    const dateArb = fc.integer({ min: 0, max: 3650 }).map((d) => addDaysToDateKey('2021-01-01', d));
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        zoneArb,
        (dateKey, hh, mm, zone) => {
          const instant = zonedWallTimeToInstant(dateKey, hh, mm, zone);
          const shift =
            daysBetweenDateKeys(dateKey, zonedDateKey(instant, zone)) * 1440 +
            zonedMinutesOfDay(instant, zone) -
            (hh * 60 + mm);
          expect(shift).toBeGreaterThanOrEqual(0);
          expect(shift).toBeLessThanOrEqual(60);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('addCalendarDaysInZone', () => {
  it('keeps 12:00 across NY spring-forward: the day lasts 23 h', () => {
    const next = addCalendarDaysInZone('2026-03-07T17:00:00Z', 1, NY); // 12:00 EST
    expect(iso(next)).toBe('2026-03-08T16:00:00.000Z'); // 12:00 EDT
  });

  it('keeps 12:00 across NY fall-back: the day lasts 25 h', () => {
    const next = addCalendarDaysInZone('2026-10-31T16:00:00Z', 1, NY); // 12:00 EDT
    expect(iso(next)).toBe('2026-11-01T17:00:00.000Z'); // 12:00 EST
  });

  it('keeps 12:00 across Berlin spring-forward and fall-back, backwards too', () => {
    expect(iso(addCalendarDaysInZone('2026-03-30T10:00:00Z', -2, BERLIN))).toBe(
      '2026-03-28T11:00:00.000Z',
    );
    expect(iso(addCalendarDaysInZone('2026-10-24T10:00:00Z', 2, BERLIN))).toBe(
      '2026-10-26T11:00:00.000Z',
    );
  });

  it('keeps 12:00 across the Adelaide half-hour-offset DST start (2026-10-04)', () => {
    const next = addCalendarDaysInZone('2026-10-03T02:30:00Z', 1, ADELAIDE); // 12:00 ACST
    expect(iso(next)).toBe('2026-10-04T01:30:00.000Z'); // 12:00 ACDT
  });

  it('is exactly n × 24 h in a zone without DST (Kolkata) (property)', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -400, max: 400 }), (ms, days) => {
        expect(addCalendarDaysInZone(ms, days, KOLKATA)).toBe(ms + days * 24 * HOUR);
      }),
    );
  });

  it('moves the date key by n days and keeps a wall time outside transition hours (property)', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -60, max: 60 }), zoneArb, (ms, days, zone) => {
        fc.pre(zonedParts(ms, zone).hour >= 4);
        const moved = addCalendarDaysInZone(ms, days, zone);
        expect(daysBetweenDateKeys(zonedDateKey(ms, zone), zonedDateKey(moved, zone))).toBe(days);
        expect(zonedMillisOfDay(moved, zone)).toBe(zonedMillisOfDay(ms, zone));
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects a fractional number of days', () => {
    expect(() => addCalendarDaysInZone(0, 1.5, 'UTC')).toThrow(RangeError);
  });
});

describe('date keys', () => {
  it('counts calendar days between date keys, across month and year ends', () => {
    expect(daysBetweenDateKeys('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetweenDateKeys('2026-03-01', '2026-02-27')).toBe(-2);
    expect(addDaysToDateKey('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('performance', () => {
  it('builds one Intl.DateTimeFormat per zone, however many look-ups', () => {
    const Original = Intl.DateTimeFormat;
    const built: unknown[] = [];
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      built.push(args[1]?.timeZone);
      return new Original(...args);
    });
    const zone = 'Pacific/Chatham'; // used by no other test in this file
    for (let i = 0; i < 20_000; i += 1) zonedParts(Date.UTC(2026, 0, 1) + i * 60_000, zone);
    expect(zonedParts('2026-01-01T00:00:00Z', zone).hour).toBe(13); // +13:00 in summer
    expect(built).toEqual([zone]);
  });

  // Measured: ~65–105 ms on a 2-core CI machine (cold caches, under the full suite's load);
  // the bound is over 10× that, so only a real regression (not a busy machine) fails it.
  it('serves 100,000 look-ups from the caches in under 1.5 s', () => {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 100_000; i += 1) {
      sum += zonedMinutesOfDay(Date.UTC(2026, 2, 1) + (i % 5000) * 15 * 60_000, NY);
    }
    expect(sum).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(1500);
  });
});

describe('clockChangeBetween', () => {
  it('finds the day New York springs forward, with both offsets', () => {
    expect(clockChangeBetween('America/New_York', '2026-03-04', '2026-03-11')).toEqual({
      dateKey: '2026-03-08',
      beforeMinutes: -300,
      afterMinutes: -240,
    });
    // From the day of the change on, nothing changes any more.
    expect(clockChangeBetween('America/New_York', '2026-03-08', '2026-03-11')).toBeNull();
  });

  it('finds London falling back, and nothing in a zone without daylight saving time', () => {
    expect(clockChangeBetween('Europe/London', '2026-10-20', '2026-10-30')?.dateKey).toBe(
      '2026-10-25',
    );
    expect(clockChangeBetween('Asia/Kolkata', '2026-03-01', '2026-11-30')).toBeNull();
    expect(clockChangeBetween('America/New_York', '2026-03-04', '2026-03-04')).toBeNull();
  });
});

describe('zoneOffsetMinutes', () => {
  it('follows daylight saving time', () => {
    expect(zoneOffsetMinutes('2026-03-04T12:00:00Z', 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes('2026-03-09T12:00:00Z', 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes('2026-03-09T12:00:00Z', 'Asia/Kolkata')).toBe(330);
  });
});

describe('officeTimeZoneOf', () => {
  it("is the interview's own zone when it is valid, on site or not", () => {
    expect(officeTimeZoneOf({ timeZone: 'America/New_York' })).toBe('America/New_York');
    expect(officeTimeZoneOf({ timeZone: ' Asia/Kolkata ' })).toBe('Asia/Kolkata');
  });
  it('is null without a usable zone', () => {
    expect(officeTimeZoneOf({ timeZone: null })).toBeNull();
    expect(officeTimeZoneOf({ timeZone: undefined })).toBeNull();
    expect(officeTimeZoneOf({ timeZone: '  ' })).toBeNull();
    expect(officeTimeZoneOf({ timeZone: 'Mars/Olympus_Mons' })).toBeNull();
  });
});

describe('noonOfDay and crossesMidnight (each rule written once)', () => {
  it('noon of a day is on that day, also on a clock-change day', () => {
    expect(new Date(noonOfDay('2026-03-29', 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
    expect(new Date(noonOfDay('2026-01-10', 'America/New_York')).toISOString()).toBe(
      '2026-01-10T17:00:00.000Z',
    );
  });

  it('a range crosses midnight when it ends on a later date; ending at midnight does not', () => {
    const zone = 'Europe/Paris';
    expect(crossesMidnight('2026-03-10T21:00:00Z', '2026-03-10T23:30:00Z', zone)).toBe(true);
    expect(crossesMidnight('2026-03-10T20:00:00Z', '2026-03-10T23:00:00Z', zone)).toBe(false);
    expect(crossesMidnight('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', 'UTC')).toBe(false);
    expect(
      crossesMidnight(
        Date.parse('2026-03-10T23:00:00Z'),
        Date.parse('2026-03-11T01:00:00Z'),
        'UTC',
      ),
    ).toBe(true);
    // A zero-length range stays on its day.
    expect(crossesMidnight('2026-03-10T23:00:00Z', '2026-03-10T23:00:00Z', 'UTC')).toBe(false);
  });
});
