/**
 * `/s/:hash`: the candidate invitation flow, with the app's run-time inputs: the hash of the
 * URL, the HTTP client, the browser's zone, the configured minimum of slots, and the app's
 * origin as the base of the relative live-results endpoint (`/ws/results` →
 * `ws(s)://<host>/ws/results`), and `?debug=true` (staff debug mode). Its own lazy chunk.
 */
import { CandidateFlow } from '../../../src/features/candidate';
import type { PageProps } from '../page-props';

export default function CandidateLinkPage({ match, config, http, early }: PageProps) {
  return (
    <CandidateFlow
      hash={match.params.hash ?? ''}
      http={http}
      browserTimeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      minSlots={config.minAvailabilitySlots}
      socketBaseUrl={location.origin}
      {...(early.intro ? { introRequest: early.intro } : {})}
      // Staff debug mode: asked for in the link; the server answers its data to staff only.
      debug={new URLSearchParams(location.search).get('debug') === 'true'}
    />
  );
}
