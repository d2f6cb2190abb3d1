/**
 * Entry of the production app (harness/index.html). In order:
 * 1. match the path (routes.ts) and start loading the route's chunk;
 * 2. read the configuration: the API hosts the front server put in the page (`<meta name="app-config">`,
 *    src/config/page-config.ts: run time), else the build's VITE_* variables (src/config); a
 *    malformed value stops here, with the variable's name on the page and in the console;
 * 3. create the HTTP client for the configured hosts, and start the requests the route's first
 *    screen needs (early-requests.ts: the candidate link's intro), so none waits on a render;
 * 4. initialise i18n (detector, translation files over HTTP from the same origin, `general` and
 *    `intro` first, and `ui` (the design system's strings, which the first screen needs) with
 *    them; missing keys POSTed in development builds only) — it keeps `<html lang>` and `dir`
 *    in step with the language;
 * 5. render, once the translations and the route's chunk are there (they load side by side).
 * Any failure before the first render shows the general error message, never a blank page.
 *
 * A page the server rendered (server-render.tsx: `/s/:hash` and the second screens) carries
 * what its render used (server-state.ts): the intro's answer or the answers of the screen's
 * reads, and the translations. They are read instead of fetched, and when this browser's first
 * render comes out the same — the same language (a choice saved in this browser may differ), no
 * picks kept here for the link, not a frame whose times wait for this browser's zone — React
 * hydrates the server's HTML (`hydrateRoot`); otherwise it renders afresh over it
 * (`createRoot`), with the same data, in one pass (the lazy parts it shows are loaded first).
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createHttpClient } from '../../src/api/http';
import { ConfigError, resolveAppConfig } from '../../src/config/app-config';
import { pageConfigText, parsePageConfig } from '../../src/config/page-config';
import { FALLBACK_LANGUAGE } from '../../src/domain/languages';
import { appLanguageDetector, initAppI18n } from '../../src/i18n/app-i18n';
import { pseudoNamespace } from '../../src/i18n/pseudo';
import { browserSeeds, preloadLanguageSwitcher } from '../../src/features/shared';
import { App, startRoute } from './App';
import { settleEarlyRequests, startEarlyRequests } from './early-requests';
import { browserPlace } from './page-props';
import { readServerState } from './server-state';
import { matchRoute } from './routes';

const container = document.getElementById('root');

/**
 * Plain DOM, no React: used when start-up itself fails. The general message in the candidate's
 * language (the detector's order), from the page's `#startup-failure` template, which holds it
 * in all 14 languages (harness/vite.config.ts), so it needs no translation file to load.
 */
function showStartupFailure(detail: string | null): void {
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  const template = document.getElementById('startup-failure');
  const texts = template instanceof HTMLTemplateElement ? template.content : null;
  const detected: unknown = appLanguageDetector.detect();
  const codes = Array.isArray(detected) ? detected.filter((code) => typeof code === 'string') : [];
  const text = [...codes, FALLBACK_LANGUAGE]
    .map((code) => texts?.querySelector(`[data-lng="${code}"]`))
    .find((node) => node);
  const title = document.createElement('h1');
  title.textContent = text?.textContent ?? '';
  if (text) document.documentElement.lang = text.getAttribute('lang') ?? '';
  main.append(title);
  if (detail) main.append(Object.assign(document.createElement('p'), { textContent: detail }));
  (container ?? document.body).replaceChildren(main);
  release();
}

/**
 * The server sends its render `inert` (seen, but neither focusable, clickable nor in the
 * accessibility tree) until the app has taken it over: a tap before that would be lost. Its
 * notice for a start that does not come goes too.
 */
function release(): void {
  container?.removeAttribute('inert');
  // The server's notice for scripts that never came (server-render.tsx, lateStartNotice).
  document.getElementById('late-start')?.remove();
}

async function start(): Promise<void> {
  const match = matchRoute(location.pathname);
  const route = startRoute(match);
  const config = resolveAppConfig(import.meta.env, parsePageConfig(pageConfigText(document)));
  const http = createHttpClient({ hosts: config.hosts });
  const place = browserPlace();
  const server = readServerState(document, location.pathname);
  const started = startEarlyRequests(
    match,
    http,
    server ? { hosts: config.hosts, intro: server.intro } : undefined,
    location.search,
  );
  // The intro of a server-rendered page is settled at once (its answer is in the page).
  const settled = server ? settleEarlyRequests(started) : Promise.resolve(started);
  const [i18n, page, early, hydration] = await Promise.all([
    initAppI18n({
      isDevelopment: import.meta.env.DEV,
      // QA reads the pseudo-locale (?lng=pseudo) in development builds only.
      ...(import.meta.env.DEV ? { pseudo: pseudoNamespace } : {}),
      // The design system's strings, which the first screen needs: fetched beside the initial
      // namespaces, not after them (no start-up chain).
      alsoLoad: ['ui'],
      // A server-rendered page's translations: already here, not fetched.
      ...(server ? { resources: server.resources } : {}),
    }),
    // The route's chunk arrives beside the translations; rendering it as loaded means the
    // first render suspends nowhere (App.tsx).
    route.loaded,
    settled,
    // What the server rendered lazily is loaded before hydrating (its files are preloaded).
    server
      ? Promise.all([route.hydration, settled, preloadLanguageSwitcher()])
          .then(async ([h, answers]) => {
            await h?.prepare(answers, match);
            return h;
          })
          // A part that did not load: rendered afresh, where the lazy part tells its failure.
          .catch(() => null)
      : null,
  ]);
  if (!container) throw new Error('index.html has no #root element.');
  // A second screen the server drew: its reads' answers, for the first render only.
  const seeds = server?.reads ? browserSeeds(server.reads) : null;
  const ready = () => {
    release();
  };
  const pageCommitted = () => {
    seeds?.expire();
  };
  const app = (
    <App
      route={route}
      page={page}
      i18n={i18n}
      config={config}
      http={http}
      early={early}
      place={place}
      seeds={seeds}
      onReady={ready}
      onPageCommitted={pageCommitted}
    />
  );
  // This browser's first render is the server's: the same language, nothing kept here that
  // the server could not know.
  // A frame (times held back: zone-frame.ts) is drawn again in this browser's zone.
  const sameAsServer =
    server !== null &&
    server.frame !== true &&
    i18n.resolvedLanguage === server.language &&
    (hydration?.matchesServer(match, server) ?? false);
  if (sameAsServer && page) {
    hydrateRoot(container, app);
  } else if (server !== null) {
    // Drawn again over the server's page (a frame, or what this browser keeps): that page stays
    // in view until the commit, so the render is a transition React slices into short tasks
    // (the portal's and the superday's were one 200–350 ms task at 4× CPU).
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  } else {
    createRoot(container).render(app);
  }
}

start().catch((error: unknown) => {
  console.error('The app could not start:', error);
  showStartupFailure(error instanceof ConfigError ? error.message : null);
});
