/**
 * Entry of the production app (harness/index.html). In order:
 * 1. match the path (routes.ts) and start loading the route's chunk;
 * 2. read the configuration (VITE_* variables, src/config); a malformed value stops here, with
 *    the variable's name on the page and in the console;
 * 3. create the HTTP client for the configured hosts, and start the requests the route's first
 *    screen needs (early-requests.ts: the candidate link's intro), so none waits on a render;
 * 4. initialise i18n (detector, translation files over HTTP from the same origin, `general` and
 *    `intro` first, and `ui` (the design system's strings, which the first screen needs) with
 *    them; missing keys POSTed in development builds only) — it keeps `<html lang>` and `dir`
 *    in step with the language;
 * 5. render, once the translations and the route's chunk are there (they load side by side).
 * Any failure before the first render shows the general error message, never a blank page.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from '../../src/api/http';
import { ConfigError, resolveAppConfig } from '../../src/config/app-config';
import { FALLBACK_LANGUAGE } from '../../src/domain/languages';
import { appLanguageDetector, initAppI18n } from '../../src/i18n/app-i18n';
import { pseudoNamespace } from '../../src/i18n/pseudo';
import { App, startRoute } from './App';
import { startEarlyRequests } from './early-requests';
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
}

async function start(): Promise<void> {
  const match = matchRoute(location.pathname);
  const route = startRoute(match);
  const config = resolveAppConfig(import.meta.env, location.origin);
  const http = createHttpClient({ hosts: config.hosts });
  const early = startEarlyRequests(match, http);
  const [i18n, page] = await Promise.all([
    initAppI18n({
      isDevelopment: import.meta.env.DEV,
      // QA reads the pseudo-locale (?lng=pseudo) in development builds only.
      ...(import.meta.env.DEV ? { pseudo: pseudoNamespace } : {}),
      // The design system's strings, which the first screen needs: fetched beside the initial
      // namespaces, not after them (no start-up chain).
      alsoLoad: ['ui'],
    }),
    // The route's chunk arrives beside the translations; rendering it as loaded means the
    // first render suspends nowhere (App.tsx).
    route.loaded,
  ]);
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <App route={route} page={page} i18n={i18n} config={config} http={http} early={early} />,
  );
}

start().catch((error: unknown) => {
  console.error('The app could not start:', error);
  showStartupFailure(error instanceof ConfigError ? error.message : null);
});
