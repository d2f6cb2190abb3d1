import { describe, expect, it } from 'vitest';
import {
  buildResultOption,
  buildSearchMetadata,
  generateOptions,
  getScenario,
  isReplyOk,
  SOLUTIONS,
} from '../../../fixtures';
import type { InterviewStatus, MeetIntro, RescheduleReasonCode } from '../../domain/entities';
import { INTERVIEW_STATUSES } from '../../domain/entities';
import { ERROR_MESSAGES, SUBMIT_REFUSED_MESSAGES } from '../../domain/errors';
import {
  dayGroupKey,
  findByHash,
  findByRange,
  resultGroupKey,
  resultTimeBucket,
  singleDayKeys,
  validCount,
  type ResultIndex,
} from '../../domain/results';
import { TIME_BUCKETS } from '../../domain/time-buckets';
import { bucketViews, validSlotsOf as validSlotsOfGroup } from './screens/pick-days/derive';
import { slotKey, slotOfOption } from '../../domain/selection';
import {
  type FlowEvent,
  type FlowState,
  flowReducer,
  initialFlowState,
  loadingError,
  heldRows,
  screenOf,
  searchProgressOf,
  type PickingState,
  type Session,
} from './state';
import { VISIBLE_PER_BUCKET } from './model';

const T0 = Date.parse('2026-03-02T09:00:00Z');
const general = ERROR_MESSAGES.general;

function introOf(id: string): MeetIntro {
  const reply = getScenario(id).intro;
  if (!isReplyOk(reply)) throw new Error(`${id} has no intro`);
  return reply.result;
}

function withStatus(
  intro: MeetIntro,
  status: InterviewStatus,
  reasonCode: RescheduleReasonCode | null = null,
): MeetIntro {
  return { ...intro, interview: { ...intro.interview, status, reasonCode } };
}

const run = (state: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, state);

const open = (browserTimeZone = 'America/New_York') =>
  initialFlowState({ hash: 'h-1', browserTimeZone });

/** The session of a state that must have one (fails the test otherwise). */
function sessionOf(state: FlowState): Session {
  if (!('session' in state)) throw new Error(`no session on ${state.stage}`);
  return state.session;
}

/** A state that must be pick days. */
function pickingOf(state: FlowState): PickingState {
  if (state.stage !== 'picking') throw new Error(`expected picking, got ${state.stage}`);
  return state;
}

const options = generateOptions({
  seed: 7,
  count: 60,
  start: '2026-03-04',
  days: 6,
  timeZone: 'America/New_York',
});
const valid = buildResultOption({ hash: 'valid-1', solution: SOLUTIONS.usable() });
const invalid = buildResultOption({
  hash: 'invalid-1',
  startTime: '2026-03-06T15:00:00Z',
  events: [{ startTime: '2026-03-06T15:00:00Z', endTime: '2026-03-06T16:00:00Z', attendees: [] }],
  solution: SOLUTIONS.infeasible(),
});

/** A pending candidate on pick days with results streaming. */
function picking(): FlowState {
  return run(
    open(),
    { type: 'introLoaded', intro: introOf('pending'), at: T0 + 100 },
    { type: 'searchReady', metadata: buildSearchMetadata(), at: T0 + 200 },
    { type: 'resultsBatch', results: options.slice(0, 30), at: T0 + 300 },
    { type: 'getStarted', at: T0 + 400 },
  );
}

describe('opening a link', () => {
  it('a candidate link starts on the loading screen, asks for the intro once, and has no session', () => {
    const s = open();
    expect(screenOf(s)).toBe('loading');
    expect(s.introRequest).toBe(1);
    expect('session' in s).toBe(false);
    // Events of later screens change nothing before the intro is there.
    for (const event of [
      { type: 'getStarted', at: T0 },
      { type: 'resultsBatch', results: [valid], at: T0 },
      { type: 'retrySearch', at: T0 },
      { type: 'requestReschedule' },
    ] satisfies FlowEvent[]) {
      expect(flowReducer(s, event)).toBe(s);
    }
  });
});

const BOOTSTRAP_BY_STATUS = [
  ['pending_candidate_response', 'intro', true],
  ['reschedule', 'intro', true],
  ['pending_review', 'availabilitySent', true],
  ['confirmed', 'confirmed', false],
  ['completed', 'confirmed', false],
  ['canceled', 'linkProblem', false],
  ['pending', 'availabilitySent', false],
  ['queued', 'availabilitySent', false],
  ['hold', 'availabilitySent', false],
  ['pending_contact_response', 'availabilitySent', false],
  ['conflict', 'availabilitySent', false],
] as const;

