import { describe, expect, it } from 'vitest';
import {
  createTrackingState,
  recordedActions,
  recordResults,
  toTrackingPayload,
  trackEvent,
  trackingStateAt,
  withTrackingContext,
} from './tracking';

/** A fake clock: each call returns the next value of the sequence. */
function fakeClock(...ticks: number[]) {
  let i = 0;
  return () => {
    const t = ticks[i];
    if (t === undefined) throw new Error('fake clock exhausted');
    i += 1;
    return t;
  };
}

const T0 = 1_900_000_000_000;
const fresh = () => createTrackingState({ hash: 'h1', org: 'org-1' });

describe('tracking state', () => {
  it('starts with no action, no durations and no end, and counts from zero', () => {
    const state = fresh();
    expect(state.currentAction).toBeNull();
    expect(state.endState).toBeNull();
    expect(Object.keys(state.epoch)).toEqual([]);
    expect(state).toMatchObject({ hash: 'h1', org: 'org-1', allResultsCount: 0 });
    // The first event is measured from nothing: no previous action, a duration of 0.
    const first = trackEvent(state, { type: 'startSearch' }, T0);
    expect(first).toMatchObject({ previousAction: null, currentActionDuration: 0 });
  });

  it('takes correlationId and sessionId from the search metadata', () => {
    expect(withTrackingContext(fresh(), { correlationId: 'c', sessionId: 's' })).toMatchObject({
      correlationId: 'c',
      sessionId: 's',
      org: 'org-1',
    });
  });
});

describe('trackEvent: epoch per action, current and previous action', () => {
  it('records the epoch, current and previous action, and currentActionDuration = now − epoch[currentAction]', () => {
    const now = fakeClock(T0, T0 + 400, T0 + 1000);
    let s = trackEvent(fresh(), { type: 'startSearch' }, now());
    expect(s).toMatchObject({
      currentAction: 'startSearch',
      previousAction: null,
      currentActionDuration: 0,
    });
    s = trackEvent(s, { type: 'clickIntroButton' }, now());
    expect(s).toMatchObject({
      currentAction: 'clickIntroButton',
      previousAction: 'startSearch',
      epoch: { startSearch: T0, clickIntroButton: T0 + 400 },
      currentActionDuration: 0,
    });
  });

  it('counts each action once: a repeated event only refreshes the durations', () => {
    const now = fakeClock(T0, T0 + 100, T0 + 300);
    let s = trackEvent(fresh(), { type: 'startSearch' }, now());
    s = trackEvent(s, { type: 'clickIntroButton' }, now());
    s = trackEvent(s, { type: 'startSearch' }, now());
    expect(s.epoch.startSearch).toBe(T0);
    expect(s.currentAction).toBe('clickIntroButton');
    expect(s.previousAction).toBe('startSearch');
    expect(s.currentActionDuration).toBe(200);
  });

  it('does not mutate the given state', () => {
    const s = fresh();
    trackEvent(s, { type: 'startSearch' }, T0);
    expect(s).toEqual(fresh());
  });
});

