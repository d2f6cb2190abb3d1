import { describe, expect, it } from 'vitest';
import { formatDayParts, formatMonthSpan, formatWeekdayTimeRange } from './day-format';

const MORNING_UTC = '2025-03-10T04:00:00Z';

describe('day strip: formatDayParts and formatMonthSpan', () => {
  it('gives the short weekday and the bare day number, in the zone', () => {
    expect(formatDayParts(MORNING_UTC, 'en', 'Asia/Kolkata')).toEqual({
      weekday: 'Mon',
      day: '10',
    });
    expect(formatDayParts(MORNING_UTC, 'de', 'Asia/Kolkata')).toEqual({
      weekday: 'Mo',
      day: '10',
    });
    expect(formatDayParts(MORNING_UTC, 'ja', 'Asia/Kolkata')).toEqual({ weekday: '月', day: '10' });
    // 23:30 UTC on the 9th is already the 10th in Tokyo.
    expect(formatDayParts('2025-03-09T23:30:00Z', 'en', 'Asia/Tokyo').day).toBe('10');
  });

  it('says the month once, or the months a run of days spans, with the year', () => {
    const april = '2025-04-02T10:00:00Z';
    expect(formatMonthSpan(MORNING_UTC, MORNING_UTC, 'en', 'UTC')).toBe('March 2025');
    expect(formatMonthSpan(MORNING_UTC, MORNING_UTC, 'de', 'UTC')).toBe('März 2025');
    expect(formatMonthSpan(MORNING_UTC, MORNING_UTC, 'ja', 'UTC')).toBe('2025年3月');
    expect(formatMonthSpan(MORNING_UTC, april, 'en', 'UTC')).toMatch(/^March\s–\sApril 2025$/);
  });
});

describe('formatWeekdayTimeRange', () => {
  it('names the weekday once for a range within a day, and both ends across midnight', () => {
    expect(
      formatWeekdayTimeRange('2026-03-12T07:00:00Z', '2026-03-12T08:30:00Z', 'en', 'UTC'),
    ).toMatch(/^Thu,? 7:00\s*–\s*8:30\sAM$/);
    expect(
      formatWeekdayTimeRange('2026-03-11T21:30:00Z', '2026-03-12T01:00:00Z', 'en', 'UTC'),
    ).toMatch(/^Wed,? 9:30\sPM\s*–\s*Thu,? 1:00\sAM$/);
  });
});
