/**
 * Server rendering of the candidate route `/s/:hash` (issue 14: the candidate's first screen
 * drawn from the page itself, not after the scripts, the intro and the translations have
 * arrived one after another). Built by `vite build --ssr` with the app's own configuration
 * (harness/vite.config.ts: the same styled-component ids as the browser's build) into
 * `dist-ssr/server-render.js`; the stand-in server imports it (harness/server/page-render.ts).
 *
 * It renders the app exactly as the browser's entry (main.tsx) will on its first render: the
 * same `App`, the intro's answer given (server-state.ts), the translations in memory, every
 * lazy part the first screen shows loaded (`prerender` waits for them), the styles collected.
 * It renders in two zones 26 hours apart: only when both come out the same (the screen shows
 * no date or time: the Introduction of a pending link, a link's problem) is the page rendered
 * here. A screen with times would show them in a zone that may not be the candidate's (the
 * server does not know the browser's), and the server's and the browser's Intl do not always
 * write a time alike (ICU versions: the spaces around "PM" and a range's dash), which would
 * break the hydration. A render that fails, or that takes over
 * {@link RENDER_TIME_LIMIT_MS}, gives null: the page is then sent as before, rendered by the
 * browser alone.
 */
import type { Resource } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { createHttpClient } from '../../src/api/http';
import { resolveAppConfig } from '../../src/config/app-config';
import { INITIAL_NAMESPACES } from '../../src/domain/languages';
import { createSyncI18n } from '../../src/i18n/sync-i18n';
import { preloadLanguageSwitcher } from '../../src/features/shared';
import { App, type AppProps, startRoute } from './App';
import { lateStartNotice } from './late-start';
import { settleEarlyRequests, startEarlyRequests } from './early-requests';
import { matchRoute } from './routes';
import { type RecordedAnswer, serializeServerState } from './server-state';

/** A render that takes longer is dropped (the browser renders the page itself). */
export const RENDER_TIME_LIMIT_MS = 2_000;

/**
 * The two zones that tell whether the page depends on the zone: 26 hours apart, so any
 * instant shown (a date, a weekday, a time) reads differently in them.
 */
const EARLIEST_ZONE = 'Etc/GMT+12';
const LATEST_ZONE = 'Pacific/Kiritimati';

export interface PageRequest {
  /** The page's absolute URL. */
  url: string;
  /** The app language to render in (src/i18n/request-language.ts). */
  language: string;
  /** Every namespace of the language and of English, the fallback: `{ lng: { ns: json } }`. */
  resources: Resource;
  /** The intro call's answer for the link. */
  intro: RecordedAnswer;
}

export interface RenderedPage {
  /** The HTML of `#root`. */
  html: string;
  /** For `<head>`: styled-components' `<style>` elements and React's resource hints. */
  head: string;
  /** The document's title: the first screen's heading, as the browser sets it (ScreenFrame). */
  title: string | null;
  /** The text of `<script type="application/json" id="server-render">` (server-state.ts). */
  state: string;
  /**
   * Put after `#root`: the page's word for a start that does not come (late-start.ts).
   */
  notice: string;
}

/**
 * Loads what a render of `/s/:hash` uses lazily (the route's page, the journey, the
 * link-problem screen, the language switcher), so that the first page after a start is not
 * slower than the others.
 */
export async function warmUp(): Promise<void> {
  const route = startRoute(matchRoute('/s/warm-up'));
  const [hydration] = await Promise.all([route.hydration, route.loaded, preloadLanguageSwitcher()]);
  await hydration?.prepare({ intro: null });
}

/** Whether `request` is a page this module renders. */
export function rendersPath(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match.route.id === 'candidate' && (match.params.hash ?? '') !== '';
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  }
  return text;
}

interface OneRender {
  html: string;
  styles: string;
  /** The namespaces the screens asked for, per language i18next read (language, fallback). */
  used: { languages: readonly string[]; namespaces: readonly string[] };
}

/** What every render of one request shares: the app's props but the place, and the URL. */
interface RenderSetup {
  url: URL;
  props: Omit<AppProps, 'place' | 'onReady'>;
}

/**
 * The app's props for the request, made once for its renders: the intro's answer settled, the
 * route's page loaded, an i18n instance with the translations in memory.
 */
