/**
 * Security headers of every response of the stand-in server (README, "Security"): a
 * Content-Security-Policy without inline scripts, `Referrer-Policy: no-referrer` (the
 * invitation hash is in the path and must never leak in a Referer) and `nosniff`.
 */
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
): string {
  const connect = ["'self'"];
  if (host !== undefined && HOST_HEADER.test(host)) connect.push(`ws://${host}`, `wss://${host}`);
  for (const origin of apiOrigins) {
    const o = httpOrigin(origin);
    if (o !== null && !connect.includes(o)) connect.push(o);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function setSecurityHeaders(
  res: ServerResponse,
  host: string | undefined,
  apiOrigins: readonly string[],
): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(host, apiOrigins));
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
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
