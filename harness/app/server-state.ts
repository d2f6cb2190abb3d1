/**
 * What a page rendered on the server (server-render.tsx) hands to the browser, so that the
 * browser's first render is the same as the server's and React hydrates the HTML instead of
 * drawing it again (issue 14: the candidate sees the Introduction before any script has run).
 * It travels in the page as `<script type="application/json" id="server-render">` — data, not
 * code, so the page's Content-Security-Policy (no inline scripts) does not stop it.
 *
 * - `intro`: the intro call's HTTP answer as the server's API gave it (status and body). The
 *   browser reads it through its own HTTP client, as if it had fetched it
 *   ({@link answeredFetch}), so a 404 becomes the same ApiError and a 200 the same validated
 *   intro as over the network.
 * - `resources`: the translations the render used (language and fallback, the namespaces the
 *   screens asked for), so no translation file is fetched before hydrating.
 * - `language`: the language the server rendered in (the page shows no time, so the zone does
 *   not matter).
 */
import type { Resource } from 'i18next';
import type { SeededOutcome } from '../../src/features/shared';

/** The `id` of the element that carries the state. */
export const SERVER_STATE_ID = 'server-render';

/** One HTTP answer: status and body text (JSON). */
export interface RecordedAnswer {
  status: number;
  body: string;
}

export interface ServerRenderState {
  /** The path rendered: the browser hydrates only its own. */
  path: string;
  language: string;
  /** The candidate link's intro (`/s/:hash`). */
  intro?: RecordedAnswer;
  /**
   * The outcomes of the reads the screen made (a second screen: the portal, superday,
   * scheduling and interviewer links), by the read's key (src/features/shared/data/seeds.ts).
   */
  reads?: Record<string, SeededOutcome>;
  /**
   * True when the page is a frame (zone-frame.ts): times held back, drawn again by the browser
   * in the candidate's zone rather than hydrated.
   */
  frame?: boolean;
  /**
   * The server's clock when it drew a second screen (ms since the epoch). A screen whose first
   * render reads the clock (which times are left, which day opens) is hydrated only when the
   * browser's clock agrees ({@link sameClock}).
   */
  renderedAt?: number;
  resources: Resource;
}

/** How far the browser's clock may be from the server's for their renders to be the same. */
export const CLOCK_TOLERANCE_MS = 60_000;

/** Whether the page was drawn at about `now` by the browser's clock. */
export function sameClock(state: ServerRenderState, now: number): boolean {
  return state.renderedAt !== undefined && Math.abs(now - state.renderedAt) <= CLOCK_TOLERANCE_MS;
}

/**
 * The state as the text of a `<script type="application/json">`: JSON with `<`, `>`, `&` and
 * the two line separators escaped, so no value (a name typed by a recruiter) can close the
 * element or start markup.
 */
export function serializeServerState(state: ServerRenderState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** The state read back, or null when it is missing, malformed or not for `path`. */
export function parseServerState(text: string | null, path: string): ServerRenderState | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.path !== path) return null;
  const { language, intro, resources, reads, frame, renderedAt } = value;
  if (typeof language !== 'string' || !isRecord(resources)) return null;
  const state: ServerRenderState = { path, language, resources: resources as Resource };
  if (intro !== undefined) {
    if (!isRecord(intro) || typeof intro.status !== 'number' || typeof intro.body !== 'string') {
      return null;
    }
    state.intro = { status: intro.status, body: intro.body };
  }
  if (reads !== undefined) {
    if (!isRecord(reads) || !Object.values(reads).every(isOutcome)) return null;
    state.reads = reads as Record<string, SeededOutcome>;
  }
  if (frame !== undefined) {
    if (typeof frame !== 'boolean') return null;
    state.frame = frame;
  }
  if (renderedAt !== undefined) {
    if (typeof renderedAt !== 'number' || !Number.isFinite(renderedAt)) return null;
    state.renderedAt = renderedAt;
  }
  return state;
}

const isOutcome = (x: unknown): boolean =>
  isRecord(x) &&
  ((x.status === 'ready' && 'data' in x) ||
    (x.status === 'problem' && typeof x.problem === 'string'));

/** The page's state for `path`, or null (no server render, or another page's). */
export function readServerState(doc: Document, path: string): ServerRenderState | null {
  return parseServerState(doc.getElementById(SERVER_STATE_ID)?.textContent ?? null, path);
}

/** A fetch that answers every request with `answer` (a JSON body), for the HTTP client. */
export function answeredFetch(answer: RecordedAnswer): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(answer.body, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
}
