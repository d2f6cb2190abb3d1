/**
 * Every path other than `/s/…` and `/i/…` (product spec section 2: "a separate second screen"):
 * the candidate portal, superday and scheduling-link screens, and unknown paths. Each screen
 * that exists is its own lazy chunk, picked by `match.route.id`; a route whose screen does not
 * exist yet (`pending` in routes.ts) shows "This page isn't available yet"; an unknown path
 * shows the invalid-link screen.
 */
import { lazyChunk } from '../../../src/features/shared';
import type { PageHydration, PageProps } from '../page-props';
import { sameClock } from '../server-state';
import { LinkProblemPage } from './PendingRoutePage';

const SuperdayPage = lazyChunk(() => import('./SuperdayPage'));
const PortalPage = lazyChunk(() => import('./PortalPage'));
const SchedulingLinkPage = lazyChunk(() => import('./SchedulingLinkPage'));

/** The page each second-screen route renders, by route id. */
const PAGES = {
  superday: SuperdayPage,
  portal: PortalPage,
  'scheduling-link': SchedulingLinkPage,
} as const;

/**
 * A page the server drew (server-render.tsx) is drawn again once its page's chunk is here: the
 * first render then suspends nowhere (no blank between the server's page and the browser's).
 */
export const hydration: PageHydration = {
  // The portal and superday are drawn again over the server's page: their first render may
  // read what this browser keeps (a sent superday), which the server cannot. The scheduling
  // link keeps nothing here; it reads the clock (which times are left), so it is hydrated when
  // the browser's clock is the server's (its text then stays the element painted first).
  matchesServer: (match, server) =>
    match.route.id === 'scheduling-link' && sameClock(server, Date.now()),
  prepare: async (_early, match) => {
    const id = match.route.id;
    if (id in PAGES) await PAGES[id as keyof typeof PAGES].preload();
  },
};

export default function SecondScreenPage(props: PageProps) {
  const { route } = props.match;
  if (route.id === 'superday') return <SuperdayPage {...props} />;
  if (route.id === 'portal') return <PortalPage {...props} />;
  if (route.id === 'scheduling-link') return <SchedulingLinkPage {...props} />;
  return <LinkProblemPage kind={route.status === 'pending' ? 'notYetAvailable' : 'invalid'} />;
}