describe('bootstrap by status (spec section 4)', () => {
  it.each(BOOTSTRAP_BY_STATUS)('%s → %s screen, search started: %s', (status, screen, searches) => {
    const s = flowReducer(open(), {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), status),
      at: T0,
    });
    expect(screenOf(s)).toBe(screen);
    const search = 'session' in s ? s.session.search : null;
    expect(search).toEqual(
      screen === 'linkProblem'
        ? null
        : { phase: searches ? 'starting' : 'idle', generation: Number(searches) },
    );
    expect(s.tracking.currentAction).toBe(searches ? 'startSearch' : null);
  });

  it('has a row above for every interview status, so none is left to chance', () => {
    expect(BOOTSTRAP_BY_STATUS.map(([status]) => status).sort()).toEqual(
      [...INTERVIEW_STATUSES].sort(),
    );
  });

  it('a canceled interview shows the canceled-interview message, not the expired one', () => {
    const s = flowReducer(open(), {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'canceled'),
      at: T0,
    });
    expect(s).toMatchObject({ stage: 'linkProblem', problem: 'canceled' });
  });

  it('becoming reschedule is for a refreshed intro: a confirmed interview with a stored reason code shows its itinerary on first load (spec 4)', () => {
    const intro = withStatus(introOf('confirmed'), 'confirmed', 'work_emergency');
    const s = flowReducer(open(), { type: 'introLoaded', intro, at: T0 });
    expect(sessionOf(s).status).toBe('confirmed');
    expect(screenOf(s)).toBe('confirmed');
    expect(sessionOf(s).search.generation).toBe(0);
  });

  it('a refreshed intro with a reason code becomes "reschedule" (spec 4)', () => {
    const first = flowReducer(open(), {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'pending_candidate_response'),
      at: T0,
    });
    const refreshed = flowReducer(first, {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'confirmed', 'sick'),
      at: T0,
    });
    expect(sessionOf(refreshed).status).toBe('reschedule');
    const reviewed = flowReducer(first, {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'pending_review', 'sick'),
      at: T0,
    });
    expect(sessionOf(reviewed).status).toBe('pending_review');
  });

  it('coming back to Availability sent asks for the intro again; a confirmed interview then shows its itinerary', () => {
    const sent = flowReducer(open(), {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'pending'),
      at: T0,
    });
    const back = flowReducer(sent, { type: 'pageShown' });
    expect(back.introRequest).toBe(sent.introRequest + 1);
    const scheduled = flowReducer(back, {
      type: 'introLoaded',
      intro: withStatus(introOf('confirmed'), 'confirmed'),
      at: T0 + 60_000,
    });
    expect(screenOf(scheduled)).toBe('confirmed');
    const still = flowReducer(back, {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'queued'),
      at: T0 + 60_000,
    });
    expect(screenOf(still)).toBe('availabilitySent');
    expect(sessionOf(still).status).toBe('queued');
    // Elsewhere coming back asks for nothing; a failed refresh changes nothing.
    const intro = flowReducer(open(), { type: 'introLoaded', intro: introOf('pending'), at: T0 });
    expect(flowReducer(intro, { type: 'pageShown' })).toBe(intro);
    expect(flowReducer(back, { type: 'introFailed', problem: null, error: general })).toBe(back);
  });

  it('shows an on-site interview in its own zone, others in the browser zone (spec 5)', () => {
    const onsite = flowReducer(open('Europe/Berlin'), {
      type: 'introLoaded',
      intro: introOf('onsite-timezone'),
      at: T0,
    });
    expect(sessionOf(onsite).timeZone).toBe('America/Los_Angeles');
    expect(sessionOf(onsite).results.timeZone).toBe('America/Los_Angeles');
    const remote = flowReducer(open('Europe/Berlin'), {
      type: 'introLoaded',
      intro: introOf('pending'),
      at: T0,
    });
    expect(sessionOf(remote).timeZone).toBe('Europe/Berlin');
  });

  it('records the organization for tracking', () => {
    const intro = introOf('pending');
    const s = flowReducer(open(), { type: 'introLoaded', intro, at: T0 });
    expect(s.tracking.org).toBe(intro.organization.id);
  });
});

describe('intro failures', () => {
  it('an expired or invalid link shows its message', () => {
    for (const problem of ['expired', 'invalid'] as const) {
      const s = flowReducer(open(), {
        type: 'introFailed',
        problem,
        error: ERROR_MESSAGES[problem === 'expired' ? 'expired' : 'invalidLink'],
      });
      expect(screenOf(s)).toBe('linkProblem');
      expect(s).toMatchObject({ stage: 'linkProblem', problem, organizationName: null });
    }
  });

  it('a server error keeps the loading screen with the error, and retry asks again', () => {
    const failed = flowReducer(open(), { type: 'introFailed', problem: null, error: general });
    expect(screenOf(failed)).toBe('loading');
    expect(failed).toMatchObject({ stage: 'bootstrapping', introError: general });
    expect(loadingError(failed)).toBe(general);
    const retried = flowReducer(failed, { type: 'retryIntro' });
    expect(retried).toMatchObject({ stage: 'bootstrapping', introError: null, introRequest: 2 });
    // A second click while the retry runs asks nothing more.
    expect(flowReducer(retried, { type: 'retryIntro' })).toBe(retried);
  });
});

