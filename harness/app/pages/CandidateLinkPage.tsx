/** `/s/:hash`: the candidate invitation flow. Its own lazy chunk. */
import { CandidateFlowPage } from './CandidateFlowPage';
import type { PageProps } from '../page-props';

export default function CandidateLinkPage(props: PageProps) {
  return <CandidateFlowPage {...props} mode="candidate" />;
}
