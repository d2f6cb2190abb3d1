import { describe, expect, it } from 'vitest';
import {
  calendarDetails,
  calendarLocation,
  googleCalendarUrl,
  outlookCalendarUrl,
  toUtcBasic,
  toUtcIso,
} from './calendar-links';
import type { ScheduledEvent } from './entities';

const video: ScheduledEvent = {
  id: 'evt_1',
  title: 'Technical Interview: Robotics Systems',
  // 10:00–10:45 in New York (UTC−4 after the US switch on 2026-03-08).
  startTime: '2026-03-10T10:00:00-04:00',
  endTime: '2026-03-10T10:45:00-04:00',
  location: null,
  videoUrl: 'https://meet.acme-robotics.com/j/4ac5e961aa21',
  interviewers: [
    { name: 'Hiroshi Tanaka', title: 'Staff Robotics Engineer' },
    { name: 'Priya Raghunathan', title: 'Principal Engineer, Perception' },
  ],
};

const onsite: ScheduledEvent = {
  id: 'evt_3',
  title: 'Hiring Manager Interview',
  startTime: '2026-03-10T17:00:00.000Z',
  endTime: '2026-03-10T17:45:00.000Z',
  location: 'Acme Robotics, 200 Park Avenue South, Floor 9, New York, NY 10003',
  videoUrl: null,
  interviewers: [{ name: 'Aisha Okafor', title: null }],
};

describe('UTC formats', () => {
  it('writes an instant with an offset in UTC, basic and extended', () => {
    expect(toUtcBasic('2026-03-10T10:00:00-04:00')).toBe('20260310T140000Z');
    expect(toUtcIso('2026-03-10T10:00:00-04:00')).toBe('2026-03-10T14:00:00Z');
    expect(toUtcBasic('2026-03-29T01:30:00.000Z')).toBe('20260329T013000Z');
  });

  it('rejects an instant that is not a date-time', () => {
    expect(() => toUtcBasic('not a date')).toThrow(RangeError);
  });
});

describe('entry texts', () => {
  it('puts the video URL and the interviewers in the details', () => {
    expect(calendarDetails(video)).toBe(
      'Video call\nhttps://meet.acme-robotics.com/j/4ac5e961aa21\n\n' +
        'Interviewers\nHiroshi Tanaka – Staff Robotics Engineer\n' +
        'Priya Raghunathan – Principal Engineer, Perception',
    );
  });

  it('uses the headings it is given and leaves out what is missing', () => {
    expect(
      calendarDetails(onsite, { videoHeading: 'Videoanruf', interviewersHeading: 'Mit' }),
    ).toBe('Mit\nAisha Okafor');
    expect(calendarDetails({ ...onsite, interviewers: [] })).toBe('');
  });

  it('locates an on-site event at its address and a remote one at its video URL', () => {
    expect(calendarLocation(onsite)).toBe(onsite.location);
    expect(calendarLocation(video)).toBe(video.videoUrl);
    expect(calendarLocation({ ...video, videoUrl: null })).toBe('');
  });
});

describe('googleCalendarUrl', () => {
  it('builds the render?action=TEMPLATE URL with UTC basic dates', () => {
    expect(googleCalendarUrl(video)).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=Technical%20Interview%3A%20Robotics%20Systems' +
        '&dates=20260310T140000Z%2F20260310T144500Z' +
        '&details=Video%20call%0Ahttps%3A%2F%2Fmeet.acme-robotics.com%2Fj%2F4ac5e961aa21%0A%0A' +
        'Interviewers%0AHiroshi%20Tanaka%20%E2%80%93%20Staff%20Robotics%20Engineer%0A' +
        'Priya%20Raghunathan%20%E2%80%93%20Principal%20Engineer%2C%20Perception' +
        '&location=https%3A%2F%2Fmeet.acme-robotics.com%2Fj%2F4ac5e961aa21',
    );
  });

  it('takes a translated title and details headings', () => {
    const url = googleCalendarUrl(onsite, {
      title: (e) => `${e.title} – Acme`,
      interviewersHeading: 'Interviewer:innen',
    });
    expect(url).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=Hiring%20Manager%20Interview%20%E2%80%93%20Acme' +
        '&dates=20260310T170000Z%2F20260310T174500Z' +
        '&details=Interviewer%3Ainnen%0AAisha%20Okafor' +
        '&location=Acme%20Robotics%2C%20200%20Park%20Avenue%20South%2C%20Floor%209%2C%20New%20York%2C%20NY%2010003',
    );
    // The URL decodes back to exactly what was put in.
    const params = new URL(url).searchParams;
    expect(params.get('location')).toBe(onsite.location);
    expect(params.get('dates')).toBe('20260310T170000Z/20260310T174500Z');
  });

  it('leaves out empty parameters', () => {
    const url = googleCalendarUrl({ ...onsite, location: null, interviewers: [] });
    expect(url).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=Hiring%20Manager%20Interview&dates=20260310T170000Z%2F20260310T174500Z',
    );
  });
});

describe('outlookCalendarUrl', () => {
  it('builds the outlook.live.com deeplink/compose URL with UTC ISO dates', () => {
    expect(outlookCalendarUrl(onsite)).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose' +
        '?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent' +
        '&subject=Hiring%20Manager%20Interview' +
        '&startdt=2026-03-10T17%3A00%3A00Z&enddt=2026-03-10T17%3A45%3A00Z' +
        '&body=Interviewers%0AAisha%20Okafor' +
        '&location=Acme%20Robotics%2C%20200%20Park%20Avenue%20South%2C%20Floor%209%2C%20New%20York%2C%20NY%2010003',
    );
  });

  it('targets outlook.office.com for work accounts', () => {
    const url = outlookCalendarUrl(video, {}, 'office');
    expect(url.startsWith('https://outlook.office.com/calendar/0/deeplink/compose?')).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('startdt')).toBe('2026-03-10T14:00:00Z');
    expect(params.get('enddt')).toBe('2026-03-10T14:45:00Z');
    expect(params.get('subject')).toBe(video.title);
    expect(params.get('location')).toBe(video.videoUrl);
    expect(params.get('body')).toBe(calendarDetails(video));
  });

  it('never encodes a space as +', () => {
    expect(outlookCalendarUrl(video)).not.toContain('+');
  });
});

describe('calendarDetails: an event at the office', () => {
  it("starts with the office's time when the texts give one, and only for that event", () => {
    const text = {
      officeTime: (event: ScheduledEvent) =>
        event.location === null ? null : `At the office: ${event.startTime}`,
    };
    const details = calendarDetails(onsite, text);
    expect(details.split('\n\n')[0]).toBe(`At the office: ${onsite.startTime}`);
    expect(calendarDetails(video, text)).toBe(calendarDetails(video));
    expect(googleCalendarUrl(onsite, text)).toContain(
      encodeURIComponent(`At the office: ${onsite.startTime}`),
    );
  });
});