describe('search progress and live results', () => {
  it('records firstSolution and firstValidSolution (spec section 4)', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'searchReady', metadata: buildSearchMetadata(), at: T0 + 10 },
      { type: 'resultsBatch', results: [invalid], at: T0 + 50 },
      { type: 'resultsBatch', results: [valid], at: T0 + 90 },
    );
    expect(s.tracking.epoch).toMatchObject({
      startSearch: T0,
      firstSolution: T0 + 50,
      firstValidSolution: T0 + 90,
    });
    expect(s.tracking.correlationId).toBe(buildSearchMetadata().correlationId);
    expect(s.tracking).toMatchObject({ allResultsCount: 2, validResultsCount: 1 });
  });

  it('records firstSolution at the first socket message even when it holds no result (issue 36, item 7)', () => {
    const started = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'searchReady', metadata: buildSearchMetadata(), at: T0 + 10 },
    );
    // A first message with no results (the live-search hook lets it through).
    const empty = run(
      started,
      { type: 'resultsBatch', results: [], at: T0 + 40 },
      { type: 'resultsBatch', results: [valid], at: T0 + 90 },
    );
    expect(empty.tracking.epoch).toMatchObject({
      firstSolution: T0 + 40,
      firstValidSolution: T0 + 90,
    });
    // A search whose first message is its end: firstSolution, then noResults.
    const ended = run(started, { type: 'searchDone', at: T0 + 60 });
    expect(ended.tracking.epoch).toMatchObject({ firstSolution: T0 + 60, noResults: T0 + 60 });
    expect(ended.tracking.currentAction).toBe('noResults');
    // An end after results changes nothing of firstSolution.
    const later = run(
      started,
      { type: 'resultsBatch', results: [valid], at: T0 + 70 },
      {
        type: 'searchDone',
        at: T0 + 99,
      },
    );
    expect(later.tracking.epoch.firstSolution).toBe(T0 + 70);
  });

  it('the intro stays while results arrive; get started then shows pick days', () => {
    const s = picking();
    expect(screenOf(s)).toBe('pickDays');
    expect(s.tracking.epoch.clickIntroButton).toBe(T0 + 400);
    expect(s.tracking.perceivedInitialResultCount).toBe(validCount(sessionOf(s).results));
    expect(sessionOf(s).activeGroup).toBe(
      dayGroupKey(singleDayKeys(sessionOf(s).results)[0] ?? ''),
    );
    expect(searchProgressOf(sessionOf(s).search)).toBe('searching');
  });

  it('get started before any result shows the loading screen until one arrives', () => {
    const waiting = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'getStarted', at: T0 + 5 },
    );
    expect(screenOf(waiting)).toBe('loading');
    const arrived = flowReducer(waiting, { type: 'resultsBatch', results: [valid], at: T0 + 9 });
    expect(screenOf(arrived)).toBe('pickDays');
  });

  it('invalid results alone do not leave the loading screen', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'getStarted', at: T0 },
      { type: 'resultsBatch', results: [invalid], at: T0 },
    );
    expect(screenOf(s)).toBe('loading');
  });

  it('no valid result when the search is done → no results (and tracked)', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'getStarted', at: T0 },
      { type: 'resultsBatch', results: [invalid], at: T0 + 1 },
      { type: 'searchDone', at: T0 + 2 },
    );
    expect(screenOf(s)).toBe('noResults');
    expect(s.tracking.endState).toBe('noResults');
    const suggest = flowReducer(s, { type: 'toggleSuggest', open: true });
    expect(screenOf(suggest)).toBe('pickDays');
  });

  it('with no row of the day on screen, every batch is merged in', () => {
    const start = picking();
    const more = run(
      start,
      { type: 'resultsBatch', results: options.slice(30), at: T0 + 500 },
      { type: 'resultsBatch', results: [], at: T0 + 510, boundary: null },
    );
    expect(validCount(sessionOf(more).results)).toBeGreaterThan(
      validCount(sessionOf(start).results),
    );
    expect(heldRows(sessionOf(more)).size).toBe(0);
  });

  /** Pick days with the first 20 options, the first day open; and the rest of the stream. */
  function partly() {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'searchReady', metadata: buildSearchMetadata(), at: T0 + 100 },
      { type: 'resultsBatch', results: options.slice(0, 20), at: T0 + 200 },
      { type: 'getStarted', at: T0 + 300 },
    );
    const active = sessionOf(s).activeGroup;
    if (active === null) throw new Error('no day');
    const rows = (state: FlowState) =>
      validSlotsOfGroup(sessionOf(state).results, active).map(slotKey);
    return { s, active, rows, rest: options.slice(20) };
  }

  it('a new row that would land above the last row on screen waits; rows below it show', () => {
    const { s, active, rows, rest } = partly();
    const before = rows(s);
    const zone = sessionOf(s).timeZone;
    const [startOf, endOf] = [0, 1].map((i) => (key: string) => Number(key.split('/')[i]));
    /** A row's place in the list: its part of the day, its start, its end. */
    const placeOf = (index: ResultIndex, key: string) => {
      const found = findByRange(index, {
        startTime: new Date(startOf!(key)).toISOString(),
        endTime: new Date(endOf!(key)).toISOString(),
      });
      if (found === undefined) throw new Error('no result');
      const place = [TIME_BUCKETS.indexOf(resultTimeBucket(found.option, zone)), startOf!(key)];
      return [...place, endOf!(key)];
    };
    const earlier = (a: number[], b: number[]) => {
      const i = a.findIndex((x, k) => x !== b[k]);
      return i >= 0 && (a[i] ?? 0) < (b[i] ?? 0);
    };
    // Each row of the day's list in turn as the last one on screen.
    const listed = bucketViews(sessionOf(s).results, active, {}).flatMap((b) => b.shown);
    let sawHeld = false;
    let sawShown = false;
    for (const row of listed) {
      const lastRow = slotKey(slotOfOption(row.option));
      const more = flowReducer(s, {
        type: 'resultsBatch',
        results: rest,
        at: T0 + 500,
        boundary: { lastRow },
      });
      const { results } = sessionOf(more);
      const after = rows(more);
      const fresh = after.filter((key) => !before.includes(key));
      const limit = placeOf(results, lastRow);
      const held = heldRows(sessionOf(more));
      // Exactly the new rows placed before the row on screen are held, none of the old ones.
      const expected = fresh.filter((key) => earlier(placeOf(results, key), limit));
      expect([...held].sort()).toEqual([...expected].sort());
      sawHeld ||= held.size > 0;
      sawShown ||= fresh.length > held.size;
      // The counts are the real ones.
      expect(results.groups.get(active)?.counts.valid).toBe(after.length);
      // "Show N new options" lists them all.
      expect(heldRows(sessionOf(flowReducer(more, { type: 'showNewResults' }))).size).toBe(0);
    }
    expect(sawHeld && sawShown).toBe(true);
  });

  it('a batch drawn after the list scrolled: holding what arrived when a row on screen moved holds what the boundary would have', () => {
    const { s, active } = partly();
    const { rest } = partly();
    const since = sessionOf(s).results;
    // The batch applied with no boundary (read before the list scrolled into view): nothing held.
    const drawn = flowReducer(s, { type: 'resultsBatch', results: rest, at: T0 + 500 });
    expect(heldRows(sessionOf(drawn)).size).toBe(0);
    const listed = bucketViews(since, active, {}).flatMap((b) => b.shown);
    for (const row of listed) {
      const key = slotKey(slotOfOption(row.option));
      const held = (state: FlowState) => [...heldRows(sessionOf(state))].sort();
      const later = flowReducer(drawn, { type: 'holdArrived', since, below: { before: key } });
      const read = flowReducer(s, {
        type: 'resultsBatch',
        results: rest,
        at: T0 + 500,
        boundary: { lastRow: key },
      });
      expect(held(later)).toEqual(held(read));
    }
    const end = flowReducer(drawn, { type: 'holdArrived', since, below: 'end' });
    const read = flowReducer(s, {
      type: 'resultsBatch',
      results: rest,
      at: T0 + 500,
      boundary: 'end',
    });
    expect([...heldRows(sessionOf(end))].sort()).toEqual([...heldRows(sessionOf(read))].sort());
    expect(heldRows(sessionOf(end)).size).toBeGreaterThan(0);
    // A pick is never taken back.
    const [pick] = heldRows(sessionOf(end));
    const option = rest.find((o) => slotKey(slotOfOption(o)) === pick);
    if (option === undefined) throw new Error('no held option');
    const picked = flowReducer(drawn, { type: 'toggleSlot', slot: slotOfOption(option) });
    const again = flowReducer(picked, { type: 'holdArrived', since, below: 'end' });
    expect(heldRows(sessionOf(again)).has(pick ?? '')).toBe(false);
    expect(heldRows(sessionOf(again)).size).toBe(heldRows(sessionOf(end)).size - 1);
  });

  it('a boundary the page gives that is not a row key holds nothing and breaks nothing', () => {
    const { s, rest } = partly();
    for (const lastRow of ['raw:x/y', 'nonsense', '']) {
      const more = flowReducer(s, {
        type: 'resultsBatch',
        results: rest,
        at: T0 + 500,
        boundary: () => ({ lastRow }),
      });
      expect(heldRows(sessionOf(more)).size).toBe(0);
      expect(validCount(sessionOf(more).results)).toBeGreaterThan(validCount(sessionOf(s).results));
    }
  });

  it('with the end of the list on screen, every new row of the day waits; other days and picks never', () => {
    const { s, active, rows, rest } = partly();
    const before = rows(s);
    // A valid new row of the day, picked before its option came (a pick restored after a reload).
    const dry = flowReducer(s, { type: 'resultsBatch', results: rest, at: T0 + 500 });
    const lateKey = rows(dry).find((key) => !before.includes(key));
    const late = rest.find((option) => slotKey(slotOfOption(option)) === lateKey);
    if (late === undefined) throw new Error('no late option on the day');
    const picked = flowReducer(s, { type: 'toggleSlot', slot: slotOfOption(late) });
    const more = flowReducer(picked, {
      type: 'resultsBatch',
      results: rest,
      at: T0 + 500,
      boundary: 'end',
    });
    const held = heldRows(sessionOf(more));
    const newRows = rows(more).filter((key) => !before.includes(key));
    // Every new row of the day but the pick.
    expect(newRows).toContain(lateKey);
    expect(held.has(lateKey ?? '')).toBe(false);
    expect([...held].sort()).toEqual(newRows.filter((key) => key !== lateKey).sort());
    expect(held.size).toBeGreaterThan(0);
    for (const key of held) {
      const [start, end] = key.split('/').map(Number);
      const found = findByRange(sessionOf(more).results, {
        startTime: new Date(start ?? 0).toISOString(),
        endTime: new Date(end ?? 0).toISOString(),
      });
      expect(found && resultGroupKey(found.option, sessionOf(more).timeZone)).toBe(active);
    }
    const other = singleDayKeys(sessionOf(more).results)
      .map(dayGroupKey)
      .find((key) => key !== active);
    if (other === undefined) throw new Error('one day only');
    expect(heldRows(sessionOf(flowReducer(more, { type: 'selectGroup', group: other }))).size).toBe(
      0,
    );
  });

  it('an unexpected close marks the search disconnected and keeps every result and pick', () => {
    const start = picking();
    const slot = slotOfOption(valid);
    const s = run(
      start,
      { type: 'toggleSlot', slot },
      {
        type: 'socketClosed',
        expected: false,
        reason: 'server restart',
        at: T0 + 900,
      },
    );
    expect(searchProgressOf(sessionOf(s).search)).toBe('disconnected');
    expect(screenOf(s)).toBe('pickDays');
    expect(sessionOf(s).results).toBe(sessionOf(start).results);
    expect(sessionOf(s).selection).toEqual([slot]);
    expect(s.tracking).toMatchObject({
      endState: 'socketDisconnected',
      socketCloseReason: 'server restart',
    });
    const retried = flowReducer(s, { type: 'retrySearch', at: T0 + 1000 });
    expect(sessionOf(retried).search).toMatchObject({
      phase: 'starting',
      generation: sessionOf(s).search.generation + 1,
    });
    expect(sessionOf(retried).results).toBe(sessionOf(s).results);
  });

  it('a close after done, or one the client made, changes nothing', () => {
    const done = flowReducer(picking(), { type: 'searchDone', at: T0 });
    expect(flowReducer(done, { type: 'socketClosed', expected: false, reason: '', at: T0 })).toBe(
      done,
    );
    const s = picking();
    expect(flowReducer(s, { type: 'socketClosed', expected: true, reason: '', at: T0 })).toBe(s);
  });

  it('a socket drop before any result shows pick days with the retry, not an endless spinner', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'searchReady', metadata: buildSearchMetadata(), at: T0 },
      { type: 'getStarted', at: T0 },
      { type: 'socketClosed', expected: false, reason: 'gone', at: T0 },
    );
    expect(screenOf(s)).toBe('pickDays');
    expect(searchProgressOf(sessionOf(s).search)).toBe('disconnected');
  });

  it('a failed search call shows its error with a retry; results already in are kept', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'getStarted', at: T0 },
      { type: 'searchFailed', problem: null, error: general, at: T0 },
    );
    expect(screenOf(s)).toBe('loading');
    expect(sessionOf(s).search).toMatchObject({ phase: 'failed', error: general });
    // The Loading screen shows the search's error (its retry is retrySearch), not the intro's.
    expect(loadingError(s)).toBe(general);
    expect(loadingError(flowReducer(s, { type: 'retrySearch', at: T0 + 1 }))).toBeNull();
    expect(searchProgressOf(sessionOf(s).search)).toBe('failed');
  });

  it('a 401 on search marks it unauthorized: the unauthorized screen (spec section 8)', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'getStarted', at: T0 },
      {
        type: 'searchFailed',
        problem: 'unauthorized',
        error: ERROR_MESSAGES.unauthorized,
        at: T0,
      },
    );
    expect(screenOf(s)).toBe('linkProblem');
    expect(s).toMatchObject({ stage: 'linkProblem', problem: 'unauthorized' });
    expect('session' in s).toBe(false);
  });

  it.each(['unauthorized', 'windowExpired', 'canceled'] as const)(
    'a search refused as %s while the intro shows: its screen at once, with the organisation, no Get started',
    (problem) => {
      const s = run(
        open(),
        { type: 'introLoaded', intro: introOf('pending'), at: T0 },
        { type: 'searchFailed', problem, error: ERROR_MESSAGES.general, at: T0 },
      );
      expect(s).toMatchObject({
        stage: 'linkProblem',
        problem,
        organizationName: introOf('pending').organization.name,
      });
    },
  );
});

