import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SchedulingLinkScheduleRequest } from './contract';
import { CsrfError, SchedulingLinkError, toTypedError } from './errors';
import { getSchedulingLinkIntro, scheduleInterview } from './scheduling-link';
import {
  CSRF,
  HOSTS,
  USER_AGENT,
  fail,
  ok,
  organization,
  refreshHandler,
  setupApiTestServer,
} from './test-helpers';

const { server, log, newClient } = setupApiTestServer();

const intro = {
  id: 'link-1',
  organization,
  title: 'Intro call',
  durationMin: 30,
  timeZone: 'Europe/Berlin',
  times: [{ startTime: '2026-03-05T09:00:00.000Z', endTime: '2026-03-05T09:30:00.000Z' }],
};

const data: SchedulingLinkScheduleRequest = {
  id: 'link-1',
  contact: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+44 20 7946 0000',
    email: 'ada@example.test',
    linkedInUrl: 'https://linkedin.test/in/ada',
  },
  timeRange: {
    startTime: '2026-03-05T10:00:00+01:00',
    endTime: '2026-03-05T10:30:00+01:00',
    durationMin: 30,
  },
  guestTimeZone: 'Europe/Berlin',
};

async function introError(res: () => Response) {
  server.use(http.get(`${HOSTS.main}/scheduling-link/intro/link-1`, res));
  return getSchedulingLinkIntro(newClient(), 'link-1').catch((e: unknown) => e);
}

describe('getSchedulingLinkIntro', () => {
  it('GETs {main}/scheduling-link/intro/{id} → result (the intro)', async () => {
    server.use(http.get(`${HOSTS.main}/scheduling-link/intro/:id`, () => ok(intro)));
    await expect(getSchedulingLinkIntro(newClient(), 'link-1')).resolves.toEqual(intro);
    expect(log[0]?.url.href).toBe(`${HOSTS.main}/scheduling-link/intro/link-1`);
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });

  it.each([
    ['SCHEDULING_LINK_NOT_FOUND', { gtErrorName: 'SCHEDULING_LINK_NOT_FOUND', message: 'Gone' }],
    ['code 10001', { code: 10001, message: 'Gone' }],
  ])("on %s the error is the code as a string, '10001'", async (_, error) => {
    const err = await introError(() => fail(error));
    expect(err).toBeInstanceOf(SchedulingLinkError);
    expect(err).toMatchObject({
      kind: 'scheduling-link',
      stage: 'intro',
      error: '10001',
      notFound: true,
    });
    expect(toTypedError(err)).toEqual({ code: '10001', message: '10001' });
  });

  it('stores the message of any other intro error', async () => {
    const err = await introError(() =>
      fail({ gtErrorName: 'UNAUTHORIZED', code: 40003, message: 'Not allowed' }),
    );
    expect(err).toMatchObject({ kind: 'scheduling-link', error: 'Not allowed', notFound: false });
    expect(toTypedError(err)).toEqual({ code: '40003', message: 'Not allowed' });
  });

  it('stores the message of an HTTP or validation failure', async () => {
    const http500 = await introError(() => new HttpResponse(null, { status: 500 }));
    expect(http500).toBeInstanceOf(SchedulingLinkError);
    expect((http500 as SchedulingLinkError).error).toContain('HTTP 500');
    const malformed = await introError(() => ok({ ...intro, durationMin: 'half' }));
    expect((malformed as SchedulingLinkError).error).toContain('schedulingLink.getIntro');
  });
});

describe('scheduleInterview', () => {
  it('POSTs the data with _csrf to {main}/scheduling-link/schedule-interview', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/scheduling-link/schedule-interview`, () => ok({ scheduled: true })),
    );
    await scheduleInterview(newClient(), data);
    const post = log.find((r) => r.method === 'POST')!;
    expect(post.url.href).toBe(`${HOSTS.main}/scheduling-link/schedule-interview`);
    expect(await post.body).toEqual({ ...data, _csrf: CSRF });
  });

  it.each([
    [
      'a numeric code',
      () => fail({ gtErrorName: 'MEETING_TIME_BUSY', code: 40301, message: 'Busy' }),
      '40301',
    ],
    [
      'only a gtErrorName',
      () => fail({ gtErrorName: 'MEETING_TIME_BUSY', message: 'Busy' }),
      'MEETING_TIME_BUSY',
    ],
    ['an HTTP 500 without envelope', () => new HttpResponse(null, { status: 500 }), 'HTTP_500'],
    ['a network error', () => HttpResponse.error(), 'NETWORK_ERROR'],
  ])('stores the code as a string on a failure with %s', async (_, res, code) => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/scheduling-link/schedule-interview`, res),
    );
    const err = await scheduleInterview(newClient(), data).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SchedulingLinkError);
    expect(err).toMatchObject({ stage: 'schedule', error: code, code });
  });

  it('lets a CSRF failure through as CsrfError', async () => {
    server.use(http.get(`${HOSTS.main}/refresh`, () => HttpResponse.error()));
    await expect(scheduleInterview(newClient(), data)).rejects.toBeInstanceOf(CsrfError);
  });
});
