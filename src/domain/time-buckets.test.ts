import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_BUCKETS, type TimeBucket, timeBucketOf, timeBucketOfMinutes } from './time-buckets';

const at = (hhmm: string): number => {
  const [hh, mm] = hhmm.split(':').map(Number);
  return hh! * 60 + mm!;
};

describe('timeBucketOfMinutes: edges of every bucket', () => {
  const cases: [string, TimeBucket, string][] = [
    ['00:00', 'earlyMorning', 'midnight starts the day in Early Morning'],
    ['05:59', 'earlyMorning', 'before 6 is Early Morning'],
    ['06:00', 'earlyMorning', '06:00 exactly is not "over 6": the top bound is inclusive'],
    ['06:01', 'morning', 'one minute past 6 is "over 6"'],
    ['06:30', 'morning', 'minutes past the hour count as "over 6"'],
    ['12:00', 'morning', '12:00 exactly is the inclusive end of Morning'],
    ['12:01', 'afternoon', 'one minute past 12 is Afternoon'],
    ['18:00', 'afternoon', '18:00 exactly is the inclusive end of Afternoon'],
    ['18:01', 'evening', 'one minute past 18 is Evening'],
    ['21:00', 'evening', '21:00 exactly is the inclusive end of Evening'],
    ['21:01', 'night', 'one minute past 21 is Night'],
    ['23:59', 'night', 'the last minute of the day is Night'],
  ];
  for (const [time, bucket, why] of cases) {
    it(`puts ${time} in ${bucket}: ${why}`, () => {
      expect(timeBucketOfMinutes(at(time))).toBe(bucket);
    });
  }

  it('compares the exact time: 06:00:30 is already "over 6"', () => {
    expect(timeBucketOfMinutes(360.5)).toBe('morning');
  });

  it('rejects values that are not a time of day', () => {
    for (const bad of [-1, 1440, Number.NaN]) {
      expect(() => timeBucketOfMinutes(bad)).toThrow(RangeError);
    }
  });
});

describe('timeBucketOfMinutes: properties', () => {
  it('puts every minute of the day in exactly one bucket, buckets contiguous and in order', () => {
    const seen = Array.from({ length: 1440 }, (_, m) =>
      TIME_BUCKETS.indexOf(timeBucketOfMinutes(m)),
    );
    expect(seen.every((i) => i >= 0)).toBe(true);
    for (let m = 1; m < seen.length; m += 1) {
      expect(seen[m]! - seen[m - 1]!).toBeGreaterThanOrEqual(0);
      expect(seen[m]! - seen[m - 1]!).toBeLessThanOrEqual(1);
    }
    expect(new Set(seen).size).toBe(TIME_BUCKETS.length);
  });

  it('is monotonic for any two exact times of day (property)', () => {
    const time = fc.double({ min: 0, max: 1439.999, noNaN: true });
    fc.assert(
      fc.property(time, time, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(TIME_BUCKETS.indexOf(timeBucketOfMinutes(lo))).toBeLessThanOrEqual(
          TIME_BUCKETS.indexOf(timeBucketOfMinutes(hi)),
        );
      }),
    );
  });
});

describe('timeBucketOf: by the wall clock of the chosen zone', () => {
  it('buckets the same instant by the zone it is shown in', () => {
    const instant = '2026-06-01T11:00:00Z';
    expect(timeBucketOf(instant, 'UTC')).toBe('morning');
    expect(timeBucketOf(instant, 'America/New_York')).toBe('morning'); // 07:00
    expect(timeBucketOf(instant, 'Asia/Kolkata')).toBe('afternoon'); // 16:30
    expect(timeBucketOf(instant, 'Pacific/Auckland')).toBe('night'); // 23:00
  });

  it('applies the half-hour offset: 12:30 UTC is 18:00 in Kolkata, the end of Afternoon', () => {
    expect(timeBucketOf('2026-06-01T12:30:00Z', 'Asia/Kolkata')).toBe('afternoon');
    expect(timeBucketOf('2026-06-01T12:31:00Z', 'Asia/Kolkata')).toBe('evening');
  });

  it('reads 03:00 straight after the NY spring-forward (2026-03-08) as Early Morning', () => {
    expect(timeBucketOf('2026-03-08T06:59:00Z', 'America/New_York')).toBe('earlyMorning');
    expect(timeBucketOf('2026-03-08T07:00:00Z', 'America/New_York')).toBe('earlyMorning');
    expect(timeBucketOf('2026-03-08T10:01:00Z', 'America/New_York')).toBe('morning'); // 06:01 EDT
  });

  it('puts both 01:30s of the NY fall-back (2026-11-01) in Early Morning and 06:00 EST there too', () => {
    expect(timeBucketOf('2026-11-01T05:30:00Z', 'America/New_York')).toBe('earlyMorning');
    expect(timeBucketOf('2026-11-01T06:30:00Z', 'America/New_York')).toBe('earlyMorning');
    expect(timeBucketOf('2026-11-01T11:00:00Z', 'America/New_York')).toBe('earlyMorning'); // 06:00
    expect(timeBucketOf('2026-11-01T11:01:00Z', 'America/New_York')).toBe('morning');
  });

  it('uses Berlin wall time on its DST days (2026-03-29, 2026-10-25)', () => {
    expect(timeBucketOf('2026-03-29T16:00:00Z', 'Europe/Berlin')).toBe('afternoon'); // 18:00 CEST
    expect(timeBucketOf('2026-10-25T17:00:00Z', 'Europe/Berlin')).toBe('afternoon'); // 18:00 CET
    expect(timeBucketOf('2026-10-25T17:01:00Z', 'Europe/Berlin')).toBe('evening');
  });

  it('uses Adelaide wall time on its half-hour DST change (2026-10-04): 21:00 ACDT is Evening', () => {
    expect(timeBucketOf('2026-10-04T10:30:00Z', 'Australia/Adelaide')).toBe('evening');
    expect(timeBucketOf('2026-10-04T10:31:00Z', 'Australia/Adelaide')).toBe('night');
  });
});