async function setUp(request: PageRequest): Promise<RenderSetup | null> {
  const url = new URL(request.url);
  const match = matchRoute(url.pathname);
  const config = resolveAppConfig(import.meta.env, url.origin);
  const http = createHttpClient({ hosts: config.hosts, storage: null });
  const early = await settleEarlyRequests(
    startEarlyRequests(match, http, { hosts: config.hosts, intro: request.intro }),
  );
  const route = startRoute(match);
  const page = await route.loaded;
  if (page === null) return null;
  const i18n = createSyncI18n({ lng: request.language, resources: request.resources });
  return { url, props: { route, page, i18n, config, http, early } };
}

async function renderOnce(
  { url, props }: RenderSetup,
  timeZone: string,
): Promise<OneRender | null> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new Error(`server render over ${String(RENDER_TIME_LIMIT_MS)} ms`));
  }, RENDER_TIME_LIMIT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <App {...props} place={{ origin: url.origin, search: url.search, timeZone }} />,
      ),
      {
        signal: controller.signal,
        // Every boundary in place: React otherwise writes boundaries that come after its
        // chunk size (12.8 KB) as hidden content plus a script that moves it in.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    const html = await streamText(prelude);
    if (errors.length > 0 || controller.signal.aborted) {
      console.error('Server render of %s failed:', url.pathname, errors[0]);
      return null;
    }
    const { i18n } = props;
    const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
    return {
      html,
      styles: sheet.getStyleTags(),
      used: { languages: i18n.languages, namespaces: used },
    };
  } finally {
    clearTimeout(timer);
    sheet.seal();
  }
}

/**
 * True when the HTML is whole: React writes a boundary that suspended (a lazy part loading for
 * the first time in this process) as a fallback plus a script that swaps the content in, and
 * the page's policy allows no inline script.
 */
const isWhole = (html: string) => !html.includes('<script') && !html.includes('<!--$?-->');

/**
 * The render for `timeZone`: again while it is not whole (the first renders of a process load
 * the lazy parts; from then on they are there), at most three times.
 */
async function wholeRender(setup: RenderSetup, timeZone: string): Promise<OneRender | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const render = await renderOnce(setup, timeZone);
    if (render === null || isWhole(render.html)) return render;
  }
  return null;
}

/**
 * React writes the resource hints of what it rendered (`<link rel="preload" as="image">` for
 * the background) first; the browser's hydration expects `#root` to start with the app, and
 * the hints do more good in `<head>`.
 */
function splitHints(html: string): { hints: string; body: string } {
  const hints = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  return { hints, body: html.slice(hints.length) };
}

/** The text of the first `<h1>` (HTML-escaped as React wrote it), or null. */
export function headingText(html: string): string | null {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) return null;
  const text = inner.replace(/<[^>]*>/g, '').trim();
  return text === '' ? null : text;
}

/** The page's render, or null when it cannot be rendered here (see the top of this file). */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const path = new URL(request.url).pathname;
  if (!rendersPath(path)) return null;
  const setup = await setUp(request);
  if (setup === null) return null;
  const first = await wholeRender(setup, EARLIEST_ZONE);
  const latest = first && (await wholeRender(setup, LATEST_ZONE));
  // Times on the screen: left to the browser, which knows the candidate's zone.
  if (first === null || latest === null || first.html !== latest.html) return null;
  const { hints, body } = splitHints(first.html);
  // What the browser's i18n instance needs to render the same: the namespaces the screens
  // used and those it loads at start, in the language and its fallback.
  const namespaces = new Set<string>([...INITIAL_NAMESPACES, 'ui', ...first.used.namespaces]);
  const resources: Resource = {};
  for (const lng of first.used.languages) {
    const own = request.resources[lng];
    if (!own) continue;
    resources[lng] = Object.fromEntries(
      [...namespaces].flatMap((ns) => (own[ns] === undefined ? [] : [[ns, own[ns]]])),
    );
  }
  return {
    html: body,
    notice: lateStartNotice(
      setup.props.i18n.getFixedT(request.language, 'general'),
      setup.url.pathname + setup.url.search,
    ),
    head: hints + first.styles,
    title: headingText(body),
    state: serializeServerState({
      path,
      language: request.language,
      intro: request.intro,
      resources,
    }),
  };
}
