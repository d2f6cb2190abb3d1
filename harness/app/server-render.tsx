/**
 * Server rendering of the candidate route `/s/:hash` (issue 14: the candidate's first screen
 * drawn from the page itself, not after the scripts, the intro and the translations have
 * arrived one after another) and of the second screens (issue 35: portal, superday, scheduling
 * and interviewer links; their reads made by the render in passes, src/features/shared/data/
 * seeds.ts, and a screen with times sent as a frame whose times wait for the browser,
 * zone-frame.ts). Built by `vite build --ssr` with the app's own configuration
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
import {
  preloadLanguageSwitcher,
  type ResourceSeeds,
  serverSeeds,
} from '../../src/features/shared';
import { App, type AppProps, startRoute } from './App';
import { lateStartNotice } from './late-start';
import { settleEarlyRequests, startEarlyRequests } from './early-requests';
import { matchRoute, type RouteId } from './routes';
import { type RecordedAnswer, serializeServerState } from './server-state';
import { ZONE_PENDING_ATTRIBUTE, ZONE_PENDING_STYLE, zoneFrame } from './zone-frame';

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
  /** The intro call's answer for the link (`/s/:hash`). */
  intro?: RecordedAnswer;
  /**
   * How a second screen's render reads the API (its GETs only): the server's own API, or the
   * configured one. Without it, only `/s/:hash` is rendered.
   */
  api?: typeof fetch;
}

/**
 * The screens drawn here besides the candidate's (issue 35): their reads are made by the
 * render itself, in passes (seeds.ts), and a screen with times becomes a frame (zone-frame.ts).
 */
const SECOND_SCREENS: readonly RouteId[] = [
  'portal',
  'superday',
  'scheduling-link',
  'interviewer-link',
];

/** Passes of a second screen's render: each reads what the one before asked for. */
const MAX_READ_PASSES = 4;

/** A second screen's read that takes longer is left to the browser. */
export const READ_TIME_LIMIT_MS = 1_500;

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
 * Loads what a render uses lazily (the route's page, the journey, the second screens' pages,
 * the link-problem screen, the language switcher), so that the first page after a start is
 * not slower than the others.
 */
export async function warmUp(): Promise<void> {
  const paths = ['/s/warm-up', '/p/w/u', '/superday/w', '/l/w', '/i/w/u'];
  await Promise.all(
    paths.map(async (path) => {
      const route = startRoute(matchRoute(path));
      const [hydration] = await Promise.all([
        route.hydration,
        route.loaded,
        preloadLanguageSwitcher(),
      ]);
      await hydration?.prepare({ intro: null }, route.match);
    }),
  );
}

/** Whether `request` is a page this module renders. */
export function rendersPath(pathname: string): boolean {
  const match = matchRoute(pathname);
  if (SECOND_SCREENS.includes(match.route.id)) return true;
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
  props: Omit<AppProps, 'place' | 'onReady' | 'onPageCommitted' | 'seeds'>;
}

/** A fetch that answers nothing (a second screen without `api`). */
const noApi: typeof fetch = () => Promise.reject(new Error('no API for the server render'));

/**
 * The app's props for the request, made once for its renders: the intro's answer settled, the
 * route's page loaded, an i18n instance with the translations in memory.
 */