describe('staff debug mode (spec sections 1, 3)', () => {
  const withDebug = buildSearchMetadata();
  const withoutDebug = buildSearchMetadata({ debugInfo: null });

  it('keeps every batch as it arrived, duplicates and invalid results included', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'searchReady', metadata: withDebug, at: T0 + 10 },
      { type: 'resultsBatch', results: [invalid, valid], at: T0 + 50 },
      { type: 'resultsBatch', results: [], at: T0 + 60 },
      { type: 'resultsBatch', results: [valid], at: T0 + 90 },
    );
    const debug = sessionOf(s).debug;
    expect(debug?.batches).toEqual([[invalid, valid], [valid]]);
    expect(debug?.received).toBe(3);
    expect(debug?.userMap).toEqual(
      Object.fromEntries((withDebug.debugInfo?.attendees ?? []).map((a) => [a.id, a.name])),
    );
    // The index keeps one per range: the debug list keeps what came.
    expect(sessionOf(s).results.counts.all).toBe(2);
  });

  it('is off when the search answers no debug data (a candidate adding ?debug=true)', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      { type: 'searchReady', metadata: withoutDebug, at: T0 + 10 },
      { type: 'resultsBatch', results: [valid], at: T0 + 50 },
    );
    expect(sessionOf(s).debug).toBeNull();
  });

  it('a new search lists its own results (a retry sends them again)', () => {
    const s = run(
      picking(),
      { type: 'retrySearch', at: T0 + 500 },
      { type: 'searchReady', metadata: withDebug, at: T0 + 600 },
      { type: 'resultsBatch', results: [valid], at: T0 + 700 },
    );
    expect(sessionOf(s).debug?.batches).toEqual([[valid]]);
    expect(sessionOf(s).debug?.received).toBe(1);
  });
});

