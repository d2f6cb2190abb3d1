import { describe, expect, it } from 'vitest';
import { bookingView, timesByDay, upcomingTimes } from './scheduling-link';

const t = (start: string, end: string) => ({ startTime: start, endTime: end });

describe('upcomingTimes', () => {
  const now = Date.parse('2026-03-03T15:00:00Z');

  it('keeps what starts after now, earliest first, without repeats or broken times', () => {
    const times = upcomingTimes(
      [
        t('2026-03-04T15:00:00Z', '2026-03-04T15:30:00Z'),
        t('2026-03-03T15:00:00Z', '2026-03-03T15:30:00Z'), // starts now: gone
        t('2026-03-03T14:45:00Z', '2026-03-03T15:15:00Z'), // started: gone
        t('2026-03-03T16:00:00Z', '2026-03-03T16:30:00Z'),
        t('2026-03-03T11:00:00-05:00', '2026-03-03T11:30:00-05:00'), // the same as the one above
        t('2026-03-03T17:00:00Z', '2026-03-03T17:00:00Z'), // ends as it starts
        t('not a time', '2026-03-03T17:00:00Z'),
      ],
      now,
    );
    expect(times.map((x) => x.startTime)).toEqual(['2026-03-03T16:00:00Z', '2026-03-04T15:00:00Z']);
    expect(times[0]).toMatchObject({ start: Date.parse('2026-03-03T16:00:00Z') });
  });
});

describe('timesByDay', () => {
  it('groups by the day in the visitor zone: late evening in Chicago is the next day in Tokyo', () => {
    const times = upcomingTimes(
      [
        t('2026-03-04T02:00:00Z', '2026-03-04T02:30:00Z'), // Tue 20:00 Chicago, Wed 11:00 Tokyo
        t('2026-03-03T16:00:00Z', '2026-03-03T16:30:00Z'), // Tue 10:00 Chicago, Wed 01:00 Tokyo
        t('2026-03-04T16:00:00Z', '2026-03-04T16:30:00Z'),
      ],
      0,
    );
    const chicago = timesByDay(times, 'America/Chicago');
    expect(chicago.map((d) => [d.day, d.times.length])).toEqual([
      ['2026-03-03', 2],
      ['2026-03-04', 1],
    ]);
    const tokyo = timesByDay(times, 'Asia/Tokyo');
    expect(tokyo.map((d) => [d.day, d.times.length])).toEqual([
      ['2026-03-04', 2],
      ['2026-03-05', 1],
    ]);
    expect(timesByDay([], 'UTC')).toEqual([]);
  });
});

describe('bookingView', () => {
  const times = upcomingTimes(
    [
      t('2026-03-03T15:00:00Z', '2026-03-03T15:30:00Z'), // Tue 3 Mar 09:00 Chicago
      t('2026-03-04T02:00:00Z', '2026-03-04T02:30:00Z'), // Tue 3 Mar 20:00 Chicago, Wed 11:00 Tokyo
      t('2026-03-31T15:00:00Z', '2026-03-31T15:30:00Z'),
      t('2026-05-05T15:00:00Z', '2026-05-05T15:30:00Z'), // April has none
    ],
    0,
  );
  const none = { day: null, month: null, chosen: null };

  it('nothing left: no month, no day', () => {
    expect(bookingView([], 'UTC', none)).toMatchObject({ month: null, day: null, times: [] });
  });

  it('shows the first day with times, and only the months that have times', () => {
    const view = bookingView(times, 'America/Chicago', none);
    expect(view).toMatchObject({
      month: '2026-03',
      day: '2026-03-03',
      months: ['2026-03', '2026-05'],
    });
    expect(view.times).toHaveLength(2);
  });

  it('a month asked for shows its first day with times; a month without times is not shown', () => {
    const may = bookingView(times, 'America/Chicago', { ...none, month: '2026-05' });
    expect(may).toMatchObject({ month: '2026-05', day: '2026-05-05' });
    const april = bookingView(times, 'America/Chicago', { ...none, month: '2026-04' });
    expect(april.month).toBe('2026-03');
  });

  it("the chosen time's day in the zone shown: a zone change moves it", () => {
    const chosen = Date.parse('2026-03-04T02:00:00Z');
    const tokyo = bookingView(times, 'Asia/Tokyo', { ...none, chosen });
    expect(tokyo.day).toBe('2026-03-04');
    expect(tokyo.times.map((x) => x.start)).toContain(chosen);
    // A day asked for wins over the chosen time's day; a day without times does not.
    expect(bookingView(times, 'Asia/Tokyo', { ...none, chosen, day: '2026-03-20' }).day).toBe(
      '2026-03-04',
    );
  });
});
