/**
 * Time-of-day buckets of the Pick days screen (spec section 5: "Time-of-day buckets by hour:
 * 0 to 6 Early Morning; over 6 up to 12 Morning; over 12 up to 18 Afternoon; over 18 up to 21
 * Evening; otherwise Night").
 */
import { type Instant, zonedMillisOfDay } from './time-zone';

/** The buckets in the order the screen lists them. */
export const TIME_BUCKETS = ['earlyMorning', 'morning', 'afternoon', 'evening', 'night'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

/** The last hour of each bucket (inclusive); night is every hour after 21. */
const LAST_HOUR: readonly (readonly [TimeBucket, number])[] = [
  ['earlyMorning', 6],
  ['morning', 12],
  ['afternoon', 18],
  ['evening', 21],
];

/**
 * The bucket of an hour of the day (0–23), the hour number of a start time: 0–6 Early
 * Morning, 7–12 Morning, 13–18 Afternoon, 19–21 Evening, 22–23 Night. Minutes do not count:
 * 06:30 is Early Morning (hour 6) and 12:30 Morning (hour 12).
 * @throws RangeError for anything but a whole hour 0–23.
 */
export function timeBucketOfHour(hour: number): TimeBucket {
  if (!(Number.isInteger(hour) && hour >= 0 && hour < 24)) {
    throw new RangeError(`Not an hour of the day: ${hour}`);
  }
  for (const [bucket, last] of LAST_HOUR) {
    if (hour <= last) return bucket;
  }
  return 'night';
}

/**
 * The bucket of `instant` by the hour of its wall-clock time in `zone` (the zone chosen by
 * `resolveTimeZone`). On DST days the wall clock decides: both 01:30s of a fall-back night
 * are Early Morning, and 03:00 straight after a spring-forward is Early Morning.
 */
export function timeBucketOf(instant: Instant, zone: string): TimeBucket {
  return timeBucketOfHour(Math.floor(zonedMillisOfDay(instant, zone) / 3_600_000));
}
