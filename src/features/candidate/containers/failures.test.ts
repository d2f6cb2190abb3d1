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
  it('expired codes end the journey on the expired screen', () => {
    for (const name of [
      'EXPIRED_INTERVIEW',
      'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      'CANCELED_INTERVIEW',
    ]) {
      expect(describeFailure(api(name))).toMatchObject({
        notice: ERROR_MESSAGES.expired,
        problem: 'expired',
      });
    }
  });

  it('not-found and unauthorized codes show the invalid link', () => {
    expect(describeFailure(api('INTERVIEW_NOT_FOUND', null, 404))).toMatchObject({
      notice: ERROR_MESSAGES.invalidLink,
      problem: 'invalid',
      unauthorized: false,
    });
    const unauthorized = describeFailure(
      new UnauthorizedError('Unauthorized', api('UNAUTHORIZED', null, 401)),
    );
    expect(unauthorized).toMatchObject({ problem: 'invalid', unauthorized: true });
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
