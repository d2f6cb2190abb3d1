/**
 * An on-site interview's times are in the office's zone (spec section 5); a candidate in
 * another zone also sees them in their own, side by side ("Your time: 6:00 – 7:30 PM
 * (Germany)"), on Pick days and on Confirmation.
 */
import { zonedDateKey, zoneOffsetMinutes } from '../domain/time-zone';
import { formatWeekdayTimeRange } from './day-format';
import { formatTimeRange } from './format';
import type { AnyTFunction } from './resources';
import { zoneLabel } from './zone-label';

/**
 * The range `start`–`end` in the candidate's own zone, with its place, for "Your time: …";
 * with the date when it falls on another day there than in the office. Null when there is no
 * other zone or it reads the same clock as the office at that time. Another day there is named
 * by its weekday ("Thu 5:15 – 9:30 AM", "Wed 9:30 PM – Thu 1:00 AM"): the office's date is
 * right beside it.
 */
export function ownTime(
  start: string | number,
  end: string | number,
  officeZone: string,
  ownZone: string | null,
  lng: string,
  t: AnyTFunction,
): { time: string; zone: string } | null {
  if (ownZone === null || ownZone === officeZone) return null;
  const startMs = typeof start === 'number' ? start : Date.parse(start);
  const endMs = typeof end === 'number' ? end : Date.parse(end);
  if (zoneOffsetMinutes(startMs, ownZone) === zoneOffsetMinutes(startMs, officeZone)) return null;
  const lastMs = Math.max(startMs, endMs - 1);
  const sameDate =
    zonedDateKey(startMs, ownZone) === zonedDateKey(startMs, officeZone) &&
    zonedDateKey(lastMs, ownZone) === zonedDateKey(startMs, ownZone);
  const time = sameDate
    ? formatTimeRange(startMs, endMs, lng, ownZone)
    : formatWeekdayTimeRange(startMs, endMs, lng, ownZone);
  return { time, zone: zoneLabel(t, ownZone, lng) };
}
