import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SelectedTimeRange } from './entities';
import {
  fieldsToTime,
  MIN_UNDERSTOOD_MINUTES,
  removeTime,
  replaceTime,
  timesToShare,
  timeToFields,
  understoodTimes,
} from './chat-ranges';

const NY = 'America/New_York';
const NOW = Date.parse('2026-03-02T12:00:00Z');

function range(start: string, end: string): SelectedTimeRange {
  return {
    startTime: start,
    endTime: end,
    durationMin: (Date.parse(end) - Date.parse(start)) / 60_000,
  };
}

const tue = range('2026-03-10T13:00:00.000Z', '2026-03-10T16:00:00.000Z'); // 9:00–12:00 EDT
const wed = range('2026-03-11T18:00:00.000Z', '2026-03-11T20:00:00.000Z'); // 14:00–16:00 EDT

describe('understood times', () => {
  it('are the available ranges when there are some, else the parsed ones, merged and in order', () => {
    const touching = range('2026-03-10T16:00:00.000Z', '2026-03-10T17:00:00.000Z');
    expect(understoodTimes([wed, tue, touching], [])).toEqual([
      range('2026-03-10T13:00:00.000Z', '2026-03-10T17:00:00.000Z'),
      wed,
    ]);
    expect(understoodTimes([], [wed])).toEqual([wed]);
    expect(understoodTimes([tue], [wed])).toEqual([tue]);
  });

  it('leave out a range that does not parse or ends before it starts', () => {
    const bad = range('soon', 'later');
    const backwards = range('2026-03-10T16:00:00.000Z', '2026-03-10T13:00:00.000Z');
    expect(understoodTimes([bad, backwards, tue], [])).toEqual([tue]);
  });
});

describe('a time as the edit form holds it, in the zone', () => {
  it('is its day, start and end by the wall clock', () => {
    expect(timeToFields(tue, NY)).toEqual({ date: '2026-03-10', start: '09:00', end: '12:00' });
    expect(timeToFields(tue, 'Asia/Tokyo')).toEqual({
      date: '2026-03-10',
      start: '22:00',
      end: '01:00',
    });
  });

  it('comes back as the same time when saved unchanged (property, whole minutes, one day)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: MIN_UNDERSTOOD_MINUTES, max: 120 }),
        (day, startMin, length) => {
          const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
          const end = Math.min(startMin + length, 23 * 60 + 59);
          const hhmm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const fields = { date, start: hhmm(startMin), end: hhmm(end) };
          const made = fieldsToTime(fields, 'UTC', NOW);
          if (end - startMin < MIN_UNDERSTOOD_MINUTES) {
            expect(made.ok).toBe(false);
            return;
          }
          expect(made.ok).toBe(true);
          if (made.ok) expect(timeToFields(made.range, 'UTC')).toEqual(fields);
        },
      ),
    );
  });
});

describe('checking a corrected time', () => {
  const ok = { date: '2026-03-10', start: '09:00', end: '12:00' };

  it('makes the range in the zone, with its length', () => {
    expect(fieldsToTime(ok, NY, NOW)).toEqual({ ok: true, range: tue });
    expect(fieldsToTime({ ...ok, start: '09:00:00' }, NY, NOW)).toEqual({ ok: true, range: tue });
  });

  it('refuses, in order: a bad date, a bad time, an end not after the start, too short, over', () => {
    expect(fieldsToTime({ ...ok, date: '2026-02-30' }, NY, NOW)).toEqual({
      ok: false,
      error: 'invalidDate',
    });
    expect(fieldsToTime({ ...ok, date: '', start: '' }, NY, NOW)).toMatchObject({
      error: 'invalidDate',
    });
    expect(fieldsToTime({ ...ok, start: '9am' }, NY, NOW)).toMatchObject({ error: 'invalidTime' });
    expect(fieldsToTime({ ...ok, end: '24:00' }, NY, NOW)).toMatchObject({ error: 'invalidTime' });
    expect(fieldsToTime({ ...ok, end: '09:00' }, NY, NOW)).toMatchObject({
      error: 'endBeforeStart',
    });
    expect(fieldsToTime({ ...ok, end: '08:00' }, NY, NOW)).toMatchObject({
      error: 'endBeforeStart',
    });
    expect(fieldsToTime({ ...ok, end: '09:14' }, NY, NOW)).toMatchObject({ error: 'tooShort' });
    expect(fieldsToTime({ ...ok, end: '09:15' }, NY, NOW).ok).toBe(true);
    expect(fieldsToTime({ ...ok, date: '2026-03-01' }, NY, NOW)).toMatchObject({ error: 'past' });
  });

  it('a time under way can be shared; one that ended cannot', () => {
    const now = Date.parse('2026-03-10T14:00:00Z'); // 10:00 in New York
    expect(fieldsToTime(ok, NY, now).ok).toBe(true);
    expect(fieldsToTime({ ...ok, end: '10:00' }, NY, now)).toMatchObject({ error: 'past' });
  });

  it('counts real time across a clock change (spring forward in New York)', () => {
    const gap = { date: '2026-03-08', start: '02:00', end: '03:00' };
    expect(fieldsToTime(gap, NY, NOW)).toMatchObject({ error: 'tooShort' });
    const made = fieldsToTime({ ...gap, start: '01:00', end: '04:00' }, NY, NOW);
    expect(made.ok && made.range.durationMin).toBe(120);
  });
});

describe('changing and removing times', () => {
  it('replaces the one at the index and keeps start order', () => {
    const earlier = range('2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z');
    expect(replaceTime([tue, wed], 1, earlier)).toEqual([earlier, tue]);
    expect(replaceTime([tue, wed], 0, earlier)).toEqual([earlier, wed]);
  });

  it('removes the one at the index', () => {
    expect(removeTime([tue, wed], 0)).toEqual([wed]);
    expect(removeTime([tue], 0)).toEqual([]);
  });

  it('leaves the times as they are for an index out of range', () => {
    const times = [tue, wed];
    expect(replaceTime(times, 2, tue)).toBe(times);
    expect(replaceTime(times, -1, tue)).toBe(times);
    expect(removeTime(times, 5)).toBe(times);
    expect(removeTime(times, 0.5)).toBe(times);
  });

  it('shares them merged: a corrected time that overlaps another is one range', () => {
    const overlap = range('2026-03-10T15:00:00.000Z', '2026-03-10T18:00:00.000Z');
    expect(timesToShare([tue, overlap, wed])).toEqual([
      range('2026-03-10T13:00:00.000Z', '2026-03-10T18:00:00.000Z'),
      wed,
    ]);
  });
});
