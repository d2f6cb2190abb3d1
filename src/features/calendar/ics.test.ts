// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildScheduledEvent, FIXED_NOW, getScenario, isReplyOk } from '../../../fixtures';
import type { ScheduledEvent } from '../../domain/entities';
import { buildIcs, icsFilename, icsUid } from './ics';

function confirmedItinerary(): ScheduledEvent[] {
  const { intro } = getScenario('confirmed');
  if (!isReplyOk(intro)) throw new Error('the confirmed scenario has an intro');
  return intro.result.interview.schedule;
}

/** The unfolded content lines of an iCalendar text (RFC 5545 section 3.1). */
function contentLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

beforeEach(() => {
  // DTSTAMP is the time the file is made.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(FIXED_NOW));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('buildIcs', () => {
  it('writes one event exactly: UTC times, stable UID, title, details, location', () => {
    const event = buildScheduledEvent({
      id: 'evt_fixed',
      title: 'Hiring Manager Interview',
      startTime: '2026-03-10T13:00:00-04:00',
      endTime: '2026-03-10T13:45:00-04:00',
      location: 'Acme Robotics, 200 Park Avenue South, New York',
      videoUrl: null,
      interviewers: [{ name: 'Aisha Okafor', title: 'Engineering Manager' }],
    });
    const file = buildIcs([event], 'Acme Robotics');
    expect(file.filename).toBe('acme-robotics-2026-03-10.ics');
    expect(file.text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'PRODID:candidate-meet',
        'METHOD:PUBLISH',
        'X-PUBLISHED-TTL:PT1H',
        'BEGIN:VEVENT',
        'UID:evt_fixed@candidate-meet',
        'SUMMARY:Hiring Manager Interview (Acme Robotics)',
        'DTSTAMP:20260302T090000Z',
        'DTSTART:20260310T170000Z',
        'DTEND:20260310T174500Z',
        'DESCRIPTION:Interviewers\\nAisha Okafor – Engineering Manager',
        'LOCATION:Acme Robotics\\, 200 Park Avenue South\\, New York',
        'STATUS:CONFIRMED',
        'X-MICROSOFT-CDO-BUSYSTATUS:BUSY',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('holds every event of the itinerary, in order, each with its own UID', () => {
    const events = confirmedItinerary();
    const lines = contentLines(buildIcs(events, 'Acme Robotics').text);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events.length);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(
      events.map((e) => `UID:${e.id}@candidate-meet`),
    );
    expect(lines.filter((l) => l.startsWith('DTSTART:'))).toEqual([
      'DTSTART:20260310T140000Z',
      'DTSTART:20260310T150000Z',
      'DTSTART:20260310T170000Z',
    ]);
    // A video event: its URL is the location and is in the details.
    expect(lines).toContain(`LOCATION:${String(events[0]?.videoUrl)}`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:') && l.includes('Hiroshi Tanaka'))).toBe(
      'DESCRIPTION:Video call\\nhttps://meet.acme-robotics.com/j/4ac5e961aa21\\n\\n' +
        'Interviewers\\nHiroshi Tanaka – Staff Robotics Engineer\\n' +
        'Priya Raghunathan – Principal Engineer\\, Perception',
    );
    // No organizer, no attendees: the candidate's own copy.
    expect(lines.some((l) => l.startsWith('ORGANIZER') || l.startsWith('ATTENDEE'))).toBe(false);
  });

  it('gives the same UID to an event every time (a re-import updates, not duplicates)', () => {
    const events = confirmedItinerary();
    const first = buildIcs(events, 'Acme Robotics').text;
    vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
    const second = buildIcs(events, 'Acme Robotics').text;
    const uids = (text: string) => contentLines(text).filter((l) => l.startsWith('UID:'));
    expect(uids(second)).toEqual(uids(first));
    expect(icsUid(events[1]!)).toBe(`${events[1]!.id}@candidate-meet`);
  });

  it('uses translated texts when given', () => {
    const [event] = confirmedItinerary();
    const lines = contentLines(
      buildIcs([event!], 'Acme Robotics', {
        title: (e) => `${e.title} – Acme Robotics`,
        videoHeading: 'Videoanruf',
        interviewersHeading: 'Ihre Gesprächspartner',
      }).text,
    );
    expect(lines).toContain('SUMMARY:Technical Interview: Robotics Systems – Acme Robotics');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:Videoanruf\\n.*\\n\\nIhre Gesprächspartner\\n/,
    );
  });

  it('refuses an empty itinerary', () => {
    expect(() => buildIcs([], 'Acme Robotics')).toThrow(/no event/);
  });

  it('refuses an event whose times are not instants', () => {
    const bad = { ...buildScheduledEvent(), startTime: 'not a date' };
    expect(() => buildIcs([bad], 'Acme Robotics')).toThrow(RangeError);
  });

  it('still builds the file when a video URL is not a URL the ics package accepts', () => {
    const odd = buildScheduledEvent({ videoUrl: 'meet room 4' });
    const lines = contentLines(buildIcs([odd], 'Acme Robotics').text);
    expect(lines).toContain('LOCATION:meet room 4');
    expect(lines.some((l) => l.startsWith('URL:'))).toBe(false);
  });
});

describe('icsFilename', () => {
  it('is the organisation as a slug plus the first event’s UTC date', () => {
    const events = confirmedItinerary();
    expect(icsFilename([...events].reverse(), 'Société Générale & Co.', 'interviews')).toBe(
      'societe-generale-co-2026-03-10.ics',
    );
  });

  it('uses the translated word when the name leaves nothing', () => {
    expect(icsFilename(confirmedItinerary(), '株式会社', '面接')).toBe('面接-2026-03-10.ics');
    expect(icsFilename(confirmedItinerary(), '', 'entretiens')).toBe('entretiens-2026-03-10.ics');
    expect(icsFilename(confirmedItinerary(), '', 'my interviews')).toBe(
      'my-interviews-2026-03-10.ics',
    );
    expect(icsFilename([], '株式会社', 'interviews')).toBe('interviews.ics');
  });

  it('buildIcs names the file with the entry texts’ word', () => {
    expect(buildIcs(confirmedItinerary(), '株式会社', { fileName: 'gespräche' }).filename).toBe(
      'gespräche-2026-03-10.ics',
    );
  });
});
