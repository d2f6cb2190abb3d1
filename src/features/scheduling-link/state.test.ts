import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import type { ContactFormValues } from '../forms';
import type { SchedulingLinkState } from './model';
import { INITIAL_STATE, type SchedulingLinkEvent, schedulingLinkReducer } from './state';

const contact: ContactFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  email: 'ada@example.test',
  linkedInUrl: '',
};
const time = { startTime: '2026-03-03T15:00:00Z', endTime: '2026-03-03T15:30:00Z' };
const START = Date.parse(time.startTime);

const run = (events: SchedulingLinkEvent[], from: SchedulingLinkState = INITIAL_STATE) =>
  events.reduce(schedulingLinkReducer, from);

describe('scheduling link reducer', () => {
  it('details, a time, the booking', () => {
    const s = run([
      { type: 'detailsGiven', contact },
      { type: 'choose', start: START },
      { type: 'send' },
    ]);
    expect(s).toMatchObject({ step: 'time', contact, chosen: START, missingChoice: false });
    const done = schedulingLinkReducer(s, { type: 'sent', time });
    expect(done).toMatchObject({ step: 'confirmed', booked: time });
    // Once booked, nothing else changes it.
    expect(schedulingLinkReducer(done, { type: 'choose', start: 1 })).toBe(done);
    expect(schedulingLinkReducer(done, { type: 'changeDetails' })).toBe(done);
  });

  it('Schedule with nothing chosen says so', () => {
    const s = run([{ type: 'detailsGiven', contact }, { type: 'send' }]);
    expect(s).toMatchObject({ missingChoice: true });
    expect(schedulingLinkReducer(s, { type: 'choose', start: START }).missingChoice).toBe(false);
  });

  it('a failure keeps the details and the choice; a taken time is dropped and unchosen', () => {
    const sending = run([
      { type: 'detailsGiven', contact },
      { type: 'choose', start: START },
      { type: 'send' },
    ]);
    const notice = ERROR_MESSAGES.general;
    const failed = schedulingLinkReducer(sending, {
      type: 'sendFailed',
      error: { kind: 'failed', code: '49999', notice },
    });
    expect(failed).toMatchObject({ contact, chosen: START, taken: [] });
    expect(failed.error).toEqual({ kind: 'failed', code: '49999', notice });
    expect(schedulingLinkReducer(failed, { type: 'send' }).error).toBeNull();
    const taken = schedulingLinkReducer(sending, { type: 'sendFailed', error: { kind: 'taken' } });
    expect(taken).toMatchObject({ contact, chosen: null, taken: [START] });
  });

  it('going back to the details keeps them and the choice; a refused detail goes back too', () => {
    const s = run([{ type: 'detailsGiven', contact }, { type: 'changeDetails' }]);
    expect(s).toMatchObject({ step: 'details', contact });
    const refused = run(
      [{ type: 'detailsGiven', contact }, { type: 'choose', start: START }, { type: 'send' }],
      s,
    );
    expect(schedulingLinkReducer(refused, { type: 'detailsRefused' })).toMatchObject({
      step: 'details',
      contact,
      chosen: START,
    });
  });
});
