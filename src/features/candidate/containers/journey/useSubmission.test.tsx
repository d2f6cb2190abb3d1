// @vitest-environment happy-dom
/**
 * useSubmission sends one request per submit, however many clicks land before React renders
 * the "sending" state (three clicks in one task used to send three POSTs), and a later submit
 * (after a failure, say) is sent again.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSearchMetadata,
  generateOptions,
  getScenario,
  isReplyOk,
} from '../../../../../fixtures';
import { createHttpClient } from '../../../../api/http';
import { HOSTS } from '../../../../api/test-helpers';
import { ERROR_MESSAGES, SUBMIT_REFUSED_MESSAGES } from '../../../../domain/errors';
import { orderedResults } from '../../../../domain/results';
import { slotKey, slotOfOption } from '../../../../domain/selection';
import {
  type FlowEvent,
  type FlowState,
  flowReducer,
  initialFlowState,
  type PickingState,
} from '../../state';
import { useSubmission } from './useSubmission';

const T0 = Date.parse('2026-03-02T09:00:00Z');

function pickingWithThree(): PickingState {
  const reply = getScenario('pending').intro;
  if (!isReplyOk(reply)) throw new Error('pending has no intro');
  const options = generateOptions({
    seed: 7,
    count: 30,
    start: '2026-03-04',
    days: 6,
    timeZone: 'America/New_York',
  });
  const events: FlowEvent[] = [
    { type: 'introLoaded', intro: reply.result, at: T0 },
    { type: 'searchReady', metadata: buildSearchMetadata(), at: T0 + 1 },
    { type: 'resultsBatch', results: options, at: T0 + 2 },
    { type: 'getStarted', at: T0 + 3 },
    ...options
      .slice(0, 3)
      .map((option) => ({ type: 'toggleSlot', slot: slotOfOption(option) }) as const),
  ];
  const state: FlowState = events.reduce(
    flowReducer,
    initialFlowState({ hash: 'h-1', browserTimeZone: 'America/New_York' }),
  );
  if (state.stage !== 'picking') throw new Error(`expected picking, got ${state.stage}`);
  return state;
}

let root: Root | null = null;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

type Submission = ReturnType<typeof useSubmission>;

/** Mounts useSubmission for link h-1 (minimum 3 picks) and returns what it gives. */
function mountHook(
  http: ReturnType<typeof createHttpClient>,
  dispatch: (event: FlowEvent) => void,
): Submission {
  const mounted: { hook?: Submission } = {};
  function Harness() {
    mounted.hook = useSubmission({
      http,
      hash: 'h-1',
      minSlots: 3,
      dispatch,
      clock: () => T0 + 10_000,
    });
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root?.render(<Harness />));
  const { hook } = mounted;
  if (hook === undefined) throw new Error('useSubmission did not render');
  return hook;
}

/** The submit of Pick days. */
function mountSubmission(
  http: ReturnType<typeof createHttpClient>,
  dispatch: (event: FlowEvent) => void,
): Submission['submit'] {
  return mountHook(http, dispatch).submit;
}

