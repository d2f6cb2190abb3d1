/**
 * The staff credential of the stand-in server (issue 19, spec section 6 "staff debug mode"):
 * a debug search (`…/availability/search/{hash}?debug=true`) answers the attendees
 * (`searchMetadata.debugInfo`) only to staff. A staff member signs in on `/staff/sign-in` with
 * the staff code (STAFF_CODE, else a random one printed at start-up) and gets the cookie
 * {@link STAFF_COOKIE}: HttpOnly (no script reads it), SameSite=Lax (no other site's request
 * carries it), Path=/, and valued with a random token made at start (a restart signs everyone
 * out). A candidate adding `?debug=true` has no cookie and gets the normal answer.
 *
 * The pages are server-rendered HTML with a labelled field, no scripts and a stylesheet
 * carrying the response's CSP nonce (security.ts). The form posts
 * `application/x-www-form-urlencoded` from this origin only (request-guard.ts
 * `formWriteProblem`), and a sign-in goes back to its `next` path only when that is a path of
 * this server ({@link safeNextPath}: no open redirect).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from '../../src/domain/html';
import { standInPage } from './html-page';

export const STAFF_COOKIE = 'cm_staff';
export const STAFF_SIGN_IN_PATH = '/staff/sign-in';
export const STAFF_SIGN_OUT_PATH = '/staff/sign-out';
/** Shortest staff code accepted (a code from STAFF_CODE). */
export const MIN_STAFF_CODE_LENGTH = 8;
/** Largest sign-in or sign-out form body, bytes (a code and a path). */
export const STAFF_FORM_LIMIT = 4096;
/** How long a sign-in lasts, seconds: a working day (a restart ends it sooner). */
export const STAFF_SESSION_SECONDS = 8 * 60 * 60;

/** Crockford's base 32 in lower case: no i, l, o, u to misread. */
const CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A random staff code: 12 characters of base 32 (60 bits) in groups of 4, `k3xq-…`. */
export function newStaffCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

function sameSecret(a: string, b: string): boolean {
  // Digests of equal length: the comparison takes the same time whatever the input's length.
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The values of cookie `name` in a Cookie header (a browser may send several). */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  if (!header) return [];
  return header.split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) return [];
    return [pair.slice(at + 1).trim()];
  });
}

export interface StaffAuth {
  /** The staff code that signs in. */
  readonly code: string;
  /** Whether `code` (as typed in the form) is the staff code. */
  checkCode(code: string): boolean;
  /** Whether a request's Cookie header carries this server's staff cookie. */
  isStaff(cookieHeader: string | null | undefined): boolean;
  /** Set-Cookie of a sign-in. */
  signInCookie(): string;
  /** Set-Cookie of a sign-out (the cookie expired). */
  signOutCookie(): string;
}

const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax';

/** The staff credential of one server start: `code` signs in; the cookie's token is new. */
export function createStaffAuth(code: string = newStaffCode()): StaffAuth {
  if (code.length < MIN_STAFF_CODE_LENGTH) {
    throw new Error(`The staff code must have at least ${MIN_STAFF_CODE_LENGTH} characters.`);
  }
  const token = randomBytes(32).toString('base64url');
  return {
    code,
    checkCode: (typed) => sameSecret(typed.trim(), code),
    isStaff: (header) => cookieValues(header, STAFF_COOKIE).some((v) => sameSecret(v, token)),
    signInCookie: () =>
      `${STAFF_COOKIE}=${token}; ${COOKIE_ATTRIBUTES}; Max-Age=${STAFF_SESSION_SECONDS}`,
    signOutCookie: () => `${STAFF_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`,
  };
}

const BASE = 'http://stand-in.local';

function isLocalPath(path: string): boolean {
  // "//host" and "/\host" are other hosts to a browser (it reads "\" as "/").
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Where a sign-in or sign-out goes next: `next` when it is a path of this server (`/s/…?debug=
 * true`), normalised; `fallback` for anything else: absolute URLs (`https://evil.com`),
 * scheme-relative ones (`//evil.com`, `/\evil.com`), other schemes, control characters or
 * spaces, and paths that normalise into one of those (`/..//evil.com`).
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !isLocalPath(next)) return fallback;
  // Spaces and control characters: a browser drops some of them ("/\t/evil.com").
  if (/[\s\p{Cc}]/u.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) ? path : fallback;
}

