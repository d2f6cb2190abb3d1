/**
 * Entry of the stand-in API (`npm run build` → release/stand-in.mjs, bundled; run by
 * `npm start` behind the front server). Not for production: it answers from fixtures.
 * Environment:
 * - PORT (default 4174), HOST (default 127.0.0.1; 0.0.0.0 to reach it from other machines);
 * - APP_ORIGIN: the app's origin(s), the front server's (comma-separated; e.g.
 *   http://localhost:4173): CORS, writes and the socket allowed from there, the demo links and
 *   the staff sign-in lead there;
 * - ALLOWED_HOSTS: more host names (comma-separated, no port) the server answers to, besides
 *   localhost, 127.0.0.1, [::1] and HOST (on 0.0.0.0 also this machine's addresses and name);
 * - STAND_IN_DEV=1: development mode, missing translation keys POSTed by a development build
 *   go to reports/missing-translations.json (refused otherwise);
 * - SOCKET_SPEED: pace of the live results, 1 = the scripts' own timing (default), 10 = ten
 *   times faster;
 * - CHAT_CHUNK_DELAY_MS: wait between the chatbot's stream events (default 120);
 * - LOG_REQUESTS=1: one line per request;
 * - STAFF_CODE: the code of the staff sign-in page (/staff/sign-in; at least 8 characters),
 *   which lets a browser see a link's debug data (?debug=true); default: a random code per
 *   start, printed below the demo links;
 * Paths (locales/, reports/, fixtures/backgrounds/) are beside this file in a release, else
 * found from the repository root (the nearest folder up from this file with the project's
 * package.json).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoLinksText } from './demo-links';
import { DEFAULT_HOST, DEFAULT_PORT, startStandInServer } from './server';
import { MIN_STAFF_CODE_LENGTH, STAFF_SIGN_IN_PATH } from './staff';
import { repositoryRoot } from '../front/listening';

// React's production build for the server render (dist-ssr, imported when a page is first
// rendered), unless the environment names another.
process.env.NODE_ENV ??= 'production';

const here = dirname(fileURLToPath(import.meta.url));

function repoRoot(): string {
  // A release folder: locales/ and fixtures/ beside this file.
  if (existsSync(join(here, 'locales')) && existsSync(join(here, 'fixtures'))) return here;
  return repositoryRoot(here) ?? process.cwd();
}

function numberFromEnv(name: string, fallback: number, valid: (n: number) => boolean): number {
  const raw = process.env[name]?.trim() ?? '';
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!valid(value)) {
    console.error(`${name} must be a number (got "${raw}").`);
    process.exit(2);
  }
  return value;
}

const root = repoRoot();
const port = numberFromEnv('PORT', DEFAULT_PORT, (n) => Number.isInteger(n) && n >= 0 && n < 65536);
const host = process.env.HOST?.trim() || DEFAULT_HOST;
const socketSpeed = numberFromEnv('SOCKET_SPEED', 1, (n) => n > 0);
const allowedHosts = (process.env.ALLOWED_HOSTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const chatChunkDelayMs = numberFromEnv('CHAT_CHUNK_DELAY_MS', 120, (n) => n >= 0);
const appOrigins: string[] = [];
for (const raw of (process.env.APP_ORIGIN ?? '').split(',')) {
  const value = raw.trim();
  if (value === '') continue;
  let origin: string | null = null;
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/') {
      origin = url.origin;
    }
  } catch {
    origin = null;
  }
  if (origin === null) {
    console.error(
      `APP_ORIGIN must list http(s) origins such as http://localhost:4173 (got "${value}").`,
    );
    process.exit(2);
  }
  appOrigins.push(origin);
}
const staffCode = process.env.STAFF_CODE?.trim() ?? '';
if (staffCode !== '' && staffCode.length < MIN_STAFF_CODE_LENGTH) {
  console.error(`STAFF_CODE must have at least ${MIN_STAFF_CODE_LENGTH} characters.`);
  process.exit(2);
}

const server = await startStandInServer({
  port,
  host,
  localesDir: join(root, 'locales'),
  reportsDir: join(root, 'reports'),
  backgroundsDir: join(root, 'fixtures', 'backgrounds'),
  socketSpeed,
  chatChunkDelayMs,
  appOrigins,
  allowedHosts,
  ...(staffCode === '' ? {} : { staffCode }),
  dev: process.env.STAND_IN_DEV === '1',
  ...(process.env.LOG_REQUESTS === '1'
    ? {
        log: (line: string) => {
          console.log(line);
        },
      }
    : {}),
}).catch((error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop what runs there or start with PORT=<another port>.`
      : error,
  );
  process.exit(1);
});

// A server on every interface or on loopback is opened as localhost in a browser.
const loopback = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
const shown = loopback ? `http://localhost:${server.port}` : server.url;
const staffWith =
  staffCode === ''
    ? `the code ${server.staffCode} (new at each start; STAFF_CODE keeps one)`
    : 'the code in STAFF_CODE';
const app = appOrigins[0];
console.log(
  [
    `candidate-meet stand-in API at ${shown}  (demo index: ${shown}/)`,
    `live results pace ×${socketSpeed} (SOCKET_SPEED); state is in memory: a restart resets it.`,
    ...(app === undefined
      ? ['No APP_ORIGIN: start the front server (npm start does both) and set APP_ORIGIN to it.']
      : ['', `Demo links (the app at ${app}):`, demoLinksText(server.demoLinks, app)]),
    '',
    `Staff debug mode: sign in at ${shown}${STAFF_SIGN_IN_PATH} with ${staffWith},`,
    '  then open a candidate link with ?debug=true.',
    '',
    'Ctrl+C stops it.',
  ].join('\n'),
);

// Ctrl+C reaches both `npm start` (which forwards it) and this process: stop once, and give
// open sockets a moment before leaving anyway.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 3000).unref();
    void server.close().then(() => process.exit(0));
  });
}
