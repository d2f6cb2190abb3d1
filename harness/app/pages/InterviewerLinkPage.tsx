/**
 * `/i/:organizationSlug/:customUrl`: the interviewer link (spec 1, 2), in the main-flow chunk
 * group, with no candidate intro fetch. The interviewer's email comes from `?email=` when the
 * link carries it.
 */
import { InterviewerLinkFlow } from '../../../src/features/interviewer-link';
import type { PageHydration, PageProps } from '../page-props';

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
  // Drawn again over the server's page, never hydrated: its times are in the link's own zone
  // (so the server's page is no frame), but Node's and Chromium's Intl do not write a time
  // alike (the space before "AM"), which would not hydrate (#418).
  matchesServer: () => false,
  prepare: () => Promise.resolve(),
};
