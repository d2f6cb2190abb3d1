/**
 * Pages rendered on the server (issue 14, LCP; issue 35, the second screens): for `/s/:hash`
 * the stand-in asks its own API for the link's intro; for the portal, superday, scheduling and
 * interviewer links the render makes its own reads through the same API (GETs only). It renders
 * the app's first screen with the build's server render (`dist-ssr/server-render.js`, from
 * harness/app/server-render.tsx) and sends the page with that HTML in `#root`, its styles in
 * `<head>`, `<html lang dir>` in the candidate's language, and what the render used
 * (server-state.ts) for the browser to hydrate it or draw it again in the candidate's zone.
 *
 * The page is sent as built (the browser renders it, as before) when there is no server
 * render in the build, the path is not one it renders, the intro does not answer within
 * {@link INTRO_TIME_LIMIT_MS} or answers neither 200 nor a 4xx (the browser then asks, and
 * retries, itself), or the render fails.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Resource, ResourceLanguage } from 'i18next';
import { endpoints } from '../../src/api/contract';
import { FALLBACK_LANGUAGE } from '../../src/domain/languages';
import { bcp47Of, directionOf } from '../../src/i18n/app-language';
import { requestLanguage } from '../../src/i18n/request-language';
import { matchRoute } from '../app/routes';
import { withScriptsAfterPaint } from './after-paint';
import type * as ServerRender from '../app/server-render';

/** How long the page waits for the intro before it is sent without a render. */
export const INTRO_TIME_LIMIT_MS = 1_500;

/** Asks the stand-in's API (its handlers, no network) for `path`, as the page's request. */
export type ApiAsk = (path: string, req: IncomingMessage) => Promise<Response | undefined>;

export interface PageRenderer {
  /** `html` (the built page) with the render put in, or null: send it as it is. */
  render(html: string, req: IncomingMessage, url: URL): Promise<string | null>;
  /** Loads the server render and its lazy parts now (at start): the first page is not slower. */
  warm(): Promise<void>;
}

type RenderModule = typeof ServerRender;

/** The answer, or undefined when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  const controller = new AbortController();
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(() => {
      resolve(undefined);
    }, ms);
    controller.signal.addEventListener('abort', () => {
      clearTimeout(timer);
    });
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    controller.abort();
  }
}

/** Every namespace of `lng` in `localesDir` (files change with a deployment: read once). */
function translationsReader(localesDir: string) {
  const cache = new Map<string, Promise<ResourceLanguage>>();
  async function read(lng: string): Promise<ResourceLanguage> {
    const files = (await readdir(join(localesDir, lng))).filter((f) => f.endsWith('.json'));
    const entries = await Promise.all(
      files.map(async (f) => {
        const json = JSON.parse(await readFile(join(localesDir, lng, f), 'utf8')) as object;
        return [f.replace(/\.json$/, ''), json] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
  return async (lng: string): Promise<Resource> => {
    const languages = lng === FALLBACK_LANGUAGE ? [lng] : [lng, FALLBACK_LANGUAGE];
    const out: Resource = {};
    for (const code of languages) {
      let files = cache.get(code);
      if (!files) {
        files = read(code);
        cache.set(code, files);
        files.catch(() => cache.delete(code));
      }
      out[code] = await files;
    }
    return out;
  };
}

/** A translation file's preload (route-preload.ts). */
const TRANSLATION_PRELOAD = /<link rel="preload" as="fetch" crossorigin href="\/locales\/[^"]*">/g;

/** The built page with the render in it. */
export function withRender(
  html: string,
  rendered: ServerRender.RenderedPage,
  language: string,
  modules: readonly string[] = [],
): string {
  const state = `<script type="application/json" id="server-render">${rendered.state}</script>`;
  const titled =
    rendered.title === null
      ? html
      : html.replace(/<title>[^<]*<\/title>/, () => `<title>${rendered.title ?? ''}</title>`);
  // The scripts are asked for once the page is painted (after-paint.ts), with the lazy parts
  // the page hydrates with beside the entry (main.tsx waits for them).
  return withScriptsAfterPaint(
    titled
      // Its translations are in the page (the state below): not fetched.
      .replace(TRANSLATION_PRELOAD, '')
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        `<html lang="${bcp47Of(language)}" dir="${directionOf(language)}">`,
      )
      .replace('</head>', () => `${rendered.head}</head>`)
      // Inert until the app has taken it over (main.tsx): a tap before then would be lost.
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" inert>${rendered.html}</div>${rendered.notice}`,
      )
      .replace('</body>', () => `${state}</body>`),
    modules,
  );
}

/**
 * The renderer of the build's server render (`ssrFile`), or one that renders nothing when the
 * build has none. The module is imported once (its chunks import it by its own URL, so it
 * cannot be imported afresh beside itself): after a new build, pages are sent as built (its
 * HTML would not match the new scripts) until the server restarts.
 */
export function createPageRenderer(options: {
  ssrFile: string;
  localesDir: string;
  ask: ApiAsk;
  /** The module files a rendered page of `pathname` hydrates with (route-preload.ts). */
  hydrationModules?: (pathname: string) => Promise<readonly string[]>;
  log?: (line: string) => void;
}): PageRenderer {
  const translations = translationsReader(options.localesDir);
  let loaded: { builtAt: number; module: Promise<RenderModule | null> } | null = null;

  async function module(): Promise<RenderModule | null> {
    const builtAt = await stat(options.ssrFile).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (builtAt === null) return null;
    if (loaded === null) {
      loaded = {
        builtAt,
        module: (import(pathToFileURL(options.ssrFile).href) as Promise<RenderModule>).catch(
          (error: unknown) => {
            options.log?.(`server render not loaded: ${String(error)}`);
            return null;
          },
        ),
      };
    }
    if (loaded.builtAt !== builtAt) {
      options.log?.('the server render was built again: restart the server to use it');
      return null;
    }
    return loaded.module;
  }

  return {
    async warm() {
      await (await module())?.warmUp();
    },
    async render(html, req, url) {
      const match = matchRoute(url.pathname);
      const { id } = match.route;
      if (id === 'unknown' || (id === 'candidate' && (match.params.hash ?? '') === '')) return null;
      const renderer = await module();
      if (renderer === null || !renderer.rendersPath(url.pathname)) return null;
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      const language = requestLanguage({
        search: url.search,
        cookie: header('cookie'),
        acceptLanguage: header('accept-language'),
      });
      const page = { url: url.href, language, resources: await translations(language) };
      let rendered: ServerRender.RenderedPage | null;
      if (match.route.id === 'candidate') {
        const hash = match.params.hash ?? '';
        const answer = await within(options.ask(endpoints.intro(hash), req), INTRO_TIME_LIMIT_MS);
        if (answer === undefined) return null;
        const ok = answer.status === 200 || (answer.status >= 400 && answer.status < 500);
        if (!ok) return null;
        rendered = await renderer.renderPage({
          ...page,
          intro: { status: answer.status, body: await answer.text() },
        });
      } else {
        // A second screen's reads, made by its render: GETs of this server's API only.
        const api: typeof fetch = async (input, init) => {
          if ((init?.method ?? 'GET') !== 'GET') throw new Error('the server render only reads');
          const target = new URL(input instanceof Request ? input.url : input.toString(), url);
          const answer = await options.ask(target.pathname + target.search, req);
          return answer ?? new Response(null, { status: 404 });
        };
        rendered = await renderer.renderPage({ ...page, api });
      }
      if (rendered === null) return null;
      const modules = (await options.hydrationModules?.(url.pathname)) ?? [];
      return withRender(html, rendered, language, modules);
    },
  };
}
