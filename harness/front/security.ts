/**
 * Security headers of every response of the front server (and of the stand-in's own pages;
 * README, "Security"): a Content-Security-Policy without 'unsafe-inline',
 * `Referrer-Policy: no-referrer` (the invitation hash is in the path and must never leak in a
 * Referer), `nosniff`, `Cross-Origin-Opener-Policy: same-origin`, a `Permissions-Policy` that
 * turns off what the app never uses, and, for a request that came over https (as a trusted
 * proxy says), `Strict-Transport-Security`.
 *
 * Connections: 'self' and the configured API origins, each as http(s) and as ws(s) (the
 * live-results socket); images: 'self', data: and the API origins (the intro's meet
 * backgrounds, the chatbot's avatar). Nothing else.
 *
 * Scripts: same-origin files, and inline scripts only with the response's nonce (the one a
 * server-rendered page runs to ask for its scripts after the first paint: after-paint.ts).
 *
 * Styles: no 'unsafe-inline'. Each response's policy carries a fresh nonce, and the HTML
 * pages carry it too: `<meta property="csp-nonce" content="…">`, where styled-components 6
 * reads it for the `<style>` elements it adds, and on the pages' own `<style>` elements
 * ({@link withCspNonce}). React's `style={…}` props are set through CSSOM, which the policy
 * does not govern; `style="…"` attributes in HTML would be refused, so the pages have none.
 * A page with a nonce is never cached (the next response has another).
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** A Host header we are willing to echo into the policy: name or IP, optional port. */
const HOST_HEADER = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The origin of an absolute http(s) URL, or null. */
export function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The ws: or wss: origin beside an http: or https: one. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The policy for a response. `host` is the request's Host header when the server itself has a
 * socket on it (the stand-in: older browsers do not count ws:/wss: as 'self'); the front server
 * passes none. `apiOrigins` are the configured API origins (API_ORIGIN & co.).
 */
export function contentSecurityPolicy(
  host: string | undefined,
  apiOrigins: readonly string[] = [],
  nonce?: string,
): string {
  const connect = ["'self'"];
  const images = ["'self'", 'data:'];
  if (host !== undefined && HOST_HEADER.test(host)) connect.push(`ws://${host}`, `wss://${host}`);
  for (const origin of apiOrigins) {
    const o = httpOrigin(origin);
    if (o === null) continue;
    for (const allowed of [o, socketOrigin(o)])
      if (!connect.includes(allowed)) connect.push(allowed);
    if (!images.includes(o)) images.push(o);
  }
  return [
    "default-src 'self'",
    // A server-rendered page's one inline script (after-paint.ts) carries the nonce.
    nonce === undefined ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'`,
    // styled-components adds <style> elements at run time, with the page's nonce.
    nonce === undefined ? "style-src 'self'" : `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Sets the headers; returns the nonce of this response's policy, for its HTML. */
export function setSecurityHeaders(
  res: ServerResponse,
  host: string | undefined,
  apiOrigins: readonly string[],
  https = false,
): string {
  const nonce = newNonce();
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(host, apiOrigins, nonce));
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
  return nonce;
}

/** What no page of the app uses (camera, microphone, location, payment, USB…). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * An HTML page with `nonce` where the policy needs it: the `<meta property="csp-nonce">`
 * styled-components reads, last in `<head>` (the app's scripts are modules, which run after
 * the document is parsed), and a `nonce` attribute on each `<style>` and each inline `<script>`
 * (written `<script>`, no attributes: data scripts and module files need none).
 */
export function withCspNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" content="${nonce}">`;
  return html
    .replace(/<\/head>/i, `${meta}</head>`)
    .replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`)
    .replace(/<script>/gi, `<script nonce="${nonce}">`);
}

/** A path segment that may be a secret: a link hash, a session or correlation id, a token. */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{16,}$/;

/**
 * One access-log line without secrets: an invitation hash in the path (`/s/…`, `get_intro/…`)
 * is a bearer credential, so path segments that look like one read `:id`, and query values
 * (session and correlation ids, `lng`…) are left out, keeping their names.
 */
export function accessLogLine(method: string, url: string, status: number, ms: number): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  const keys = query === undefined ? [] : [...new URLSearchParams(query).keys()];
  const safeQuery = keys.length === 0 ? '' : `?${keys.map((key) => `${key}=…`).join('&')}`;
  return `${method} ${safePath}${safeQuery} ${String(status)} ${String(ms)}ms`;
}

/** One request in the front server's log (one JSON line each): no hash, no query value. */
export interface AccessLogEntry {
  time: string;
  method: string;
  /** The path with secret-looking segments as `:id`. */
  path: string;
  /** The query's parameter names (their values are left out). */
  query: string[];
  status: number;
  ms: number;
  /** How the page was drawn: `server` (rendered here) or `browser`; absent for other answers. */
  render?: 'server' | 'browser';
}

/** The log entry of a request (see {@link accessLogLine} for what is left out). */
export function accessLogEntry(
  method: string,
  url: string,
  status: number,
  ms: number,
  now: Date = new Date(),
): AccessLogEntry {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  const keys = query === undefined ? [] : [...new Set(new URLSearchParams(query).keys())];
  return { time: now.toISOString(), method, path: safePath, query: keys, status, ms };
}
