import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  SUBMIT_REFUSED_MESSAGES,
  MAIN_API_ERROR_CODES,
  STRING_ERROR_CODES,
  TYPED_NUMERIC_CODES,
  fieldForErrorCode,
  isStringErrorCode,
  stringCodeForNumeric,
  submitRefusalFor,
  visibleMessageFor,
} from './errors';

describe('string codes', () => {
  it('recognises the string codes exactly (case-sensitive, strings only)', () => {
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

describe('main-API codes', () => {
  it('every well-known main-API code lies in 40000–40525 and is unique', () => {
    const values = Object.values(MAIN_API_ERROR_CODES);
    for (const v of values) expect(v >= 40000 && v <= 40525, String(v)).toBe(true);
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
  it('have the texts of the spec (the two already-booked ones with their comma splice mended, issue 36)', () => {
    expect(ERROR_MESSAGES.timeAlreadyBooked.defaultText).toBe(
      'This time was already booked. Please pick a different time instead.',
    );
    expect(ERROR_MESSAGES.timeAlreadyBookedAlt.defaultText).toBe(
      'This time is already booked. Please pick a different time.',
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

  it('each has a unique key whose English text is the default text', () => {
    const keys = Object.values(ERROR_MESSAGES).map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { key, defaultText } of Object.values(ERROR_MESSAGES)) {
      const [namespace, path] = key.split(':');
      const file = readFileSync(join('locales', 'en', `${namespace ?? ''}.json`), 'utf8');
      const text = (path ?? '')
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(file));
      expect(text, key).toBe(defaultText);
    }
  });
});

describe('visibleMessageFor: which message a screen shows for a code', () => {
  it.each([
    ['REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED', 'windowExpired'],
    ['EXPIRED_INTERVIEW', 'expired'],
    ['CANCELED_INTERVIEW', 'canceled'],
    ['INTERVIEW_NOT_FOUND', 'invalidLink'],
    ['SCHEDULING_LINK_NOT_FOUND', 'invalidLink'],
    ['UNAUTHORIZED', 'unauthorized'],
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
    [MAIN_API_ERROR_CODES.INTERVIEW_CANCELED, 'canceled'],
    [MAIN_API_ERROR_CODES.AVAILABILITY_REQUEST_WINDOW_EXPIRED, 'windowExpired'],
    [MAIN_API_ERROR_CODES.UNAUTHORIZED, 'unauthorized'],
    // Issue 36 item 8: what the candidate can do next, not "something went wrong".
    [MAIN_API_ERROR_CODES.GUEST_RESCHEDULE_LIMIT_EXCEEDED, 'rescheduleLimit'],
    [MAIN_API_ERROR_CODES.RESCHEDULE_CUTOFF_PASSED, 'rescheduleCutoff'],
    ['40300', 'rescheduleLimit'],
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

describe('submitRefusalFor: what a refused submit lets the candidate do next (issue 36 item 8)', () => {
  it.each([
    ['INTERVIEWER_ALREADY_SCHEDULED', 'booked'],
    [50079, 'booked'],
    ['50079', 'booked'],
    [MAIN_API_ERROR_CODES.INTERVIEW_TIME_CONFLICT, 'booked'],
    [MAIN_API_ERROR_CODES.INTERVIEWER_ALREADY_BOOKED, 'booked'],
    ['INVALID_AVAILABLE_TIME_RANGES', 'ranges'],
    [MAIN_API_ERROR_CODES.GUEST_RESCHEDULE_LIMIT_EXCEEDED, null],
    ['EXPIRED_INTERVIEW', null],
    [null, null],
  ] as const)('%s → %s', (code, refusal) => {
    expect(submitRefusalFor(code)).toBe(refusal);
  });

  it('the refused-times messages are Pick days’ own, each with the way on', () => {
    expect(SUBMIT_REFUSED_MESSAGES.rangesUnavailable.key).toBe('pickDays:errors.rangesUnavailable');
    expect(SUBMIT_REFUSED_MESSAGES.rangesUnavailable.defaultText).toMatch(
      /no longer available.*marked and unticked.*rest are kept/,
    );
    expect(SUBMIT_REFUSED_MESSAGES.rangesRefused.defaultText).toMatch(
      /Not sent.*picks are kept.*send again.*fails again.*recruiter/,
    );
    // Never a code's plain visible message: only the candidate flow, which marks picks, says them.
    expect(visibleMessageFor('INVALID_AVAILABLE_TIME_RANGES')).toBe(ERROR_MESSAGES.unavailableTime);
  });
});
