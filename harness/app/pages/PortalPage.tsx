/**
 * `/p/:a/:b/:c?`: the candidate portal, with the app's run-time inputs (the path's segments,
 * the HTTP client, the browser's zone). Its own lazy chunk, loaded by the second screen.
 */
import { PortalFlow } from '../../../src/features/portal';
import type { PageProps } from '../page-props';

export default function PortalPage({ match, http, place }: PageProps) {
  const { a = '', b = '', c } = match.params;
  return (
    <PortalFlow
      segments={c === undefined ? [a, b] : [a, b, c]}
      http={http}
      browserTimeZone={place.timeZone}
    />
  );
}
