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

  it('transport failures are the general message, retryable', () => {
    for (const err of [
      new NetworkError('meet.getIntro', new TypeError('fetch failed')),
      new TimeoutError('meet.getIntro', 15000),
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
