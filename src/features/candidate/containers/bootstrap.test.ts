import { describe, expect, it } from 'vitest';
import { buildMeetIntro } from '../../../../fixtures';
import { ApiError } from '../../../api/errors';
import { INTERVIEW_STATUSES, type MeetIntro } from '../../../domain/entities';
import { flowReducer, initialFlowState, screenOf } from '../state';
import { introductionView, showsIntroduction } from './bootstrap';
import { CONNECTION_NOTICES } from '../../../domain/connection-notices';
import { journeyInitialState } from './journey-start';

const AT = Date.parse('2026-03-02T09:00:00Z');
const BROWSER = 'Europe/Berlin';
const init = { hash: 'h', browserTimeZone: BROWSER };

/** The reducer's state once the intro has answered. */
function afterIntro(intro: MeetIntro) {
  return flowReducer(initialFlowState(init), { type: 'introLoaded', intro, at: AT });
}

/** The zone the reducer shows times in after this intro. */
function reducerZone(intro: MeetIntro): string {
  const state = afterIntro(intro);
  if (!('session' in state)) throw new Error(state.stage);
  return state.session.timeZone;
}

const introCases = INTERVIEW_STATUSES.flatMap((status) =>
  ([null, 'sick', 'other'] as const).map((reasonCode) => ({
    status,
    reasonCode,
    intro: buildMeetIntro({ interview: { status, reasonCode } }),
  })),
);

describe('showsIntroduction (the first paint decides as the reducer does)', () => {
  it.each(introCases)('$status, reason code $reasonCode', ({ intro }) => {
    expect(showsIntroduction(intro)).toBe(screenOf(afterIntro(intro)) === 'intro');
  });

  it('shows the Introduction for a pending invitation and not for a confirmed one', () => {
    const pending = buildMeetIntro({ interview: { status: 'pending_candidate_response' } });
    const confirmed = buildMeetIntro({ interview: { status: 'confirmed', reasonCode: null } });
    expect(showsIntroduction(pending)).toBe(true);
    expect(showsIntroduction(confirmed)).toBe(false);
  });
});

describe('introductionView', () => {
  it.each([
    { isOnsite: false, timeZone: 'America/New_York', office: false },
    { isOnsite: true, timeZone: 'America/Los_Angeles', office: true },
    { isOnsite: true, timeZone: 'Not/AZone', office: false },
    { isOnsite: true, timeZone: null, office: false },
    { isOnsite: true, timeZone: '  ', office: false },
  ])(
    'uses the zone the reducer uses; the office zone only on site with a zone of its own (on-site $isOnsite, $timeZone)',
    ({ office, ...settings }) => {
      const intro = buildMeetIntro({ interview: { settings } });
      const zone = reducerZone(intro);
      const view = introductionView(intro, BROWSER);
      expect(view.timeZone).toBe(zone);
      // Spec 5: an on-site interview with no usable zone is in the local zone, with the picker
      // (no onsiteTimeZone), not called "the office's time zone".
      expect(view.onsiteTimeZone).toBe(office ? zone : null);
      if (!office) expect(view.timeZone).toBe(BROWSER);
    },
  );

  it('takes the first background image, or none', () => {
    const intro = buildMeetIntro({});
    expect(introductionView(intro, BROWSER).backgroundUrl).toBe(intro.meetBackgroundUrlList[0]);
    const bare = { ...intro, meetBackgroundUrlList: [] };
    expect(introductionView(bare, BROWSER).backgroundUrl).toBeNull();
  });
});

describe('journeyInitialState (the journey continues the first paint)', () => {
  const pending = buildMeetIntro({ interview: { status: 'pending_candidate_response' } });

  it('starts like the reducer when nothing has happened yet', () => {
    expect(
      journeyInitialState({ ...init, firstIntro: { state: 'pending' }, startedAt: null }),
    ).toEqual(initialFlowState(init));
  });

  it('applies an intro that already answered: the same state as introLoaded', () => {
    const state = journeyInitialState({
      ...init,
      firstIntro: { state: 'loaded', intro: pending, at: AT },
      startedAt: null,
    });
    expect(state).toEqual(afterIntro(pending));
    expect(screenOf(state)).toBe('intro');
    expect(state).toMatchObject({ session: { search: { phase: 'starting', generation: 1 } } });
  });

  it('applies a click on Get started after the intro', () => {
    const started = AT + 5_000;
    const state = journeyInitialState({
      ...init,
      firstIntro: { state: 'loaded', intro: pending, at: AT },
      startedAt: started,
    });
    expect(state).toEqual(flowReducer(afterIntro(pending), { type: 'getStarted', at: started }));
    expect(state.stage).toBe('picking');
  });

  it('applies a failed intro: the expired screen for an expired link', () => {
    const error = new ApiError({
      message: 'expired',
      gtErrorName: 'EXPIRED_INTERVIEW',
      httpStatus: 400,
    });
    const state = journeyInitialState({
      ...init,
      firstIntro: { state: 'failed', error, online: true },
      startedAt: null,
    });
    expect(screenOf(state)).toBe('linkProblem');
    expect(state).toMatchObject({ stage: 'linkProblem', problem: 'expired' });
  });

  it('keeps loading with "Try again" for a failure worth retrying', () => {
    const state = journeyInitialState({
      ...init,
      firstIntro: { state: 'failed', error: new TypeError('reset'), online: true },
      startedAt: null,
    });
    expect(screenOf(state)).toBe('loading');
    expect(state).toMatchObject({
      stage: 'bootstrapping',
      introError: { key: 'general:errors.general' },
    });
  });

  it('an intro that failed while the device was offline says so, with "Try again"', () => {
    const state = journeyInitialState({
      ...init,
      firstIntro: { state: 'failed', error: new TypeError('Failed to fetch'), online: false },
      startedAt: null,
    });
    expect(state).toMatchObject({ stage: 'bootstrapping', introError: CONNECTION_NOTICES.offline });
  });
});
