/**
 * Every path other than `/s/…` and `/i/…` (product spec section 2: "a separate second screen"):
 * the candidate portal, superday and scheduling-link screens. None of them exists yet (their
 * routes are `pending` in routes.ts), so every one shows the invalid-link screen, as an unknown
 * path does. When a screen arrives, this chunk picks it by `match.route.id` (each as its own
 * lazy import).
 */
import type { PageProps } from '../page-props';
import { InvalidLinkPage } from './PendingRoutePage';

export default function SecondScreenPage(_props: PageProps) {
  return <InvalidLinkPage />;
}
