/**
 * What the candidate flow's two parts share besides the shared screen frame: CandidateFlow (the
 * first paint: Loading, then the Introduction) and CandidateJourney (everything else, a lazy
 * chunk). Kept small: it is part of the candidate route's first paint.
 */
import type { HttpClient } from '../../../api/http';
import type { WebSocketConstructor } from '../../../api/live-results-socket';
import type { MeetIntro } from '../../../domain/entities';
import type { PickStores } from './pick-stores';
import type { ChatOptions } from '../../chat';
import type { FrameScheduler } from './journey/batch-pacer';
import { SLOW_NOTICE_MS } from '../../shared';

/**
 * Decision (the spec lists 35000, 4000 and 12000 ms as "timing constants, units and use not
 * shown"): the longer-than-expected message appears after 12 000 ms of loading. 4 s is too
 * short (a normal search often takes that long, so the message would show on most visits and
 * mean nothing); 35 s is too long (most people give up before). 12 s is past the usual search
 * time and early enough to reassure.
 */
export const SLOW_LOADING_AFTER_MS = SLOW_NOTICE_MS;

export interface CandidateFlowProps {
  /** The invitation hash of the URL. */
  hash: string;
  http: HttpClient;
  /** The browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone in the app). */
  browserTimeZone: string;
  /** Minimum slots before submitting (configuration; default 3). */
  minSlots?: number;
  /** The clock (epoch ms). */
  now?: () => number;
  /** The WebSocket to use (default: the global one). */
  WebSocketImpl?: WebSocketConstructor;
  /** Base of a relative wsEndpoint (the app's origin). */
  socketBaseUrl?: string;
  slowAfterMs?: number;
  /** A results socket silent this long (ms) counts as interrupted (default 35 000). */
  socketIdleMs?: number;
  /**
   * When live results are applied: at most once a browser frame by default (what arrived in
   * between is applied together). Stories pass `everyBatch`, so that what they show does not
   * depend on how batches fall into frames.
   */
  resultFrames?: FrameScheduler;
  /**
   * A new result that would land above the rows on screen waits at the end of the day's list
   * (true by default; see Session.held). Stories pass false, so that what they show does not
   * depend on where the list was on the page when each batch was applied; the hold has its own
   * story (PickDays NewResultsWaiting), reducer tests and e2e journeys.
   */
  holdRowsOnScreen?: boolean;
  /**
   * Staff debug mode asked for (`?debug=true`): the search asks for debug data, and the debug
   * panel shows when the server answers it (it does to staff only).
   */
  debug?: boolean;
  /**
   * The invitation link's token (`?token=` on `/s/:hash`; spec 6: "a hash or token"): sent with
   * the tracking when present (spec 7), nowhere else. Null or absent: none.
   */
  token?: string | null;
  /** All IANA zones offered by the picker (default: Intl.supportedValuesOf('timeZone')). */
  allTimeZones?: readonly string[];
  /** Where picks are kept across reloads (default: the browser's session and local storage). */
  pickStores?: PickStores;
  /**
   * The first intro request, when the app's entry started it before anything rendered (no
   * start-up chain: harness/app/early-requests.ts); without it, CandidateFlow starts it.
   */
  introRequest?: Promise<MeetIntro>;
  /**
   * The first intro's answer when it is known before the first render: a page rendered on the
   * server carries it (harness/app/server-state.ts), and the first render must show what the
   * server's showed (the Introduction, or the link's problem), so that React hydrates it.
   * Takes the place of `introRequest`.
   */
  introAnswer?: IntroAnswer;
  /** The chat's options (stories: open from the start, a fake clock for its time limit). */
  chat?: Pick<ChatOptions, 'defaultOpen' | 'startTimer' | 'draftStore'>;
}

/** An intro call's outcome: the intro, or the error it failed with. */
export type IntroAnswer = { intro: MeetIntro } | { error: unknown };

/**
 * Whether the journey's first screen takes focus when it replaces the first paint's: it does
 * when it is a different screen (a change), and when it is the same screen whose heading had
 * focus (every first-paint screen but Loading: the Introduction, or Loading after a click on
 * "Get started"), because the swap would otherwise drop focus to the page.
 */
export function continuesWithFocus(
  previousScreen: string,
  firstScreen: string,
  startedAt: number | null,
): boolean {
  return previousScreen !== firstScreen || previousScreen === 'intro' || startedAt !== null;
}
