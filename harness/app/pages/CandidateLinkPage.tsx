/**
 * `/s/:hash`: the candidate invitation flow, with the app's run-time inputs: the hash of the
 * URL, the HTTP client, the browser's zone, the configured minimum of slots, and the app's
 * origin as the base of the relative live-results endpoint (`/ws/results` →
 * `ws(s)://<host>/ws/results`), and `?debug=true` (staff debug mode). Its own lazy chunk.
 */
import {
  CandidateFlow,
  preloadCandidateFlow,
  savedInThisBrowser,
} from '../../../src/features/candidate';
import type { PageHydration, PageProps } from '../page-props';

export default function CandidateLinkPage({ match, config, http, early, place }: PageProps) {
  return (
    <CandidateFlow
      hash={match.params.hash ?? ''}
      http={http}
      browserTimeZone={place.timeZone}
      minSlots={config.minAvailabilitySlots}
      socketBaseUrl={place.origin}
      {...(early.introAnswer
        ? { introAnswer: early.introAnswer }
        : early.intro
          ? { introRequest: early.intro }
          : {})}
      // Staff debug mode: asked for in the link; the server answers its data to staff only.
      debug={new URLSearchParams(place.search).get('debug') === 'true'}
      // The link's token, sent with the tracking (spec 7: "token when present").
      token={new URLSearchParams(place.search).get('token')}
    />
  );
}

/**
 * A server-rendered `/s/:hash` (harness/app/server-render.tsx) hydrates once the journey and
 * the link-problem screen are here, unless this browser keeps picks of the link (the server
 * drew the page without them).
 */
export const hydration: PageHydration = {
  matchesServer: (match) => !savedInThisBrowser(match.params.hash ?? ''),
  prepare: (early) => preloadCandidateFlow(early.introAnswer),
};
