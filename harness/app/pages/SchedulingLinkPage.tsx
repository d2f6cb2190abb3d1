/**
 * `/l/:id`: the scheduling link, with the app's run-time inputs (the link's id, the HTTP client,
 * the visitor's zone). Its own lazy chunk, loaded by the second screen.
 */
import { SchedulingLinkFlow } from '../../../src/features/scheduling-link';
import type { PageProps } from '../page-props';

export default function SchedulingLinkPage({ match, http, place }: PageProps) {
  return (
    <SchedulingLinkFlow id={match.params.id ?? ''} http={http} browserTimeZone={place.timeZone} />
  );
}