describe('picking', () => {
  it('toggles, selects all and deselects all without duplicates', () => {
    const s = picking();
    const slots = sessionOf(s)
      .results.ordered.toArray()
      .slice(0, 3)
      .map((r) => slotOfOption(r.option));
    const [a, b] = slots;
    if (!a || !b) throw new Error('need slots');
    const all = run(s, { type: 'toggleSlot', slot: a }, { type: 'selectAll', slots });
    expect(sessionOf(all).selection).toEqual(slots);
    const less = flowReducer(all, { type: 'deselectAll', slots: [a, b] });
    expect(sessionOf(less).selection).toEqual(slots.slice(2));
    expect(sessionOf(flowReducer(less, { type: 'toggleSlot', slot: a })).selection).toHaveLength(2);
  });

  it('switching the view picks its first group; show more adds 20 to a bucket', () => {
    const s = picking();
    const multi = flowReducer(s, { type: 'selectView', view: 'multiDay' });
    expect(sessionOf(multi).activeGroup?.startsWith('span:')).toBe(true);
    const more = run(
      multi,
      { type: 'showMore', bucket: 'morning' },
      { type: 'showMore', bucket: 'morning' },
    );
    expect(sessionOf(more).visiblePerBucket.morning).toBe(VISIBLE_PER_BUCKET * 3);
    expect(
      sessionOf(flowReducer(more, { type: 'selectGroup', group: dayGroupKey('2026-03-05') }))
        .visiblePerBucket,
    ).toEqual({});
  });

  it('a time-zone change regroups every result and keeps the picks', () => {
    const start = picking();
    const slot = slotOfOption(valid);
    const s = run(start, { type: 'toggleSlot', slot }, { type: 'setTimeZone', zone: 'Asia/Tokyo' });
    expect(sessionOf(s).timeZone).toBe('Asia/Tokyo');
    expect(sessionOf(s).results.timeZone).toBe('Asia/Tokyo');
    expect(sessionOf(s).results.counts).toEqual(sessionOf(start).results.counts);
    expect(sessionOf(s).selection).toEqual([slot]);
    expect(sessionOf(s).activeGroup).not.toBeNull();
    expect(
      sessionOf(s).results.groups.get(sessionOf(s).activeGroup ?? 'day:x')?.counts.valid,
    ).toBeGreaterThan(0);
  });

  it('suggested times are added to the selection; a rejection keeps the picks', () => {
    const s = picking();
    const suggested = {
      startTime: '2026-03-09T14:00:00Z',
      endTime: '2026-03-09T16:00:00Z',
      hash: null,
    };
    const rejected = run(
      s,
      { type: 'toggleSuggest', open: true },
      { type: 'suggestRejected', error: general },
    );
    expect(pickingOf(rejected).suggest).toEqual({ open: true, error: general });
    const accepted = flowReducer(rejected, { type: 'suggestAccepted', slot: suggested });
    expect(sessionOf(accepted).selection).toEqual([suggested]);
    expect(pickingOf(accepted).suggest).toEqual({ open: true, error: null });
  });
});

