/**
 * Translations: the real files of `locales/` at `/locales/{lng}/{ns}.json` (read on every
 * request, so an edited file shows on reload), and missing keys POSTed by i18next to
 * `/locales/add/{lng}/{ns}` merged into `reports/missing-translations.json`:
 * `{ [lng]: { [ns]: { [key]: fallbackText } } }`, keys sorted, kept across restarts.
 *
 * Writing to disk is for development only: the server accepts "add" requests only when
 * started with `dev: true`, as JSON from its own origin (request-guard.ts), of at most
 * {@link MISSING_BODY_LIMIT} bytes, and stops adding keys once the report would pass its size
 * limit (507).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A language code or namespace as a single safe path segment. */
const SEGMENT = /^[A-Za-z0-9_-]{1,40}$/;
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);
const isSegment = (s: string): boolean => SEGMENT.test(s) && !RESERVED.has(s);
const LOCALE_FILE = /^\/locales\/([^/]+)\/([^/]+)\.json$/;
const LOCALE_ADD = /^\/locales\/add\/([^/]+)\/([^/]+)$/;

export const MISSING_TRANSLATIONS_FILE = 'missing-translations.json';
/** At most this many keys per request (i18next sends one or a few). */
const MAX_KEYS = 500;
const MAX_KEY_LENGTH = 500;

export type MissingReport = Record<string, Record<string, Record<string, string>>>;

/** Largest body of one "add" request: i18next sends a few keys, never kilobytes. */
export const MISSING_BODY_LIMIT = 64 * 1024;
/** Largest report file; past it new keys are refused (507) instead of filling the disk. */
export const MISSING_REPORT_LIMIT = 1024 * 1024;

/** The report is full: nothing more is written to it. */
export class MissingReportFullError extends Error {}

export function localeFileRequest(pathname: string): { lng: string; ns: string } | null {
  const m = LOCALE_FILE.exec(pathname);
  if (!m || m[1] === 'add') return null;
  const [, lng = '', ns = ''] = m;
  return isSegment(lng) && isSegment(ns) ? { lng, ns } : null;
}

export function localeAddRequest(pathname: string): { lng: string; ns: string } | null {
  const m = LOCALE_ADD.exec(pathname);
  if (!m) return null;
  const [, lng = '', ns = ''] = m;
  return isSegment(lng) && isSegment(ns) ? { lng, ns } : null;
}

/** The file's text, or null when there is no such translation file. */
export async function readLocaleFile(
  localesDir: string,
  lng: string,
  ns: string,
): Promise<string | null> {
  try {
    return await readFile(join(localesDir, lng, `${ns}.json`), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The keys of an i18next "add" body (`{ key: fallbackValue }`), or an error message.
 * Non-string values (i18next sends strings) are kept as ''.
 */
export function parseMissingKeys(body: unknown): Record<string, string> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'The body must be a JSON object of missing keys.';
  }
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length > MAX_KEYS) return `At most ${MAX_KEYS} keys per request.`;
  if (entries.some(([key]) => key === '' || key.length > MAX_KEY_LENGTH)) {
    return 'A key is empty or too long.';
  }
  // fromEntries defines own properties, so a key named "__proto__" is just a key.
  return Object.fromEntries(
    entries.map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
}

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Writes the report one request at a time (read, merge, write to a temp file, rename). A merge
 * that would make the file larger than `limitBytes` is refused with MissingReportFullError and
 * leaves the file as it was.
 */
export function createMissingReport(
  reportsDir: string,
  limitBytes = MISSING_REPORT_LIMIT,
): {
  add(lng: string, ns: string, keys: Record<string, string>): Promise<void>;
  file: string;
} {
  const file = join(reportsDir, MISSING_TRANSLATIONS_FILE);
  let queue: Promise<void> = Promise.resolve();

  async function merge(lng: string, ns: string, keys: Record<string, string>): Promise<void> {
    await mkdir(reportsDir, { recursive: true });
    let report: MissingReport = {};
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        report = parsed as MissingReport;
      }
    } catch {
      // No report yet (or an unreadable one): start a new one.
    }
    const own = <T>(r: Record<string, T>, k: string): T | undefined =>
      Object.prototype.hasOwnProperty.call(r, k) ? r[k] : undefined;
    const byNs = own(report, lng) ?? {};
    report = { ...report, [lng]: sorted({ ...byNs, [ns]: sorted({ ...own(byNs, ns), ...keys }) }) };
    const text = `${JSON.stringify(sorted(report), null, 2)}\n`;
    if (Buffer.byteLength(text) > limitBytes) {
      throw new MissingReportFullError(
        `The missing-translations report is full (${limitBytes} bytes): hand it to the translators and clear it.`,
      );
    }
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, text);
    await rename(tmp, file);
  }

  return {
    file,
    add(lng, ns, keys) {
      const next = queue.then(() => merge(lng, ns, keys));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
