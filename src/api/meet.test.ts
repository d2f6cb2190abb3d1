import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTrackingState, toTrackingPayload, trackEvent } from '../domain/tracking';
import type { ConfirmAvailabilityRequest, RescheduleRequest } from './contract';
import {
  ApiError,
  InterviewerAlreadyScheduledError,
  UnauthorizedError,
  ValidationError,
  toTypedError,
} from './errors';
import {
  confirmCandidateAvailability,
  getIntro,
  rescheduleRequestAvailability,
  searchAvailability,
  trackRequestAvailability,
} from './meet';
import {
  CSRF,
  HOSTS,
  USER_AGENT,
  fail,
  introJson,
  makeClient,
  ok,
  refreshHandler,
  setupApiTestServer,
} from './test-helpers';

const { server, log, newClient } = setupApiTestServer();

const metadata = {
  wsEndpoint: 'wss://ws.test/results',
  sessionId: 'sess-1',
  correlationId: 'corr-1',
  debugInfo: { attendees: [{ id: 'u-1', name: 'Grace Hopper' }] },
  error: null,
};

const range = {
  startTime: '2026-03-05T10:00:00-05:00',
  endTime: '2026-03-05T12:00:00-05:00',
  durationMin: 120,
};

describe('getIntro', () => {
  it('GETs {main}/v2/meet/get_intro/{hash} with UserAgent and returns the validated result', async () => {
    server.use(http.get(`${HOSTS.main}/v2/meet/get_intro/:hash`, () => ok(introJson())));
    const intro = await getIntro(newClient(), 'abc/123');
    expect(intro).toEqual(introJson());
    expect(log[0]?.method).toBe('GET');
    expect(log[0]?.url.href).toBe(`${HOSTS.main}/v2/meet/get_intro/abc%2F123`);
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });

  it('fills lenient defaults for omitted optional fields', async () => {
    const json = introJson() as unknown as Record<string, Record<string, unknown>>;
    delete json.interview!.settings;
    delete json.interview!.reasonCode;
    delete json.interview!.schedule;
    delete json.organization!.settings;
    delete json.guest!.settings;
    delete json.meetBackgroundUrlList;
    server.use(http.get(`${HOSTS.main}/v2/meet/get_intro/h`, () => ok(json)));
    const intro = await getIntro(newClient(), 'h');
    expect(intro.interview.settings).toEqual({
      needsReview: false,
      isOnsite: false,
      timeZone: null,
      canGuestReschedule: false,
    });
    expect(intro.interview.reasonCode).toBeNull();
    expect(intro.interview.schedule).toEqual([]);
    expect(intro.organization.settings.candidateChatbot).toBe(false);
    expect(intro.guest.settings.timeZone).toBeNull();
    expect(intro.meetBackgroundUrlList).toEqual([]);
  });

  it.each([
    [
      'an unknown status',
      (j: ReturnType<typeof introJson>) => ({
        ...j,
        interview: { ...j.interview, status: 'archived' },
      }),
    ],
    [
      'a time without offset',
      (j: ReturnType<typeof introJson>) => ({
        ...j,
        interview: {
          ...j.interview,
          availabilityWindow: { startTime: '2026-03-02T09:00:00', endTime: '2026-03-06T17:00:00Z' },
        },
      }),
    ],
    ['no guest', (j: ReturnType<typeof introJson>) => ({ ...j, guest: undefined })],
  ])('turns a malformed intro (%s) into ValidationError', async (_, mutate) => {
    server.use(http.get(`${HOSTS.main}/v2/meet/get_intro/h`, () => ok(mutate(introJson()))));
    const err = await getIntro(newClient(), 'h').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err).toMatchObject({ call: 'meet.getIntro' });
  });

  it('carries gtErrorName as the error of an intro failure', async () => {
    server.use(
      http.get(`${HOSTS.main}/v2/meet/get_intro/h`, () =>
        fail({ gtErrorName: 'CANCELED_INTERVIEW', message: 'Interview canceled' }),
      ),
    );
    const err = await getIntro(newClient(), 'h').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).gtErrorName).toBe('CANCELED_INTERVIEW');
    expect(toTypedError(err)).toEqual({
      code: 'CANCELED_INTERVIEW',
      message: 'Interview canceled',
    });
  });
});

