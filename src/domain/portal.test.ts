import { describe, expect, it } from 'vitest';
import type { PortalInterview, ScheduledEvent } from './entities';
import {
  groupPortalInterviews,
  portalActionsOf,
  portalChatSubject,
  portalGroupOf,
  portalNextStep,
  portalStatus,
  RECENT_DAYS,
  safeExternalUrl,
} from './portal';

const NY = 'America/New_York';
const MINUTE = 60_000;

function event(start: string, end: string, id = 'e1'): ScheduledEvent {
  return {
    id,
    title: 'Technical Interview',
    startTime: start,
    endTime: end,
    location: null,
    videoUrl: null,
    interviewers: [],
  };
}

function interview(overrides: Partial<PortalInterview> = {}): PortalInterview {
  return {
    id: 'int_1',
    state: 'current',
    status: 'confirmed',
    job: { id: 'job_1', name: 'Robotics Software Engineer' },
    stage: { id: 'stg_1', name: 'Technical' },
    events: [event('2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z')],
    plan: [],
    hash: 'abc',
    applicationId: null,
    feedbackGiven: false,
    ...overrides,
  };
}

const START = Date.parse('2026-03-10T14:00:00Z');
const END = Date.parse('2026-03-10T15:00:00Z');

describe('portalGroupOf', () => {
  it('is upcoming until it starts, current from its start to just before its end', () => {
    const i = interview();
    expect(portalGroupOf(i, START - 1, NY)).toBe('upcoming');
    expect(portalGroupOf(i, START, NY)).toBe('current');
    expect(portalGroupOf(i, END - 1, NY)).toBe('current');
  });

  it('an interview that ended a minute ago is recently completed', () => {
    expect(portalGroupOf(interview(), END, NY)).toBe('recentlyCompleted');
    expect(portalGroupOf(interview(), END + MINUTE, NY)).toBe('recentlyCompleted');
  });

  it('spans all its events: current in the break between two', () => {
    const i = interview({
      events: [
        event('2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z', 'a'),
        event('2026-03-10T16:00:00Z', '2026-03-10T17:00:00Z', 'b'),
      ],
    });
    expect(portalGroupOf(i, Date.parse('2026-03-10T15:30:00Z'), NY)).toBe('current');
    expect(portalGroupOf(i, Date.parse('2026-03-10T17:00:00Z'), NY)).toBe('recentlyCompleted');
  });

  it(`recently completed counts ${RECENT_DAYS} calendar days in the candidate's zone`, () => {
    // Ended Tue 10 March 11 AM in New York; 6 days later (Mon 16th) still recent, the 17th not.
    const i = interview();
    expect(portalGroupOf(i, Date.parse('2026-03-17T03:59:00Z'), NY)).toBe('recentlyCompleted');
    expect(portalGroupOf(i, Date.parse('2026-03-17T04:00:00Z'), NY)).toBe('previous');
  });

  it('the same instant is recent in one zone and previous in another', () => {
    // It ends 23:30 on the 10th in New York, already the 11th in Tokyo.
    const late = interview({ events: [event('2026-03-11T02:30:00Z', '2026-03-11T03:30:00Z')] });
    const now = Date.parse('2026-03-17T12:00:00Z'); // 8 AM the 17th in New York, 9 PM in Tokyo
    expect(portalGroupOf(late, now, NY)).toBe('previous');
    expect(portalGroupOf(late, now, 'Asia/Tokyo')).toBe('recentlyCompleted');
  });

  it('without events: to schedule, unless it is completed or canceled', () => {
    const unscheduled = interview({ events: [], status: 'pending_candidate_response' });
    expect(portalGroupOf(unscheduled, START, NY)).toBe('toSchedule');
    expect(portalGroupOf({ ...unscheduled, status: 'completed' }, START, NY)).toBe('previous');
    expect(portalGroupOf({ ...unscheduled, state: 'complete', status: 'hold' }, START, NY)).toBe(
      'previous',
    );
  });

  it('a canceled interview is previous even with events ahead', () => {
    expect(portalGroupOf(interview({ status: 'canceled' }), START - 1, NY)).toBe('previous');
  });

  it('ignores events whose times do not parse', () => {
    const broken = interview({ events: [event('soon', 'later')] });
    expect(portalGroupOf(broken, START, NY)).toBe('toSchedule');
  });
});

describe('groupPortalInterviews', () => {
  it('orders groups as a candidate reads them, and interviews within them', () => {
    const day = (d: number, id: string) => {
      const date = `2026-03-${String(d).padStart(2, '0')}`;
      return interview({ id, events: [event(`${date}T14:00:00Z`, `${date}T15:00:00Z`, id)] });
    };
    const now = Date.parse('2026-03-10T14:30:00Z');
    const groups = groupPortalInterviews(
      [
        day(12, 'later'),
        day(2, 'old'),
        interview({ id: 'todo', events: [], status: 'pending_candidate_response' }),
        day(11, 'next'),
        day(10, 'now'),
        day(9, 'yesterday'),
        day(1, 'older'),
      ],
      now,
      NY,
    );
    expect(groups.map((g) => [g.group, g.interviews.map((i) => i.id)])).toEqual([
      ['current', ['now']],
      ['upcoming', ['next', 'later']],
      ['toSchedule', ['todo']],
      ['recentlyCompleted', ['yesterday']],
      ['previous', ['old', 'older']],
    ]);
  });

  it('leaves empty groups out', () => {
    expect(groupPortalInterviews([], START, NY)).toEqual([]);
  });
});

