/**
 * The candidate flow container with the app's run-time inputs: the hash of the URL, the HTTP
 * client, the browser's zone, the configured minimum of slots, and the app's origin as the base
 * of the relative live-results endpoint (`/ws/results` → `ws(s)://<host>/ws/results`).
 */
import { CandidateFlow, type FlowMode } from '../../../src/features/candidate';
import type { PageProps } from '../page-props';

export function CandidateFlowPage({ match, config, http, mode }: PageProps & { mode: FlowMode }) {
  return (
    <CandidateFlow
      mode={mode}
      hash={match.params.hash ?? ''}
      http={http}
      browserTimeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      minSlots={config.minAvailabilitySlots}
      socketBaseUrl={location.origin}
    />
  );
}
