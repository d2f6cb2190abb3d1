import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_MESSAGES,
  CLIENT_HANDLING,
  ERROR_MESSAGES,
  MAIN_API_ERROR_CODES,
  NUMERIC_ERROR_GROUPS,
  STRING_ERROR_CODES,
  TYPED_NUMERIC_CODES,
  clientHandlingFor,
  fieldForErrorCode,
  isStringErrorCode,
  numericGroupOf,
  stringCodeForNumeric,
  visibleMessageFor,
} from './errors';

describe('string codes', () => {
  it('has every string code of the code table and the client-handling table', () => {
    expect([...STRING_ERROR_CODES].sort()).toEqual(
      [
        'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
        'CANCELED_INTERVIEW',
        'EXPIRED_INTERVIEW',
        'INVALID_AVAILABLE_TIME_RANGES',
        'INTERVIEW_NOT_FOUND',
        'UNAUTHORIZED',
        'INTERVIEWER_ALREADY_SCHEDULED',
        'SUPERDAY_SLOT_NOT_FOUND',
        'SCHEDULING_LINK_NOT_FOUND',
      ].sort(),
    );
    expect(isStringErrorCode('EXPIRED_INTERVIEW')).toBe(true);
    expect(isStringErrorCode('expired_interview')).toBe(false);
    expect(isStringErrorCode(50079)).toBe(false);
  });
});

describe('typed numeric codes map to their string codes', () => {
  it.each([
    [50079, 'INTERVIEWER_ALREADY_SCHEDULED'],
    [10001, 'SCHEDULING_LINK_NOT_FOUND'],
    [20013, 'SUPERDAY_SLOT_NOT_FOUND'],
  ] as const)('%i → %s', (n, s) => {
    expect(stringCodeForNumeric(n)).toBe(s);
    expect(TYPED_NUMERIC_CODES[s]).toBe(n);
  });

  it('any other number has no string code', () => {
    expect(stringCodeForNumeric(10002)).toBeNull();
    expect(stringCodeForNumeric(49999)).toBeNull();
  });
});

describe('numeric groups', () => {
  it.each([
    [9999, null],
    [10000, 'highVolume'],
    [10001, 'highVolume'],
    [19999, 'highVolume'],
    [20000, 'superday'],
    [20013, 'superday'],
    [29999, 'superday'],
    [30000, null],
    [39999, null],
    [40000, 'mainApi'],
    [40525, 'mainApi'],
    [40526, null],
    [49998, null],
    [49999, 'internal'],
    [50000, null],
    [50001, 'candidateSurvey'],
    [50079, 'candidateSurvey'],
    [50121, 'candidateSurvey'],
    [50122, null],
  ] as const)('%i → %s', (code, name) => {
    expect(numericGroupOf(code)?.name ?? null).toBe(name);
  });

  it('groups do not overlap and each has a name and description', () => {
    const sorted = [...NUMERIC_ERROR_GROUPS].sort((a, b) => a.min - b.min);
    sorted.forEach((g, i) => {
      expect(g.min).toBeLessThanOrEqual(g.max);
      expect(g.description).not.toBe('');
      const next = sorted[i + 1];
      if (next) expect(g.max).toBeLessThan(next.min);
    });
  });

  it('every well-known main-API code lies in 40000–40525 and is unique', () => {
    const values = Object.values(MAIN_API_ERROR_CODES);
    for (const v of values) expect(numericGroupOf(v)?.name).toBe('mainApi');
    expect(new Set(values).size).toBe(values.length);
  });

  it('declares the server validation codes of spec section 5 and the field each points at', () => {
    expect(fieldForErrorCode(MAIN_API_ERROR_CODES.INVALID_EMAIL)).toBe('email');
    expect(fieldForErrorCode(MAIN_API_ERROR_CODES.INVALID_PHONE)).toBe('phone');
    expect(fieldForErrorCode(MAIN_API_ERROR_CODES.INVALID_TIME_STRING)).toBe('startTime');
    expect(fieldForErrorCode(MAIN_API_ERROR_CODES.END_BEFORE_START)).toBe('endTime');
    expect(fieldForErrorCode(MAIN_API_ERROR_CODES.EVENT_NOT_IN_FUTURE)).toBe('startTime');
    expect(fieldForErrorCode(MAIN_API_ERROR_CODES.RESCHEDULE_NOTE_NEEDED)).toBe('note');
    expect(fieldForErrorCode(MAIN_API_ERROR_CODES.MEETING_TIME_BUSY)).toBeNull();
  });
});

