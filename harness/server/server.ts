/**
 * The stand-in API server (issue 37: one job, the API; the app is served by the front server,
 * harness/front): one Node HTTP server on one port serving
 * - `/` — the demo index (a link per scenario, to the app at `appOrigins[0]`);
 * - the API of spec section 7, answered by the SAME msw handlers the stories use
 *   (`createHandlers` from fixtures/http, through msw's `getResponse`), with the per-link state
 *   in memory (a restart starts from the fixtures again) and the CSRF check of writes;
 * - `/ws/results` — the live-results WebSocket playing each scenario's socket script (the
 *   search answers it as an absolute ws: URL of this server, as a real API on another origin
 *   would);
 * - `/locales/{lng}/{ns}.json` from `locales/` (for `vite dev`; the front server serves its
 *   own), and (development mode only, `dev: true`) `/locales/add/{lng}/{ns}` into
 *   `reports/missing-translations.json`;
 * - `/fixtures/backgrounds/*` — the meet background images the intros point at (absolute URLs
 *   of this server in its answers);
 * - `/staff/sign-in` and `/staff/sign-out` — the staff credential (staff.ts): a debug search
 *   answers its attendees only to a browser signed in there;
 * - CORS for the app's origins (`appOrigins`, APP_ORIGIN: the front server's), credentials
 *   included, as a real API would answer the app on another origin;
 * - any other GET (a page of the app opened on this port) redirected to the app's origin.
 * Every response carries the security headers of security.ts; requests are refused first when
 * their Host is not this server's, and writes when they are not JSON from this origin or an
 * app origin (the staff forms: a urlencoded form from this origin) (request-guard.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { getResponse } from 'msw';
import {
  allScenarios,
  createHandlers,
  type Fault,
  type FixtureState,
  type HandlerGroup,
  type Scenario,
} from '../../fixtures';
import { demoEntries, indexPageHtml, type DemoEntry } from './demo-links';
import { chooseEncoding, compressNow, MIN_COMPRESS_BYTES } from '../front/compression';
import { corsHeaders, preflightAnswer } from './cors';
import { BodyTooLargeError, readBody, sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { createLiveResults, LIVE_RESULTS_PATH } from './live-results';
import {
  createMissingReport,
  localeAddRequest,
  MISSING_BODY_LIMIT,
  MissingReportFullError,
  localeFileRequest,
  parseMissingKeys,
  readLocaleFile,
} from './locales';
import { createIdempotencyStore } from './idempotency';
import {
  allowedHostNames,
  formWriteProblem,
  hostProblem,
  socketOriginProblem,
  WRITE_METHODS,
  writeProblem,
  type Refusal,
} from './request-guard';
import { accessLogLine, setSecurityHeaders, withCspNonce } from '../front/security';
import {
  createStaffAuth,
  parseStaffForm,
  safeNextPath,
  STAFF_FORM_LIMIT,
  STAFF_SIGN_IN_PATH,
  STAFF_SIGN_OUT_PATH,
  staffPageHtml,
  type StaffPage,
} from './staff';
import { fileUnder, REVALIDATE, sendFile } from '../front/static-files';
import { listen } from '../front/listening';

export interface StandInServerOptions {
  /** Port to listen on; 0 picks a free one (tests). Default 4174 (the front server: 4173). */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /**
   * The app's origins (the front server's, e.g. http://localhost:4173): answered with CORS,
   * allowed to write and to open the socket; the first is where the demo links and a page
   * opened here go. Default: none (only clients without an Origin, and this origin).
   */
  appOrigins?: readonly string[];
  /** The translation files (`locales/<lng>/<ns>.json`). */
  localesDir: string;
  /** Where `missing-translations.json` is written (created when needed). */
  reportsDir: string;
  /**
   * Development mode: missing translation keys POSTed to `/locales/add/…` are written to the
   * report (only a development build of the app sends them). Default false: refused with 403.
   */
  dev?: boolean;
  /**
   * Host names (no port) this server answers to besides localhost, 127.0.0.1, [::1] and
   * `host`; any other Host header is refused with 421 (DNS rebinding).
   */
  allowedHosts?: readonly string[];
  /** Largest size of `missing-translations.json`, bytes (default 1 MiB). */
  missingReportLimitBytes?: number;
  /** Pace of the live-results scripts: 1 = the scripts' own timing, 10 = ten times faster. */
  socketSpeed?: number;
  /** The meet background images. Default: `fixtures/backgrounds` beside `localesDir`. */
  backgroundsDir?: string;
  /** Wait between the chatbot's stream events, ms (default 120: an answer being typed). */
  chatChunkDelayMs?: number;
  /** Delay of every API answer, ms (default 0). */
  latencyMs?: number;
  /** Error injection per handler group (see fixtures/http Fault). */
  faults?: Partial<Record<HandlerGroup, Fault>>;
  /** Token of GET /refresh. Default: a new random one per start. */
  csrfToken?: string;
  /** The scenarios to serve. Default: every named scenario. */
  scenarios?: readonly Scenario[];
  /**
   * The code of the staff sign-in page (`/staff/sign-in`; at least 8 characters). Default: a
   * new random one per start, see {@link StandInServer.staffCode}.
   */
  staffCode?: string;
  /** Called with one line per request ("GET /path 200 3ms"). Default: silent. */
  log?: (line: string) => void;
}

