/**
 * The front server (issue 37): production code that gives candidates the fast, safe page in
 * front of any API. One Node HTTP server that
 * - serves the built app (`dist/`, in a release `app/`): hashed `/assets/*` precompressed at
 *   build time (brotli and gzip, compression.ts) and cached for a year, every other file
 *   revalidated; the translation files (`/locales/{lng}/{ns}.json`);
 * - answers every other GET with the app's page: its route's preloads (route-preload.ts), the
 *   API origins for the browser (`<meta name="app-config">`, src/config/page-config.ts), the response's
 *   CSP nonce, never stored; `/s/:hash` and the second screens rendered here
 *   (page-render.ts) with the intro and the screens' reads fetched over HTTP from the
 *   configured API, falling back to the browser's render on a timeout, a 5xx or a network
 *   error;
 * - sends the security headers on every response (security.ts) and refuses a Host that is not
 *   its own (421, host-guard.ts) and any write (405: it takes no request body);
 * - answers `/healthz` (the process is up) and `/readyz` (it can serve pages: the build and the
 *   server render are loaded, and it is not shutting down; the API is not checked, see
 *   README "Deploy");
 * - writes one JSON line per request (no link hash, no query value: security.ts);
 * - on {@link FrontServer.close} stops taking connections, lets the requests in flight finish
 *   within a bounded time, then closes what is left.
 * It keeps no state between requests: N copies run behind any load balancer.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pageConfigElement } from '../../src/config/page-config';
import { requestLanguage } from '../../src/i18n/request-language';
import { matchRoute } from '../app/routes';
import { chooseEncoding, compressNow, MIN_COMPRESS_BYTES } from './compression';
import { apiOriginList, type FrontConfig } from './config';
import { allowedHostNames, hostProblem } from './host-guard';
import { createPageRenderer, INTRO_TIME_LIMIT_MS } from './page-render';
import { loadRoutePreloads, withRoutePreloads } from './route-preload';
import { accessLogEntry, type AccessLogEntry, setSecurityHeaders, withCspNonce } from './security';
import { fileUnder, IMMUTABLE, looksLikeFile, REVALIDATE, sendFile } from './static-files';
import { listen } from './listening';

export interface FrontServerOptions {
  config: FrontConfig;
  /** The built app (`dist/`, or `app/` in a release). */
  appDir: string;
  /** The server render (`dist-ssr/server-render.js`); without it, pages go as built. */
  ssrFile: string;
  /** The translation files (`locales/<lng>/<ns>.json`). */
  localesDir: string;
  /** Where each request's log entry goes (default: none). */
  log?: (entry: AccessLogEntry) => void;
  /** How the server render reaches the API (default: the global fetch). */
  fetch?: typeof fetch;
}

export interface FrontServer {
  /** Base URL, no trailing slash (e.g. http://127.0.0.1:4173). */
  url: string;
  port: number;
  /** Resolves once the build and the server render are loaded (`/readyz` says 200 from then). */
  ready: Promise<void>;
  /**
   * Stops taking connections, lets requests in flight finish for at most `graceMs` (default:
   * the configuration's), then closes every connection left.
   */
  close(graceMs?: number): Promise<void>;
}

/** A server render's read that takes longer is abandoned (the render then falls back). */
const API_FETCH_LIMIT_MS = INTRO_TIME_LIMIT_MS;