describe('derived durations', () => {
  it('searchToFirstResult = firstSolution − startSearch; searchToFirstValidResult = firstValidSolution − startSearch', () => {
    const now = fakeClock(T0, T0 + 1200, T0 + 3500);
    let s = trackEvent(fresh(), { type: 'startSearch' }, now());
    expect(s.searchToFirstResult).toBeNull();
    s = recordResults(s, { all: 3, valid: 0 }, now());
    expect(s).toMatchObject({
      searchToFirstResult: 1200,
      searchToFirstValidResult: null,
      currentAction: 'firstSolution',
    });
    s = recordResults(s, { all: 7, valid: 2 }, now());
    expect(s).toMatchObject({
      searchToFirstResult: 1200,
      searchToFirstValidResult: 3500,
      allResultsCount: 7,
      validResultsCount: 2,
      currentAction: 'firstValidSolution',
      previousAction: 'firstSolution',
    });
  });

  it('only the first firstSolution / firstValidSolution counts', () => {
    const now = fakeClock(T0, T0 + 100, T0 + 200, T0 + 900, T0 + 950);
    let s = trackEvent(fresh(), { type: 'startSearch' }, now());
    s = trackEvent(s, { type: 'firstSolution' }, now());
    s = trackEvent(s, { type: 'firstValidSolution' }, now());
    s = trackEvent(s, { type: 'firstSolution' }, now());
    s = recordResults(s, { all: 9, valid: 9 }, now());
    expect(s.epoch).toEqual({
      startSearch: T0,
      firstSolution: T0 + 100,
      firstValidSolution: T0 + 200,
    });
    expect(s.searchToFirstResult).toBe(100);
    expect(s.searchToFirstValidResult).toBe(200);
  });

  it('the first results message records firstSolution even when it holds no valid result', () => {
    let s = trackEvent(fresh(), { type: 'startSearch' }, T0);
    s = recordResults(s, { all: 0, valid: 0 }, T0 + 50);
    expect(s.epoch.firstSolution).toBe(T0 + 50);
    expect(s.epoch.firstValidSolution).toBeUndefined();
  });

  it('perceived: the candidate clicked before any valid result and waited for the first one', () => {
    const now = fakeClock(T0, T0 + 500, T0 + 800, T0 + 2300);
    let s = trackEvent(fresh(), { type: 'startSearch' }, now());
    s = recordResults(s, { all: 4, valid: 0 }, now());
    s = trackEvent(s, { type: 'clickIntroButton' }, now());
    expect(s).toMatchObject({ perceivedInitialResultCount: 0, perceivedTimeToFirstResult: null });
    s = recordResults(s, { all: 6, valid: 1 }, now());
    expect(s.perceivedTimeToFirstResult).toBe(1500);
    expect(s.perceivedInitialResultCount).toBe(0);
  });

  it('perceived: valid results already there at the click means a wait of 0 and their count', () => {
    const now = fakeClock(T0, T0 + 500, T0 + 4000, T0 + 4100);
    let s = trackEvent(fresh(), { type: 'startSearch' }, now());
    s = recordResults(s, { all: 5, valid: 3 }, now());
    s = trackEvent(s, { type: 'clickIntroButton' }, now());
    expect(s).toMatchObject({ perceivedTimeToFirstResult: 0, perceivedInitialResultCount: 3 });
    s = recordResults(s, { all: 12, valid: 8 }, now());
    expect(s).toMatchObject({
      perceivedTimeToFirstResult: 0,
      perceivedInitialResultCount: 3,
      validResultsCount: 8,
    });
  });

  it('result counts are clamped to whole numbers ≥ 0', () => {
    const s = recordResults(fresh(), { all: -2, valid: 2.7 }, T0);
    expect(s).toMatchObject({ allResultsCount: 0, validResultsCount: 2 });
  });
});

describe('endState', () => {
  it('noResults sets the end state', () => {
    let s = trackEvent(fresh(), { type: 'startSearch' }, T0);
    s = trackEvent(s, { type: 'noResults' }, T0 + 10);
    expect(s.endState).toBe('noResults');
  });

  it('socketDisconnected sets the end state and the close reason', () => {
    const s = trackEvent(fresh(), { type: 'socketDisconnected', reason: 'going away' }, T0);
    expect(s).toMatchObject({ endState: 'socketDisconnected', socketCloseReason: 'going away' });
    expect(trackEvent(fresh(), { type: 'socketDisconnected' }, T0).socketCloseReason).toBeNull();
  });

  it('a socket closing after no results keeps noResults but records the close reason', () => {
    let s = trackEvent(fresh(), { type: 'noResults' }, T0);
    s = trackEvent(s, { type: 'socketDisconnected', reason: 'done' }, T0 + 1);
    expect(s).toMatchObject({ endState: 'noResults', socketCloseReason: 'done' });
  });

  it('submitted wins over every other end; abandoned after submitting keeps submitted', () => {
    let s = trackEvent(fresh(), { type: 'socketDisconnected' }, T0);
    s = trackEvent(s, { type: 'submitted' }, T0 + 1);
    s = trackEvent(s, { type: 'abandoned' }, T0 + 2);
    expect(s.endState).toBe('submitted');
  });

  it('abandoned replaces a socket drop but not noResults', () => {
    const dropped = trackEvent(fresh(), { type: 'socketDisconnected' }, T0);
    expect(trackEvent(dropped, { type: 'abandoned' }, T0 + 1).endState).toBe('abandoned');
    const none = trackEvent(fresh(), { type: 'noResults' }, T0);
    expect(trackEvent(none, { type: 'abandoned' }, T0 + 1).endState).toBe('noResults');
  });
});

