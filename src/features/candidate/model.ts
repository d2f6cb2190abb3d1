/**
 * View-model types of the candidate flow (DESIGN.md section 3): the screens of the main
 * journey (product spec sections 2 and 4) and the shapes the flow container hands them.
 * Screens import these types; the reducer (state.ts) decides which screen shows.
 */

/**
 * Every screen the flow can show, in journey order. `linkProblem` covers the expired and the
 * invalid link. The contact form is not a state of this flow: it belongs to the scheduling-link
 * flow (its data is only ever sent by POST /scheduling-link/schedule-interview), whose screens
 * reuse `screens/ContactForm`.
 */
export const SCREEN_KINDS = [
  'loading',
  'intro',
  'pickDays',
  'availabilitySent',
  'confirmed',
  'reschedule',
  'linkProblem',
  'noResults',
] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];

/**
 * Options a time-of-day bucket lists before "Show more", and how many more each "Show more"
 * adds: one number for the reducer (which counts what is shown) and the screen (which says
 * "Show N more").
 */
export const VISIBLE_PER_BUCKET = 20;

/** Single-day options (grouped by date) or multi-day options (grouped by days spanned). */
export type ResultsView = 'singleDay' | 'multiDay';

/**
 * Where the live search is, as the Pick days screen tells it:
 * - `searching`: the socket is open and more results may come ("searching for more results");
 * - `done`: the server sent everything;
 * - `disconnected`: the socket closed before `done`; what came is kept, the search can be retried;
 * - `failed`: the search call itself failed (server error, timeout); it can be retried.
 */
/**
 * Where the candidate is in the open day's list when a batch of results comes (read from the
 * page, see screens/pick-days/list-boundary.ts): `null` when no row of it is on screen (nothing
 * they read can move: every new row shows); the last row on screen (its slotKey) otherwise;
 * `end` when the end of the list is on screen or above it (a row added anywhere in the list
 * would push what they read).
 */
export type ListBoundary = { readonly lastRow: string } | 'end' | null;

export type SearchProgress = 'searching' | 'done' | 'disconnected' | 'failed';

/**
 * What the live region of Pick days says (the container decides when: at most one "new
 * options" message every 10 s, one "search finished", nothing when the screen opens):
 * `newResults` with the options found since the last message, `finished` with every
 * option found.
 */
export type SearchAnnouncement = {
  readonly kind: 'newResults' | 'finished';
  readonly count: number;
} | null;

export type { LinkProblemKind, Notice } from '../shared';
export type { RescheduleFormValues } from '../forms';

/** A time the candidate suggests (Pick days, "suggest times"), as typed: wall-clock values. */
export interface SuggestedTimeInput {
  /** yyyy-MM-dd in the shown time zone. */
  date: string;
  /** HH:mm, 24-hour. */
  start: string;
  /** HH:mm, 24-hour. */
  end: string;
}
