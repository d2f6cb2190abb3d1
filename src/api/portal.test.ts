import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PortalData } from '../domain/entities';
import { ValidationError } from './errors';
import {
  getCandidatePortal,
  getPortalMessages,
  sendPortalFeedback,
  sendPortalMessage,
} from './portal';
import {
  CSRF,
  HOSTS,
  USER_AGENT,
  guest,
  makeClient,
  ok,
  organization,
  refreshHandler,
  setupApiTestServer,
} from './test-helpers';

const { server, log, newClient } = setupApiTestServer();

const portal: PortalData = {
  guest,
  organization,
  interviews: [
    {
      id: 'int-1',
      state: 'pending',
      status: 'pending_candidate_response',
      job: { id: 'job-1', name: 'Engineer' },
      stage: { id: 'stage-1', name: 'Onsite' },
      events: [],
      plan: [{ number: 1, title: 'System design', durationMin: 60, pending: true }],
      hash: 'h1',
      applicationId: 'app-1',
      feedbackGiven: false,
    },
  ],
  interviewers: [{ jobId: 'job-1', people: [{ name: 'Grace Hopper', title: null }] }],
  prep: [{ title: 'Guide', url: 'https://acme.test/prep' }],
  social: [],
};

const message = {
  id: 'm-1',
  body: 'See you Thursday',
  channel: 'CANDIDATE_PORTAL',
  direction: 'RECEIVED',
  createdAt: '2026-03-01T12:00:00Z',
};

describe('getCandidatePortal', () => {
  it('GETs {main}/v2/meet/candidate-portal/{a}/{b} and /{a}/{b}/{c} → result', async () => {
    server.use(http.get(`${HOSTS.main}/v2/meet/candidate-portal/*`, () => ok(portal)));
    const { client } = makeClient();
    await expect(getCandidatePortal(client, ['org-1', 'guest-1'])).resolves.toEqual(portal);
    await getCandidatePortal(client, ['org-1', 'guest-1', 'int 1']);
    expect(log.map((r) => r.url.pathname)).toEqual([
      '/v2/meet/candidate-portal/org-1/guest-1',
      '/v2/meet/candidate-portal/org-1/guest-1/int%201',
    ]);
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });

  it('rejects an interview with an unknown portal state', async () => {
    server.use(
      http.get(`${HOSTS.main}/v2/meet/candidate-portal/*`, () =>
        ok({ ...portal, interviews: [{ ...portal.interviews[0], state: 'future' }] }),
      ),
    );
    await expect(getCandidatePortal(newClient(), ['a', 'b'])).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('getPortalMessages', () => {
  it('GETs {main}/message/messages-to-portal?oid&gid → result (the list)', async () => {
    server.use(http.get(`${HOSTS.main}/message/messages-to-portal`, () => ok([message])));
    await expect(getPortalMessages(newClient(), { oid: 'org-1', gid: 'guest-1' })).resolves.toEqual(
      [message],
    );
    expect(Object.fromEntries(log[0]!.url.searchParams)).toEqual({ oid: 'org-1', gid: 'guest-1' });
  });

  it('rejects a message with an unknown channel', async () => {
    server.use(
      http.get(`${HOSTS.main}/message/messages-to-portal`, () =>
        ok([{ ...message, channel: 'FAX' }]),
      ),
    );
    await expect(getPortalMessages(newClient(), { oid: 'o', gid: 'g' })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('sendPortalMessage', () => {
  it('POSTs the message with _csrf to {main}/message/messaging-from-portal', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/message/messaging-from-portal`, () => ok({})),
    );
    const body = { oid: 'org-1', gid: 'guest-1', message: 'Can we move it?' };
    await sendPortalMessage(newClient(), body);
    const post = log.find((r) => r.method === 'POST')!;
    expect(post.url.href).toBe(`${HOSTS.main}/message/messaging-from-portal`);
    expect(await post.body).toEqual({ ...body, _csrf: CSRF });
  });
});

describe('sendPortalFeedback', () => {
  it('POSTs the rating and comment with _csrf to {main}/v2/meet/candidate-feedback', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/v2/meet/candidate-feedback`, () => ok(null)),
    );
    const body = {
      interviewId: 'int-1',
      oid: 'org-1',
      gid: 'guest-1',
      rating: 4 as const,
      comment: 'Friendly and well organised.',
    };
    await sendPortalFeedback(newClient(), body);
    const post = log.find((r) => r.method === 'POST');
    expect(post?.url.href).toBe(`${HOSTS.main}/v2/meet/candidate-feedback`);
    expect(await post?.body).toEqual({ ...body, _csrf: CSRF });
  });
});
