// @vitest-environment happy-dom
/**
 * CandidateFlow's first paint and its hand-over to the journey (a lazy chunk), in a DOM, against
 * the fixtures' HTTP handlers. The journey's chunk is held back at first, as on a slow network,
 * so the first paint has to show Loading, then the Introduction, remember "Get started" and pass
 * everything on. The flow stories cover the journey itself in a browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { act, type ComponentType, lazy } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createHandlers,
  getScenario,
  memoryStores,
  resetFixtureState,
  type ScenarioId,
} from '../../../../fixtures';
import type { ApiHosts } from '../../../api/contract';
import { createHttpClient, type HttpClient } from '../../../api/http';
import { getIntro } from '../../../api/meet';
import type { MeetIntro } from '../../../domain/entities';
import type { WebSocketLike } from '../../../api/live-results-socket';
import { createSyncI18n } from '../../../i18n/sync-i18n';
import { theme } from '../../../ui/theme';
import { CandidateFlow } from './CandidateFlow';
import type * as JourneyModule from './CandidateJourney';
import type { CandidateJourneyProps } from './CandidateJourney';

/**
 * The journey's chunk, as the tests want it: already there (by default), or one that loads when
 * the test says so, as on a slow network (`heldJourney`). The module's default export renders
 * the test's current choice; a held one is a real `lazy` component waiting for its gate.
 */
const journey = vi.hoisted(() => ({
  Current: null as ComponentType<CandidateJourneyProps> | null,
}));
vi.mock('./CandidateJourney', async (importOriginal) => {
  const actual = await importOriginal<typeof JourneyModule>();
  const { createElement } = await import('react');
  return {
    ...actual,
    default: function TestJourney(props: CandidateJourneyProps) {
      return createElement(journey.Current ?? actual.default, props);
    },
  };
});

function heldJourney(): { release: () => void } {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  journey.Current = lazy(async () => {
    await gate;
    return vi.importActual<typeof JourneyModule>('./CandidateJourney');
  });
  return {
    release: () => {
      open();
    },
  };
}

const API = 'http://api.test';
const HOSTS: ApiHosts = {
  main: API,
  highVolume: API,
  superday: API,
  chatbot: API,
};

const fx = createHandlers({
  scenarios: ['pending', 'expired'],
  hosts: { main: API, highVolume: API, superday: API, chatbot: API },
  wsEndpoint: 'ws://api.test/ws/results',
});

/**
 * `fetch` answered by the fixtures' handlers in process (msw's getResponse): no network, and
 * nothing left in flight between tests.
 */
async function fetchFromHandlers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal;
  const { signal: _signal, ...rest } = init ?? {};
  const request = new Request(input, rest);
  const aborted = () => new DOMException('The request was aborted.', 'AbortError');
  if (signal?.aborted) throw aborted();
  const response = await getResponse(fx.handlers, request);
  if (signal?.aborted) throw aborted();
  if (!response) throw new TypeError(`No fixture handler for ${request.method} ${request.url}`);
  return response;
}

/** A socket that never opens: these tests stop where live results would start. */
class SilentSocket implements WebSocketLike {
  binaryType = 'blob';
  onopen: unknown = null;
  onmessage: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  close(): void {
    // Nothing was opened.
  }
}

const localesDir = join(import.meta.dirname, '../../../../locales/en');
const i18n = createSyncI18n({
  lng: 'en',
  resources: {
    en: Object.fromEntries(
      readdirSync(localesDir).map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Record<string, unknown>,
      ]),
    ),
  },
});

let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  resetFixtureState(fx.state);
  journey.Current = null;
});

function render(id: ScenarioId, early?: (http: HttpClient) => Promise<MeetIntro>) {
  const scenario = getScenario(id);
  const now = Date.parse(scenario.now);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const http = createHttpClient({ hosts: HOSTS, storage: null, fetch: fetchFromHandlers });
  const introRequest = early?.(http);
  act(() => {
    root?.render(
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <CandidateFlow
            hash={scenario.hash}
            http={http}
            browserTimeZone={scenario.browserTimeZone}
            now={() => now}
            WebSocketImpl={SilentSocket}
            allTimeZones={['UTC']}
            pickStores={memoryStores()}
            {...(introRequest ? { introRequest } : {})}
          />
        </I18nextProvider>
      </ThemeProvider>,
    );
  });
  return scenario;
}

/** Lets requests, chunks and effects run until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const screen = () => container.querySelector('[data-screen]')?.getAttribute('data-screen');
/**
 * The shown screen's heading: not the one of a Suspense fallback while a screen loads, nor the
 * previous screen's, which React keeps (hidden) meanwhile.
 */
