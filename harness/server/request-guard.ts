/**
 * Who may talk to the stand-in server, decided from the request's headers before anything is
 * read or written (README, "Security"):
 * - `Host` must name this server: one of the allowed host names (localhost, 127.0.0.1, [::1],
 *   the configured HOST, and ALLOWED_HOSTS), on any port. A page on another site whose name was
 *   made to point at 127.0.0.1 (DNS rebinding) sends its own name, and is refused with 421,
 *   for HTTP and for the WebSocket upgrade alike. Any port, because `vite dev` proxies the API
 *   with the browser's Host (localhost:5173).
 * - A write (POST, PUT, PATCH, DELETE) must be `application/json` (415 otherwise): a form or a
 *   `text/plain` POST from another page is sent without a CORS preflight, JSON never is.
 * - One exception: the staff sign-in and sign-out forms (staff.ts), which post
 *   `application/x-www-form-urlencoded` to their own non-API paths, and only there
 *   ({@link formWriteProblem}); the origin check below holds for them too, so another site
 *   cannot sign a browser in or out.
 * - A write from a browser must come from this origin (403 otherwise): `Sec-Fetch-Site`, when
 *   sent, is `same-origin` (or `none`, a request the user typed), and `Origin`, when sent, is
 *   this server's (its host equal to the Host header). The app never writes from another
 *   origin: without CORS headers a browser would not let it. Clients that send neither header
 *   (curl, Node's fetch, the bench) are not browsers, so no other site can make them write.
 * - The WebSocket's `Origin`, when sent, is this server's too (a page on another site may open
 *   a socket to any host: the browser asks nothing first).
 * - The app's own origins (`appOrigins`: the front server, APP_ORIGIN) count as this server's
 *   for writes and the socket: the app calls this API from another origin, as it would call a
 *   real one (CORS, cors.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Refusal } from '../front/host-guard';

export { allowedHostNames, hostName, hostProblem, type Refusal } from '../front/host-guard';

/** Whether `origin` (an Origin header) is this server's, reached as `host` (a Host header). */
export function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    // The Host header as the URL parser writes it (lower case, default port left out).
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
}

/** Refuses a browser request sent from another origin (see the module comment). */
export function crossOriginProblem(
  headers: IncomingHttpHeaders,
  appOrigins: readonly string[] = [],
): Refusal | null {
  const site = headers['sec-fetch-site'];
  const origin = headers.origin;
  if (origin !== undefined && appOrigins.includes(origin)) return null;
  // A browser sends Sec-Fetch-Site itself (no page can set it): when it says same-origin, an
  // Origin of "null" is a page of this origin under `Referrer-Policy: no-referrer` (which this
  // server sends), as Chromium writes it for a form's POST.
  const nullFromHere = origin === 'null' && site === 'same-origin';
  if (
    (site !== undefined && site !== 'same-origin' && site !== 'none') ||
    (origin !== undefined && !nullFromHere && !isOwnOrigin(origin, headers.host))
  ) {
    return { status: 403, message: 'Writes are accepted from this origin only.' };
  }
  return null;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why a write is refused, or null: JSON only, from this origin only. */
export function writeProblem(
  headers: IncomingHttpHeaders,
  appOrigins: readonly string[] = [],
): Refusal | null {
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return { status: 415, message: 'Writes are sent as application/json.' };
  }
  return crossOriginProblem(headers, appOrigins);
}

/**
 * Why a form write (the staff sign-in and sign-out pages, never the API) is refused, or null:
 * `application/x-www-form-urlencoded` only, from this origin only.
 */
export function formWriteProblem(headers: IncomingHttpHeaders): Refusal | null {
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return { status: 415, message: 'This form is sent as application/x-www-form-urlencoded.' };
  }
  return crossOriginProblem(headers);
}

/** Why a WebSocket upgrade is refused (its Host was checked already), or null. */
export function socketOriginProblem(
  headers: IncomingHttpHeaders,
  appOrigins: readonly string[] = [],
): Refusal | null {
  const origin = headers.origin;
  if (origin === undefined || appOrigins.includes(origin) || isOwnOrigin(origin, headers.host)) {
    return null;
  }
  return { status: 403, message: 'The live results are for pages of this origin only.' };
}
