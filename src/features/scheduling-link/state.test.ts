import { describe, expect, it } from 'vitest';
import type { SchedulingLinkIntro } from '../../domain/entities';
import { ERROR_MESSAGES } from '../../domain/errors';
import type { ContactFormValues } from '../forms';
import type { SchedulingLinkState } from './model';
import { INITIAL_STATE, type SchedulingLinkEvent, schedulingLinkReducer } from './state';

const intro = { id: 'l1', title: 'Intro call', times: [] } as unknown as SchedulingLinkIntro;
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

function ready(state: SchedulingLinkState) {
  if (state.kind !== 'ready') throw new Error(`expected ready, got ${state.kind}`);
  return state;
}

describe('scheduling link reducer', () => {
  it('loads, then details, a time, the booking', () => {
    const s = run([
      { type: 'loaded', intro },
      { type: 'detailsGiven', contact },
      { type: 'choose', start: START },
      { type: 'send' },
    ]);
    expect(ready(s)).toMatchObject({ step: 'time', contact, chosen: START, sending: true });
    // A second press while it is sent changes nothing.
    expect(schedulingLinkReducer(s, { type: 'send' })).toBe(s);
    expect(schedulingLinkReducer(s, { type: 'choose', start: 1 })).toBe(s);
    const done = schedulingLinkReducer(s, { type: 'sent', time });
    expect(ready(done)).toMatchObject({ step: 'confirmed', booked: time, sending: false });
  });

  it('Schedule with nothing chosen says so and sends nothing', () => {
    const s = run([{ type: 'loaded', intro }, { type: 'detailsGiven', contact }, { type: 'send' }]);
    expect(ready(s)).toMatchObject({ missingChoice: true, sending: false });
    expect(ready(schedulingLinkReducer(s, { type: 'choose', start: START })).missingChoice).toBe(
      false,
    );
  });

  it('a failure keeps the details and the choice; a taken time is dropped and unchosen', () => {
    const sending = run([
      { type: 'loaded', intro },
      { type: 'detailsGiven', contact },
      { type: 'choose', start: START },
      { type: 'send' },
    ]);
    const notice = ERROR_MESSAGES.general;
    const failed = schedulingLinkReducer(sending, {
      type: 'sendFailed',
      error: { kind: 'failed', code: '49999', notice },
    });
    expect(ready(failed)).toMatchObject({ contact, chosen: START, sending: false, taken: [] });
    const taken = schedulingLinkReducer(sending, { type: 'sendFailed', error: { kind: 'taken' } });
    expect(ready(taken)).toMatchObject({ contact, chosen: null, taken: [START] });
  });

  it('going back to the details keeps them; not while sending', () => {
    const s = run([
      { type: 'loaded', intro },
      { type: 'detailsGiven', contact },
      { type: 'changeDetails' },
    ]);
    expect(ready(s)).toMatchObject({ step: 'details', contact });
    const sending = run(
      [{ type: 'detailsGiven', contact }, { type: 'choose', start: START }, { type: 'send' }],
      s,
    );
    expect(schedulingLinkReducer(sending, { type: 'changeDetails' })).toBe(sending);
  });

  it('an unknown link is its problem screen; another failure waits for Try again', () => {
    expect(run([{ type: 'loadFailed', error: null, problem: 'invalid' }])).toEqual({
      kind: 'linkProblem',
      problem: 'invalid',
    });
    const failed = run([{ type: 'loadFailed', error: ERROR_MESSAGES.general, problem: null }]);
    expect(failed).toEqual({ kind: 'loading', attempt: 0, error: ERROR_MESSAGES.general });
    expect(schedulingLinkReducer(failed, { type: 'retry' })).toEqual({
      kind: 'loading',
      attempt: 1,
      error: null,
    });
  });
});
