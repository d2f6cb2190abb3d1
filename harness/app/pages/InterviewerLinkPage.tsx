/**
 * `/i/:organizationSlug/:customUrl`: the interviewer link (spec 1, 2), in the main-flow chunk
 * group, with no candidate intro fetch. Its screens come with the interviewer-link feature;
 * until then the route is `pending` and shows what every pending route shows:
 * "This page isn't available yet".
 */
import type { PageProps } from '../page-props';
import { LinkProblemPage } from './PendingRoutePage';

export default function InterviewerLinkPage(_props: PageProps) {
  return <LinkProblemPage kind="notYetAvailable" />;
}