const heading = () =>
  Array.from(container.querySelectorAll('h1')).find(
    (h) => h.closest('[data-fallback]') === null && h.checkVisibility(),
  );
const calls = (path: string) => fx.state.calls.filter((c) => c.url.includes(path));

function getStarted(): void {
  const button = Array.from(container.querySelectorAll('button')).find(
    (b) => b.textContent === i18n.t('intro:getStarted'),
  );
  if (!button) throw new Error('No "Get started" button');
  act(() => {
    button.click();
  });
}

describe('CandidateFlow while the journey loads', () => {
  it('paints Loading, then the Introduction, and hands over a click on "Get started"', async () => {
    const journey = heldJourney();
    const scenario = render('pending');
    expect(screen()).toBe('loading');
    expect(heading()?.textContent).toBe(i18n.t('intro:calculatingAndBuildingInterviewSchedules'));
    // The first screen: the title follows it, focus stays where the browser put it.
    expect(document.title).toBe(heading()?.textContent);
    expect(document.activeElement).toBe(document.body);

    await until(() => screen() === 'intro', 'the Introduction');
    expect(heading()?.textContent).toBe(i18n.t('intro:yourInterviews'));
    // A new screen: focus moves to its heading and the title follows.
    expect(document.activeElement).toBe(heading());
    expect(document.title).toBe(heading()?.textContent);
    // The journey is not there yet, so nothing else has been asked of the server.
    expect(calls('/availability/search/')).toHaveLength(0);

    getStarted();
    expect(screen()).toBe('loading');
    expect(document.activeElement).toBe(heading());

    journey.release();
    // The journey takes over: the search runs, the click is tracked, the intro is not refetched.
    await until(() => calls('/availability/search/').length === 1, 'the search');
    await until(
      () => (fx.state.links[scenario.hash]?.tracking.length ?? 0) > 0,
      'the tracking of the click',
    );
    expect(JSON.stringify(fx.state.links[scenario.hash]?.tracking)).toContain('clickIntroButton');
    expect(calls('/get_intro/')).toHaveLength(1);
    expect(screen()).toBe('loading');
    expect(document.activeElement).toBe(heading());
  });

  it('uses the intro request the app started before rendering: the intro is asked for once', async () => {
    let started = 0;
    render('pending', (http) => {
      started += 1;
      return getIntro(http, getScenario('pending').hash);
    });
    expect(started).toBe(1);
    await until(() => screen() === 'intro', 'the Introduction');
    // StrictMode-proof too: the effect reads the one request, it never starts another.
    expect(calls('/get_intro/')).toHaveLength(1);
  });

  it('hands over the Introduction it shows: same screen, focus kept on its heading', async () => {
    const journey = heldJourney();
    render('pending');
    await until(() => screen() === 'intro', 'the Introduction');
    const shown = heading();
    expect(document.activeElement).toBe(shown);

    journey.release();
    await until(() => calls('/availability/search/').length === 1, 'the search');
    await until(() => heading() !== shown && heading() !== undefined, "the journey's screen");
    expect(screen()).toBe('intro');
    expect(heading()?.textContent).toBe(i18n.t('intro:yourInterviews'));
    expect(document.activeElement).toBe(heading());
    expect(calls('/get_intro/')).toHaveLength(1);

    getStarted();
    await until(() => screen() === 'loading', 'the search screen');
  });

  it('keeps Loading for an expired link until the journey shows the expired-link screen', async () => {
    const journey = heldJourney();
    render('expired');
    await until(() => calls('/get_intro/').length === 1, 'the intro request');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen()).toBe('loading');

    journey.release();
    await until(() => screen() === 'linkProblem' && heading() !== undefined, 'the link problem');
    expect(heading()?.textContent).toBe(i18n.t('intro:linkProblem.expiredTitle'));
    expect(document.activeElement).toBe(heading());
    expect(calls('/get_intro/')).toHaveLength(1);
  });
});

describe('CandidateFlow with the journey loaded', () => {
  it('lets the journey show Loading, then the Introduction (focus moves to it)', async () => {
    render('pending');
    await until(() => screen() === 'intro' && heading() !== undefined, 'the Introduction');
    expect(heading()?.textContent).toBe(i18n.t('intro:yourInterviews'));
    expect(document.activeElement).toBe(heading());
    await until(() => calls('/availability/search/').length === 1, 'the search');
    expect(calls('/get_intro/')).toHaveLength(1);
  });
});