describe('submitting availability', () => {
  function withPicks(): FlowState {
    const s = picking();
    const slots = sessionOf(s)
      .results.ordered.toArray()
      .slice(0, 3)
      .map((r) => slotOfOption(r.option));
    return flowReducer(s, { type: 'selectAll', slots });
  }

  it('success → availability sent, with what was sent, in start order', () => {
    const s = run(
      withPicks(),
      { type: 'submitStarted' },
      {
        type: 'submitSucceeded',
        status: 'pending_review',
        at: T0 + 2000,
      },
    );
    expect(screenOf(s)).toBe('availabilitySent');
    expect(sessionOf(s).status).toBe('pending_review');
    if (s.stage !== 'sent') throw new Error(s.stage);
    expect(s.sentRanges).toHaveLength(3);
    const starts = s.sentRanges.map((r) => Date.parse(r.startTime));
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    expect(s.tracking.endState).toBe('submitted');
    expect(pickingOf(withPicks()).purpose.kind).toBe('availability');
  });

  it('a server error keeps the picks and shows the message; sending again works', () => {
    const picks = withPicks();
    const failed = run(
      picks,
      { type: 'submitStarted' },
      {
        type: 'submitFailed',
        error: general,
        problem: null,
        fieldError: null,
      },
    );
    expect(screenOf(failed)).toBe('pickDays');
    expect(pickingOf(failed).submission).toEqual({ state: 'failed', error: general });
    expect(sessionOf(failed).selection).toBe(sessionOf(picks).selection);
    const again = flowReducer(failed, { type: 'submitStarted' });
    expect(pickingOf(again).submission).toEqual({ state: 'sending' });
    // A second click while sending changes nothing (one request at a time).
    expect(flowReducer(again, { type: 'submitStarted' })).toBe(again);
  });

  it('"already booked": the taken time is unpicked and marked, every other pick stays', () => {
    const picks = withPicks();
    const selection = sessionOf(picks).selection;
    const [first, ...rest] = selection;
    if (first === undefined) throw new Error('no pick');
    const option = findByHash(sessionOf(picks).results, first.hash ?? '')?.option;
    if (option === undefined) throw new Error('the pick is not a result');
    const takenDay = resultGroupKey(option, sessionOf(picks).timeZone);
    const elsewhere = singleDayKeys(sessionOf(picks).results)
      .map(dayGroupKey)
      .find((day) => day !== takenDay);
    if (elsewhere === undefined) throw new Error('one day only');
    const failed = run(
      picks,
      { type: 'selectGroup', group: elsewhere },
      { type: 'submitStarted' },
      {
        type: 'submitFailed',
        error: ERROR_MESSAGES.timeAlreadyBooked,
        problem: null,
        fieldError: null,
        taken: slotKey(first),
      },
    );
    expect(sessionOf(failed).selection).toEqual(rest);
    expect(pickingOf(failed).taken).toEqual([slotKey(first)]);
    // Its day is open (the candidate was looking at another), so they see which time it was.
    expect(sessionOf(failed).activeGroup).toBe(takenDay);
    expect(pickingOf(failed).submission).toEqual({
      state: 'failed',
      error: ERROR_MESSAGES.timeAlreadyBooked,
    });
  });

  it('an expired window on submit shows the window-expired message', () => {
    const s = run(
      withPicks(),
      { type: 'submitStarted' },
      {
        type: 'submitFailed',
        error: ERROR_MESSAGES.windowExpired,
        problem: 'windowExpired',
        fieldError: null,
      },
    );
    expect(screenOf(s)).toBe('linkProblem');
    expect(s).toMatchObject({ problem: 'windowExpired' });
  });

  it('update availability returns to pick days with the picks; the old search continues', () => {
    const sent = run(
      withPicks(),
      { type: 'submitStarted' },
      {
        type: 'submitSucceeded',
        status: 'pending_review',
        at: T0,
      },
    );
    const again = flowReducer(sent, { type: 'updateAvailability', at: T0 + 10 });
    expect(screenOf(again)).toBe('pickDays');
    expect(sessionOf(again).selection).toBe(sessionOf(sent).selection);
    expect(sessionOf(again).search.generation).toBe(sessionOf(sent).search.generation);
  });

  it('update availability after a reload (no search yet) starts the search', () => {
    const sent = flowReducer(open(), {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'pending'),
      at: T0,
    });
    const again = flowReducer(sent, { type: 'updateAvailability', at: T0 });
    expect(sessionOf(again).search.phase).toBe('starting');
    expect(screenOf(again)).toBe('loading');
  });
});

