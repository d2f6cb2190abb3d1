import { describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../src/api/http';
import { getInterviewerLinkIntro } from '../../src/api/interviewer-link';
import { getIntro } from '../../src/api/meet';
import { getCandidatePortal } from '../../src/api/portal';
import { getSchedulingLinkIntro } from '../../src/api/scheduling-link';
import { startEarlyRequests } from './early-requests';
import { matchRoute } from './routes';

const hosts = {
  main: 'https://api.example',
  highVolume: 'https://hv.example',
  superday: 'https://sd.example',
  chatbot: 'https://bot.example',
} as never;

/** The URLs a client fetched; every answer an empty success. */
function recordingClient(): { http: HttpClient; urls: string[] } {
  const urls: string[] = [];
  const http = createHttpClient({
    hosts,
    storage: null,
    fetch: (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response('{"status":"success","result":{}}'));
    },
  });
  return { http, urls };
}

/** What the feature's own first call asks for, by the route's path. */
const FIRST_CALLS: [path: string, search: string, call: (http: HttpClient) => Promise<unknown>][] =
  [
    ['/p/org_1/gst_2', '', (http) => getCandidatePortal(http, ['org_1', 'gst_2'])],
    ['/p/org_1/gst_2/app 3', '', (http) => getCandidatePortal(http, ['org_1', 'gst_2', 'app 3'])],
    ['/l/slnk_9', '', (http) => getSchedulingLinkIntro(http, 'slnk_9')],
    [
      '/i/acme/kwame',
      '?email=k%40acme.example',
      (http) => getInterviewerLinkIntro(http, { organizationSlug: 'acme', customUrl: 'kwame' }),
    ],
    ['/superday/int_1', '?hash=abc123', (http) => getIntro(http, 'abc123')],
  ];

describe('startEarlyRequests: the first read of a page the browser renders starts with the entry', () => {
  it.each(FIRST_CALLS)(
    '%s%s: asks for the URL the feature asks for, and the feature gets that answer without a second request',
    async (path, search, call) => {
      const { http, urls } = recordingClient();
      const early = startEarlyRequests(matchRoute(path), http, undefined, search);
      expect(early.intro).toBeNull();
      expect(urls).toHaveLength(1);
      const own = recordingClient();
      await call(own.http).catch(() => undefined);
      expect(urls).toEqual(own.urls);
      await call(http).catch(() => undefined);
      expect(urls).toHaveLength(1);
    },
  );

  it('starts nothing for a superday link without its hash, or an unknown path', () => {
    for (const path of ['/superday/int_1', '/no/such/page']) {
      const { http, urls } = recordingClient();
      startEarlyRequests(matchRoute(path), http, undefined, '');
      expect(urls).toEqual([]);
    }
  });

  it("keeps the candidate link's intro for its page, as before", () => {
    const { http, urls } = recordingClient();
    const early = startEarlyRequests(matchRoute('/s/abc'), http);
    expect(early.intro).not.toBeNull();
    expect(urls).toEqual(['https://api.example/v2/meet/get_intro/abc']);
  });
});
