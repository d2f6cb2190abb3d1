/**
 * The times a candidate shared, arranged for the Availability sent screen: grouped by the
 * calendar date they start on in the shown zone, dates and ranges in time order.
 */
import type { SelectedTimeRange } from '../../../domain/entities';
import { crossesMidnight, toEpochMs, zonedDateKey } from '../../../domain/time-zone';

/** Sent ranges of one calendar date (in the shown zone), in time order. */
export interface DayGroup {
  /** yyyy-MM-dd in the shown zone. */
  dateKey: string;
  /** Start of the first range: the instant the date label is formatted from. */
  firstStart: string;
  ranges: SelectedTimeRange[];
}

/**
 * Groups ranges by the calendar date of their start in `timeZone`, dates and ranges in time
 * order (ties keep their input order). Decision: a range that ends on a later date stays with
 * the date it starts on (it is shown with both dates, see {@link spansDates}).
 */
export function groupRangesByDate(
  ranges: readonly SelectedTimeRange[],
  timeZone: string,
): DayGroup[] {
  const sorted = [...ranges].sort((a, b) => toEpochMs(a.startTime) - toEpochMs(b.startTime));
  const groups: DayGroup[] = [];
  for (const range of sorted) {
    const dateKey = zonedDateKey(range.startTime, timeZone);
    const last = groups.at(-1);
    if (last?.dateKey === dateKey) last.ranges.push(range);
    else groups.push({ dateKey, firstStart: range.startTime, ranges: [range] });
  }
  return groups;
}

/**
 * True when the range ends on a later calendar date (in `timeZone`) than it starts. The end is
 * exclusive: a range ending at midnight ends on the date it starts.
 */
export function spansDates(range: SelectedTimeRange, timeZone: string): boolean {
  return crossesMidnight(range.startTime, range.endTime, timeZone);
}
