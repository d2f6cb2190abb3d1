/**
 * CORS of the stand-in API (issue 37): the app runs on the front server's origin and calls this
 * API on another one, as it would call a real API. An origin in `appOrigins` (APP_ORIGIN) may
 * read every answer, with credentials (the app sends `credentials: 'include'`: the staff
 * cookie of a debug search), and its preflights are answered; any other origin gets no CORS
 * header, so its browser shows it nothing.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** Preflights are kept by the browser this long (seconds). */
export const PREFLIGHT_MAX_AGE_S = 600;

/** The request headers the app sends (src/api/http.ts, chat-stream.ts). */
export const ALLOWED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'useragent',
  'idempotency-key',
  'last-event-id',
];

export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

type HeaderList = [string, string][];

/** The origin of the request when it is one of the app's, else null. */
function appOriginOf(headers: IncomingHttpHeaders, appOrigins: readonly string[]): string | null {
  const origin = headers.origin;
  return origin !== undefined && appOrigins.includes(origin) ? origin : null;
}

/** Headers of any answer to the app's origin (none for another origin). */
export function corsHeaders(
  headers: IncomingHttpHeaders,
  appOrigins: readonly string[],
): HeaderList {
  const origin = appOriginOf(headers, appOrigins);
  // The answer depends on the Origin whenever CORS is on: a cache must keep them apart.
  const vary: HeaderList = appOrigins.length > 0 ? [['Vary', 'Origin']] : [];
  if (origin === null) return vary;
  return [
    ...vary,
    ['Access-Control-Allow-Origin', origin],
    ['Access-Control-Allow-Credentials', 'true'],
  ];
}

/** The answer to an OPTIONS request: 204 with what the app may send, or 403. */
export function preflightAnswer(
  headers: IncomingHttpHeaders,
  appOrigins: readonly string[],
): { status: 204 | 403; headers: HeaderList } {
  if (appOriginOf(headers, appOrigins) === null) return { status: 403, headers: [] };
  const asked = (headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const refused = asked.filter((name) => !ALLOWED_REQUEST_HEADERS.includes(name));
  if (refused.length > 0) return { status: 403, headers: [] };
  return {
    status: 204,
    headers: [
      ['Access-Control-Allow-Methods', ALLOWED_METHODS],
      ['Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', ')],
      ['Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S)],
    ],
  };
}
