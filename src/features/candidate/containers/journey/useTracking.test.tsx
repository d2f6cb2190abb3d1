// @vitest-environment happy-dom
/**
 * useTracking in a DOM with a recording fetch: a POST per new tracking action, and the
 * "abandoned" POST of a hidden tab sent at once, as a keep-alive request with a CSRF token got
 * beforehand (a closing tab leaves no time for a refresh call).
 */
import { act, type ActionDispatch, useReducer } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMeetIntro,
  buildResultOption,
  buildSearchMetadata,
  SOLUTIONS,
} from '../../../../../fixtures';
import { createHttpClient } from '../../../../api/http';
import { HOSTS } from '../../../../api/test-helpers';
import { type FlowEvent, flowReducer, initialFlowState } from '../../state';
import { useTracking } from './useTracking';

const AT = Date.parse('2026-03-02T09:00:00Z');

interface Sent {
  url: string;
  keepalive: boolean;
  body: Record<string, unknown> | null;
}

function recordingFetch(sent: Sent[]) {
  let tokens = 0;
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : input.toString();
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    sent.push({ url, keepalive: init?.keepalive === true, body });
    const json = url.endsWith('/refresh')
      ? { csrfToken: `token-${String(++tokens)}` }
      : { success: true, result: null };
    return Promise.resolve(
      new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }),
    );
  };
}

function Tracked({
  fetchImpl,
  onDispatch,
  token = null,
}: {
  fetchImpl: typeof fetch;
  onDispatch?: (dispatch: ActionDispatch<[FlowEvent]>) => void;
  token?: string | null;
}) {
  const http = createHttpClient({ hosts: HOSTS, storage: null, fetch: fetchImpl });
  const [state, dispatch] = useReducer(
    flowReducer,
    flowReducer(initialFlowState({ hash: 'h-1', browserTimeZone: 'UTC' }), {
      type: 'introLoaded',
      intro: buildMeetIntro({ interview: { status: 'pending_candidate_response' } }),
      at: AT,
    }),
  );
  useTracking({
    http,
    hash: 'h-1',
    token,
    tracking: state.tracking,
    dispatch,
    clock: () => AT + 5_000,
  });
  onDispatch?.(dispatch);
  return null;
}

function setVisibility(value: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  setVisibility('visible');
});

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useTracking', () => {
  it("sends the link's token with every action when the link has one, and no token field when not (spec 7)", async () => {
    for (const token of ['tok-123', null]) {
      const sent: Sent[] = [];
      root = createRoot(document.createElement('div'));
      await act(async () => {
        root?.render(<Tracked fetchImpl={recordingFetch(sent)} token={token} />);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      const [track] = sent.filter((s) => s.url.includes('track-request-availability'));
      expect(track?.body).toMatchObject({ currentAction: 'startSearch', hash: 'h-1' });
      if (token === null) expect(track?.body).not.toHaveProperty('token');
      else expect(track?.body).toMatchObject({ token });
      act(() => root?.unmount());
      root = null;
    }
  });

  it('posts each new action; a hidden tab sends "abandoned" at once, keep-alive, with a token got before', async () => {
    const sent: Sent[] = [];
    const container = document.createElement('div');
    root = createRoot(container);
    await act(async () => {
      root?.render(<Tracked fetchImpl={recordingFetch(sent)} />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const tracks = () => sent.filter((s) => s.url.includes('track-request-availability'));
    // startSearch (the intro started the search): posted normally, its own refresh call first.
    expect(tracks()).toHaveLength(1);
    expect(tracks()[0]).toMatchObject({ keepalive: false, body: { currentAction: 'startSearch' } });
    const refreshes = sent.filter((s) => s.url.endsWith('/refresh')).length;
    expect(refreshes).toBe(2); // the POST's own token, and the one kept for leaving

    const before = sent.length;
    act(() => {
      setVisibility('hidden');
    });
    // Sent inside the handler: no refresh call in between, keep-alive, the kept token.
    expect(sent.slice(before)).toEqual([
      {
        url: 'https://api.test/v2/meet/track-request-availability/h-1',
        keepalive: true,
        body: expect.objectContaining({
          currentAction: 'abandoned',
          endState: 'abandoned',
          hash: 'h-1',
          _csrf: expect.stringMatching(/^token-/),
        }),
      },
    ]);
  });

  it('posts every action of one update, each with the state of then, one after the other', async () => {
    const sent: Sent[] = [];
    let dispatch: ActionDispatch<[FlowEvent]> | null = null;
    const container = document.createElement('div');
    root = createRoot(container);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await act(async () => {
      root?.render(
        <Tracked
          fetchImpl={recordingFetch(sent)}
          onDispatch={(d) => {
            dispatch = d;
          }}
        />,
      );
      await settle();
    });
    const bodies = () =>
      sent.filter((s) => s.url.includes('track-request-availability')).map((s) => s.body);
    await act(async () => {
      dispatch?.({ type: 'searchReady', metadata: buildSearchMetadata(), at: AT + 100 });
      // The first socket message has a valid result: firstSolution and firstValidSolution at once.
      dispatch?.({
        type: 'resultsBatch',
        results: [buildResultOption({ hash: 'valid-1', solution: SOLUTIONS.usable() })],
        at: AT + 400,
      });
      for (let i = 0; i < 10; i++) await settle();
    });
    expect(bodies().map((b) => b?.currentAction)).toEqual([
      'startSearch',
      'firstSolution',
      'firstValidSolution',
    ]);
    expect(bodies()[1]).toMatchObject({
      previousAction: 'startSearch',
      epoch: { startSearch: AT, firstSolution: AT + 400 },
      searchToFirstResult: 400,
      searchToFirstValidResult: null,
      allResultsCount: 1,
    });
    expect(bodies()[1]?.epoch).not.toHaveProperty('firstValidSolution');
    expect(bodies()[2]).toMatchObject({
      previousAction: 'firstSolution',
      epoch: { startSearch: AT, firstSolution: AT + 400, firstValidSolution: AT + 400 },
      searchToFirstValidResult: 400,
      validResultsCount: 1,
    });
  });
});