export interface StandInServer {
  /** Base URL, no trailing slash (e.g. http://127.0.0.1:4173). */
  url: string;
  port: number;
  /** The demo links, as listed on the index page. */
  demoLinks: readonly DemoEntry[];
  /** The code that signs staff in at `/staff/sign-in` (to print at start-up). */
  staffCode: string;
  /** The handlers' in-memory store (per-link state, recorded calls). */
  state: FixtureState;
  /** Stops listening, closes sockets and streams. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4174;
export const DEFAULT_HOST = '127.0.0.1';
/** Largest request body accepted (JSON calls are a few KB). */
const BODY_LIMIT = 1024 * 1024;

/** First path segments that belong to the API (spec section 7). */
const API_SEGMENTS = new Set([
  'v2',
  'refresh',
  'interviews',
  'scheduling-link',
  'message',
  'agents',
  'candidate-chatbot',
]);

/**
 * Whether a path is the API's. `/superday/interviewer-link/…` is API, while
 * `/superday/<interviewId>` is a page of the app.
 */
export function isApiPath(pathname: string): boolean {
  const [first = '', second = ''] = pathname.split('/').slice(1);
  return API_SEGMENTS.has(first) || (first === 'superday' && second === 'interviewer-link');
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
  let bytes: Buffer = Buffer.from(body, 'utf8');
  if (bytes.length >= MIN_COMPRESS_BYTES) {
    // Compressed as it is sent (compression.ts): the page's HTML, translation files, the index.
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

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  sendText(req, res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

function apiError(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
  sendJson(req, res, status, { status: 'error', message });
}

/**
 * Refuses a request from its headers. A body it declared is never read: the connection closes
 * after the answer instead of draining it.
 */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const declaresBody =
    Number(req.headers['content-length'] ?? '0') > 0 ||
    req.headers['transfer-encoding'] !== undefined;
  if (declaresBody) res.setHeader('Connection', 'close');
  apiError(req, res, refusal.status, refusal.message);
}

/**
 * A JSON answer with this server's own paths made absolute (`/ws/results` as a ws: URL,
 * `/fixtures/…` images as http: URLs of `host`, the request's Host, checked already): the app
 * runs on another origin, where a path would name the front server.
 */
async function withAbsoluteUrls(response: Response, host: string): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json') || host === '' || response.body === null) return response;
  const text = (await response.text())
    .replaceAll(`"${LIVE_RESULTS_PATH}`, `"ws://${host}${LIVE_RESULTS_PATH}`)
    .replaceAll('"/fixtures/', `"http://${host}/fixtures/`);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}

function methodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string): void {
  res.setHeader('Allow', allow);
  sendText(req, res, 405, 'text/plain; charset=utf-8', `Method ${req.method ?? ''} not allowed\n`);
}

export async function startStandInServer(options: StandInServerOptions): Promise<StandInServer> {
  const localesDir = resolve(options.localesDir);
  const backgroundsDir = resolve(
    options.backgroundsDir ?? join(dirname(localesDir), 'fixtures', 'backgrounds'),
  );
  const socketSpeed = options.socketSpeed ?? 1;
  if (!(socketSpeed > 0)) throw new Error(`socketSpeed must be > 0, got ${socketSpeed}`);
  const appOrigins = options.appOrigins ?? [];
  const appOrigin = appOrigins[0] ?? '';
  const scenarios = options.scenarios ?? allScenarios;
  const staff = createStaffAuth(options.staffCode);
  const fixtures = createHandlers({
    scenarios,
    csrfToken: options.csrfToken ?? randomBytes(16).toString('hex'),
    wsEndpoint: LIVE_RESULTS_PATH,
    chatChunkDelayMs: options.chatChunkDelayMs ?? 120,
    latencyMs: options.latencyMs ?? 0,
    faults: options.faults ?? {},
    // Debug data for a browser signed in as staff only (its cookie reaches the handlers).
    staff: (request) => staff.isStaff(request.headers.get('cookie')),
  });
  // Translations are served from the real files below, not from the handlers' sample set.
  const handlers = fixtures.handlers.filter((h) => !fixtures.groups.locales.includes(h));
  const entries = demoEntries(scenarios);
  const liveResults = createLiveResults({ scenarios, speed: socketSpeed });
  const missingReport = createMissingReport(
    resolve(options.reportsDir),
    options.missingReportLimitBytes,
  );
  const idempotency = createIdempotencyStore();
  const dev = options.dev ?? false;
  const hostNames = allowedHostNames(options.host ?? DEFAULT_HOST, options.allowedHosts);

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    const problem = WRITE_METHODS.has(method) ? writeProblem(req.headers, appOrigins) : null;
    if (problem) {
      refuse(req, res, problem);
      return;
    }
    const body = head || method === 'GET' ? null : await readBody(req, BODY_LIMIT);
    const writing = method === 'POST' || method === 'PUT';
    const header = req.headers['idempotency-key'];
    const once = writing
      ? idempotency.lookup(Array.isArray(header) ? header[0] : header, method, url.pathname, body)
      : ({ kind: 'none' } as const);
    if (once.kind === 'invalid') {
      apiError(req, res, 400, 'Idempotency-Key: 8 to 128 letters, digits, - or _');
      return;
    }
    if (once.kind === 'conflict') {
      apiError(req, res, 422, 'Idempotency-Key already used for another request');
      return;
    }
    if (once.kind === 'replay') {
      // The same request again: the first answer, and nothing applied twice.
      await sendFetchResponse(
        res,
        new Response(once.answer.body.slice(), {
          status: once.answer.status,
          headers: new Headers(
            once.answer.headers.map(([name, value]): [string, string] => [name, value]),
          ),
        }),
      );
      return;
    }
    const request = toFetchRequest(req, url, body, head ? 'GET' : method);
    const answer = await getResponse(handlers, request);
    if (!answer) {
      if (once.kind === 'new') idempotency.keep(once.key, null);
      apiError(req, res, 404, `No API call ${method} ${url.pathname}`);
      return;
    }
    let response = await withAbsoluteUrls(answer, req.headers.host ?? '');
    if (once.kind === 'new') {
      const json = response.headers.get('content-type')?.includes('application/json') === true;
      if (json) {
        const bytes = new Uint8Array(await response.arrayBuffer());
        const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
        idempotency.keep(once.key, { status: response.status, headers, body: bytes });
        response = new Response(bytes, { status: response.status, headers: response.headers });
      } else {
        idempotency.keep(once.key, null);
      }
    }
    await sendFetchResponse(res, response, head);
  }

