/**
 * The route table of the app (product spec section 2), as data: the README's route table is
 * checked against it (routes.test.ts), and the app matches `location.pathname` against it once
 * at start (no router package: the app never navigates client-side; every link is a full page
 * load).
 *
 * Spec: "paths starting with /i and /s load the main candidate flow; every other path loads a
 * separate second screen", and "a path starting with /i is the interviewer-link flow" (spec 1:
 * identified by organization slug, custom url and email). So `/s/{hash}` and
 * `/i/{organizationSlug}/{customUrl}` (the email as `?email=` when the link carries it) are the
 * main-flow chunk group; everything else is the second screen. Decision (the spec names no
 * parameters): "starting with /s" means the first path segment is `s`, not the first letter,
 * because `/superday/…` is a second-screen path. A path matches a pattern segment by segment, exactly;
 * empty segments (a trailing or doubled slash) are ignored; segments are percent-decoded;
 * anything else (an unknown path, `/s` without a hash, extra segments, a segment that cannot be
 * decoded) is the `unknown` route, which shows the invalid-link screen from the second-screen
 * chunk.
 */

/** Which lazily loaded chunk renders the route. */
export type RouteChunk = 'candidate-flow' | 'interviewer-link' | 'second-screen';

/**
 * The page module each chunk starts from (App.tsx imports exactly these; routes.test.ts checks
 * it): the stand-in finds the built file that holds it and preloads it with the page.
 */
export const CHUNK_PAGES: Readonly<Record<RouteChunk, string>> = {
  'candidate-flow': 'harness/app/pages/CandidateLinkPage.tsx',
  'interviewer-link': 'harness/app/pages/InterviewerLinkPage.tsx',
  'second-screen': 'harness/app/pages/SecondScreenPage.tsx',
};

/**
 * The page module a second-screen route renders inside its chunk (SecondScreenPage.tsx loads it
 * lazily): the server preloads it with the chunk, so the page does not wait for the chunk to
 * learn of it (no start-up chain, issue 35). Routes rendered by the chunk's own page: none.
 */
export const NESTED_PAGES: Readonly<Partial<Record<RouteId, string>>> = {
  portal: 'harness/app/pages/PortalPage.tsx',
  superday: 'harness/app/pages/SuperdayPage.tsx',
  'scheduling-link': 'harness/app/pages/SchedulingLinkPage.tsx',
};

/**
 * The translation namespaces a route's first screen uses beyond those every page loads at start
 * (`general`, `intro`, `ui`): the server names them in the page's head, so they download beside
 * the scripts instead of after the screen has asked for them (issue 35).
 */
export const ROUTE_NAMESPACES: Readonly<Record<RouteId, readonly string[]>> = {
  candidate: [],
  'interviewer-link': ['interviewerLink'],
  portal: ['portal', 'booking', 'superday'],
  superday: ['superday', 'booking'],
  'scheduling-link': ['schedulingLink', 'contact'],
  unknown: [],
};

/** The chunks of the main flow (spec 2: paths starting with /s and /i). */
export const MAIN_FLOW_CHUNKS: readonly RouteChunk[] = ['candidate-flow', 'interviewer-link'];

export type RouteStatus = 'ready' | 'pending';

export type RouteId =
  'candidate' | 'interviewer-link' | 'portal' | 'superday' | 'scheduling-link' | 'unknown';

/**
 * One route. What it shows, in words, is in route-docs.ts (kept out of the app's bundle: the
 * README's table is made from both).
 */
export interface RouteDefinition {
  id: RouteId;
  /** `/literal/:param/:optional?`; `*` is the catch-all. */
  pattern: string;
  chunk: RouteChunk;
  /** `pending`: the screen does not exist yet; the route shows the invalid-link screen. */
  status: RouteStatus;
}

/** In matching order: the first route whose pattern matches wins. */
export const ROUTES: readonly RouteDefinition[] = [
  { id: 'candidate', pattern: '/s/:hash', chunk: 'candidate-flow', status: 'ready' },
  {
    id: 'interviewer-link',
    pattern: '/i/:organizationSlug/:customUrl',
    chunk: 'interviewer-link',
    status: 'ready',
  },
  { id: 'portal', pattern: '/p/:a/:b/:c?', chunk: 'second-screen', status: 'ready' },
  {
    id: 'superday',
    pattern: '/superday/:interviewId',
    chunk: 'second-screen',
    status: 'ready',
  },
  { id: 'scheduling-link', pattern: '/l/:id', chunk: 'second-screen', status: 'ready' },
  { id: 'unknown', pattern: '*', chunk: 'second-screen', status: 'ready' },
];

export interface RouteMatch {
  route: RouteDefinition;
  /** Named parameters; an optional one that is absent is left out. */
  params: Readonly<Record<string, string>>;
}

/** The non-empty path segments, percent-decoded; null when one cannot be decoded. */
function segmentsOf(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** Matches one pattern; null when it does not. */
export function matchPattern(
  pattern: string,
  pathname: string,
): Readonly<Record<string, string>> | null {
  if (pattern === '*') return {};
  const parts = pattern.split('/').filter(Boolean);
  const segments = segmentsOf(pathname);
  if (!segments || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if (!part.startsWith(':')) {
      if (segment !== part) return null;
    } else if (segment !== undefined) {
      params[part.replace(/^:|\?$/g, '')] = segment;
    } else if (!part.endsWith('?')) {
      return null;
    }
  }
  return params;
}

/** The first route whose pattern matches `pathname` (the catch-all matches everything). */
export function matchRoute(
  pathname: string,
  routes: readonly RouteDefinition[] = ROUTES,
): RouteMatch {
  for (const route of routes) {
    const params = matchPattern(route.pattern, pathname);
    if (params) return { route, params };
  }
  throw new Error(`No route matches ${pathname}: the table needs a catch-all (*) route.`);
}