describe('visible messages', () => {
  it('have the exact texts of the spec', () => {
    expect(ERROR_MESSAGES.timeAlreadyBooked.defaultText).toBe(
      'This time was already booked, please select a different time instead.',
    );
    expect(ERROR_MESSAGES.timeAlreadyBookedAlt.defaultText).toBe(
      'This time is already booked, please select a different time.',
    );
    expect(ERROR_MESSAGES.unavailableTime.defaultText).toBe(
      'Sorry, this time is no longer available',
    );
    expect(ERROR_MESSAGES.general.defaultText).toBe(
      'Oops. Something went wrong. Please try again.',
    );
    expect(ERROR_MESSAGES.expired.defaultText).toBe(
      'This invitation has expired. Please contact your recruiter for more information.',
    );
    expect(ERROR_MESSAGES.noResults.defaultText).toBe(
      'There are no available times for your interview. Please contact your recruiter for more information.',
    );
    expect(ERROR_MESSAGES.invalidLink.defaultText).not.toBe('');
  });

  it('each has a unique namespaced key', () => {
    const keys = Object.values(ERROR_MESSAGES).map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(/^[a-z]+:[\w.]+$/);
  });
});

describe('client handling: one entry per row of the spec table', () => {
  it('covers every situation of the table, in order', () => {
    expect(CLIENT_HANDLING.map((r) => r.situation)).toEqual([
      'INTERVIEWER_ALREADY_SCHEDULED',
      'SUPERDAY_SLOT_NOT_FOUND',
      'SUPERDAY_CONFIRM_FAILED',
      'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      'HTTP_401',
      'SCHEDULING_LINK_NOT_FOUND',
      'SCHEDULING_LINK_INTRO_FAILED',
      'SCHEDULING_LINK_SEND_FAILED',
      'INTRO_FAILED',
      'CSRF_FETCH_FAILED',
      'CHAT_STREAM_FAILED',
      'CHAT_STREAM_TIMEOUT',
      'CHAT_HTTP_NOT_OK',
    ]);
  });

  it.each([
    [
      'INTERVIEWER_ALREADY_SCHEDULED',
      {
        calls: ['confirmCandidateAvailability', 'rescheduleRequestAvailability'],
        clientResult: 'throw-with-server-message',
      },
    ],
    [
      'SUPERDAY_SLOT_NOT_FOUND',
      { calls: ['superdayConfirmAvailability'], clientResult: 'slot-not-found-error' },
    ],
    [
      'SUPERDAY_CONFIRM_FAILED',
      { clientResult: 'throw-fixed-message', message: 'Error confirming superday availability' },
    ],
    [
      'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      { calls: 'any', clientResult: 'store-as-api-error' },
    ],
    ['HTTP_401', { calls: ['search'], httpStatus: 401, clientResult: 'unauthorized' }],
    [
      'SCHEDULING_LINK_NOT_FOUND',
      { calls: ['schedulingLinkIntro'], clientResult: 'error-is-code-string' },
    ],
    [
      'SCHEDULING_LINK_INTRO_FAILED',
      { calls: ['schedulingLinkIntro'], clientResult: 'store-server-message' },
    ],
    [
      'SCHEDULING_LINK_SEND_FAILED',
      { calls: ['schedulingLinkSchedule'], clientResult: 'error-is-code-string' },
    ],
    ['INTRO_FAILED', { calls: ['intro'], clientResult: 'store-gt-error-name' }],
    [
      'CSRF_FETCH_FAILED',
      {
        calls: ['refresh'],
        clientResult: 'throw-fixed-message',
        message: 'Error getting the refresh token',
      },
    ],
    [
      'CHAT_STREAM_FAILED',
      {
        calls: ['chatbotMessage'],
        clientResult: 'reply-text',
        message: 'Sorry, I encountered an error. Please try again.',
      },
    ],
    [
      'CHAT_STREAM_TIMEOUT',
      { clientResult: 'throw-fixed-message', message: 'Stream timeout after 60s' },
    ],
    ['CHAT_HTTP_NOT_OK', { clientResult: 'throw-fixed-message', message: 'HTTP error' }],
  ] as const)('%s', (situation, expected) => {
    expect(clientHandlingFor(situation)).toMatchObject(expected);
  });

  it('fixed client messages are the spec texts', () => {
    expect(CLIENT_ERROR_MESSAGES).toEqual({
      superdayConfirmFailed: 'Error confirming superday availability',
      csrfFailed: 'Error getting the refresh token',
      chatStreamTimeout: 'Stream timeout after 60s',
      chatHttpError: 'HTTP error',
    });
  });

  it('the code situations of the table are known string codes', () => {
    const codes = CLIENT_HANDLING.map((r) => r.situation).filter(isStringErrorCode);
    expect(codes).toEqual([
      'INTERVIEWER_ALREADY_SCHEDULED',
      'SUPERDAY_SLOT_NOT_FOUND',
      'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      'SCHEDULING_LINK_NOT_FOUND',
    ]);
  });
});

