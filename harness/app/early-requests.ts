/**
 * The requests a route's first screen needs, started by the entry (main.tsx) as soon as the
 * HTTP client exists: before the translations load, before React renders, before the route's
 * chunk arrives (no start-up chain, issue 14). The page reads their answers when it renders.
 *
 * Today: the candidate route's intro (`/s/:hash`). A failure is the page's to tell, so it is
 * not reported as an unhandled rejection while nobody listens yet. A page the server rendered
 * carries the intro's answer (server-state.ts): it is read through the same client and call,
 * from that answer instead of the network, and settled before the first render
 * ({@link settleEarlyRequests}), which then shows what the server showed.
 */
import { createHttpClient, type HttpClient } from '../../src/api/http';
import { getIntro } from '../../src/api/meet';
import { type ApiHosts, endpoints } from '../../src/api/contract';
import type { MeetIntro } from '../../src/domain/entities';
import type { IntroAnswer } from '../../src/features/candidate';
import type { RouteMatch } from './routes';
import { answeredFetch, type RecordedAnswer } from './server-state';

export interface EarlyRequests {
  /** The candidate link's intro; null on other routes. */
  intro: Promise<MeetIntro> | null;
  /** The intro's outcome when known before the first render (a page the server rendered). */
  introAnswer?: IntroAnswer;
}

/**
 * The first read of a page the browser renders, as the feature's own call asks for it (the same
 * URL: early-requests.test.ts checks each against the feature's API function), without its
 * module: the entry stays as small as it is, and the answer is validated when the screen asks.
 * Reads that need an earlier answer (the portal's thread, the superday's options) are not here.
 */
function firstReads(match: RouteMatch, search: string): ((c: HttpClient) => Promise<unknown>)[] {
  const { params } = match;
  const read = (call: string, path: string, query?: Record<string, string>) => (c: HttpClient) =>
    c.get({ call, host: 'main', path, schema: null, ...(query ? { query } : {}) });
  switch (match.route.id) {
    case 'portal': {
      const { a = '', b = '', c } = params;
      return [read('portal.getCandidatePortal', endpoints.candidatePortal(c ? [a, b, c] : [a, b]))];
    }
    case 'scheduling-link':
      return [read('schedulingLink.getIntro', endpoints.schedulingLinkIntro(params.id ?? ''))];
    case 'interviewer-link':
      return [
        read('interviewerLink.getIntro', endpoints.interviewerLinkIntro(), {
          organizationSlug: params.organizationSlug ?? '',
          customUrl: params.customUrl ?? '',
        }),
      ];
    case 'superday': {
      const hash = new URLSearchParams(search).get('hash');
      return hash ? [read('meet.getIntro', endpoints.intro(hash))] : [];
    }
    default:
      return [];
  }
}

/**
 * Starts the route's first requests: the candidate link's intro (kept, for the page to read),
 * and on the other routes their first read, answered by the HTTP client to the screen that asks
 * for it ({@link HttpClient.prefetch}): the data downloads beside the route's chunk and the
 * translations instead of after them (issue 35).
 */
export function startEarlyRequests(
  match: RouteMatch,
  http: HttpClient,
  recorded?: { hosts: ApiHosts; intro?: RecordedAnswer | undefined },
  search = '',
): EarlyRequests {
  // A page the server drew carries its reads' answers (server-state.ts): nothing to start.
  if (!recorded) for (const reads of firstReads(match, search)) http.prefetch(reads);
  const hash = match.route.id === 'candidate' ? match.params.hash : undefined;
  if (hash === undefined || hash === '') return { intro: null };
  const client = recorded?.intro
    ? createHttpClient({
        hosts: recorded.hosts,
        fetch: answeredFetch(recorded.intro),
        retry: { attempts: 0, delayMs: 0 },
        timeoutMs: null,
        storage: null,
      })
    : http;
  const intro = getIntro(client, hash);
  intro.catch(() => undefined);
  return { intro };
}

/** The requests with the intro's outcome settled (for a page whose answer came with it). */
export async function settleEarlyRequests(early: EarlyRequests): Promise<EarlyRequests> {
  if (early.intro === null) return early;
  const introAnswer: IntroAnswer = await early.intro.then(
    (intro) => ({ intro }),
    (error: unknown) => ({ error }),
  );
  return { ...early, introAnswer };
}