/** The fields of a sign-in or sign-out form body. */
export function parseStaffForm(body: Buffer): { code: string; next: string | null } {
  const fields = new URLSearchParams(body.toString('utf8'));
  return { code: fields.get('code') ?? '', next: fields.get('next') };
}

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; color: #1d2330; background: #f6f7f9; line-height: 1.5; }
main { max-width: 28rem; margin: 3rem auto; padding: 0 1.25rem; }
h1 { font-size: 1.75rem; margin: 0 0 .75rem; }
form { display: grid; gap: .5rem; margin: 1.25rem 0; background: #fff; border: 1px solid #d5d9e0; border-radius: .5rem; padding: 1rem; }
label { font-weight: 600; }
input { font: inherit; padding: .5rem .625rem; border: 1px solid #6b7385; border-radius: .375rem; }
input[aria-invalid="true"] { border-color: #b3261e; }
button { font: inherit; font-weight: 600; justify-self: start; padding: .5rem 1rem; border: 0; border-radius: .375rem; background: #1f4fbf; color: #fff; cursor: pointer; }
button:hover { background: #173d94; }
a { color: #1f4fbf; text-underline-offset: .15em; }
a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #1f4fbf; outline-offset: 2px; }
.error { color: #b3261e; font-weight: 600; margin: 0; }
.hint { color: #4a5263; font-size: .875rem; margin: 0; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; }
`;

export type StaffPage =
  | { kind: 'signIn'; next: string | null; error?: 'wrongCode' | 'noCode' }
  | { kind: 'signedIn'; next: string | null };

const ERRORS = {
  wrongCode:
    'That is not the staff code. Use the code the stand-in server printed when it started (or the one in STAFF_CODE).',
  noCode: 'Enter the staff code.',
} as const;

function nextField(next: string | null): string {
  return next === null ? '' : `<input type="hidden" name="next" value="${escapeHtml(next)}">`;
}

function signInBody(next: string | null, error: keyof typeof ERRORS | undefined): string {
  const described = error === undefined ? 'code-hint' : 'code-error code-hint';
  const invalid = error === undefined ? '' : ' aria-invalid="true"';
  return [
    '<h1>Staff sign-in</h1>',
    '<p>Staff see the debug data of a candidate link: every search result, its attendees, and why it is or is not offered. Sign in, then open the link with <code>?debug=true</code>.</p>',
    `<form method="post" action="${STAFF_SIGN_IN_PATH}">`,
    nextField(next),
    '<label for="staff-code">Staff code</label>',
    '<p class="hint" id="code-hint">Printed by the stand-in server when it started.</p>',
    error === undefined
      ? ''
      : `<p class="error" id="code-error" role="alert">${escapeHtml(ERRORS[error])}</p>`,
    `<input id="staff-code" name="code" type="password" required autocomplete="current-password" autocapitalize="none" spellcheck="false" aria-describedby="${described}"${invalid}>`,
    '<button type="submit">Sign in</button>',
    '</form>',
  ].join('\n');
}

function signedInBody(next: string | null): string {
  const go =
    next === null
      ? ''
      : `<p><a href="${escapeHtml(next)}">Continue to <code>${escapeHtml(next)}</code></a></p>`;
  return [
    '<h1>Signed in as staff</h1>',
    '<p>Candidate links opened with <code>?debug=true</code> in this browser show the debug data.</p>',
    go,
    `<form method="post" action="${STAFF_SIGN_OUT_PATH}">`,
    '<button type="submit">Sign out</button>',
    '</form>',
  ].join('\n');
}

/** A staff page (its `<style>` gets the response's nonce from the server). */
export function staffPageHtml(page: StaffPage): string {
  const error = page.kind === 'signIn' ? page.error : undefined;
  const title =
    page.kind === 'signedIn'
      ? 'Signed in as staff'
      : `${error === undefined ? '' : 'Error: '}Staff sign-in`;
  const body = page.kind === 'signedIn' ? signedInBody(page.next) : signInBody(page.next, error);
  return standInPage(
    `${title} · candidate-meet stand-in`,
    STYLE,
    `<main>\n${body}\n<p><a href="/">Back to the demo links</a></p>\n</main>`,
  );
}
