/** `/i/:hash`: the interviewer-link flow (no candidate intro fetch). Its own lazy chunk. */
import { CandidateFlowPage } from './CandidateFlowPage';
import type { PageProps } from '../page-props';

export default function InterviewerLinkPage(props: PageProps) {
  return <CandidateFlowPage {...props} mode="interviewer" />;
}
