import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import type { SchedulingLinkState } from './model';
import { INITIAL_STATE, type SchedulingLinkEvent, schedulingLinkReducer } from './state';

const time = { startTime: '2026-03-03T15:00:00Z', endTime: '2026-03-03T15:30:00Z' };
const START = Date.parse(time.startTime);

const run = (events: SchedulingLinkEvent[], from: SchedulingLinkState = INITIAL_STATE) =>
  events.reduce(schedulingLinkReducer, from);

describe('scheduling link reducer', () => {
  it('starts at the times; a time, Next, then the details and the booking', () => {
    expect(INITIAL_STATE.step).toBe('time');
    const details = run([{ type: 'choose', start: START }, { type: 'next' }]);
    expect(details).toMatchObject({ step: 'details', chosen: START });
    const done = run([{ type: 'send' }, { type: 'sent', time }], details);
    expect(done).toMatchObject({ step: 'confirmed', booked: time });
    // Once booked, nothing else changes it.
    expect(run([{ type: 'changeTime' }, { type: 'choose', start: 1 }], done)).toBe(done);
  });

  it('Next does nothing until a time is chosen', () => {
    expect(run([{ type: 'next' }])).toBe(INITIAL_STATE);
  });

  it('a day, a month and a zone are what the calendar shows; a zone change shows the days again', () => {
    const s = run([{ type: 'dayShown', day: '2026-03-05' }]);
    expect(s).toMatchObject({ day: '2026-03-05', month: '2026-03' });
    const april = schedulingLinkReducer(s, { type: 'monthShown', month: '2026-04' });
    expect(april).toMatchObject({ day: null, month: '2026-04' });
    const tokyo = run(
      [
        { type: 'choose', start: START },
        { type: 'zoneChosen', zone: 'Asia/Tokyo' },
      ],
      april,
    );
    expect(tokyo).toMatchObject({ timeZone: 'Asia/Tokyo', day: null, month: null, chosen: START });
  });

  it('Change time goes back to the times with the choice kept', () => {
    const s = run([{ type: 'choose', start: START }, { type: 'next' }, { type: 'changeTime' }]);
    expect(s).toMatchObject({ step: 'time', chosen: START });
  });

  it('a failure stays at the details with the choice; a taken time goes back to the times, dropped', () => {
    const sending = run([{ type: 'choose', start: START }, { type: 'next' }, { type: 'send' }]);
    const notice = ERROR_MESSAGES.general;
    const failed = schedulingLinkReducer(sending, {
      type: 'sendFailed',
      error: { kind: 'failed', code: '49999', notice },
    });
    expect(failed).toMatchObject({ step: 'details', chosen: START, taken: [] });
    expect(failed.error).toEqual({ kind: 'failed', code: '49999', notice });
    expect(schedulingLinkReducer(failed, { type: 'send' }).error).toBeNull();
    const taken = schedulingLinkReducer(sending, { type: 'sendFailed', error: { kind: 'taken' } });
    expect(taken).toMatchObject({ step: 'time', chosen: null, taken: [START] });
    expect(taken.error).toEqual({ kind: 'taken' });
    // Choosing another time clears the message.
    expect(schedulingLinkReducer(taken, { type: 'choose', start: START + 1 }).error).toBeNull();
  });
});
