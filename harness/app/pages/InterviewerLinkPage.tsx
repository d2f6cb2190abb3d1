/**
 * `/i/:organizationSlug/:customUrl`: the interviewer link (spec 1, 2), in the main-flow chunk
 * group, with no candidate intro fetch. The interviewer's e-mail comes from `?email=` when the
 * link carries it.
 */
import { InterviewerLinkFlow } from '../../../src/features/interviewer-link';
import type { PageHydration, PageProps } from '../page-props';
import { sameClock } from '../server-state';

export default function InterviewerLinkPage({ match, http, place }: PageProps) {
  return (
    <InterviewerLinkFlow
      organizationSlug={match.params.organizationSlug ?? ''}
      customUrl={match.params.customUrl ?? ''}
      email={new URLSearchParams(place.search).get('email')}
      http={http}
      browserTimeZone={place.timeZone}
    />
  );
}

/** A page the server drew (server-render.tsx) is drawn again at once: its parts are in its chunk. */
export const hydration: PageHydration = {
  // The link keeps nothing in this browser; its first render reads the clock (the day it
  // opens on), so it is hydrated when the browser's clock is the server's.
  matchesServer: (_match, server) => sameClock(server, Date.now()),
  prepare: () => Promise.resolve(),
};
