import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_BUCKETS, type TimeBucket, timeBucketOf, timeBucketOfHour } from './time-buckets';

describe('time-of-day buckets are by hour (spec 5)', () => {
  const cases: [number, TimeBucket][] = [
    [0, 'earlyMorning'],
    [6, 'earlyMorning'],
    [7, 'morning'],
    [12, 'morning'],
    [13, 'afternoon'],
    [18, 'afternoon'],
    [19, 'evening'],
    [21, 'evening'],
    [22, 'night'],
    [23, 'night'],
  ];
  for (const [hour, bucket] of cases) {
    it(`puts hour ${hour} in ${bucket}`, () => {
      expect(timeBucketOfHour(hour)).toBe(bucket);
    });
  }

  it('rejects what is not a whole hour of the day', () => {
    for (const bad of [-1, 24, 6.5, Number.NaN]) {
      expect(() => timeBucketOfHour(bad)).toThrow(RangeError);
    }
  });

  it('puts every hour in exactly one bucket, buckets contiguous and in order', () => {
    const seen = Array.from({ length: 24 }, (_, h) => TIME_BUCKETS.indexOf(timeBucketOfHour(h)));
    for (let h = 1; h < seen.length; h += 1) {
      expect(seen[h]! - seen[h - 1]!).toBeGreaterThanOrEqual(0);
      expect(seen[h]! - seen[h - 1]!).toBeLessThanOrEqual(1);
    }
    expect(new Set(seen).size).toBe(TIME_BUCKETS.length);
  });
});

describe('timeBucketOf: the hour of the start in the chosen zone', () => {
  it('counts the hour, not the minutes: 06:30 is Early Morning and 12:30 Morning', () => {
    expect(timeBucketOf('2026-06-01T06:30:00Z', 'UTC')).toBe('earlyMorning');
    expect(timeBucketOf('2026-06-01T06:59:59Z', 'UTC')).toBe('earlyMorning');
    expect(timeBucketOf('2026-06-01T07:00:00Z', 'UTC')).toBe('morning');
    expect(timeBucketOf('2026-06-01T12:30:00Z', 'UTC')).toBe('morning');
    expect(timeBucketOf('2026-06-01T18:45:00Z', 'UTC')).toBe('afternoon');
    expect(timeBucketOf('2026-06-01T21:59:00Z', 'UTC')).toBe('evening');
  });

  it('agrees with the hour of any instant in any zone (property)', () => {
    const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Adelaide'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const instant = new Date(ms).toISOString();
          const hour = Number(
            new Intl.DateTimeFormat('en-GB', {
              hour: '2-digit',
              hourCycle: 'h23',
              timeZone: zone,
            }).format(new Date(ms)),
          );
          expect(timeBucketOf(instant, zone)).toBe(timeBucketOfHour(hour));
        },
      ),
    );
  });

  it('buckets the same instant by the zone it is shown in', () => {
    const instant = '2026-06-01T11:00:00Z';
    expect(timeBucketOf(instant, 'UTC')).toBe('morning');
    expect(timeBucketOf(instant, 'America/New_York')).toBe('morning'); // 07:00
    expect(timeBucketOf(instant, 'Asia/Kolkata')).toBe('afternoon'); // 16:30
    expect(timeBucketOf(instant, 'Pacific/Auckland')).toBe('night'); // 23:00
  });

  it('applies the half-hour offset: 13:29 UTC is 18:59 in Kolkata (Afternoon), 13:30 is 19:00', () => {
    expect(timeBucketOf('2026-06-01T13:29:00Z', 'Asia/Kolkata')).toBe('afternoon');
    expect(timeBucketOf('2026-06-01T13:30:00Z', 'Asia/Kolkata')).toBe('evening');
  });

  it('reads 03:00 straight after the NY spring-forward (2026-03-08) as Early Morning', () => {
    expect(timeBucketOf('2026-03-08T06:59:00Z', 'America/New_York')).toBe('earlyMorning');
    expect(timeBucketOf('2026-03-08T07:00:00Z', 'America/New_York')).toBe('earlyMorning');
    expect(timeBucketOf('2026-03-08T11:00:00Z', 'America/New_York')).toBe('morning'); // 07:00 EDT
  });

  it('puts both 01:30s of the NY fall-back (2026-11-01) in Early Morning, 06:59 EST too', () => {
    expect(timeBucketOf('2026-11-01T05:30:00Z', 'America/New_York')).toBe('earlyMorning');
    expect(timeBucketOf('2026-11-01T06:30:00Z', 'America/New_York')).toBe('earlyMorning');
    expect(timeBucketOf('2026-11-01T11:59:00Z', 'America/New_York')).toBe('earlyMorning'); // 06:59
    expect(timeBucketOf('2026-11-01T12:00:00Z', 'America/New_York')).toBe('morning');
  });

  it('uses Berlin wall time on its DST days (2026-03-29, 2026-10-25)', () => {
    expect(timeBucketOf('2026-03-29T16:59:00Z', 'Europe/Berlin')).toBe('afternoon'); // 18:59 CEST
    expect(timeBucketOf('2026-10-25T17:59:00Z', 'Europe/Berlin')).toBe('afternoon'); // 18:59 CET
    expect(timeBucketOf('2026-10-25T18:00:00Z', 'Europe/Berlin')).toBe('evening');
  });

  it('uses Adelaide wall time on its half-hour DST change (2026-10-04): 21:59 ACDT is Evening', () => {
    expect(timeBucketOf('2026-10-04T11:29:00Z', 'Australia/Adelaide')).toBe('evening');
    expect(timeBucketOf('2026-10-04T11:30:00Z', 'Australia/Adelaide')).toBe('night');
  });
});
