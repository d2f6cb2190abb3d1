/**
 * The arithmetic helpers behind grouping live results by date (issue 14, ingest): instants read
 * without `Date.parse`, calendar dates as day numbers from the cached zone offset, written back
 * as `YYYY-MM-DD` by integer arithmetic. Each is checked against the platform: `Date.parse`
 * for reading, `Intl.DateTimeFormat` for the date in a zone, `Date` UTC getters for writing.
 * Its own file: the zone caches are per module, and time-zone.test.ts counts formatters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateKeyOfDayNumber,
  parseInstant,
  toEpochMs,
  zonedDateKey,
  zonedDayNumber,
} from './time-zone';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The date of `ms` in `zone` straight from Intl, as YYYY-MM-DD. */
function intlDateKey(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${String(parts.year).padStart(4, '0')}-${String(parts.month)}-${String(parts.day)}`;
}

/** The date key of a day number written by `Date` (the definition the arithmetic must match). */
function dateKeyByDate(day: number): string {
  const d = new Date(day * DAY);
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

describe('parseInstant', () => {
  it('reads the shapes results arrive in exactly as Date.parse does', () => {
    for (const text of [
      '2026-03-04T13:00:00Z',
      '2026-03-04T13:00:00.000Z',
      '2026-03-04T13:00:00.123Z',
      '2026-03-04T08:00:00-05:00',
      '2026-03-04T18:30:00+05:30',
      '2026-03-04T18:30:00.999+05:30',
      '2026-04-05T02:45:00+12:45', // Pacific/Chatham
      '2026-04-05T02:45:00+13:45',
      '2026-03-08T06:59:59-02:30', // America/St_Johns
      '2024-02-29T23:59:59Z', // a leap day
      '2000-02-29T00:00:00Z',
      '1969-12-31T23:59:59.999Z', // before the epoch
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '2026-01-01T00:00:00-23:59',
      '2026-01-01T00:00:00+23:59',
    ]) {
      expect(parseInstant(text), text).toBe(Date.parse(text));
      expect(Number.isFinite(parseInstant(text)), text).toBe(true);
    }
  });

  it('leaves everything else to Date.parse, with the same answer (NaN included)', () => {
    for (const text of [
      '2026-02-29T10:00:00Z', // not a leap year
      '2026-04-31T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-00-10T10:00:00Z',
      '2026-03-04T24:00:00Z', // end of day: Date.parse decides
      '2026-03-04T23:60:00Z',
      '2026-03-04T23:59:60Z',
      '2026-03-04T10:00:00z',
      '2026-03-04t10:00:00Z',
      '2026-03-04 10:00:00Z',
      '2026-03-04T10:00:00+24:00',
      '2026-03-04T10:00:00+05:60',
      '2026-03-04T10:00:00+0530',
      '2026-03-04T10:00:00.5Z',
      '2026-03-04T10:00:00.12345Z',
      '2026-03-04T10:00Z',
      '2026-03-04',
      '2026-03-04T10:00:00', // local time: the host zone (UTC in tests)
      '+002026-03-04T10:00:00Z',
      '2026-03-04T1a:00:00Z',
      '2026/03/04T10:00:00Z',
      'Wed, 04 Mar 2026 10:00:00 GMT',
      'not a time',
      '',
    ]) {
      expect(parseInstant(text), text).toBe(Date.parse(text));
    }
  });

  it('agrees with Date.parse on ISO-like strings with any fields, in or out of range (property)', () => {
    const two = fc.integer({ min: 0, max: 99 });
    const field = (n: number, width: number) => String(n).padStart(width, '0');
    const arb = fc
      .record({
        year: fc.integer({ min: 0, max: 9999 }),
        month: fc.integer({ min: 0, max: 13 }),
        day: fc.integer({ min: 0, max: 32 }),
        hour: fc.integer({ min: 0, max: 25 }),
        minute: fc.integer({ min: 0, max: 61 }),
        second: fc.integer({ min: 0, max: 61 }),
        millis: fc.option(fc.integer({ min: 0, max: 999 })),
        zone: fc.oneof(
          fc.constant('Z'),
          fc
            .tuple(fc.constantFrom('+', '-'), two, two)
            .map(([s, h, m]) => `${s}${field(h, 2)}:${field(m, 2)}`),
        ),
      })
      .map(
        (f) =>
          `${field(f.year, 4)}-${field(f.month, 2)}-${field(f.day, 2)}T${field(f.hour, 2)}:` +
          `${field(f.minute, 2)}:${field(f.second, 2)}` +
          `${f.millis === null ? '' : `.${field(f.millis, 3)}`}${f.zone}`,
      );
    fc.assert(
      fc.property(arb, (text) => {
        expect(parseInstant(text)).toBe(Date.parse(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('remembers instants by text: the same text, the same instant; another text, its own', () => {
    const a = '2026-03-04T13:00:00Z';
    const b = '2026-03-04T13:00:00+01:00';
    expect(parseInstant(a)).toBe(Date.parse(a));
    expect(parseInstant(a)).toBe(Date.parse(a));
    expect(parseInstant(b)).toBe(Date.parse(a) - 3_600_000);
    expect(parseInstant(a)).toBe(Date.parse(a));
    expect(toEpochMs(b)).toBe(Date.parse(b));
    expect(parseInstant('not a time')).toBeNaN();
    expect(parseInstant('not a time')).toBeNaN();
  });

  it('stays right past the bound of what it remembers (25,000 distinct texts, twice)', () => {
    const texts = Array.from({ length: 25_000 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    );
    const wrong: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (const text of texts) if (parseInstant(text) !== Date.parse(text)) wrong.push(text);
    }
    expect(wrong).toEqual([]);
  });
});

describe('dateKeyOfDayNumber', () => {
  it('writes day numbers as YYYY-MM-DD', () => {
    expect(dateKeyOfDayNumber(0)).toBe('1970-01-01');
    expect(dateKeyOfDayNumber(-1)).toBe('1969-12-31');
    expect(dateKeyOfDayNumber(Date.UTC(2026, 2, 8) / DAY)).toBe('2026-03-08');
    expect(dateKeyOfDayNumber(Date.UTC(2024, 1, 29) / DAY)).toBe('2024-02-29');
    expect(dateKeyOfDayNumber(Date.UTC(2000, 1, 29) / DAY)).toBe('2000-02-29');
    expect(dateKeyOfDayNumber(Date.UTC(2100, 2, 1) / DAY - 1)).toBe('2100-02-28');
  });

  it('agrees with Date for any day from year 0 to 9999 (property)', () => {
    const min = Math.floor(Date.parse('0000-01-01T00:00:00Z') / DAY);
    const max = Math.floor(Date.parse('9999-12-31T00:00:00Z') / DAY);
    fc.assert(
      fc.property(fc.integer({ min, max }), (day) => {
        expect(dateKeyOfDayNumber(day)).toBe(dateKeyByDate(day));
      }),
      { numRuns: 2000 },
    );
  });

  it('returns the same string for the same day (written once)', () => {
    expect(dateKeyOfDayNumber(20_500)).toBe(dateKeyOfDayNumber(20_500));
  });
});

describe('zonedDayNumber', () => {
  /** Transitions of 2026 (and the half-hour and 45-minute zones), each with its zone. */
  const SWITCHES: readonly [string, string][] = [
    ['America/New_York', '2026-03-08T07:00:00Z'], // spring forward at 02:00 EST
    ['America/New_York', '2026-11-01T06:00:00Z'], // fall back at 02:00 EDT
    ['Europe/Berlin', '2026-03-29T01:00:00Z'],
    ['Europe/Berlin', '2026-10-25T01:00:00Z'],
    ['America/St_Johns', '2026-03-08T05:30:00Z'], // -03:30 → -02:30
    ['America/St_Johns', '2026-11-01T04:30:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'], // +11:00 → +10:30 (half-hour DST)
    ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
    ['Pacific/Chatham', '2026-04-04T14:00:00Z'], // +13:45 → +12:45
    ['Pacific/Chatham', '2026-09-26T14:00:00Z'],
    ['Australia/Adelaide', '2026-04-04T16:30:00Z'],
    ['America/Sao_Paulo', '2026-03-04T12:00:00Z'], // no DST any more
    ['Asia/Kolkata', '2026-03-04T18:29:00Z'], // +05:30, midnight at 18:30Z
    ['Pacific/Kiritimati', '2026-03-04T09:59:00Z'], // +14:00
    ['Pacific/Pago_Pago', '2026-03-04T10:59:00Z'], // -11:00
    ['UTC', '2026-03-04T23:59:00Z'],
  ];

  it('gives the date Intl gives, every 7 minutes for two days around each switch', () => {
    for (const [zone, at] of SWITCHES) {
      const center = Date.parse(at);
      for (let ms = center - DAY; ms <= center + DAY; ms += 7 * MINUTE) {
        expect(
          dateKeyOfDayNumber(zonedDayNumber(ms, zone)),
          `${zone} ${new Date(ms).toISOString()}`,
        ).toBe(intlDateKey(ms, zone));
      }
    }
  });

  it('changes date exactly at local midnight, to the millisecond (Kolkata, Chatham, St Johns)', () => {
    for (const [zone, midnight] of [
      ['Asia/Kolkata', '2026-03-04T18:30:00Z'],
      ['Pacific/Chatham', '2026-06-30T11:15:00Z'], // +12:45 in winter
      ['America/St_Johns', '2026-07-01T02:30:00Z'], // -02:30 in summer
    ] as const) {
      const ms = Date.parse(midnight);
      expect(zonedDayNumber(ms, zone) - zonedDayNumber(ms - 1, zone)).toBe(1);
      expect(dateKeyOfDayNumber(zonedDayNumber(ms - 1, zone))).toBe(intlDateKey(ms - 1, zone));
      expect(dateKeyOfDayNumber(zonedDayNumber(ms, zone))).toBe(intlDateKey(ms, zone));
    }
  });

  it('keeps zones apart when look-ups of many zones interleave at the same instants (property)', () => {
    const zones = SWITCHES.map(([zone]) => zone);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...zones),
            fc.integer({ min: Date.UTC(2025, 0, 1) / MINUTE, max: Date.UTC(2028, 0, 1) / MINUTE }),
          ),
          { minLength: 1, maxLength: 40 },
        ),
        (lookups) => {
          for (const [zone, minute] of lookups) {
            const ms = minute * MINUTE;
            expect(dateKeyOfDayNumber(zonedDayNumber(ms, zone))).toBe(intlDateKey(ms, zone));
            expect(zonedDateKey(ms, zone)).toBe(intlDateKey(ms, zone));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects an instant that is not finite', () => {
    expect(() => zonedDayNumber(Number.NaN, 'UTC')).toThrow(RangeError);
  });
});
