import type { HttpClient } from '../../src/api/http';
import type { AppConfig } from '../../src/config/app-config';
import type { EarlyRequests } from './early-requests';
import type { RouteMatch } from './routes';
import type { ServerRenderState } from './server-state';

/**
 * Where the page runs: read from the browser by the entry (main.tsx), given by the server
 * when it renders the page (server-render.tsx), so that no page reads `location` or the
 * browser's zone while it renders.
 */
export interface PagePlace {
  /** The app's origin, e.g. `https://meet.example.com`. */
  origin: string;
  /** The URL's query, with its `?` (or ''). */
  search: string;
  /** The browser's IANA zone. */
  timeZone: string;
}

/** What every route's page receives from the app shell. */
export interface PageProps {
  match: RouteMatch;
  config: AppConfig;
  http: HttpClient;
  /** What the entry started before rendering (early-requests.ts). */
  early: EarlyRequests;
  place: PagePlace;
}

/**
 * What a page module tells the entry about hydrating the server's render of it (main.tsx,
 * server-render.tsx), beside its default export.
 */
export interface PageHydration {
  /**
   * Whether this browser's first render of `match` is the server's (`server`, what it drew
   * with): false when the browser keeps something the server cannot know, or its clock reads
   * otherwise for a screen that reads the clock (then the page is rendered afresh over it).
   */
  matchesServer(match: RouteMatch, server: ServerRenderState): boolean;
  /**
   * Loads the lazy parts the server rendered for the page's answers (`early`, settled), so
   * that hydration does not wait on them.
   */
  prepare(early: EarlyRequests, match: RouteMatch): Promise<void>;
}

/** The place of the page the browser shows. */
export function browserPlace(): PagePlace {
  return {
    origin: location.origin,
    search: location.search,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