describe('rescheduling', () => {
  function confirmed(): FlowState {
    return flowReducer(open('Europe/Paris'), {
      type: 'introLoaded',
      intro: introOf('confirmed'),
      at: T0,
    });
  }

  it('no reschedule form when the interview does not allow it or is completed', () => {
    const base = introOf('confirmed');
    const locked = {
      ...base,
      interview: {
        ...base.interview,
        settings: { ...base.interview.settings, canGuestReschedule: false },
      },
    };
    for (const intro of [locked, withStatus(base, 'completed')]) {
      const s = flowReducer(open(), { type: 'introLoaded', intro, at: T0 });
      expect(screenOf(s)).toBe('confirmed');
      expect(flowReducer(s, { type: 'requestReschedule' })).toBe(s);
    }
  });

  it('confirmed → reschedule form → back', () => {
    const form = flowReducer(confirmed(), { type: 'requestReschedule' });
    expect(screenOf(form)).toBe('reschedule');
    expect(screenOf(flowReducer(form, { type: 'cancelReschedule' }))).toBe('confirmed');
  });

  it('a reason makes the status reschedule and starts the search (spec section 4)', () => {
    const s = run(
      confirmed(),
      { type: 'requestReschedule' },
      {
        type: 'rescheduleReasonGiven',
        reason: { reasonCode: 'other', note: 'Flight moved' },
        at: T0 + 5,
      },
    );
    expect(sessionOf(s).status).toBe('reschedule');
    expect(sessionOf(s).search).toMatchObject({ phase: 'starting', generation: 1 });
    expect(screenOf(s)).toBe('loading');
    expect(pickingOf(s).purpose.kind).toBe('reschedule');
    const withResults = flowReducer(s, { type: 'resultsBatch', results: [valid], at: T0 + 6 });
    expect(screenOf(withResults)).toBe('pickDays');
  });

  it('"reschedule note needed" sends the candidate back to the reason, error at the field', () => {
    const s = run(
      confirmed(),
      { type: 'requestReschedule' },
      { type: 'rescheduleReasonGiven', reason: { reasonCode: 'sick', note: '' }, at: T0 },
      { type: 'resultsBatch', results: [valid], at: T0 },
      { type: 'toggleSlot', slot: slotOfOption(valid) },
      { type: 'submitStarted' },
      {
        type: 'submitFailed',
        error: general,
        problem: null,
        fieldError: { field: 'note', messageKey: 'booking:reschedule.errors.noteNeeded' },
      },
    );
    expect(screenOf(s)).toBe('reschedule');
    expect(s).toMatchObject({
      stage: 'rescheduleReason',
      retry: {
        reason: { reasonCode: 'sick', note: '' },
        fieldError: { field: 'note', messageKey: 'booking:reschedule.errors.noteNeeded' },
      },
    });
    expect(sessionOf(s).selection).toHaveLength(1);
    // Cancelling now goes back to the itinerary: nothing was sent.
    const back = flowReducer(s, { type: 'cancelReschedule' });
    expect(screenOf(back)).toBe('confirmed');
    expect(sessionOf(back).status).toBe('confirmed');
    // Giving the reason again goes back to the picks, search not restarted.
    const again = flowReducer(s, {
      type: 'rescheduleReasonGiven',
      reason: { reasonCode: 'sick', note: 'Fever since Monday' },
      at: T0,
    });
    expect(screenOf(again)).toBe('pickDays');
    expect(sessionOf(again).search.generation).toBe(sessionOf(s).search.generation);
  });

  it('a successful reschedule request ends on availability sent and clears the reason', () => {
    const s = run(
      confirmed(),
      { type: 'requestReschedule' },
      { type: 'rescheduleReasonGiven', reason: { reasonCode: 'sick', note: '' }, at: T0 },
      { type: 'resultsBatch', results: [valid], at: T0 },
      { type: 'toggleSlot', slot: slotOfOption(valid) },
      { type: 'submitStarted' },
      { type: 'submitSucceeded', status: 'reschedule', at: T0 },
    );
    expect(screenOf(s)).toBe('availabilitySent');
    expect(sessionOf(s).status).toBe('reschedule');
    // The next submit (update availability) is a reschedule again, with the same reason (spec 4
    // and 7: the status stays reschedule; issue 36 item 1).
    const update = flowReducer(s, { type: 'updateAvailability', at: T0 });
    expect(pickingOf(update).purpose).toEqual({
      kind: 'reschedule',
      reason: { reasonCode: 'sick', note: '' },
    });
    expect(findByHash(sessionOf(s).results, valid.hash)).toBeDefined();
  });

  it('a link opened with status reschedule: its submit is a reschedule with the link’s reason code (spec 4, 7; issue 36 item 1)', () => {
    const s = run(
      open(),
      { type: 'introLoaded', intro: introOf('reschedule'), at: T0 },
      { type: 'getStarted', at: T0 },
    );
    expect(pickingOf(s).purpose).toEqual({
      kind: 'reschedule',
      reason: { reasonCode: 'work_emergency', note: '' },
    });
    const sent = run(
      s,
      { type: 'resultsBatch', results: [valid], at: T0 },
      { type: 'toggleSlot', slot: slotOfOption(valid) },
      { type: 'submitSucceeded', status: 'reschedule', at: T0 },
    );
    expect(pickingOf(flowReducer(sent, { type: 'updateAvailability', at: T0 })).purpose).toEqual(
      pickingOf(s).purpose,
    );
  });

  it('a link that became reschedule on a refreshed intro: "Update availability" sends a reschedule (spec 4)', () => {
    const waiting = run(
      open(),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
      {
        type: 'getStarted',
        at: T0,
      },
      { type: 'resultsBatch', results: [valid], at: T0 },
      { type: 'toggleSlot', slot: slotOfOption(valid) },
      {
        type: 'submitSucceeded',
        status: 'pending_review',
        at: T0,
      },
    );
    const refreshed = flowReducer(waiting, {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'pending_candidate_response', 'personal_emergency'),
      at: T0,
    });
    expect(sessionOf(refreshed).status).toBe('reschedule');
    expect(
      pickingOf(flowReducer(refreshed, { type: 'updateAvailability', at: T0 })).purpose,
    ).toEqual({
      kind: 'reschedule',
      reason: { reasonCode: 'personal_emergency', note: '' },
    });
  });

  it('a link opened as reschedule with no reason code asks the reason first; Back returns to the introduction', () => {
    const intro = withStatus(introOf('reschedule'), 'reschedule', null);
    const s = run(open(), { type: 'introLoaded', intro, at: T0 }, { type: 'getStarted', at: T0 });
    expect(screenOf(s)).toBe('reschedule');
    expect(screenOf(flowReducer(s, { type: 'cancelReschedule' }))).toBe('intro');
    const given = flowReducer(s, {
      type: 'rescheduleReasonGiven',
      reason: { reasonCode: 'sick', note: 'Flu' },
      at: T0,
    });
    expect(pickingOf(given).purpose).toEqual({
      kind: 'reschedule',
      reason: { reasonCode: 'sick', note: 'Flu' },
    });
  });
});

describe('times refused as no longer valid (issue 36 item 8)', () => {
  it('the picks to blame are unpicked and marked unavailable, the others kept, their day opened', () => {
    const s = picking();
    const picked = options.slice(0, 3).map(slotOfOption);
    const withPicks = run(s, ...picked.map((slot) => ({ type: 'toggleSlot', slot }) as const));
    const blamed = picked[2];
    if (blamed === undefined) throw new Error('no third pick');
    const failed = pickingOf(
      flowReducer(withPicks, {
        type: 'submitFailed',
        error: SUBMIT_REFUSED_MESSAGES.rangesUnavailable,
        problem: null,
        fieldError: null,
        taken: null,
        unavailable: [slotKey(blamed)],
      }),
    );
    expect(failed.submission).toEqual({
      state: 'failed',
      error: SUBMIT_REFUSED_MESSAGES.rangesUnavailable,
    });
    expect(failed.unavailable).toEqual([slotKey(blamed)]);
    expect(failed.taken).toEqual([]);
    expect(failed.session.selection.map(slotKey)).toEqual(picked.slice(0, 2).map(slotKey));
    const option = findByRange(failed.session.results, blamed);
    if (option === undefined) throw new Error('blamed pick not in the results');
    expect(failed.session.activeGroup).toBe(resultGroupKey(option.option, failed.session.timeZone));
  });
});