  async function serveLocales(req: IncomingMessage, res: ServerResponse, path: string) {
    const method = req.method ?? 'GET';
    const add = localeAddRequest(path);
    if (add) {
      if (!dev) {
        refuse(req, res, {
          status: 403,
          message: 'Missing keys are collected by a stand-in started in development mode only.',
        });
        return;
      }
      if (method !== 'POST') {
        methodNotAllowed(req, res, 'POST');
        return;
      }
      const problem = writeProblem(req.headers, appOrigins);
      if (problem) {
        refuse(req, res, problem);
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse((await readBody(req, MISSING_BODY_LIMIT)).toString('utf8'));
      } catch (error) {
        if (error instanceof BodyTooLargeError) throw error;
        apiError(req, res, 400, 'The body must be JSON.');
        return;
      }
      const keys = parseMissingKeys(parsed);
      if (typeof keys === 'string') {
        apiError(req, res, 400, keys);
        return;
      }
      try {
        await missingReport.add(add.lng, add.ns, keys);
      } catch (error) {
        if (!(error instanceof MissingReportFullError)) throw error;
        apiError(req, res, 507, error.message);
        return;
      }
      sendJson(req, res, 200, {});
      return;
    }
    const file = localeFileRequest(path);
    if (file) {
      if (method !== 'GET' && method !== 'HEAD') {
        methodNotAllowed(req, res, 'GET, HEAD');
        return;
      }
      const text = await readLocaleFile(localesDir, file.lng, file.ns);
      if (text !== null) {
        res.setHeader('Cache-Control', REVALIDATE);
        sendText(req, res, 200, 'application/json; charset=utf-8', text);
        return;
      }
    }
    apiError(req, res, 404, `No translation file at ${path}`);
  }

