/**
 * The requests a route's first screen needs, started by the entry (main.tsx) as soon as the
 * HTTP client exists: before the translations load, before React renders, before the route's
 * chunk arrives (no start-up chain, issue 14). The page reads their answers when it renders.
 *
 * Today: the candidate route's intro (`/s/:hash`). A failure is the page's to tell, so it is
 * not reported as an unhandled rejection while nobody listens yet.
 */
import type { HttpClient } from '../../src/api/http';
import { getIntro } from '../../src/api/meet';
import type { MeetIntro } from '../../src/domain/entities';
import type { RouteMatch } from './routes';

export interface EarlyRequests {
  /** The candidate link's intro; null on other routes. */
  intro: Promise<MeetIntro> | null;
}

export function startEarlyRequests(match: RouteMatch, http: HttpClient): EarlyRequests {
  const hash = match.route.id === 'candidate' ? match.params.hash : undefined;
  if (hash === undefined || hash === '') return { intro: null };
  const intro = getIntro(http, hash);
  intro.catch(() => undefined);
  return { intro };
}