describe('portalChatSubject', () => {
  const at = (d: number, id: string, hash: string | null = id) => {
    const date = `2026-03-${String(d).padStart(2, '0')}`;
    return interview({ id, hash, events: [event(`${date}T14:00:00Z`, `${date}T15:00:00Z`, id)] });
  };
  const now = Date.parse('2026-03-10T14:30:00Z');

  it('is what waits for the candidate first, then now, then the next one; only with a hash', () => {
    const todo = interview({ id: 'todo', events: [], status: 'pending_candidate_response' });
    const list = [at(12, 'later'), at(11, 'next'), at(10, 'now'), at(2, 'old'), todo];
    expect(portalChatSubject(list, now, NY)?.id).toBe('todo');
    expect(portalChatSubject(list.slice(0, 4), now, NY)?.id).toBe('now');
    expect(
      portalChatSubject([at(12, 'later'), at(11, 'next'), at(10, 'now', null)], now, NY)?.id,
    ).toBe('next');
  });

  it('is none when nothing ahead has a hash, or only the past has one', () => {
    expect(portalChatSubject([at(11, 'next', null), at(2, 'old')], now, NY)).toBeNull();
    expect(portalChatSubject([], now, NY)).toBeNull();
    const canceled = interview({ id: 'x', events: [], status: 'canceled' });
    expect(portalChatSubject([canceled], now, NY)).toBeNull();
  });
});

describe('portalStatus', () => {
  it('availability submitted wins, then ready to schedule, then nothing scheduled', () => {
    const submitted = interview({ status: 'pending_review', events: [] });
    const waiting = interview({ status: 'pending_candidate_response', events: [] });
    const past = interview({ status: 'completed' });
    expect(portalStatus([waiting, submitted], START, NY)).toBe('availabilitySubmitted');
    expect(portalStatus([past, waiting], END + MINUTE, NY)).toBe('readyToSchedule');
    expect(portalStatus([past], END + MINUTE, NY)).toBe('nothingScheduled');
    expect(portalStatus([], START, NY)).toBe('nothingScheduled');
    expect(portalStatus([interview()], START - 1, NY)).toBeNull();
  });

  it('an interview waiting without a link is not ready to schedule', () => {
    const unlinked = interview({ status: 'pending_candidate_response', events: [], hash: null });
    expect(portalStatus([unlinked], START, NY)).toBe('nothingScheduled');
  });
});

describe('portalActionsOf', () => {
  it('a confirmed interview ahead: reschedule and add to calendar', () => {
    expect(portalActionsOf(interview(), START - 1, NY)).toEqual(['reschedule', 'addToCalendar']);
    // Happening now: too late to reschedule, still in the calendar.
    expect(portalActionsOf(interview(), START, NY)).toEqual(['addToCalendar']);
  });

  it('waiting for the candidate: schedule now, reschedule now, resubmit availability', () => {
    const base = { events: [] };
    expect(
      portalActionsOf(interview({ ...base, status: 'pending_candidate_response' }), START, NY),
    ).toEqual(['scheduleNow']);
    expect(portalActionsOf(interview({ ...base, status: 'reschedule' }), START, NY)).toEqual([
      'rescheduleNow',
    ]);
    expect(portalActionsOf(interview({ ...base, status: 'pending_review' }), START, NY)).toEqual([
      'resubmitAvailability',
    ]);
    // Without a link, nothing opens the candidate flow.
    expect(
      portalActionsOf(
        interview({ ...base, status: 'pending_candidate_response', hash: null }),
        START,
        NY,
      ),
    ).toEqual([]);
  });

  it('over: give feedback once, never for a canceled one', () => {
    const done = interview({ status: 'completed' });
    expect(portalActionsOf(done, END, NY)).toEqual(['giveFeedback']);
    expect(portalActionsOf({ ...done, feedbackGiven: true }, END, NY)).toEqual([]);
    expect(portalActionsOf({ ...done, status: 'canceled' }, END, NY)).toEqual([]);
  });
});

describe('portalNextStep', () => {
  it('with "ready to schedule": the first waiting interview of the list and its action', () => {
    const toSchedule = interview({ id: 'wait', status: 'pending_candidate_response', events: [] });
    const moving = interview({ id: 'move', status: 'reschedule' });
    // The upcoming one is listed before the one without a time: it comes first.
    expect(portalNextStep([toSchedule, moving], START - 1, NY)).toEqual({
      interview: moving,
      action: 'rescheduleNow',
    });
    expect(portalNextStep([toSchedule], START, NY)).toEqual({
      interview: toSchedule,
      action: 'scheduleNow',
    });
  });

  it('none with another status or without a link', () => {
    const waiting = interview({ status: 'pending_candidate_response', events: [] });
    const submitted = interview({ id: 'sub', status: 'pending_review', events: [] });
    // Availability submitted is the status line: it offers no step.
    expect(portalNextStep([waiting, submitted], START, NY)).toBeNull();
    expect(portalNextStep([{ ...waiting, hash: null }], START, NY)).toBeNull();
    expect(portalNextStep([interview()], START - 1, NY)).toBeNull();
    expect(portalNextStep([], START, NY)).toBeNull();
  });
});

describe('safeExternalUrl', () => {
  it('keeps web links and drops everything else', () => {
    expect(safeExternalUrl('https://acme-robotics.com/careers')).toBe(
      'https://acme-robotics.com/careers',
    );
    expect(safeExternalUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/relative',
      'not a url',
      '',
    ]) {
      expect(safeExternalUrl(bad), bad).toBeNull();
    }
  });
});
