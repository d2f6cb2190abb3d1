/**
 * `/superday/:interviewId?hash=…`: the superday flow, with the app's run-time inputs (the
 * interview id of the path, the invitation hash of the query, the HTTP client, the browser's
 * zone). Its own lazy chunk, loaded by the second screen.
 */
import { SuperdayFlow } from '../../../src/features/superday';
import type { PageProps } from '../page-props';

export default function SuperdayPage({ match, http, place }: PageProps) {
  return (
    <SuperdayFlow
      interviewId={match.params.interviewId ?? ''}
      hash={new URLSearchParams(place.search).get('hash')}
      http={http}
      browserTimeZone={place.timeZone}
    />
  );
}
