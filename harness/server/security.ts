/**
 * Security headers of every response of the stand-in server (README, "Security"): a
 * Content-Security-Policy without 'unsafe-inline', `Referrer-Policy: no-referrer` (the
 * invitation hash is in the path and must never leak in a Referer) and `nosniff`.
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

/**
 * The policy for a response. `host` is the request's Host header: the live-results socket is
 * on the same host, and older browsers do not count ws:/wss: as 'self'. `apiOrigins` are the
 * configured API hosts (VITE_API_HOST & co.) when the app talks to another origin.
 */
export function contentSecurityPolicy(
  host: string | undefined,
  apiOrigins: readonly string[] = [],
  nonce?: string,
): string {
  const connect = ["'self'"];
  if (host !== undefined && HOST_HEADER.test(host)) connect.push(`ws://${host}`, `wss://${host}`);
  for (const origin of apiOrigins) {
    const o = httpOrigin(origin);
    if (o !== null && !connect.includes(o)) connect.push(o);
  }
  return [
    "default-src 'self'",
    // A server-rendered page's one inline script (after-paint.ts) carries the nonce.
    nonce === undefined ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'`,
    // styled-components adds <style> elements at run time, with the page's nonce.
    nonce === undefined ? "style-src 'self'" : `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
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
): string {
  const nonce = newNonce();
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(host, apiOrigins, nonce));
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return nonce;
}

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
