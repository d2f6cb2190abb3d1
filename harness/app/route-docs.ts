/**
 * The route table in words, for the README (not part of the app's bundle). `routeTableMarkdown`
 * makes the README's table from ROUTES (routes.ts) and these descriptions.
 */
import { ROUTES, type RouteId } from './routes';

export interface RouteDoc {
  /** What the route shows once built. */
  screen: string;
  description: string;
}

export const ROUTE_DOCS: Readonly<Record<RouteId, RouteDoc>> = {
  candidate: {
    screen: 'Candidate flow (`CandidateFlow`)',
    description:
      'Invitation link: intro, pick days with live results, availability sent, confirmation, reschedule. `?debug=true` with a staff sign-in: the debug panel beside pick days. `?token=…`: the link’s token, sent with the tracking.',
  },
  'interviewer-link': {
    screen: 'Interviewer link (`InterviewerLinkFlow`)',
    description:
      "An interviewer's own link (email as `?email=` when the link carries it, else asked): whose link it is, their saved availability in their zone (changeable) on the main flow's day strip, times added, changed, removed and copied to other days, Save (leaving with unsaved changes asks first). No candidate intro fetch.",
  },
  portal: {
    screen: 'Candidate portal (`PortalFlow`)',
    description:
      'Every interview with the organisation (happening now, upcoming, to schedule, recently completed, previous) with its plan and actions (schedule now, reschedule, add to calendar, give feedback), interviewers, prep, social links and the message thread.',
  },
  superday: {
    screen: 'Superday (`SuperdayFlow`)',
    description:
      'Multi-day interview, opened with the invitation hash (`?hash=`): the days with their interview blocks, choose the blocks you can attend, confirm, then the confirmation with add to calendar. Reschedule when the invitation says so.',
  },
  'scheduling-link': {
    screen: 'Scheduling link (`SchedulingLinkFlow`)',
    description:
      'Public scheduling link: what it is for, then one of the times it offers (day by day in your zone), then the visitor’s contact details, then the confirmation with add to calendar. An unknown link is the invalid-link screen.',
  },
  unknown: {
    screen: 'Invalid link (`LinkProblemScreen kind="invalid"`)',
    description:
      'Any other path, among them `/i/:hash` (one segment after `/i`: an interviewer link needs the organisation and its custom url, so the old short form is an invalid link).',
  },
};

const CHUNK_NAMES = {
  'candidate-flow': 'main flow',
  'interviewer-link': 'main flow (interviewer link)',
  'second-screen': 'second screen',
} as const;

/** The README's route table (Markdown), one row per route in matching order. */
export function routeTableMarkdown(): string {
  const rows = ROUTES.map((route) => {
    const doc = ROUTE_DOCS[route.id];
    const path = route.pattern === '*' ? 'any other path' : `\`${route.pattern}\``;
    const status =
      route.status === 'pending' ? 'pending (shows “This page isn’t available yet”)' : route.status;
    return `| ${path} | ${doc.screen} | ${CHUNK_NAMES[route.chunk]} | ${status} | ${doc.description} |`;
  });
  return [
    '| Path | Screen | Chunk | Status | What it is |',
    '| ---- | ------ | ----- | ------ | ---------- |',
    ...rows,
  ].join('\n');
}
