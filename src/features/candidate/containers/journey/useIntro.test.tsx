// @vitest-environment happy-dom
/**
 * useIntro applies what CandidateFlow's first paint did after the journey's initial state was
 * made: the first intro's answer, then a click on "Get started" (props that change once).
 */
import { act, useReducer } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildMeetIntro } from '../../../../../fixtures';
import { createHttpClient } from '../../../../api/http';
import { HOSTS } from '../../../../api/test-helpers';
import { flowReducer, initialFlowState } from '../../state';
import type { FirstIntro } from '../bootstrap';
import { useIntro } from './useIntro';

const AT = Date.parse('2026-03-02T09:00:00Z');
const intro = buildMeetIntro({ interview: { status: 'pending_candidate_response' } });

function Journey({ firstIntro, startedAt }: { firstIntro: FirstIntro; startedAt: number | null }) {
  const http = createHttpClient({
    hosts: HOSTS,
    storage: null,
    fetch: () => Promise.reject(new TypeError('no network in this test')),
  });
  const [state, dispatch] = useReducer(
    flowReducer,
    initialFlowState({ hash: 'h', browserTimeZone: 'UTC' }),
  );
  useIntro({ http, hash: 'h', firstIntro, startedAt, introRequest: 1, dispatch, clock: () => AT });
  const clicked = state.tracking.epoch.clickIntroButton;
  return <p data-stage={state.stage} data-clicked={clicked ?? ''} />;
}

let root: Root | null = null;
let container: HTMLElement;
const stage = () => container.querySelector('p')?.dataset.stage;
const clicked = () => container.querySelector('p')?.dataset.clicked;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('useIntro', () => {
  it('applies a first intro and a "Get started" that arrive after the journey mounted', () => {
    container = document.createElement('div');
    root = createRoot(container);
    act(() => root?.render(<Journey firstIntro={{ state: 'pending' }} startedAt={null} />));
    expect(stage()).toBe('bootstrapping');
    const loaded: FirstIntro = { state: 'loaded', intro, at: AT };
    act(() => root?.render(<Journey firstIntro={loaded} startedAt={null} />));
    expect(stage()).toBe('intro');
    act(() => root?.render(<Journey firstIntro={loaded} startedAt={AT + 5_000} />));
    expect(stage()).toBe('picking');
    expect(clicked()).toBe(String(AT + 5_000));
  });

  it('applies both in order when they arrive together', () => {
    container = document.createElement('div');
    root = createRoot(container);
    act(() => root?.render(<Journey firstIntro={{ state: 'pending' }} startedAt={null} />));
    const loaded: FirstIntro = { state: 'loaded', intro, at: AT };
    act(() => root?.render(<Journey firstIntro={loaded} startedAt={AT + 1} />));
    expect(stage()).toBe('picking');
  });
});
