import { describe, expect, it } from 'vitest';
import { eventsInsideRanges, toInstantRanges } from './time-ranges';

const T = Date.parse('2030-03-04T09:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const event = (start: number, end: number) => ({ startTime: iso(start), endTime: iso(end) });
const HOUR = 3_600_000;

describe('toInstantRanges', () => {
  it('parses ISO ranges and drops those that do not parse or end before they start', () => {
    expect(
      toInstantRanges([
        { startTime: iso(T), endTime: iso(T + HOUR) },
        { startTime: 'soon', endTime: iso(T) },
        { startTime: iso(T + HOUR), endTime: iso(T) },
        { startTime: iso(T), endTime: iso(T) },
      ]),
    ).toEqual([
      { start: T, end: T + HOUR },
      { start: T, end: T },
    ]);
  });
});

describe('eventsInsideRanges: every event inside one range, bounds inclusive', () => {
  const ranges = [{ start: T, end: T + 2 * HOUR }];

  it('takes an event that starts at the range start and ends at the range end', () => {
    expect(eventsInsideRanges([event(T, T + 2 * HOUR)], ranges)).toBe(true);
  });

  it('refuses an event one millisecond outside either bound', () => {
    expect(eventsInsideRanges([event(T - 1, T + HOUR)], ranges)).toBe(false);
    expect(eventsInsideRanges([event(T, T + 2 * HOUR + 1)], ranges)).toBe(false);
  });

  it('needs every event inside, each in some range', () => {
    const two = [...ranges, { start: T + 5 * HOUR, end: T + 6 * HOUR }];
    expect(eventsInsideRanges([event(T, T + HOUR), event(T + 5 * HOUR, T + 6 * HOUR)], two)).toBe(
      true,
    );
    expect(eventsInsideRanges([event(T, T + HOUR), event(T + 3 * HOUR, T + 4 * HOUR)], two)).toBe(
      false,
    );
  });

  it('never passes vacuously: no events, an unparseable time, or an end before the start', () => {
    expect(eventsInsideRanges([], ranges)).toBe(false);
    expect(eventsInsideRanges([{ startTime: 'x', endTime: iso(T + HOUR) }], ranges)).toBe(false);
    expect(eventsInsideRanges([event(T + HOUR, T)], ranges)).toBe(false);
  });
});
