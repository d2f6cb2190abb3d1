import { describe, expect, it } from 'vitest';
import { buildSelectedTimeRange } from '../../../../fixtures/builders';
import { isoAt } from '../../../../fixtures/time';
import { groupRangesByDate, spansDates } from './sent-ranges';

const NY = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

function range(date: string, from: string, to: string, zone = NY) {
  return buildSelectedTimeRange({
    startTime: isoAt(date, from, zone),
    endTime: isoAt(date, to, zone),
  });
}

describe('groupRangesByDate', () => {
  it('is empty for no ranges (after a reload)', () => {
    expect(groupRangesByDate([], NY)).toEqual([]);
  });

  it('groups by the start date in the zone, dates and ranges in time order', () => {
    const a = range('2026-03-05', '09:00', '12:00');
    const b = range('2026-03-05', '14:00', '16:00');
    const c = range('2026-03-06', '10:00', '11:00');
    const groups = groupRangesByDate([c, b, a], NY);
    expect(groups.map((g) => g.dateKey)).toEqual(['2026-03-05', '2026-03-06']);
    expect(groups[0]!.ranges).toEqual([a, b]);
    expect(groups[0]!.firstStart).toBe(a.startTime);
    expect(groups[1]!.ranges).toEqual([c]);
  });

  it('decides the date in the shown zone, not in UTC', () => {
    // 21:00 in New York on the 5th is already the 6th in Tokyo.
    const evening = range('2026-03-05', '21:00', '22:00');
    expect(groupRangesByDate([evening], NY)[0]!.dateKey).toBe('2026-03-05');
    expect(groupRangesByDate([evening], TOKYO)[0]!.dateKey).toBe('2026-03-06');
  });

  it('keeps a range over midnight with the date it starts on', () => {
    const late = buildSelectedTimeRange({
      startTime: isoAt('2026-03-05', '22:00', NY),
      endTime: isoAt('2026-03-06', '01:00', NY),
    });
    const groups = groupRangesByDate([late], NY);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.dateKey).toBe('2026-03-05');
  });
});

describe('spansDates', () => {
  it('is false within a day and for a range that ends at midnight', () => {
    expect(spansDates(range('2026-03-05', '09:00', '12:00'), NY)).toBe(false);
    const toMidnight = buildSelectedTimeRange({
      startTime: isoAt('2026-03-05', '22:00', NY),
      endTime: isoAt('2026-03-06', '00:00', NY),
    });
    expect(spansDates(toMidnight, NY)).toBe(false);
  });

  it('is true for a range that goes past midnight in the zone', () => {
    const late = buildSelectedTimeRange({
      startTime: isoAt('2026-03-05', '22:00', NY),
      endTime: isoAt('2026-03-06', '01:00', NY),
    });
    expect(spansDates(late, NY)).toBe(true);
    // The same instants fall on one Tokyo date (12:00–15:00 on the 6th).
    expect(spansDates(late, TOKYO)).toBe(false);
  });
});