describe('leaving the page', () => {
  it('is tracked as abandoned unless the candidate submitted', () => {
    const left = flowReducer(picking(), { type: 'pageHidden', at: T0 + 9000 });
    expect(left.tracking.endState).toBe('abandoned');
    const sent = run(picking(), { type: 'submitSucceeded', status: 'pending_review', at: T0 });
    expect(flowReducer(sent, { type: 'pageHidden', at: T0 })).toBe(sent);
  });
});

describe('impossible states do not type-check', () => {
  it('each stage holds only its own data', () => {
    const session = sessionOf(picking());
    const base = { hash: 'h', browserTimeZone: 'UTC', introRequest: 1, tracking: open().tracking };
    const states: FlowState[] = [
      // @ts-expect-error: no results or picks before the intro has arrived.
      { ...base, stage: 'bootstrapping', introError: null, session },
      // @ts-expect-error: a submit in flight exists only on pick days.
      { ...base, stage: 'confirmed', session, submission: { state: 'sending' } },
      // @ts-expect-error: availability sent always says what was sent.
      { ...base, stage: 'sent', session },
      // @ts-expect-error: a link problem always says which.
      { ...base, stage: 'linkProblem', organizationName: null },
      {
        ...base,
        stage: 'picking',
        session,
        purpose: { kind: 'availability' },
        // @ts-expect-error: a failed submit always carries its message.
        submission: { state: 'failed' },
        suggest: { open: false },
      },
      {
        ...base,
        stage: 'picking',
        session,
        // @ts-expect-error: a reschedule always carries its reason.
        purpose: { kind: 'reschedule' },
        submission: { state: 'idle' },
        suggest: { open: false },
      },
    ];
    // The objects exist at run time; the type checker is what refuses them (npm run typecheck).
    expect(states.map((s) => s.stage)).toEqual([
      'bootstrapping',
      'confirmed',
      'sent',
      'linkProblem',
      'picking',
      'picking',
    ]);
  });
});

describe('picks kept across a reload (saved in the browser)', () => {
  const picks = [
    { startTime: '2026-03-06T14:45:00Z', endTime: '2026-03-06T16:00:00Z', hash: 'a' },
    { startTime: '2026-03-09T17:00:00Z', endTime: '2026-03-09T19:00:00Z', hash: null },
  ];
  const reopen = (saved: Parameters<typeof initialFlowState>[0]['saved']) =>
    initialFlowState({ hash: 'h-1', browserTimeZone: 'America/New_York', saved });

  it('a reload on pick days goes back to pick days with the picks, not to the introduction', () => {
    const s = flowReducer(
      reopen({ picking: { purpose: { kind: 'availability' }, picks }, shared: [] }),
      { type: 'introLoaded', intro: introOf('pending'), at: T0 },
    );
    expect(s.stage).toBe('picking');
    expect(sessionOf(s).selection).toEqual(picks);
    expect(sessionOf(s).search.phase).toBe('starting');
  });

  it('a reload during a reschedule keeps the reason and the picks while the interview may move', () => {
    const reason = { reasonCode: 'other' as const, note: 'Flight moved.' };
    const saved = {
      picking: { purpose: { kind: 'reschedule' as const, reason }, picks },
      shared: [],
    };
    const s = flowReducer(reopen(saved), {
      type: 'introLoaded',
      intro: introOf('confirmed'),
      at: T0,
    });
    expect(pickingOf(s).purpose).toEqual({ kind: 'reschedule', reason });
    expect(sessionOf(s).status).toBe('reschedule');
    expect(sessionOf(s).selection).toEqual(picks);
    // Not allowed to reschedule any more: the itinerary, the saved picks are out of date.
    const fixed = introOf('confirmed');
    const locked = {
      ...fixed,
      interview: {
        ...fixed.interview,
        settings: { ...fixed.interview.settings, canGuestReschedule: false },
      },
    };
    expect(flowReducer(reopen(saved), { type: 'introLoaded', intro: locked, at: T0 }).stage).toBe(
      'confirmed',
    );
  });

  it('a reload on pick days of a reschedule link goes back to a reschedule, with the picks', () => {
    const s = flowReducer(
      reopen({ picking: { purpose: { kind: 'availability' }, picks }, shared: [] }),
      { type: 'introLoaded', intro: introOf('reschedule'), at: T0 },
    );
    expect(pickingOf(s).purpose).toEqual({
      kind: 'reschedule',
      reason: { reasonCode: 'work_emergency', note: '' },
    });
    expect(sessionOf(s).selection).toEqual(picks);
  });

  it('saved availability picks do not override a status that moved on (confirmed)', () => {
    const s = flowReducer(
      reopen({ picking: { purpose: { kind: 'availability' }, picks }, shared: picks }),
      { type: 'introLoaded', intro: introOf('confirmed'), at: T0 },
    );
    expect(s.stage).toBe('confirmed');
  });

  it('availability sent after a reload shows the shared times, and "Update availability" ticks them', () => {
    const sent = flowReducer(reopen({ picking: null, shared: picks }), {
      type: 'introLoaded',
      intro: withStatus(introOf('pending'), 'pending'),
      at: T0,
    });
    if (sent.stage !== 'sent') throw new Error(`expected sent, got ${sent.stage}`);
    expect(sent.sentRanges.map((r) => r.startTime)).toEqual(picks.map((p) => p.startTime));
    const again = flowReducer(sent, { type: 'updateAvailability', at: T0 + 10 });
    expect(sessionOf(again).selection).toEqual(picks);
  });
});
