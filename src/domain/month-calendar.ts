/**
 * A month calendar as data (the scheduling link's day picker): the weeks of a month, and where
 * a key moves the focus in it (the WAI-ARIA date-picker grid: arrows by a day or a week, Home
 * and End to the week's ends, Page Up and Page Down by a month). Days and months are calendar
 * keys (`YYYY-MM-DD`, `YYYY-MM`), so no clock and no zone come in: the caller turns instants
 * into days in the visitor's zone first.
 */
import { addDaysToDateKey } from './time-zone';

/** 0 = Sunday … 6 = Saturday (as Date#getUTCDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The keys that move the focus in the grid. */
export const CALENDAR_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type CalendarKey = (typeof CALENDAR_KEYS)[number];

export function isCalendarKey(key: string): key is CalendarKey {
  return (CALENDAR_KEYS as readonly string[]).includes(key);
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;

function monthParts(month: string): { year: number; month: number } {
  const match = MONTH_KEY.exec(month);
  if (match === null) throw new RangeError(`Not a month key: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** The month (`YYYY-MM`) of a day key. */
export function monthOfDay(day: string): string {
  const match = DAY_KEY.exec(day);
  if (match === null) throw new RangeError(`Not a day key: ${day}`);
  return `${match[1] ?? ''}-${match[2] ?? ''}`;
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const { year, month: m } = monthParts(month);
  const index = year * 12 + (m - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** How many days `month` has. */
export function daysInMonth(month: string): number {
  const { year, month: m } = monthParts(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The weekday of a day key. */
export function weekdayOf(day: string): Weekday {
  const match = DAY_KEY.exec(day);
  if (match === null) throw new RangeError(`Not a day key: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCDay() as Weekday;
}

/**
 * The weeks of `month`, each seven cells from `weekStart`: the month's day keys, null before its
 * first day and after its last (the grid shows only the month's own days).
 */
export function monthWeeks(month: string, weekStart: Weekday): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (weekdayOf(first) - weekStart + 7) % 7;
  const count = daysInMonth(month);
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The seven weekdays of a week that starts on `weekStart`, in order. */
export function weekdaysFrom(weekStart: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStart + i) % 7) as Weekday);
}

/** The same day of the month `count` months on, the last day of a shorter month. */
function sameDayInMonth(day: string, count: number): string {
  const month = addMonths(monthOfDay(day), count);
  const date = Math.min(Number(day.slice(8)), daysInMonth(month));
  return `${month}-${pad(date)}`;
}

/** Where `key` moves the focus from `day` in a grid whose weeks start on `weekStart`. */
export function moveDay(day: string, key: CalendarKey, weekStart: Weekday): string {
  switch (key) {
    case 'ArrowLeft':
      return addDaysToDateKey(day, -1);
    case 'ArrowRight':
      return addDaysToDateKey(day, 1);
    case 'ArrowUp':
      return addDaysToDateKey(day, -7);
    case 'ArrowDown':
      return addDaysToDateKey(day, 7);
    case 'Home':
      return addDaysToDateKey(day, -((weekdayOf(day) - weekStart + 7) % 7));
    case 'End':
      return addDaysToDateKey(day, 6 - ((weekdayOf(day) - weekStart + 7) % 7));
    case 'PageUp':
      return sameDayInMonth(day, -1);
    case 'PageDown':
      return sameDayInMonth(day, 1);
  }
}
