import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SuperdayConfirmRequest } from './contract';
import {
  ApiError,
  CsrfError,
  SuperdaySlotNotFoundError,
  ValidationError,
  toTypedError,
} from './errors';
import { confirmSuperdayAvailability, requestSuperdayAvailability } from './superday';
import {
  CSRF,
  HOSTS,
  USER_AGENT,
  fail,
  ok,
  refreshHandler,
  setupApiTestServer,
} from './test-helpers';

const { server, log, newClient } = setupApiTestServer();

const option = {
  startTime: '2026-03-09T09:00:00-04:00',
  endTime: '2026-03-09T12:00:00-04:00',
  iteration: 1,
  interviewBlockId: 'block-1',
  interviewBlockStartTime: '2026-03-09T09:00:00-04:00',
  interviewTimeBlockIndex: 0,
};

const body: SuperdayConfirmRequest = {
  availabilities: [
    {
      interviewBlockId: 'block-1',
      iteration: 1,
      startTime: option.startTime,
      endTime: option.endTime,
    },
  ],
  reschedule: false,
};

describe('requestSuperdayAvailability', () => {
  it('GETs {superday}/interviews/{id}/request-availability → result.availability', async () => {
    server.use(
      http.get(`${HOSTS.superday}/interviews/:id/request-availability`, () =>
        ok({ availability: { options: [option] } }),
      ),
    );
    const res = await requestSuperdayAvailability(newClient(), 'iv-1');
    expect(res).toEqual({ options: [option] });
    expect(log[0]?.url.href).toBe(`${HOSTS.superday}/interviews/iv-1/request-availability`);
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });

  it('adds reschedule=true when rescheduling', async () => {
    server.use(
      http.get(`${HOSTS.superday}/interviews/iv-1/request-availability`, () =>
        ok({ availability: { options: [] } }),
      ),
    );
    await requestSuperdayAvailability(newClient(), 'iv-1', { reschedule: true });
    expect(log[0]?.url.search).toBe('?reschedule=true');
  });

  it('drops only the malformed options (no block id, no iteration, a bad time), keeps the rest (issue 36, item 6)', async () => {
    const second = { ...option, iteration: 2, startTime: '2026-03-09T13:00:00-04:00' };
    server.use(
      http.get(`${HOSTS.superday}/interviews/iv-1/request-availability`, () =>
        ok({
          availability: {
            options: [
              option,
              { ...option, interviewBlockId: undefined },
              { ...option, iteration: null },
              { ...option, startTime: 'soon' },
              'not an option',
              second,
            ],
          },
        }),
      ),
    );
    await expect(requestSuperdayAvailability(newClient(), 'iv-1')).resolves.toEqual({
      options: [option, second],
    });
  });

  it('still rejects an answer whose options are not a list as ValidationError', async () => {
    server.use(
      http.get(`${HOSTS.superday}/interviews/iv-1/request-availability`, () =>
        ok({ availability: { options: 'none' } }),
      ),
    );
    await expect(requestSuperdayAvailability(newClient(), 'iv-1')).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('keeps REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED as an ApiError', async () => {
    server.use(
      http.get(`${HOSTS.superday}/interviews/iv-1/request-availability`, () =>
        fail({ gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED', message: 'Window closed' }),
      ),
    );
    const err = await requestSuperdayAvailability(newClient(), 'iv-1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED' });
  });
});

describe('confirmSuperdayAvailability', () => {
  it('POSTs availabilities and reschedule with _csrf to the superday host → result.confirmed', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.superday}/interviews/:id/confirm-availability`, () =>
        ok({ confirmed: true }),
      ),
    );
    await expect(confirmSuperdayAvailability(newClient(), 'iv-1', body)).resolves.toBe(true);
    expect(log.map((r) => r.url.href)).toEqual([
      `${HOSTS.main}/refresh`,
      `${HOSTS.superday}/interviews/iv-1/confirm-availability`,
    ]);
    expect(await log[1]?.body).toEqual({ ...body, _csrf: CSRF });
  });

  it('returns confirmed: false as the server says it', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.superday}/interviews/iv-1/confirm-availability`, () =>
        ok({ confirmed: false }),
      ),
    );
    await expect(confirmSuperdayAvailability(newClient(), 'iv-1', body)).resolves.toBe(false);
  });

  it.each([
    ['gtErrorName', { gtErrorName: 'SUPERDAY_SLOT_NOT_FOUND', message: 'Slot is gone' }],
    ['code 20013', { code: 20013, message: 'Slot is gone' }],
  ])('throws SuperdaySlotNotFoundError with the server message (%s)', async (_, error) => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.superday}/interviews/iv-1/confirm-availability`, () =>
        fail(error, { status: 404 }),
      ),
    );
    const err = await confirmSuperdayAvailability(newClient(), 'iv-1', body).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SuperdaySlotNotFoundError);
    expect(toTypedError(err)).toEqual({ code: 'SUPERDAY_SLOT_NOT_FOUND', message: 'Slot is gone' });
  });

  it.each([
    [
      'another error envelope',
      () => fail({ gtErrorName: 'SUPERDAY_RESCHEDULE_FAILED', code: 20020, message: 'x' }),
    ],
    ['an HTTP 500', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed result', () => ok({ confirmed: 'yes' })],
  ])("turns %s into ApiError('Error confirming superday availability')", async (_, res) => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.superday}/interviews/iv-1/confirm-availability`, res),
    );
    const err = await confirmSuperdayAvailability(newClient(), 'iv-1', body).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Error confirming superday availability');
  });

  it('keeps the server code on the generic superday error', async () => {
    server.use(
      refreshHandler(),
      http.post(`${HOSTS.superday}/interviews/iv-1/confirm-availability`, () =>
        fail(
          { gtErrorName: 'SUPERDAY_RESCHEDULE_FAILED', code: 20020, message: 'x' },
          { status: 400 },
        ),
      ),
    );
    await expect(confirmSuperdayAvailability(newClient(), 'iv-1', body)).rejects.toMatchObject({
      gtErrorName: 'SUPERDAY_RESCHEDULE_FAILED',
      code: 20020,
      httpStatus: 400,
    });
  });

  it('lets a CSRF failure through as CsrfError', async () => {
    server.use(http.get(`${HOSTS.main}/refresh`, () => new HttpResponse(null, { status: 502 })));
    await expect(confirmSuperdayAvailability(newClient(), 'iv-1', body)).rejects.toBeInstanceOf(
      CsrfError,
    );
  });
});
