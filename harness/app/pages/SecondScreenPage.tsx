/**
 * Every path other than `/s/…` and `/i/…` (product spec section 2: "a separate second screen"):
 * the candidate portal, superday and scheduling-link screens, and unknown paths. None of those
 * screens exists yet (their routes are `pending` in routes.ts): each shows "This page isn't
 * available yet"; an unknown path shows the invalid-link screen. When a screen arrives, this
 * chunk picks it by `match.route.id` (each as its own lazy import).
 */
import type { PageProps } from '../page-props';
import { LinkProblemPage } from './PendingRoutePage';

export default function SecondScreenPage({ match }: PageProps) {
  return (
    <LinkProblemPage kind={match.route.status === 'pending' ? 'notYetAvailable' : 'invalid'} />
  );
}