describe('toTrackingPayload: tracking state and hash, token when present', () => {
  const s = trackEvent(fresh(), { type: 'startSearch' }, T0);

  it('carries every state field and the given hash', () => {
    const p = toTrackingPayload(s, { hash: 'h2' });
    expect(p).toEqual({ ...s, hash: 'h2' });
    expect('token' in p).toBe(false);
  });

  it('adds the token only when it is a non-empty string', () => {
    expect(toTrackingPayload(s, { hash: 'h1', token: 'tok' }).token).toBe('tok');
    expect('token' in toTrackingPayload(s, { hash: 'h1', token: '' })).toBe(false);
    expect('token' in toTrackingPayload(s, { hash: 'h1', token: null })).toBe(false);
  });

  it('does not alias the epoch map of the state', () => {
    const p = toTrackingPayload(s, { hash: 'h1' });
    expect(p.epoch).not.toBe(s.epoch);
    expect(p.epoch).toEqual(s.epoch);
  });
});

describe('recordedActions and trackingStateAt: one post per action', () => {
  it('lists the actions oldest first, same-millisecond ones in the order a session records them', () => {
    let s = trackEvent(fresh(), { type: 'startSearch' }, T0);
    expect(recordedActions(s)).toEqual(['startSearch']);
    // The candidate clicks before the first result; one message then has a valid result.
    s = trackEvent(s, { type: 'clickIntroButton' }, T0 + 100);
    s = recordResults(s, { all: 8, valid: 3 }, T0 + 400);
    expect(recordedActions(s)).toEqual([
      'startSearch',
      'clickIntroButton',
      'firstSolution',
      'firstValidSolution',
    ]);
    expect(recordedActions(fresh())).toEqual([]);
  });

  it('gives the state of then for an action recorded together with a later one', () => {
    let s = trackEvent(fresh(), { type: 'startSearch' }, T0);
    s = withTrackingContext(s, { correlationId: 'c', sessionId: 's' });
    s = recordResults(s, { all: 8, valid: 3 }, T0 + 400);
    expect(s.currentAction).toBe('firstValidSolution');
    const first = trackingStateAt(s, 'firstSolution');
    expect(first).toEqual({
      ...s,
      currentAction: 'firstSolution',
      previousAction: 'startSearch',
      epoch: { startSearch: T0, firstSolution: T0 + 400 },
      currentActionDuration: 0,
      searchToFirstResult: 400,
      searchToFirstValidResult: null,
      perceivedTimeToFirstResult: null,
    });
    expect(trackingStateAt(s, 'firstValidSolution')).toBe(s);
    expect(trackingStateAt(s, 'submitted')).toBe(s);
    // An earlier action: only what was known then.
    const start = trackingStateAt(s, 'startSearch');
    expect(start).toMatchObject({
      currentAction: 'startSearch',
      previousAction: null,
      epoch: { startSearch: T0 },
      searchToFirstResult: null,
    });
  });

  it('end state, close reason and the initial count of then, not of later', () => {
    let s = trackEvent(fresh(), { type: 'startSearch' }, T0);
    s = trackEvent(s, { type: 'socketDisconnected', reason: 'gone' }, T0 + 10);
    s = trackEvent(s, { type: 'abandoned' }, T0 + 20);
    expect(trackingStateAt(s, 'socketDisconnected')).toMatchObject({
      endState: 'socketDisconnected',
      socketCloseReason: 'gone',
    });
    expect(trackingStateAt(s, 'startSearch')).toMatchObject({
      endState: null,
      socketCloseReason: null,
      perceivedInitialResultCount: null,
    });
  });
});