  function sendStaffPage(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    nonce: string,
    page: StaffPage,
  ) {
    sendText(
      req,
      res,
      status,
      'text/html; charset=utf-8',
      withCspNonce(staffPageHtml(page), nonce),
    );
  }

  function redirect(req: IncomingMessage, res: ServerResponse, location: string) {
    res.setHeader('Location', location);
    sendText(req, res, 303, 'text/plain; charset=utf-8', `See ${location}\n`);
  }

  /** `/staff/sign-in` (GET: the form, POST: check the code) and `/staff/sign-out` (POST). */
  async function serveStaff(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    nonce: string,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const signIn = url.pathname === STAFF_SIGN_IN_PATH;
    const queryNext = url.searchParams.get('next');
    const next = queryNext === null ? null : safeNextPath(queryNext, '');
    if (signIn && (method === 'GET' || method === 'HEAD')) {
      const page: StaffPage = staff.isStaff(req.headers.cookie)
        ? { kind: 'signedIn', next: next || null }
        : { kind: 'signIn', next: next || null };
      sendStaffPage(req, res, 200, nonce, page);
      return;
    }
    if (method !== 'POST') {
      methodNotAllowed(req, res, signIn ? 'GET, HEAD, POST' : 'POST');
      return;
    }
    const problem = formWriteProblem(req.headers);
    if (problem) {
      refuse(req, res, problem);
      return;
    }
    const form = parseStaffForm(await readBody(req, STAFF_FORM_LIMIT));
    if (!signIn) {
      res.setHeader('Set-Cookie', staff.signOutCookie());
      redirect(req, res, safeNextPath(form.next, STAFF_SIGN_IN_PATH));
      return;
    }
    if (form.code.trim() === '' || !staff.checkCode(form.code)) {
      const formNext = form.next === null ? '' : safeNextPath(form.next, '');
      const error = form.code.trim() === '' ? 'noCode' : 'wrongCode';
      sendStaffPage(req, res, error === 'noCode' ? 400 : 401, nonce, {
        kind: 'signIn',
        next: formNext || null,
        error,
      });
      return;
    }
    res.setHeader('Set-Cookie', staff.signInCookie());
    // Back to the page that asked, in the app (on the app's origin when it has another).
    redirect(req, res, `${appOrigin}${safeNextPath(form.next)}`);
  }