describe('useSubmission', () => {
  it('sends one POST for three clicks in one task, and sends again once the first has ended', async () => {
    const posts: string[] = [];
    const fetchImpl = (input: RequestInfo | URL): Promise<Response> => {
      const url = input instanceof Request ? input.url : input.toString();
      if (!url.endsWith('/refresh')) posts.push(url);
      const json = url.endsWith('/refresh')
        ? { csrfToken: 'token' }
        : { status: 'success', result: { status: 'pending_review' } };
      return Promise.resolve(
        new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }),
      );
    };
    const http = createHttpClient({ hosts: HOSTS, storage: null, fetch: fetchImpl });
    const dispatched: string[] = [];
    const send = mountSubmission(http, (event) => dispatched.push(event.type));
    const state = pickingWithThree();
    await act(() => Promise.all([send(state), send(state), send(state)]));
    expect(posts.filter((url) => url.includes('confirm_candidate_availability'))).toHaveLength(1);
    expect(dispatched).toEqual(['submitStarted', 'submitSucceeded']);
    await act(() => send(state));
    expect(posts.filter((url) => url.includes('confirm_candidate_availability'))).toHaveLength(2);
  });

  it('a reschedule: three clicks in one task send one reschedule request, with the reason', async () => {
    const posts: { url: string; body: unknown }[] = [];
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/refresh')) return Response.json({ csrfToken: 'token' });
      const text = typeof init?.body === 'string' ? init.body : '';
      posts.push({ url, body: text === '' ? null : (JSON.parse(text) as unknown) });
      await Promise.resolve();
      return Response.json({ status: 'success', result: null });
    };
    const http = createHttpClient({ hosts: HOSTS, storage: null, fetch: fetchImpl });
    const dispatched: string[] = [];
    const send = mountSubmission(http, (event) => dispatched.push(event.type));
    const reason = { reasonCode: 'sick' as const, note: ' A clash ' };
    const state: PickingState = { ...pickingWithThree(), purpose: { kind: 'reschedule', reason } };
    await act(() => Promise.all([send(state), send(state), send(state)]));
    const sent = posts.filter((post) => post.url.includes('reschedule-request-availability'));
    expect(sent).toHaveLength(1);
    expect(posts).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ reasonCode: 'sick', note: 'A clash' });
    expect(dispatched).toEqual(['submitStarted', 'submitSucceeded']);
  });

  it.each([
    [40300, ERROR_MESSAGES.rescheduleLimit],
    [40301, ERROR_MESSAGES.rescheduleCutoff],
  ])(
    'a reschedule refused with %i says why and what to do next, not "something went wrong" (issue 36 item 8)',
    async (code, message) => {
      const fetchImpl = (input: RequestInfo | URL): Promise<Response> => {
        const url = input instanceof Request ? input.url : input.toString();
        if (url.endsWith('/refresh')) return Promise.resolve(Response.json({ csrfToken: 't' }));
        return Promise.resolve(
          Response.json({ status: 'error', code, message: 'refused' }, { status: 400 }),
        );
      };
      const http = createHttpClient({ hosts: HOSTS, storage: null, fetch: fetchImpl });
      const events: FlowEvent[] = [];
      const send = mountSubmission(http, (event) => events.push(event));
      const reason = { reasonCode: 'sick' as const, note: '' };
      const state: PickingState = {
        ...pickingWithThree(),
        purpose: { kind: 'reschedule', reason },
      };
      await act(() => send(state));
      expect(events.at(-1)).toMatchObject({ type: 'submitFailed', error: message, problem: null });
      expect(message.defaultText).toMatch(/contact your recruiter/);
    },
  );

  /** An http client whose every write is refused with `body` (status 400 or 409). */
  const refusing = (body: Record<string, unknown>, status = 400) =>
    createHttpClient({
      hosts: HOSTS,
      storage: null,
      fetch: (input: RequestInfo | URL): Promise<Response> => {
        const url = input instanceof Request ? input.url : input.toString();
        if (url.endsWith('/refresh')) return Promise.resolve(Response.json({ csrfToken: 't' }));
        return Promise.resolve(Response.json({ status: 'error', ...body }, { status }));
      },
    });

  it('times refused as INVALID_AVAILABLE_TIME_RANGES: the picks to blame are marked, the message says so and what to do next (issue 36 item 8)', async () => {
    const events: FlowEvent[] = [];
    const send = mountSubmission(
      refusing({ gtErrorName: 'INVALID_AVAILABLE_TIME_RANGES', message: 'Bad ranges' }),
      (event) => events.push(event),
    );
    const three = pickingWithThree();
    // Three options the search offers (valid), as the candidate can pick them.
    const offered = orderedResults(three.session.results)
      .filter((r) => r.valid)
      .slice(0, 3)
      .map((r) => slotOfOption(r.option));
    const state: PickingState = { ...three, session: { ...three.session, selection: offered } };
    // A suggested time that has passed by the clock (T0 + 10 s) is one the client can blame.
    const passed = {
      startTime: '2026-03-01T15:00:00.000Z',
      endTime: '2026-03-01T16:00:00.000Z',
      hash: null,
    };
    const withPassed: PickingState = {
      ...state,
      session: { ...state.session, selection: [...state.session.selection, passed] },
    };
    await act(() => send(withPassed));
    expect(events.at(-1)).toMatchObject({
      type: 'submitFailed',
      error: SUBMIT_REFUSED_MESSAGES.rangesUnavailable,
      problem: null,
      taken: null,
      unavailable: [slotKey(passed)],
    });
    // Nothing to blame: nothing marked, every pick kept, and the way on (check, send again,
    // the recruiter if it happens again).
    await act(() => send(state));
    expect(events.at(-1)).toMatchObject({
      type: 'submitFailed',
      error: SUBMIT_REFUSED_MESSAGES.rangesRefused,
      unavailable: [],
    });
    expect(SUBMIT_REFUSED_MESSAGES.rangesRefused.defaultText).toMatch(
      /fails again, ask your recruiter/,
    );
  });

  it('the chat’s option already booked: the spec’s other wording (“This time is already booked…”), and the time marked on Pick days', async () => {
    const events: FlowEvent[] = [];
    const { submitChoice } = mountHook(
      refusing({ gtErrorName: 'INTERVIEWER_ALREADY_SCHEDULED', message: 'Taken' }, 409),
      (event) => events.push(event),
    );
    const state = pickingWithThree();
    const option = orderedResults(state.session.results).find((r) => r.valid)?.option;
    if (!option) throw new Error('no valid option');
    const slot = slotOfOption(option);
    const ranges = [{ startTime: slot.startTime, endTime: slot.endTime, durationMin: 0 }];
    const outcome = await act(() => submitChoice(state, option, ranges));
    expect(outcome).toEqual({ ok: false, error: ERROR_MESSAGES.timeAlreadyBookedAlt });
    expect(events.at(-1)).toMatchObject({
      type: 'submitFailed',
      error: ERROR_MESSAGES.timeAlreadyBookedAlt,
      taken: slotKey(slot),
    });
  });

  it('sends an Idempotency-Key; resending the same picks after a failure reuses it', async () => {
    const keys: string[] = [];
    let fail = true;
    const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/refresh')) {
        return Promise.resolve(Response.json({ csrfToken: 'token' }));
      }
      keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      if (fail) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        Response.json({ status: 'success', result: { status: 'pending_review' } }),
      );
    };
    const http = createHttpClient({ hosts: HOSTS, storage: null, fetch: fetchImpl });
    const send = mountSubmission(http, () => undefined);
    const state = pickingWithThree();
    await act(() => send(state)); // lost: no answer
    fail = false;
    await act(() => send(state)); // the same picks again: the same key
    await act(() => send(state)); // after a success: a new write, a new key
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("the chat's option: sent with the understood times as the result option, the picks kept; not beside another submit", async () => {
    const bodies: Record<string, unknown>[] = [];
    let answer: (() => void) | null = null;
    const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/refresh')) return Promise.resolve(Response.json({ csrfToken: 'token' }));
      bodies.push(JSON.parse(init?.body as string) as Record<string, unknown>);
      return new Promise((resolve) => {
        answer = () => {
          resolve(Response.json({ status: 'success', result: { status: 'pending_review' } }));
        };
      });
    };
    const http = createHttpClient({ hosts: HOSTS, storage: null, fetch: fetchImpl });
    const events: FlowEvent[] = [];
    const { submit, submitChoice } = mountHook(http, (event) => events.push(event));
    const state = pickingWithThree();
    const option = orderedResults(state.session.results).find((r) => r.valid)?.option;
    if (!option) throw new Error('no valid option');
    const slot = slotOfOption(option);
    const ranges = [{ startTime: slot.startTime, endTime: slot.endTime, durationMin: 0 }];
    const choosing = submitChoice(state, option, ranges);
    // The candidate's own submit meanwhile is not sent, nor a second choice.
    await act(() => submit(state));
    expect(await submitChoice(state, option, ranges)).toMatchObject({ ok: false });
    await act(async () => {
      while (answer === null) await new Promise((r) => setTimeout(r, 1));
      answer();
      expect(await choosing).toEqual({ ok: true });
    });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      guestTimeZone: 'America/New_York',
      resultOption: option.hash,
      availableTimeRanges: [
        {
          startTime: new Date(Date.parse(slot.startTime)).toISOString(),
          endTime: new Date(Date.parse(slot.endTime)).toISOString(),
        },
      ],
    });
    const succeeded = events.find((e) => e.type === 'submitSucceeded');
    expect(succeeded).toMatchObject({ sent: { picks: [slot] } });
    const sent = events.reduce<FlowState>(flowReducer, state);
    expect(sent.stage).toBe('sent');
    if (sent.stage === 'sent') expect(sent.sentPicks).toEqual([slot]);
  });
});
