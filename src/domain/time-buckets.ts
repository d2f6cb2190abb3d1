/**
 * Time-of-day buckets of the Pick days screen (spec section 5: "0 to 6 Early Morning; over 6
 * up to 12 Morning; over 12 up to 18 Afternoon; over 18 up to 21 Evening; otherwise Night").
 */
import { type Instant, zonedMillisOfDay } from './time-zone';

/** The buckets in the order the screen lists them. */
export const TIME_BUCKETS = ['earlyMorning', 'morning', 'afternoon', 'evening', 'night'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

const MINUTES_PER_DAY = 24 * 60;

/** Inclusive upper bound of each bucket, in minutes after midnight; night runs to 24:00. */
const UPPER_BOUNDS: readonly (readonly [TimeBucket, number])[] = [
  ['earlyMorning', 6 * 60],
  ['morning', 12 * 60],
  ['afternoon', 18 * 60],
  ['evening', 21 * 60],
];

/**
 * The bucket of a time of day given in minutes after midnight (fractions allowed, so
 * 06:00:30 is 360.5).
 *
 * Decision (the spec says "by hour" and "over 6"): the exact time of day is compared, not
 * the hour alone, and each bucket includes its upper bound. So 00:00–06:00 is earlyMorning
 * (06:00 included); after 06:00 up to 12:00 is morning (06:01, 06:30 and 12:00 are morning:
 * minutes past the hour count as "over 6"); after 12:00 up to 18:00 afternoon; after 18:00
 * up to 21:00 evening; after 21:00 night.
 * @throws RangeError outside [0, 1440).
 */
export function timeBucketOfMinutes(minutesOfDay: number): TimeBucket {
  if (!(minutesOfDay >= 0 && minutesOfDay < MINUTES_PER_DAY)) {
    throw new RangeError(`Not a time of day in minutes: ${minutesOfDay}`);
  }
  for (const [bucket, upper] of UPPER_BOUNDS) {
    if (minutesOfDay <= upper) return bucket;
  }
  return 'night';
}

/**
 * The bucket of `instant` by its wall-clock time in `zone` (the zone chosen by
 * `resolveTimeZone`). On DST days the wall clock decides: both 01:30s of a fall-back night
 * are earlyMorning, and 03:00 straight after a spring-forward is earlyMorning.
 */
export function timeBucketOf(instant: Instant, zone: string): TimeBucket {
  return timeBucketOfMinutes(zonedMillisOfDay(instant, zone) / 60_000);
}