async function setUp(request: PageRequest): Promise<RenderSetup | null> {
  const url = new URL(request.url);
  const match = matchRoute(url.pathname);
  const config = resolveAppConfig(import.meta.env);
  const second = match.route.id !== 'candidate';
  if (!second && request.intro === undefined) return null;
  const http = createHttpClient({
    hosts: config.hosts,
    storage: null,
    // A second screen's reads, answered by the API once each (GET retries are the browser's).
    ...(second
      ? {
          fetch: request.api ?? noApi,
          retry: { attempts: 0, delayMs: 0 },
          timeoutMs: READ_TIME_LIMIT_MS,
        }
      : {}),
  });
  const early =
    request.intro === undefined
      ? { intro: null }
      : await settleEarlyRequests(
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
  seeds: ResourceSeeds | null,
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
        <App
          {...props}
          place={{ origin: url.origin, search: url.search, timeZone }}
          seeds={seeds}
        />,
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
async function wholeRender(
  setup: RenderSetup,
  timeZone: string,
  seeds: (() => ResourceSeeds) | null = null,
): Promise<OneRender | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // Each attempt is a pass of its own: a read asked for again by the retry of the same pass
    // would otherwise look asked twice, and so ambiguous (seeds.ts), and never be seeded.
    const render = await renderOnce(setup, timeZone, seeds?.() ?? null);
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

/**
 * A second screen's renders in the two zones, with its reads made in passes (seeds.ts): each
 * pass is rendered, what it asked for is read, and the next pass has those answers, until a
 * pass asks for nothing new.
 */
async function secondScreenRenders(setup: RenderSetup) {
  const seeds = serverSeeds();
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, RENDER_TIME_LIMIT_MS);
  let first: OneRender | null = null;
  try {
    for (let pass = 0; pass < MAX_READ_PASSES && first === null; pass++) {
      const render = await wholeRender(setup, EARLIEST_ZONE, () => seeds.pass());
      if (render === null) return null;
      // A pass that asked for nothing new is the page with every answer it needs.
      if ((await seeds.settle(controller.signal)) === 0) first = render;
    }
  } finally {
    clearTimeout(timer);
  }
  first ??= await wholeRender(setup, EARLIEST_ZONE, () => seeds.pass());
  const latest = first && (await wholeRender(setup, LATEST_ZONE, () => seeds.pass()));
  if (first === null || latest === null) return null;
  return { first, latest, reads: seeds.outcomes() };
}

/** The page's render, or null when it cannot be rendered here (see the top of this file). */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const path = new URL(request.url).pathname;
  if (!rendersPath(path)) return null;
  // The clock the screens read while drawn (within the render's time limit of it).
  const renderedAt = Date.now();
  const setup = await setUp(request);
  if (setup === null) return null;
  let first: OneRender | null;
  let html: string | null;
  let reads: ServerState['reads'];
  if (request.intro === undefined) {
    const renders = await secondScreenRenders(setup);
    if (renders === null) return null;
    first = renders.first;
    reads = renders.reads;
    // Times on the screen: a frame, drawn again by the browser in the candidate's zone.
    html =
      renders.first.html === renders.latest.html
        ? renders.first.html
        : zoneFrame(renders.first.html, renders.latest.html);
  } else {
    first = await wholeRender(setup, EARLIEST_ZONE);
    const latest = first && (await wholeRender(setup, LATEST_ZONE));
    // Times on the screen: left to the browser, which knows the candidate's zone.
    html = first !== null && latest !== null && first.html === latest.html ? first.html : null;
  }
  if (first === null || html === null) return null;
  const frame = html !== first.html;
  const { hints, body } = splitHints(html);
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
  const heading = headingText(body);
  return {
    html: body,
    notice: lateStartNotice(
      setup.props.i18n.getFixedT(request.language, 'general'),
      setup.url.pathname + setup.url.search,
    ),
    head: hints + first.styles + (frame ? ZONE_PENDING_STYLE : ''),
    // A heading that holds a time waits for the browser's.
    title: frame && heldBack.test(body) ? null : heading,
    state: serializeServerState({
      path,
      language: request.language,
      ...(request.intro === undefined ? {} : { intro: request.intro }),
      ...(reads === undefined ? {} : { reads, frame, renderedAt }),
      resources,
    }),
  };
}

type ServerState = Parameters<typeof serializeServerState>[0];

/** A first heading with something held back in it. */
const heldBack = new RegExp(`<h1\\b[^>]*>(?:(?!</h1>)[\\s\\S])*${ZONE_PENDING_ATTRIBUTE}`);
