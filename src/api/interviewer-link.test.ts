import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import {
  getInterviewerAvailability,
  getInterviewerLinkIntro,
  updateInterviewerAvailability,
} from './interviewer-link';
import {
  CSRF,
  HOSTS,
  USER_AGENT,
  ok,
  organization,
  refreshHandler,
  setupApiTestServer,
} from './test-helpers';

const { server, log, newClient } = setupApiTestServer();

const intro = {
  id: 'il-1',
  organization,
  interviewer: { email: 'grace@acme.test', name: 'Grace Hopper' },
  timeZone: 'America/New_York',
};

describe('getInterviewerLinkIntro', () => {
  it('GETs {main}/superday/interviewer-link/intro?organizationSlug&customUrl → result', async () => {
    server.use(http.get(`${HOSTS.main}/superday/interviewer-link/intro`, () => ok(intro)));
    const res = await getInterviewerLinkIntro(newClient(), {
      organizationSlug: 'acme',
      customUrl: 'grace h',
    });
    expect(res).toEqual(intro);
    expect(log[0]?.url.pathname).toBe('/superday/interviewer-link/intro');
    expect(Object.fromEntries(log[0]!.url.searchParams)).toEqual({
      organizationSlug: 'acme',
      customUrl: 'grace h',
    });
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });

  it('rejects an intro without interviewer e-mail', async () => {
    server.use(
      http.get(`${HOSTS.main}/superday/interviewer-link/intro`, () =>
        ok({ ...intro, interviewer: { name: 'Grace' } }),
      ),
    );
    await expect(
      getInterviewerLinkIntro(newClient(), { organizationSlug: 'a', customUrl: 'b' }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('getInterviewerAvailability', () => {
  it('GETs {main}/superday/interviewer-link/{id}/availability?id&interviewerEmail → result', async () => {
    server.use(
      http.get(`${HOSTS.main}/superday/interviewer-link/:id/availability`, () =>
        ok({
          ranges: [{ startTime: '2026-03-05T09:00:00Z', endTime: '2026-03-05T10:30:00Z' }],
        }),
      ),
    );
    const res = await getInterviewerAvailability(newClient(), 'il-1', 'grace@acme.test');
    // durationMin computed when the server leaves it out.
    expect(res).toEqual({
      ranges: [
        { startTime: '2026-03-05T09:00:00Z', endTime: '2026-03-05T10:30:00Z', durationMin: 90 },
      ],
    });
    expect(log[0]?.url.pathname).toBe('/superday/interviewer-link/il-1/availability');
    expect(Object.fromEntries(log[0]!.url.searchParams)).toEqual({
      id: 'il-1',
      interviewerEmail: 'grace@acme.test',
    });
  });
});

describe('updateInterviewerAvailability', () => {
  it('PUTs the body with _csrf to {main}/superday/interviewer-link/{id}/availability', async () => {
    server.use(
      refreshHandler(),
      http.put(`${HOSTS.main}/superday/interviewer-link/:id/availability`, () => ok({})),
    );
    const body = {
      interviewerEmail: 'grace@acme.test',
      ranges: [
        { startTime: '2026-03-05T09:00:00Z', endTime: '2026-03-05T10:00:00Z', durationMin: 60 },
      ],
      timeZone: 'UTC',
    };
    await updateInterviewerAvailability(newClient(), 'il-1', body);
    const put = log.find((r) => r.method === 'PUT')!;
    expect(put.url.href).toBe(`${HOSTS.main}/superday/interviewer-link/il-1/availability`);
    expect(put.headers.get('UserAgent')).toBe(USER_AGENT);
    expect(await put.body).toEqual({ ...body, _csrf: CSRF });
  });
});
