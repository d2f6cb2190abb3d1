import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  monthOfDay,
  monthWeeks,
  moveDay,
  weekdayOf,
  weekdaysFrom,
} from './month-calendar';

describe('month calendar', () => {
  it('lays March 2026 out in weeks from Sunday and from Monday', () => {
    const sunday = monthWeeks('2026-03', 0);
    // 1 March 2026 is a Sunday.
    expect(sunday[0]).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(sunday).toHaveLength(5);
    const monday = monthWeeks('2026-03', 1);
    expect(monday[0]?.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(monday).toHaveLength(6);
    expect(monday.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
  });

  it('months: their lengths (leap years too) and arithmetic across years', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthOfDay('2026-03-31')).toBe('2026-03');
    expect(weekdaysFrom(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('keys move the focus a day, a week, to the week ends, a month (the end of a shorter one)', () => {
    expect(moveDay('2026-03-31', 'ArrowRight', 1)).toBe('2026-04-01');
    expect(moveDay('2026-03-01', 'ArrowLeft', 1)).toBe('2026-02-28');
    expect(moveDay('2026-03-03', 'ArrowDown', 1)).toBe('2026-03-10');
    expect(moveDay('2026-03-03', 'ArrowUp', 1)).toBe('2026-02-24');
    // Tuesday 3 March: its week runs Mon 2 – Sun 8 (Monday first), Sun 1 – Sat 7 (Sunday first).
    expect(moveDay('2026-03-03', 'Home', 1)).toBe('2026-03-02');
    expect(moveDay('2026-03-03', 'End', 1)).toBe('2026-03-08');
    expect(moveDay('2026-03-03', 'Home', 0)).toBe('2026-03-01');
    expect(moveDay('2026-03-03', 'End', 0)).toBe('2026-03-07');
    expect(moveDay('2026-01-31', 'PageDown', 1)).toBe('2026-02-28');
    expect(moveDay('2026-03-31', 'PageUp', 1)).toBe('2026-02-28');
  });

  it('every grid holds each day of its month once, in weekday columns', () => {
    const day = fc
      .tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }))
      .map(([y, m]) => `${String(y)}-${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 6 }), (month, start) => {
        const weekStart = start as 0 | 1 | 2 | 3 | 4 | 5 | 6;
        const weeks = monthWeeks(month, weekStart);
        const days = weeks.flat().filter((d): d is string => d !== null);
        expect(days).toHaveLength(daysInMonth(month));
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          week.forEach((d, i) => {
            if (d !== null) expect(weekdayOf(d)).toBe((weekStart + i) % 7);
          });
        }
      }),
    );
  });
});
