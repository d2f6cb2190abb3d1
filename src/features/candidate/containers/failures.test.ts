import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CsrfError,
  HttpError,
  InterviewerAlreadyScheduledError,
  NetworkError,
  TimeoutError,
  UnauthorizedError,
} from '../../../api/errors';
import { ERROR_MESSAGES, MAIN_API_ERROR_CODES } from '../../../domain/errors';
import { CONNECTION_NOTICES } from '../../../domain/connection-notices';
import { describeFailure } from './failures';

const api = (gtErrorName: string | null, code: number | null = null, httpStatus = 400) =>
  new ApiError({ message: 'server says', gtErrorName, code, httpStatus });

describe('describeFailure', () => {
  it.each([
    ['EXPIRED_INTERVIEW', 400, 'expired', ERROR_MESSAGES.expired],
    [
      'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      400,
      'windowExpired',
      ERROR_MESSAGES.windowExpired,
    ],
    ['CANCELED_INTERVIEW', 400, 'canceled', ERROR_MESSAGES.canceled],
    ['INTERVIEW_NOT_FOUND', 404, 'invalid', ERROR_MESSAGES.invalidLink],
  ] as const)('%s ends the journey on its own screen (%s)', (name, status, problem, notice) => {
    expect(describeFailure(api(name, null, status))).toMatchObject({ notice, problem });
  });

  it('no answer while offline: "you are offline" (network error, time-out, CSRF fetch)', () => {
    for (const err of [
      new NetworkError('confirm', new TypeError('Failed to fetch')),
      new TimeoutError('confirm', 15_000),
      new CsrfError(),
    ]) {
      expect(describeFailure(err, false)).toMatchObject({
        notice: CONNECTION_NOTICES.offline,
        problem: null,
      });
    }
    // The server's own answer is told as it is, online or not.
    expect(describeFailure(api('EXPIRED_INTERVIEW'), false)).toMatchObject({ problem: 'expired' });
  });

  it('a time-out while online: "the server took too long", not the general message', () => {
    expect(describeFailure(new TimeoutError('search', 15_000))).toMatchObject({
      notice: CONNECTION_NOTICES.timeout,
    });
    expect(describeFailure(new NetworkError('search'))).toMatchObject({
      notice: ERROR_MESSAGES.general,
    });
  });

  it('a 401 on search: the unauthorized screen', () => {
    const unauthorized = describeFailure(
      new UnauthorizedError('Unauthorized', api('UNAUTHORIZED', null, 401)),
    );
    expect(unauthorized).toMatchObject({
      problem: 'unauthorized',
      notice: ERROR_MESSAGES.unauthorized,
    });
  });

  it('interviewer already scheduled → "time already booked", the journey goes on', () => {
    const err = new InterviewerAlreadyScheduledError(
      'Sam was booked',
      api('INTERVIEWER_ALREADY_SCHEDULED', 50079, 409),
    );
    expect(describeFailure(err)).toMatchObject({
      notice: ERROR_MESSAGES.timeAlreadyBooked,
      problem: null,
    });
  });

  it('validation codes name their field', () => {
    expect(
      describeFailure(api(null, MAIN_API_ERROR_CODES.RESCHEDULE_NOTE_NEEDED)).fieldError,
    ).toMatchObject({
      field: 'note',
    });
    expect(describeFailure(api('INVALID_EMAIL')).fieldError).toMatchObject({ field: 'email' });
  });

  it('other transport failures are the general message, retryable', () => {
    for (const err of [
      new NetworkError('meet.getIntro', new TypeError('fetch failed')),
      new HttpError('meet.getIntro', 502, 'Bad Gateway'),
      new CsrfError(new Error('x')),
      new Error('anything'),
      'not even an error',
    ]) {
      expect(describeFailure(err)).toMatchObject({
        notice: ERROR_MESSAGES.general,
        problem: null,
        fieldError: null,
        aborted: false,
      });
    }
  });

  it('an abort is reported as such, so nothing is shown', () => {
    expect(
      describeFailure(new DOMException('The operation was aborted.', 'AbortError')).aborted,
    ).toBe(true);
  });
});