/** Headers of the candidate's request passed to the API by the server render. */
const FORWARDED_TO_API = ['accept-language', 'user-agent'];

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The first value of a comma-separated forwarded header. */
function firstForwarded(req: IncomingMessage, name: string): string | undefined {
  return header(req, name)?.split(',')[0]?.trim() || undefined;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  cacheControl = 'no-store',
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
  let bytes: Buffer = Buffer.from(body, 'utf8');
  if (bytes.length >= MIN_COMPRESS_BYTES) {
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding !== null) {
      bytes = compressNow(bytes, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

const TEXT = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** `/locales/{lng}/{ns}.json` with plain segments only. */
const LOCALE_FILE = /^\/locales\/([A-Za-z0-9_-]{1,32})\/([A-Za-z0-9_-]{1,64})\.json$/;

export async function startFrontServer(options: FrontServerOptions): Promise<FrontServer> {
  const { config } = options;
  const appDir = resolve(options.appDir);
  const localesDir = resolve(options.localesDir);
  const indexFile = join(appDir, 'index.html');
  const apiOrigins = apiOriginList(config.api);
  const hostNames = allowedHostNames(config.host, config.allowedHosts);
  const fetchApi = options.fetch ?? fetch;
  const configElement = pageConfigElement({ hosts: config.api });
  let draining = false;

  // The build is read once: a release folder does not change under a running server.
  const builtPage = readFile(indexFile, 'utf8');
  const preloads = loadRoutePreloads(appDir);
  const translationCache = new Map<string, Promise<string | null>>();
  const translation = (lng: string, ns: string) => {
    const key = `${lng}/${ns}`;
    let text = translationCache.get(key);
    if (!text) {
      text = readFile(join(localesDir, lng, `${ns}.json`), 'utf8').catch(() => null);
      translationCache.set(key, text);
    }
    return text;
  };

  /** The API origin of a path the server render reads (src/api: superday calls on theirs). */
  const apiOriginOf = (path: string) =>
    path.startsWith('/interviews/') ? config.api.superday : config.api.main;

  const renderer = createPageRenderer({
    ssrFile: resolve(options.ssrFile),
    localesDir,
    // A GET of the configured API, as the candidate's browser would make it (no cookie: the
    // API's cookies are not this origin's). A network error or a read over the limit is a 502:
    // the page then goes without the render, and the browser asks (and retries) itself.
    ask: async (apiPath, req) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      for (const name of FORWARDED_TO_API) {
        const value = header(req, name);
        if (value !== undefined) headers[name] = value;
      }
      try {
        return await fetchApi(new URL(apiPath, apiOriginOf(apiPath)), {
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(API_FETCH_LIMIT_MS),
        });
      } catch {
        return new Response(null, { status: 502 });
      }
    },
    hydrationModules: async (pathname) => {
      const { route } = matchRoute(pathname);
      return route.id === 'candidate' ? (await preloads).hydration[route.chunk] : [];
    },
  });

  const ready = (async () => {
    await builtPage;
    await renderer.warm();
  })();
  let isReady = false;
  ready.then(
    () => {
      isReady = true;
    },
    () => undefined,
  );

  /** The page's public URL: its host and scheme as the proxy says when it is trusted. */
  function publicUrl(req: IncomingMessage): URL {
    const proto = (config.trustProxy && firstForwarded(req, 'x-forwarded-proto')) || 'http';
    const host =
      (config.trustProxy && firstForwarded(req, 'x-forwarded-host')) ||
      req.headers.host ||
      'localhost';
    return new URL(req.url ?? '/', `${proto === 'https' ? 'https' : 'http'}://${host}`);
  }

  async function sendAppPage(
    req: IncomingMessage,
    res: ServerResponse,
    nonce: string,
    url: URL,
    entry: { render?: 'server' | 'browser' },
  ) {
    const language = requestLanguage({
      search: url.search,
      cookie: header(req, 'cookie'),
      acceptLanguage: header(req, 'accept-language'),
    });
    const built = withRoutePreloads(await builtPage, url.pathname, await preloads, language)
      // The API origins for the browser, first in <head> (main.tsx reads them at start).
      .replace('<head>', () => `<head>${configElement}`);
    const rendered = req.method === 'GET' ? await renderer.render(built, req, url) : null;
    entry.render = rendered === null ? 'browser' : 'server';
    send(req, res, 200, HTML, withCspNonce(rendered ?? built, nonce));
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    entry: { render?: 'server' | 'browser' },
  ): Promise<void> {
    const forwardedHost = config.trustProxy ? firstForwarded(req, 'x-forwarded-host') : undefined;
    const https = config.trustProxy && firstForwarded(req, 'x-forwarded-proto') === 'https';
    const wrongHost = hostProblem(req.headers, hostNames, forwardedHost ?? req.headers.host);
    const nonce = setSecurityHeaders(res, undefined, apiOrigins, https);
    if (draining) res.setHeader('Connection', 'close');
    const method = req.method ?? 'GET';
    const declaresBody =
      Number(req.headers['content-length'] ?? '0') > 0 ||
      req.headers['transfer-encoding'] !== undefined;
    // No request body is ever read here: the connection closes after the answer instead.
    if (declaresBody) res.setHeader('Connection', 'close');
    if (wrongHost) {
      send(req, res, wrongHost.status, TEXT, `${wrongHost.message}\n`);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      send(req, res, 405, TEXT, `Method ${method} not allowed\n`);
      return;
    }
    let url: URL;
    try {
      url = publicUrl(req);
    } catch {
      send(req, res, 400, TEXT, 'Bad request\n');
      return;
    }
    const path = url.pathname;
    if (path === '/healthz') {
      send(req, res, 200, JSON_TYPE, '{"status":"ok"}');
      return;
    }
    if (path === '/readyz') {
      const ok = isReady && !draining;
      const status = draining ? 'shutting down' : isReady ? 'ready' : 'starting';
      send(req, res, ok ? 200 : 503, JSON_TYPE, JSON.stringify({ status }));
      return;
    }
    const locale = LOCALE_FILE.exec(path);
    if (locale) {
      const text = await translation(locale[1] ?? '', locale[2] ?? '');
      if (text === null) send(req, res, 404, TEXT, `Not found: ${path}\n`);
      else send(req, res, 200, JSON_TYPE, text, REVALIDATE);
      return;
    }
    if (path.startsWith('/locales/')) {
      send(req, res, 404, TEXT, `Not found: ${path}\n`);
      return;
    }
    const isAsset = path.startsWith('/assets/');
    const file = path === '/index.html' ? indexFile : fileUnder(appDir, path);
    if (file !== null && file !== indexFile) {
      const cacheControl = isAsset ? IMMUTABLE : REVALIDATE;
      if (await sendFile(req, res, file, { cacheControl, precompressed: isAsset })) return;
    }
    if (path === '/favicon.ico') {
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.statusCode = 204;
      res.end();
      return;
    }
    if (file !== indexFile && (isAsset || looksLikeFile(path))) {
      send(req, res, 404, TEXT, `Not found: ${path}\n`);
      return;
    }
    // Every other path is a route of the app (/s/…, /p/…, /superday/…, unknown).
    await sendAppPage(req, res, nonce, url, entry);
  }

  const server = createServer(
    // Slow clients cannot hold a connection for long: the whole request within 30 s.
    { requestTimeout: 30_000, headersTimeout: 15_000, keepAliveTimeout: 5_000 },
    (req, res) => {
      const started = performance.now();
      const entry: { render?: 'server' | 'browser' } = {};
      res.once('finish', () => {
        const ms = Math.round(performance.now() - started);
        options.log?.({
          ...accessLogEntry(req.method ?? '', req.url ?? '', res.statusCode, ms),
          ...entry,
        });
      });
      handle(req, res, entry).catch((error: unknown) => {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === 'ERR_STREAM_PREMATURE_CLOSE') return; // the client went away mid-file
        console.error('front server:', error);
        if (!res.headersSent) send(req, res, 500, TEXT, 'Internal error\n');
        else res.destroy();
      });
    },
  );
  // The front server has no socket: an upgrade is refused.
  server.on('upgrade', (_req, socket) => {
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  const address = await listen(server, config.port, config.host);
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;

  return {
    url: `http://${hostPart}:${address.port}`,
    port: address.port,
    ready,
    close(graceMs = config.shutdownGraceMs) {
      closing ??= new Promise<void>((resolveClose) => {
        draining = true;
        // No new connection; idle keep-alive connections close now, busy ones after their
        // answer (`Connection: close` while draining).
        server.close(() => {
          clearTimeout(timer);
          resolveClose();
        });
        server.closeIdleConnections();
        const timer = setTimeout(() => {
          server.closeAllConnections();
        }, graceMs);
        timer.unref();
      });
      return closing;
    },
  };
}

/** Whether `dir` holds a built app (index.html). */
export async function hasBuild(dir: string): Promise<boolean> {
  try {
    return (await stat(join(dir, 'index.html'))).isFile();
  } catch {
    return false;
  }
}
