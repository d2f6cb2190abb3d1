/**
 * How the superday screens write a block's day, time of day and times: every string in the
 * app language, every time in the zone the flow shows, and in the candidate's own zone beside
 * it when that differs (spec 5).
 */
import type { TFunction } from 'i18next';
import type { SuperdayAlternative, SuperdayBlock } from '../../../domain/superday';
import { crossesMidnight } from '../../../domain/time-zone';
import { formatDate, formatDateTimeRange, formatTimeRange } from '../../../i18n/format';
import { ownTime } from '../../../i18n/own-time';

type T = TFunction<['superday', 'general']>;

/** A time range in `zone`: the times alone on one day, with weekdays over midnight. */
export function rangeText(start: number, end: number, lng: string, zone: string): string {
  return crossesMidnight(start, end, zone)
    ? formatDateTimeRange(start, end, lng, zone)
    : formatTimeRange(start, end, lng, zone);
}

/**
 * "Your time: 3:00 – 6:15 PM (Berlin, Germany)", or null without another zone or when it reads
 * the same clock: the app's one "your time" rule (src/i18n/own-time.ts), as on pick days and
 * the itinerary.
 */
export function ownTimeText(
  t: T,
  start: number,
  end: number,
  lng: string,
  zone: string,
  ownZone: string | null,
): string | null {
  const own = ownTime(start, end, zone, ownZone, lng, t);
  return own === null ? null : t('general:timeZone.yourTime', own);
}

export interface BlockText {
  /** "Tuesday, March 10, 2026" */
  day: string;
  /** "Morning, 9:00 AM – 12:15 PM" */
  heading: string;
}

/** The day and heading of a block (for one alternative: its own times). */
export function blockText(
  t: T,
  block: SuperdayBlock,
  lng: string,
  zone: string,
  alternative?: SuperdayAlternative,
): BlockText {
  const start = alternative?.start ?? block.start;
  const end = alternative?.end ?? block.end;
  return {
    day: formatDate(start, lng, zone),
    heading: t('superday:choose.blockHeading', {
      part: t(`general:timeOfDay.${block.bucket}`),
      time: rangeText(start, end, lng, zone),
    }),
  };
}