describe('searchAvailability', () => {
  it('GETs {main}/v2/meet/availability/search/{hash}?browserTimezone → result.searchMetadata', async () => {
    server.use(
      http.get(`${HOSTS.highVolume}/v2/meet/availability/search/:hash`, () =>
        ok({ searchMetadata: metadata }),
      ),
    );
    const res = await searchAvailability(newClient(), 'h1', {
      browserTimezone: 'America/New_York',
    });
    expect(res).toEqual(metadata);
    expect(log[0]?.url.pathname).toBe('/v2/meet/availability/search/h1');
    expect(Object.fromEntries(log[0]!.url.searchParams)).toEqual({
      browserTimezone: 'America/New_York',
    });
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });

  it('adds debug=true in debug mode, and asks the high-volume host (spec 7: the search has a host of its own)', async () => {
    server.use(
      http.get(`${HOSTS.highVolume}/v2/meet/availability/search/h1`, () =>
        ok({ searchMetadata: { ...metadata, debugInfo: null } }),
      ),
    );
    const res = await searchAvailability(newClient(), 'h1', {
      browserTimezone: 'UTC',
      debug: true,
    });
    expect(res.debugInfo).toBeNull();
    expect(log[0]?.url.origin).toBe(HOSTS.highVolume);
    expect(HOSTS.highVolume).not.toBe(HOSTS.main);
    expect(log[0]?.url.searchParams.get('debug')).toBe('true');
  });

  it('a search answered with searchMetadata.error fails as an ApiError named by it (no results to stream)', async () => {
    server.use(
      http.get(`${HOSTS.highVolume}/v2/meet/availability/search/h1`, () =>
        ok({ searchMetadata: { ...metadata, error: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED' } }),
      ),
    );
    const err = await searchAvailability(newClient(), 'h1', {
      browserTimezone: 'UTC',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      httpStatus: 200,
    });
    // An empty or null error is no error.
    server.use(
      http.get(`${HOSTS.highVolume}/v2/meet/availability/search/h1`, () =>
        ok({ searchMetadata: { ...metadata, error: '' } }),
      ),
    );
    await expect(
      searchAvailability(newClient(), 'h1', { browserTimezone: 'UTC' }),
    ).resolves.toMatchObject({
      sessionId: metadata.sessionId,
    });
  });

  it("yields gtErrorName as an ApiError on status 'error' (REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED stored as the API error)", async () => {
    server.use(
      http.get(`${HOSTS.highVolume}/v2/meet/availability/search/h1`, () =>
        fail({ gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED', code: 40400 }),
      ),
    );
    const err = await searchAvailability(newClient(), 'h1', {
      browserTimezone: 'UTC',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      kind: 'api',
      gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      code: 40400,
      message: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
    });
  });

  it.each([
    ['without a body', () => new HttpResponse(null, { status: 401 })],
    ['with an error envelope', () => fail({ gtErrorName: 'UNAUTHORIZED' }, { status: 401 })],
  ])('turns HTTP 401 %s into UnauthorizedError', async (_, res) => {
    server.use(http.get(`${HOSTS.highVolume}/v2/meet/availability/search/h1`, res));
    const err = await searchAvailability(newClient(), 'h1', {
      browserTimezone: 'UTC',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(toTypedError(err).code).toBe('UNAUTHORIZED');
  });

  it('rejects metadata without a socket endpoint', async () => {
    server.use(
      http.get(`${HOSTS.highVolume}/v2/meet/availability/search/h1`, () =>
        ok({ searchMetadata: { ...metadata, wsEndpoint: '' } }),
      ),
    );
    await expect(
      searchAvailability(newClient(), 'h1', { browserTimezone: 'UTC' }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});

const confirmBody: ConfirmAvailabilityRequest = {
  guestTimeZone: 'America/New_York',
  availableTimeRanges: [range],
  resultOption: 'opt-1',
  note: 'Mornings are best',
};

const rescheduleBody: RescheduleRequest = {
  reasonCode: 'sick',
  note: 'Flu',
  availableTimeRanges: [range],
  guestTimeZone: 'America/New_York',
  resultOption: null,
};

describe('confirmCandidateAvailability', () => {
  it('POSTs the payload with _csrf and returns the result', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/v2/meet/confirm_candidate_availability/:hash`, () =>
        ok({ status: 'confirmed' }),
      ),
    );
    const res = await confirmCandidateAvailability(newClient(), 'h1', confirmBody);
    expect(res).toEqual({ status: 'confirmed' });
    const post = log.find((r) => r.method === 'POST')!;
    expect(post.url.href).toBe(`${HOSTS.main}/v2/meet/confirm_candidate_availability/h1`);
    expect(post.headers.get('UserAgent')).toBe(USER_AGENT);
    expect(await post.body).toEqual({ ...confirmBody, _csrf: CSRF });
  });

  it.each([
    ['gtErrorName', { gtErrorName: 'INTERVIEWER_ALREADY_SCHEDULED', message: 'Grace is booked' }],
    ['code 50079', { code: 50079, message: 'Grace is booked' }],
  ])('throws InterviewerAlreadyScheduledError with the server message (%s)', async (_, error) => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/v2/meet/confirm_candidate_availability/h1`, () => fail(error)),
    );
    const err = await confirmCandidateAvailability(newClient(), 'h1', confirmBody).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InterviewerAlreadyScheduledError);
    expect(err).toMatchObject({
      kind: 'interviewer-already-scheduled',
      message: 'Grace is booked',
    });
    expect(toTypedError(err)).toEqual({
      code: 'INTERVIEWER_ALREADY_SCHEDULED',
      message: 'Grace is booked',
    });
  });

  it('leaves other errors as ApiError and rejects a malformed result', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/v2/meet/confirm_candidate_availability/h1`, () =>
        fail(
          { gtErrorName: 'INVALID_AVAILABLE_TIME_RANGES', code: 40002, message: 'Bad ranges' },
          { status: 400 },
        ),
      ),
      http.post(`${HOSTS.main}/v2/meet/confirm_candidate_availability/h2`, () =>
        ok({ status: 'done' }),
      ),
    );
    const { client, sleeps } = makeClient();
    await expect(confirmCandidateAvailability(client, 'h1', confirmBody)).rejects.toMatchObject({
      kind: 'api',
      gtErrorName: 'INVALID_AVAILABLE_TIME_RANGES',
      httpStatus: 400,
    });
    expect(sleeps).toEqual([]);
    await expect(confirmCandidateAvailability(client, 'h2', confirmBody)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('rescheduleRequestAvailability', () => {
  it('POSTs reason, ranges and _csrf', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/v2/meet/reschedule-request-availability/:hash`, () => ok({})),
    );
    await rescheduleRequestAvailability(newClient(), 'h1', {
      ...rescheduleBody,
      availabilityNote: 'after 3pm',
    });
    const post = log.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/v2/meet/reschedule-request-availability/h1');
    expect(await post.body).toEqual({
      ...rescheduleBody,
      availabilityNote: 'after 3pm',
      _csrf: CSRF,
    });
  });

  it('throws InterviewerAlreadyScheduledError on INTERVIEWER_ALREADY_SCHEDULED', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/v2/meet/reschedule-request-availability/h1`, () =>
        fail({ gtErrorName: 'INTERVIEWER_ALREADY_SCHEDULED', message: 'Taken' }, { status: 409 }),
      ),
    );
    await expect(
      rescheduleRequestAvailability(newClient(), 'h1', rescheduleBody),
    ).rejects.toMatchObject({ kind: 'interviewer-already-scheduled', message: 'Taken' });
  });

  it('keeps REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED as an ApiError', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/v2/meet/reschedule-request-availability/h1`, () =>
        fail({ gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED', message: 'Expired' }),
      ),
    );
    const err = await rescheduleRequestAvailability(newClient(), 'h1', rescheduleBody).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(toTypedError(err)).toEqual({
      code: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      message: 'Expired',
    });
  });
});

describe('trackRequestAvailability', () => {
  const state = trackEvent(createTrackingState({ hash: 'h1' }), { type: 'startSearch' }, 1);

  it('POSTs the payload the domain built (state, hash, token) plus _csrf', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.main}/v2/meet/track-request-availability/:hash`, () =>
        HttpResponse.json({ status: 'success' }),
      ),
    );
    const payload = toTrackingPayload(state, { hash: 'h1', token: 'tok-9' });
    await trackRequestAvailability(newClient(), 'h1', payload);
    const post = log.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/v2/meet/track-request-availability/h1');
    expect(await post.body).toEqual({
      ...JSON.parse(JSON.stringify(state)),
      hash: 'h1',
      token: 'tok-9',
      _csrf: CSRF,
    });
  });

  it('leaves the token out when there is none', async () => {
    server.use(
      refreshHandler(),
      http.post(
        `${HOSTS.main}/v2/meet/track-request-availability/h1`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    await trackRequestAvailability(newClient(), 'h1', toTrackingPayload(state, { hash: 'h1' }));
    const post = log.find((r) => r.method === 'POST')!;
    expect(await post.body).not.toHaveProperty('token');
    expect(await post.body).toMatchObject({
      hash: 'h1',
      currentAction: 'startSearch',
      _csrf: CSRF,
    });
  });
});
