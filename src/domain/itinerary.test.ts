import { describe, expect, it } from 'vitest';
import { buildResultEvent, buildResultOption } from '../../fixtures';
import { interviewNameAt, itineraryOf } from './itinerary';

const NY = 'America/New_York';
const event = (start: string, end: string, attendees = 2) =>
  buildResultEvent({
    startTime: start,
    endTime: end,
    attendees: Array.from({ length: attendees }, (_, i) => ({
      id: `usr_${String(i)}`,
      response: 'accepted' as const,
    })),
  });

describe('itineraryOf', () => {
  it('one day: the interviews in start order, a break where two do not touch, the total', () => {
    const option = buildResultOption({
      events: [
        // Given out of order: the itinerary sorts them.
        event('2026-03-05T16:00:00Z', '2026-03-05T16:45:00Z', 1),
        event('2026-03-05T14:00:00Z', '2026-03-05T15:00:00Z', 3),
        event('2026-03-05T15:00:00Z', '2026-03-05T15:30:00Z', 2),
      ],
    });
    const it = itineraryOf(option, NY);
    expect(it.days).toHaveLength(1);
    const [day] = it.days;
    expect(day?.dateKey).toBe('2026-03-05');
    expect(day?.items.map((item) => item.kind)).toEqual([
      'interview',
      'interview',
      'break',
      'interview',
    ]);
    const brk = day?.items[2];
    expect(brk && brk.endMs - brk.startMs).toBe(30 * 60_000);
    const first = day?.items[0];
    expect(first?.kind === 'interview' && first.attendeeIds).toHaveLength(3);
    expect(it.interviewMinutes).toBe(60 + 30 + 45);
    expect(it.interviews).toBe(3);
    expect(day?.startMs).toBe(Date.parse('2026-03-05T14:00:00Z'));
    expect(day?.endMs).toBe(Date.parse('2026-03-05T16:45:00Z'));
  });

  it('several days: one part per day in the zone shown, no break over the night', () => {
    const option = buildResultOption({
      events: [
        event('2026-03-10T13:45:00Z', '2026-03-10T15:00:00Z'),
        event('2026-03-10T15:15:00Z', '2026-03-10T16:30:00Z'),
        event('2026-03-11T18:00:00Z', '2026-03-11T20:30:00Z'),
      ],
    });
    const it = itineraryOf(option, NY);
    expect(it.days.map((d) => d.dateKey)).toEqual(['2026-03-10', '2026-03-11']);
    expect(it.days[0]?.items.map((i) => i.kind)).toEqual(['interview', 'break', 'interview']);
    expect(it.days[1]?.items.map((i) => i.kind)).toEqual(['interview']);
    expect(it.interviewMinutes).toBe(75 + 75 + 150);
    // The same events read in Tokyo fall on other dates.
    expect(itineraryOf(option, 'Asia/Tokyo').days.map((d) => d.dateKey)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
  });

  it('leaves out events whose times do not parse', () => {
    const option = buildResultOption({
      events: [
        { startTime: 'nonsense', endTime: '2026-03-05T15:00:00Z', attendees: [] },
        event('2026-03-05T14:00:00Z', '2026-03-05T15:00:00Z'),
      ],
    });
    expect(itineraryOf(option, NY).interviews).toBe(1);
  });
});

describe('interviewNameAt', () => {
  const plan = ['Technical', 'Onsite', 'Hiring manager'];
  it('names an event after the plan when the option has exactly the plan', () => {
    expect(interviewNameAt(plan, 3, 1)).toBe('Onsite');
  });
  it('names nothing when the counts differ (never guessed)', () => {
    expect(interviewNameAt(plan, 2, 1)).toBeNull();
    expect(interviewNameAt(plan, 4, 0)).toBeNull();
  });
});
