/**
 * Test support for container tests (issue 34: "its journey through the container, with the API
 * mocked at the HTTP edge"): a real HttpClient whose `fetch` is answered in process by the
 * fixtures' MSW handlers (or handlers a test gives), every request logged; the container
 * rendered in a DOM with the English strings and the theme. Not part of any production index.
 *
 * Use in a `// @vitest-environment happy-dom` test file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse, type RequestHandler } from 'msw';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createHandlers, type ScenarioId } from '../../fixtures';
import type { ApiHosts } from '../api/contract';
import { createHttpClient, type HttpClient } from '../api/http';
import { createSyncI18n } from '../i18n/sync-i18n';
import { theme } from '../ui/theme';

export const API = 'http://api.test';

export const TEST_HOSTS: ApiHosts = {
  main: API,
  highVolume: API,
  superday: API,
  chatbot: API,
};

/** A request the container sent: method, path with query, body (parsed JSON or text), headers. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly headers: Headers;
}

export interface HttpEdge {
  readonly http: HttpClient;
  /** Every request sent so far, in order. */
  readonly sent: SentRequest[];
  /** The writes sent to paths containing `part` (CSRF refreshes left out). */
  readonly writesTo: (part: string) => SentRequest[];
  /** Handlers tried before the scenario's (a failure, a slow answer); replaced by each call. */
  readonly use: (...handlers: RequestHandler[]) => void;
}

/**
 * The API at the HTTP edge: the fixtures' handlers for `scenarios` (and any `extra` first),
 * answered in process. `retry` is off by default so a failure shows at once.
 */
export function httpEdge(
  scenarios: readonly ScenarioId[],
  extra: readonly RequestHandler[] = [],
): HttpEdge {
  const fx = createHandlers({
    scenarios,
    hosts: { main: API, highVolume: API, superday: API, chatbot: API },
    wsEndpoint: 'ws://api.test/ws/results',
  });
  let first: readonly RequestHandler[] = extra;
  const sent: SentRequest[] = [];
  const fetchFromHandlers = async (
    input: RequestInfo | URL,
    init?: RequestInit,
  ): Promise<Response> => {
    const signal = init?.signal;
    const { signal: _signal, ...rest } = init ?? {};
    const request = new Request(input, rest);
    const aborted = () => new DOMException('The request was aborted.', 'AbortError');
    if (signal?.aborted) throw aborted();
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname + url.search,
      body,
      headers: request.headers,
    });
    const response = await getResponse([...first, ...fx.handlers], request);
    if (signal?.aborted) throw aborted();
    if (!response) throw new TypeError(`No handler for ${request.method} ${request.url}`);
    return response;
  };
  const http = createHttpClient({
    hosts: TEST_HOSTS,
    storage: null,
    fetch: fetchFromHandlers,
    retry: { attempts: 0, delayMs: 0 },
  });
  return {
    http,
    sent,
    writesTo: (part) =>
      sent.filter((r) => r.method !== 'GET' && r.path.includes(part) && !r.path.includes('csrf')),
    use: (...handlers) => {
      first = handlers;
    },
  };
}

const localesDir = join(import.meta.dirname, '../../locales/en');

/** English, synchronously, every namespace. */
export const testI18n = createSyncI18n({
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

export interface Rendered {
  readonly container: HTMLElement;
  readonly rerender: (element: ReactElement) => void;
  readonly unmount: () => void;
}

let mounted: Root | null = null;

/** Renders `element` with the English strings and the theme, in act(). */
export function renderContainer(element: ReactElement): Rendered {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = root;
  const wrap = (child: ReactElement) => (
    <I18nextProvider i18n={testI18n}>
      <ThemeProvider theme={theme}>{child}</ThemeProvider>
    </I18nextProvider>
  );
  act(() => {
    root.render(wrap(element));
  });
  return {
    container,
    rerender: (next) => {
      act(() => {
        root.render(wrap(next));
      });
    },
    unmount: () => {
      act(() => {
        root.unmount();
      });
      container.remove();
      if (mounted === root) mounted = null;
    },
  };
}

/** Lets pending promises and React updates settle (a few macrotasks). */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Waits (settling) until `check` passes or `timeoutMs` has gone; throws its last error. */
export async function waitUntil(check: () => void, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await settle(1);
    }
  }
}

/** Three clicks in one task (before React renders), as a quick triple tap. */
export function tripleClick(element: Element): void {
  act(() => {
    for (let i = 0; i < 3; i += 1) {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  });
}

/** Finds a button by its visible name (exact text or pattern) in `root`. */
export function button(root: ParentNode, name: string | RegExp): HTMLButtonElement {
  const all = [...root.querySelectorAll('button')];
  const found = all.find((b) => {
    const text = (b.getAttribute('aria-label') ?? b.textContent).replace(/\s+/g, ' ').trim();
    return typeof name === 'string' ? text === name : name.test(text);
  });
  if (found === undefined) {
    const names = all.map((b) => b.textContent.trim()).join(' | ');
    throw new Error(`No button ${String(name)} among: ${names}`);
  }
  return found;
}

/** The browser goes offline or back online (`navigator.onLine`, and the `online` event). */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (online) window.dispatchEvent(new Event('online'));
}

/** Unmounts what renderContainer left mounted (call in afterEach). */
export function cleanupContainers(): void {
  if (mounted !== null) {
    const root = mounted;
    act(() => {
      root.unmount();
    });
    mounted = null;
  }
  document.body.replaceChildren();
}
