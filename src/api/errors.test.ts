import { describe, expect, it } from 'vitest';
import { ChatStreamError } from './chat-stream-error';
import {
  ApiError,
  CsrfError,
  HttpError,
  InterviewerAlreadyScheduledError,
  NetworkError,
  SchedulingLinkError,
  SuperdaySlotNotFoundError,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
  isAbortError,
  isApiClientError,
  isTypedApiError,
  toTypedError,
} from './errors';

describe('typed errors', () => {
  it.each([
    [
      new ApiError({ message: 'm', gtErrorName: 'EXPIRED_INTERVIEW', httpStatus: 200 }),
      'api',
      { code: 'EXPIRED_INTERVIEW', message: 'm' },
    ],
    [
      new ApiError({ message: 'm', code: 40001, httpStatus: 400 }),
      'api',
      { code: 40001, message: 'm' },
    ],
    [new HttpError('c', 404), 'http', { code: 'HTTP_404', message: 'c: HTTP 404' }],
    [new NetworkError('c'), 'network', { code: 'NETWORK_ERROR', message: 'c: network error' }],
    [
      new ValidationError('c', 'x: bad'),
      'validation',
      { code: 'VALIDATION_ERROR', message: 'c: unexpected response: x: bad' },
    ],
    [new UnauthorizedError(), 'unauthorized', { code: 'UNAUTHORIZED', message: 'Unauthorized' }],
    [new CsrfError(), 'csrf', { code: 'CSRF_ERROR', message: 'Error getting the refresh token' }],
    [
      new InterviewerAlreadyScheduledError('busy'),
      'interviewer-already-scheduled',
      { code: 'INTERVIEWER_ALREADY_SCHEDULED', message: 'busy' },
    ],
    [
      new SuperdaySlotNotFoundError('gone'),
      'superday-slot-not-found',
      { code: 'SUPERDAY_SLOT_NOT_FOUND', message: 'gone' },
    ],
    [
      new SchedulingLinkError({ stage: 'intro', error: '10001', code: '10001', notFound: true }),
      'scheduling-link',
      { code: '10001', message: '10001' },
    ],
    [
      new ChatStreamError('timeout'),
      'chat-stream',
      { code: 'CHAT_STREAM_TIMEOUT', message: 'Stream timeout after 60s' },
    ],
    [
      new ChatStreamError('http', { httpStatus: 500 }),
      'chat-stream',
      { code: 'CHAT_STREAM_HTTP_ERROR', message: 'HTTP error' },
    ],
    [
      new TimeoutError('c', 10),
      'timeout',
      { code: 'TIMEOUT', message: 'c: no response within 10 ms' },
    ],
  ])('%s has kind %s and its typed error', (err, kind, typed) => {
    expect(err).toBeInstanceOf(Error);
    expect(err.kind).toBe(kind);
    expect(err.name).toBe(err.constructor.name);
    expect(err.toTypedError()).toEqual(typed);
    expect(isApiClientError(err)).toBe(true);
    expect(isAbortError(err)).toBe(false);
  });

  it('maps unknown errors and recognises aborts', () => {
    expect(toTypedError(new Error('x'))).toEqual({ code: 'UNKNOWN', message: 'x' });
    expect(toTypedError('y')).toEqual({ code: 'UNKNOWN', message: 'y' });
    expect(isAbortError(new DOMException('a', 'AbortError'))).toBe(true);
    expect(isApiClientError(new Error('x'))).toBe(false);
  });

  const envelope = (gtErrorName: string | null, code: number | null) =>
    new ApiError({ message: 'm', gtErrorName, code, httpStatus: 409 });

  it.each([
    ['INTERVIEWER_ALREADY_SCHEDULED', envelope('INTERVIEWER_ALREADY_SCHEDULED', null), true],
    ['INTERVIEWER_ALREADY_SCHEDULED', envelope(null, 50079), true],
    ['INTERVIEWER_ALREADY_SCHEDULED', envelope(null, 20013), false],
    ['SUPERDAY_SLOT_NOT_FOUND', envelope(null, 20013), true],
    ['SUPERDAY_SLOT_NOT_FOUND', envelope('SUPERDAY_SLOT_NOT_FOUND', 1), true],
    ['SCHEDULING_LINK_NOT_FOUND', envelope(null, 10001), true],
    ['SCHEDULING_LINK_NOT_FOUND', envelope('INTERVIEW_NOT_FOUND', 40400), false],
    ['SCHEDULING_LINK_NOT_FOUND', new HttpError('c', 404), false],
  ] as const)('isTypedApiError(%s) on %s → %s', (name, err, expected) => {
    expect(isTypedApiError(err, name)).toBe(expected);
  });
});