describe('visibleMessageFor: which message a screen shows for a code', () => {
  it.each([
    ['REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED', 'expired'],
    ['EXPIRED_INTERVIEW', 'expired'],
    ['CANCELED_INTERVIEW', 'expired'],
    ['INTERVIEW_NOT_FOUND', 'invalidLink'],
    ['SCHEDULING_LINK_NOT_FOUND', 'invalidLink'],
    ['UNAUTHORIZED', 'invalidLink'],
    ['INTERVIEWER_ALREADY_SCHEDULED', 'timeAlreadyBooked'],
    ['SUPERDAY_SLOT_NOT_FOUND', 'unavailableTime'],
    ['INVALID_AVAILABLE_TIME_RANGES', 'unavailableTime'],
    [50079, 'timeAlreadyBooked'],
    ['50079', 'timeAlreadyBooked'],
    [10001, 'invalidLink'],
    ['10001', 'invalidLink'],
    [20013, 'unavailableTime'],
    [MAIN_API_ERROR_CODES.INTERVIEW_TIME_CONFLICT, 'timeAlreadyBooked'],
    [MAIN_API_ERROR_CODES.INTERVIEWER_ALREADY_BOOKED, 'timeAlreadyBooked'],
    [MAIN_API_ERROR_CODES.MEETING_TIME_BUSY, 'unavailableTime'],
    [MAIN_API_ERROR_CODES.INTERVIEW_EXPIRED, 'expired'],
    [MAIN_API_ERROR_CODES.LINK_EXPIRED, 'expired'],
    [MAIN_API_ERROR_CODES.LINK_INVALID, 'invalidLink'],
    [MAIN_API_ERROR_CODES.INVALID_EMAIL, 'general'],
    [MAIN_API_ERROR_CODES.RESCHEDULE_NOTE_NEEDED, 'general'],
    [49999, 'general'],
    ['SOMETHING_NEW', 'general'],
    ['expired_interview', 'general'],
    ['', 'general'],
    [null, 'general'],
    [undefined, 'general'],
  ] as const)('%j → %s', (code, name) => {
    expect(visibleMessageFor(code)).toBe(ERROR_MESSAGES[name]);
  });

  it('maps every string code to a message other than general', () => {
    for (const c of STRING_ERROR_CODES)
      expect(visibleMessageFor(c)).not.toBe(ERROR_MESSAGES.general);
  });
});
