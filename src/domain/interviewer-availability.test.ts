import { describe, expect, it } from 'vitest';
import {
  availabilityByDay,
  availabilityRanges,
  copyDay,
  copyPickDays,
  instantOfWallMinute,
  mergeWallRanges,
  nextRange,
  openingDay,
  overlappingRows,
  rangeProblem,
  rezoneDays,
  visibleDays,
  wallMinuteChoices,
  weekdayOfDateKey,
} from './interviewer-availability';

const CHI = 'America/Chicago';
const TOKYO = 'Asia/Tokyo';
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('interviewer availability', () => {
  it('reads saved ranges as wall-clock rows per day in the zone, joining overlaps', () => {
    const days = availabilityByDay(
      [
        { startTime: '2026-03-10T14:00:00Z', endTime: '2026-03-10T17:00:00Z' },
        { startTime: '2026-03-10T16:00:00Z', endTime: '2026-03-10T19:00:00Z' },
        { startTime: 'nope', endTime: '2026-03-10T19:00:00Z' },
        { startTime: '2026-03-12T15:00:00Z', endTime: '2026-03-12T14:00:00Z' },
      ],
      CHI,
    );
    // 14:00Z is 09:00 in Chicago (CDT starts on 8 March: UTC-5).
    expect(days).toEqual({ '2026-03-10': [{ start: h(9), end: h(14) }] });
  });

  it('splits a range that crosses midnight in the zone, and joins it again when saved', () => {
    const saved = [{ startTime: '2026-03-11T03:00:00Z', endTime: '2026-03-11T07:00:00Z' }];
    const days = availabilityByDay(saved, CHI);
    expect(days).toEqual({
      '2026-03-10': [{ start: h(22), end: h(24) }],
      '2026-03-11': [{ start: h(0), end: h(2) }],
    });
    expect(availabilityRanges(days, CHI)).toEqual([
      {
        startTime: '2026-03-11T03:00:00.000Z',
        endTime: '2026-03-11T07:00:00.000Z',
        durationMin: 240,
      },
    ]);
  });

  it('saves valid rows only, joined when they overlap or touch, earliest first, with their length', () => {
    const ranges = availabilityRanges(
      {
        '2026-03-12': [{ start: h(13), end: h(15) }],
        '2026-03-10': [
          { start: h(11), end: h(14) },
          { start: h(9), end: h(12) },
          { start: h(14), end: h(15) },
          { start: h(16), end: h(16) },
        ],
      },
      CHI,
    );
    expect(ranges).toEqual([
      {
        startTime: '2026-03-10T14:00:00.000Z',
        endTime: '2026-03-10T20:00:00.000Z',
        durationMin: 360,
      },
      {
        startTime: '2026-03-12T18:00:00.000Z',
        endTime: '2026-03-12T20:00:00.000Z',
        durationMin: 120,
      },
    ]);
  });

  it('follows the clock change: 9:00 is 15:00Z before 8 March and 14:00Z after', () => {
    expect(new Date(instantOfWallMinute('2026-03-06', h(9), CHI)).toISOString()).toBe(
      '2026-03-06T15:00:00.000Z',
    );
    expect(new Date(instantOfWallMinute('2026-03-09', h(9), CHI)).toISOString()).toBe(
      '2026-03-09T14:00:00.000Z',
    );
    expect(new Date(instantOfWallMinute('2026-03-09', h(24), CHI)).toISOString()).toBe(
      '2026-03-10T05:00:00.000Z',
    );
  });

  it('a new zone keeps the instants (9–12 in Chicago is 23–02 in Tokyo) and keeps rows it cannot read', () => {
    const days = rezoneDays(
      {
        '2026-03-10': [
          { start: h(9), end: h(12) },
          { start: h(15), end: h(14) },
        ],
      },
      CHI,
      TOKYO,
    );
    expect(days).toEqual({
      '2026-03-10': [
        { start: h(15), end: h(14) },
        { start: h(23), end: h(24) },
      ],
      '2026-03-11': [{ start: h(0), end: h(2) }],
    });
    expect(availabilityRanges(days, TOKYO)).toEqual(
      availabilityRanges({ '2026-03-10': [{ start: h(9), end: h(12) }] }, CHI),
    );
  });

  it('explains a row that cannot be saved: end not after start, or begun before now', () => {
    const now = Date.parse('2026-03-10T15:30:00Z'); // 10:30 in Chicago
    expect(rangeProblem('2026-03-10', { start: h(12), end: h(12) }, CHI, now)).toBe(
      'endBeforeStart',
    );
    expect(rangeProblem('2026-03-10', { start: h(13), end: h(12) }, CHI, now)).toBe(
      'endBeforeStart',
    );
    expect(rangeProblem('2026-03-10', { start: h(10), end: h(12) }, CHI, now)).toBe('past');
    expect(rangeProblem('2026-03-10', { start: h(10, 30), end: h(12) }, CHI, now)).toBeNull();
    expect(rangeProblem('2026-03-11', { start: h(8), end: h(9) }, CHI, now)).toBeNull();
  });

  it('marks the rows that overlap another, not those that only touch or are invalid', () => {
    const rows = [
      { start: h(9), end: h(12) },
      { start: h(11), end: h(13) },
      { start: h(13), end: h(14) },
      { start: h(10), end: h(9) },
    ];
    expect([...overlappingRows(rows)].sort()).toEqual([0, 1]);
    expect(mergeWallRanges(rows)).toEqual([{ start: h(9), end: h(14) }]);
  });

  it('adds a working day first, then an hour after the latest end, and nothing on a full day', () => {
    expect(nextRange([])).toEqual({ start: h(9), end: h(17) });
    expect(nextRange([{ start: h(9), end: h(12) }])).toEqual({ start: h(13), end: h(14) });
    expect(nextRange([{ start: h(9), end: h(23) }])).toEqual({ start: h(23), end: h(24) });
    expect(nextRange([{ start: h(9), end: h(24) }])).toBeNull();
  });

  it('shows four weeks from today and any later day with ranges; copies a day over others', () => {
    const shown = visibleDays(
      '2026-03-02',
      { '2026-05-01': [{ start: 1, end: 2 }], '2026-06-01': [] },
      3,
    );
    expect(shown).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-05-01']);
    const days = {
      '2026-03-02': [{ start: h(9), end: h(10) }],
      '2026-03-03': [{ start: h(1), end: h(2) }],
    };
    const copied = copyDay(days, '2026-03-02', ['2026-03-03', '2026-03-04', '2026-03-02']);
    expect(copied).toEqual({
      '2026-03-02': [{ start: h(9), end: h(10) }],
      '2026-03-03': [{ start: h(9), end: h(10) }],
      '2026-03-04': [{ start: h(9), end: h(10) }],
    });
    copied['2026-03-03']![0]!.start = 0;
    expect(days['2026-03-02'][0]!.start).toBe(h(9));
  });

  it('offers every quarter hour from midnight to midnight', () => {
    const choices = wallMinuteChoices();
    expect(choices).toHaveLength(97);
    expect(choices.slice(0, 3)).toEqual([0, 15, 30]);
    expect(choices.at(-1)).toBe(1440);
  });

  it('opens on the first day from today with saved times, else on today', () => {
    const one = [{ start: h(9), end: h(12) }];
    expect(openingDay('2026-03-02', { '2026-03-12': one, '2026-03-10': one })).toBe('2026-03-10');
    // Days before today and days emptied by editing do not count; today with times does.
    expect(
      openingDay('2026-03-02', { '2026-03-01': one, '2026-03-05': [], '2026-03-20': one }),
    ).toBe('2026-03-20');
    expect(openingDay('2026-03-02', { '2026-03-02': one, '2026-03-03': one })).toBe('2026-03-02');
    expect(openingDay('2026-03-02', {})).toBe('2026-03-02');
    expect(openingDay('2026-03-02', { '2026-02-27': one })).toBe('2026-03-02');
  });

  it('knows the day of the week of a date, whatever the zone, and quick picks of the copy dialog', () => {
    expect(weekdayOfDateKey('1970-01-01')).toBe(4);
    expect(weekdayOfDateKey('2026-03-02')).toBe(1);
    expect(weekdayOfDateKey('2026-03-08')).toBe(0);
    expect(weekdayOfDateKey('1969-12-31')).toBe(3);
    const days = visibleDays('2026-03-02', {}, 15);
    // From Tuesday 10 March: Monday to Friday of the strip but the 10th itself.
    expect(copyPickDays('weekdays', '2026-03-10', days)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-16',
    ]);
    expect(copyPickDays('sameWeekday', '2026-03-10', days)).toEqual(['2026-03-03']);
    expect(copyPickDays('sameWeekday', '2026-03-08', days)).toEqual(['2026-03-15']);
  });
});