  /**
   * A page of the app opened on this port: it is served by the front server, at the app's
   * origin (a 404 saying so when none is configured).
   */
  function toApp(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (appOrigin === '') {
      sendText(
        req,
        res,
        404,
        'text/plain; charset=utf-8',
        'This is the stand-in API. The app is served by the front server (npm start).\n',
      );
      return;
    }
    res.setHeader('Location', `${appOrigin}${url.pathname}${url.search}`);
    sendText(req, res, 302, 'text/plain; charset=utf-8', `The app is at ${appOrigin}\n`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const wrongHost = hostProblem(req.headers, hostNames);
    const nonce = setSecurityHeaders(res, wrongHost ? undefined : req.headers.host, []);
    // The staff sign-in form's answer goes back to the app (another origin): the policy lets
    // a form's redirect go there too.
    if (appOrigins.length > 0) {
      const csp = String(res.getHeader('Content-Security-Policy'));
      res.setHeader(
        'Content-Security-Policy',
        csp.replace("form-action 'self'", `form-action 'self' ${appOrigins.join(' ')}`),
      );
    }
    if (wrongHost) {
      refuse(req, res, wrongHost);
      return;
    }
    const method = req.method ?? 'GET';
    // CORS: the app's origins may read the answers, credentials included (cors.ts).
    for (const [name, value] of corsHeaders(req.headers, appOrigins)) res.setHeader(name, value);
    if (method === 'OPTIONS') {
      const preflight = preflightAnswer(req.headers, appOrigins);
      for (const [name, value] of preflight.headers) res.setHeader(name, value);
      res.statusCode = preflight.status;
      res.setHeader('Content-Length', 0);
      res.end();
      return;
    }
    const readOnly = method === 'GET' || method === 'HEAD';
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://stand-in.local');
    } catch {
      sendText(req, res, 400, 'text/plain; charset=utf-8', 'Bad request\n');
      return;
    }
    const path = url.pathname;

    if (path === '/') {
      if (!readOnly) {
        methodNotAllowed(req, res, 'GET, HEAD');
        return;
      }
      const html = indexPageHtml({ entries, appOrigin });
      sendText(req, res, 200, 'text/html; charset=utf-8', withCspNonce(html, nonce));
      return;
    }
    if (path === LIVE_RESULTS_PATH) {
      res.setHeader('Upgrade', 'websocket');
      sendText(req, res, 426, 'text/plain; charset=utf-8', 'This is a WebSocket endpoint.\n');
      return;
    }
    if (path.startsWith('/locales/')) {
      await serveLocales(req, res, path);
      return;
    }
    if (isApiPath(path)) {
      await serveApi(req, res, url);
      return;
    }
    if (path === STAFF_SIGN_IN_PATH || path === STAFF_SIGN_OUT_PATH) {
      await serveStaff(req, res, url, nonce);
      return;
    }
    if (!readOnly) {
      methodNotAllowed(req, res, 'GET, HEAD');
      return;
    }
    if (path.startsWith('/fixtures/backgrounds/')) {
      const file = fileUnder(backgroundsDir, path.slice('/fixtures/backgrounds'.length));
      if (file && (await sendFile(req, res, file, { cacheControl: 'public, max-age=3600' }))) {
        return;
      }
      sendText(req, res, 404, 'text/plain; charset=utf-8', `Not found: ${path}\n`);
      return;
    }
    toApp(req, res, url);
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    res.once('finish', () => {
      const ms = Math.round(performance.now() - started);
      options.log?.(accessLogLine(req.method ?? '', req.url ?? '', res.statusCode, ms));
    });
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        // The rest of the body is not read: close the connection rather than drain it.
        res.setHeader('Connection', 'close');
        apiError(req, res, 413, error.message);
        return;
      }
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'ERR_STREAM_PREMATURE_CLOSE') return; // the client went away mid-file
      console.error('stand-in server:', error);
      if (!res.headersSent) apiError(req, res, 500, 'Internal error of the stand-in server');
      else res.destroy();
    });
  });

  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    let url: URL | null = null;
    try {
      url = new URL(req.url ?? '/', 'http://stand-in.local');
    } catch {
      url = null;
    }
    const refusal =
      hostProblem(req.headers, hostNames) ?? socketOriginProblem(req.headers, appOrigins);
    if (refusal) {
      const reason = refusal.status === 421 ? 'Misdirected Request' : 'Forbidden';
      socket.end(
        `HTTP/1.1 ${String(refusal.status)} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    if (url?.pathname !== LIVE_RESULTS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    socket.on('error', () => undefined);
    liveResults.handleUpgrade(req, socket, head, url.searchParams);
  });

  const address = await listen(server, options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST);
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;

  return {
    url: `http://${hostPart}:${address.port}`,
    port: address.port,
    demoLinks: entries,
    staffCode: staff.code,
    state: fixtures.state,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolveClose) => {
          server.close(() => {
            resolveClose();
          });
        });
        await liveResults.close();
        server.closeAllConnections();
        await stopped;
      })();
      return closing;
    },
  };
}
