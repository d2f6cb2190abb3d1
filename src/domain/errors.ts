/**
 * The error catalogue of product spec section 8, as data: string codes, typed numeric codes,
 * numeric groups, the well-known main-API codes the screens need, the visible messages, the
 * fixed texts of the errors the client raises, and which message a screen shows for a code.
 *
 * The spec's client-handling table (what the client does per situation) is not data here: each
 * row is the behaviour of the call it names in src/api (meet.ts, superday.ts,
 * scheduling-link.ts, http.ts, chat-stream.ts), pinned by that module's tests, so there is one
 * source for it.
 */
import { CHAT_ERRORS } from './chat';

/** A visible text: i18n key (namespace:key) and its English default. */
export interface LocalizedText {
  readonly key: string;
  readonly defaultText: string;
}

// ---------------------------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------------------------

/**
 * String codes: the six of the spec's code table, then the three named in its client-handling
 * table.
 */
export const STRING_ERROR_CODES = [
  'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
  'CANCELED_INTERVIEW',
  'EXPIRED_INTERVIEW',
  'INVALID_AVAILABLE_TIME_RANGES',
  'INTERVIEW_NOT_FOUND',
  'UNAUTHORIZED',
  'INTERVIEWER_ALREADY_SCHEDULED',
  'SUPERDAY_SLOT_NOT_FOUND',
  'SCHEDULING_LINK_NOT_FOUND',
] as const;
export type StringErrorCode = (typeof STRING_ERROR_CODES)[number];

export function isStringErrorCode(x: unknown): x is StringErrorCode {
  return typeof x === 'string' && (STRING_ERROR_CODES as readonly string[]).includes(x);
}

/** Spec section 8: the typed numeric codes, by the string code they stand for. */
export const TYPED_NUMERIC_CODES = {
  INTERVIEWER_ALREADY_SCHEDULED: 50079,
  SCHEDULING_LINK_NOT_FOUND: 10001,
  SUPERDAY_SLOT_NOT_FOUND: 20013,
} as const satisfies Partial<Record<StringErrorCode, number>>;

/** The string code of a typed numeric code (50079, 10001, 20013); null for any other number. */
export function stringCodeForNumeric(code: number): StringErrorCode | null {
  for (const [name, value] of Object.entries(TYPED_NUMERIC_CODES)) {
    if (value === code) return name as StringErrorCode;
  }
  return null;
}

/**
 * Well-known main-API (40000–40525) codes the screens react to.
 *
 * THE NUMBERS ARE THIS PROJECT'S CHOICE: the spec names these errors (section 8 and the
 * validation codes of section 5) but does not give their numbers. They are kept inside
 * 40000–40525 and grouped by hundreds (400xx invalid input, 401xx authorisation, 402xx time
 * conflicts, 403xx reschedule limits, 404xx not found / canceled / expired). Change them here
 * once the server's numbers are known; nothing else hard-codes them.
 */
export const MAIN_API_ERROR_CODES = {
  INVALID_INPUT: 40000,
  /** Spec section 5 server validation: invalid email. */
  INVALID_EMAIL: 40001,
  /** Spec section 5 server validation: invalid phone. */
  INVALID_PHONE: 40002,
  /** Spec section 5 server validation: invalid time string. */
  INVALID_TIME_STRING: 40003,
  /** Spec section 5 server validation: end before start. */
  END_BEFORE_START: 40004,
  /** Spec section 5 server validation: event not in future. */
  EVENT_NOT_IN_FUTURE: 40005,
  /** Spec section 5 server validation: reschedule (reason) note needed. */
  RESCHEDULE_NOTE_NEEDED: 40006,
  UNAUTHORIZED: 40100,
  INTERVIEW_TIME_CONFLICT: 40200,
  INTERVIEWER_ALREADY_BOOKED: 40201,
  MEETING_TIME_BUSY: 40202,
  NO_AVAILABLE_ROOMS: 40203,
  DAYS_REQUESTED_IN_PAST: 40204,
  GUEST_RESCHEDULE_LIMIT_EXCEEDED: 40300,
  RESCHEDULE_CUTOFF_PASSED: 40301,
  NOT_FOUND: 40400,
  INTERVIEW_CANCELED: 40401,
  INTERVIEW_EXPIRED: 40402,
  LINK_INVALID: 40403,
  LINK_EXPIRED: 40404,
  AVAILABILITY_REQUEST_WINDOW_EXPIRED: 40405,
} as const;
export type MainApiErrorName = keyof typeof MAIN_API_ERROR_CODES;

/**
 * The form field each server validation code points at, so a form can mark the field.
 * Field names are those of the candidate contact form and the reschedule form ('note').
 */
export const VALIDATION_CODE_FIELDS: Readonly<Record<number, string>> = {
  [MAIN_API_ERROR_CODES.INVALID_EMAIL]: 'email',
  [MAIN_API_ERROR_CODES.INVALID_PHONE]: 'phone',
  [MAIN_API_ERROR_CODES.INVALID_TIME_STRING]: 'startTime',
  [MAIN_API_ERROR_CODES.END_BEFORE_START]: 'endTime',
  [MAIN_API_ERROR_CODES.EVENT_NOT_IN_FUTURE]: 'startTime',
  [MAIN_API_ERROR_CODES.RESCHEDULE_NOTE_NEEDED]: 'note',
};

/** The form field a code points at, or null. */
export function fieldForErrorCode(code: number): string | null {
  return Object.hasOwn(VALIDATION_CODE_FIELDS, code)
    ? (VALIDATION_CODE_FIELDS[code] ?? null)
    : null;
}

// ---------------------------------------------------------------------------------------------
// Numeric groups
// ---------------------------------------------------------------------------------------------

export interface NumericErrorGroup {
  name: 'highVolume' | 'superday' | 'mainApi' | 'internal' | 'candidateSurvey';
  /** Inclusive bounds. */
  min: number;
  max: number;
  description: string;
  /** What the spec lists under the group. */
  topics: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Visible messages
// ---------------------------------------------------------------------------------------------

/**
 * Spec section 8, visible messages, as i18n keys with their English defaults. Keys live in the
 * `general` namespace (loaded at start, shown on several screens); the key names are this
 * project's choice. `invalidLink` is not quoted by the spec ("an invalid-link message also
 * exists"); its text is written here in the voice of the expired message.
 */
export const ERROR_MESSAGES = {
  timeAlreadyBooked: {
    key: 'general:errors.timeAlreadyBooked',
    defaultText: 'This time was already booked. Please pick a different time instead.',
  },
  /** The spec's alternate wording of timeAlreadyBooked. */
  timeAlreadyBookedAlt: {
    key: 'general:errors.timeAlreadyBookedAlt',
    defaultText: 'This time is already booked. Please pick a different time.',
  },
  unavailableTime: {
    key: 'general:errors.unavailableTime',
    defaultText: 'Sorry, this time is no longer available',
  },
  /** GUEST_RESCHEDULE_LIMIT_EXCEEDED: what happened, that the interview stands, who can help. */
  rescheduleLimit: {
    key: 'general:errors.rescheduleLimit',
    defaultText:
      'This interview can’t be rescheduled online any more: it has already been moved as often as allowed. Your interview stays as planned; to change it, please contact your recruiter.',
  },
  /** RESCHEDULE_CUTOFF_PASSED: the same for a reschedule asked too close to the interview. */
  rescheduleCutoff: {
    key: 'general:errors.rescheduleCutoff',
    defaultText:
      'It’s too close to your interview to reschedule it online. Your interview stays as planned; to change it, please contact your recruiter.',
  },
  general: {
    key: 'general:errors.general',
    defaultText: 'Oops. Something went wrong. Please try again.',
  },
  expired: {
    key: 'general:errors.expired',
    defaultText: 'This invitation has expired. Please contact your recruiter for more information.',
  },
  noResults: {
    key: 'general:errors.noResults',
    defaultText:
      'There are no available times for your interview. Please contact your recruiter for more information.',
  },
  invalidLink: {
    key: 'general:errors.invalidLink',
    defaultText:
      'This link is invalid. Please check the link or contact your recruiter for more information.',
  },
  /** Not quoted by the spec: the interview was canceled (CANCELED_INTERVIEW); under its title. */
  canceled: {
    key: 'general:errors.canceled',
    defaultText:
      'There’s nothing left to schedule for this invitation. If you think this is a mistake, please contact your recruiter.',
  },
  /** Not quoted by the spec: every day the invitation asked about has passed. */
  windowExpired: {
    key: 'general:errors.windowExpired',
    defaultText:
      'All the dates this invitation asked about have passed, so you can’t share your availability with it any more. Please contact your recruiter to ask for new dates.',
  },
  /** Not quoted by the spec: HTTP 401 on search; under its title ("it" is the link). */
  unauthorized: {
    key: 'general:errors.unauthorized',
    defaultText:
      'It may have been replaced by a newer invitation. Please open the latest link you received, or contact your recruiter.',
  },
} as const satisfies Record<string, LocalizedText>;
export type ErrorMessageName = keyof typeof ERROR_MESSAGES;

/**
 * What Pick days says when the server refuses the times sent (issue 36 item 8), with what the
 * candidate can do next. Pick days' own texts (`pickDays` namespace, not general like
 * {@link ERROR_MESSAGES}: they name the list's marks and the picks, which only Pick days shows);
 * never a code's {@link visibleMessageFor}: see {@link submitRefusalFor}.
 */
export const SUBMIT_REFUSED_MESSAGES = {
  /** INVALID_AVAILABLE_TIME_RANGES, the picks to blame found: unpicked and marked in the list. */
  rangesUnavailable: {
    key: 'pickDays:errors.rangesUnavailable',
    defaultText:
      'Some picks are no longer available. They’re marked and unticked; the rest are kept.',
  },
  /** INVALID_AVAILABLE_TIME_RANGES, no pick to blame found: everything kept, the way on. */
  rangesRefused: {
    key: 'pickDays:errors.rangesRefused',
    defaultText:
      'Not sent. Your picks are kept: check them and send again. If it fails again, ask your recruiter.',
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * How the candidate flow answers a refused submit, by code (issue 36 item 8; the spec leaves
 * screen behaviour per code "not shown"):
 * - 'booked': the time was booked by someone else (INTERVIEWER_ALREADY_SCHEDULED / 50079 and
 *   the main-API time-conflict / interviewer-already-booked codes): the time the server tried
 *   is marked taken, the candidate picks another;
 * - 'ranges': the times sent are not valid any more (INVALID_AVAILABLE_TIME_RANGES): the picks
 *   the client can tell are to blame are marked, the others kept;
 * - null: anything else (its visible message, see {@link visibleMessageFor}).
 */
export function submitRefusalFor(
  code: string | number | null | undefined,
): 'booked' | 'ranges' | null {
  if (code === 'INVALID_AVAILABLE_TIME_RANGES') return 'ranges';
  const name = messageNameFor(code);
  return name === 'timeAlreadyBooked' ? 'booked' : null;
}

// ---------------------------------------------------------------------------------------------
// Client handling
// ---------------------------------------------------------------------------------------------

/** Fixed texts of the client-handling table: the messages of errors src/api raises. */
export const CLIENT_ERROR_MESSAGES = {
  superdayConfirmFailed: 'Error confirming superday availability',
  csrfFailed: 'Error getting the refresh token',
  chatStreamTimeout: CHAT_ERRORS.streamTimeout,
  chatHttpError: CHAT_ERRORS.httpError,
} as const;

/**
 * Spec section 8, "any other superday confirm failure": 'Error confirming superday availability'
 * as the superday screen shows it, translated (superday namespace).
 */
export const SUPERDAY_CONFIRM_FAILED = {
  key: 'superday:errors.confirmFailed',
  defaultText: CLIENT_ERROR_MESSAGES.superdayConfirmFailed,
} as const satisfies LocalizedText;

// ---------------------------------------------------------------------------------------------
// Code → visible message
// ---------------------------------------------------------------------------------------------

const MESSAGE_FOR_STRING_CODE: Readonly<Record<StringErrorCode, ErrorMessageName>> = {
  REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED: 'windowExpired',
  CANCELED_INTERVIEW: 'canceled',
  EXPIRED_INTERVIEW: 'expired',
  INVALID_AVAILABLE_TIME_RANGES: 'unavailableTime',
  INTERVIEW_NOT_FOUND: 'invalidLink',
  UNAUTHORIZED: 'unauthorized',
  INTERVIEWER_ALREADY_SCHEDULED: 'timeAlreadyBooked',
  SUPERDAY_SLOT_NOT_FOUND: 'unavailableTime',
  SCHEDULING_LINK_NOT_FOUND: 'invalidLink',
};

const MESSAGE_FOR_MAIN_API_CODE: Readonly<Partial<Record<MainApiErrorName, ErrorMessageName>>> = {
  UNAUTHORIZED: 'unauthorized',
  INTERVIEW_TIME_CONFLICT: 'timeAlreadyBooked',
  INTERVIEWER_ALREADY_BOOKED: 'timeAlreadyBooked',
  MEETING_TIME_BUSY: 'unavailableTime',
  NO_AVAILABLE_ROOMS: 'unavailableTime',
  DAYS_REQUESTED_IN_PAST: 'unavailableTime',
  NOT_FOUND: 'invalidLink',
  INTERVIEW_CANCELED: 'canceled',
  INTERVIEW_EXPIRED: 'expired',
  LINK_INVALID: 'invalidLink',
  LINK_EXPIRED: 'expired',
  AVAILABILITY_REQUEST_WINDOW_EXPIRED: 'windowExpired',
  GUEST_RESCHEDULE_LIMIT_EXCEEDED: 'rescheduleLimit',
  RESCHEDULE_CUTOFF_PASSED: 'rescheduleCutoff',
};

function messageNameFor(code: string | number | null | undefined): ErrorMessageName {
  if (code === null || code === undefined) return 'general';
  let value: string | number = code;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    value = /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
  }
  if (typeof value === 'number') {
    const typed = stringCodeForNumeric(value);
    if (typed) return MESSAGE_FOR_STRING_CODE[typed];
    const entry = Object.entries(MAIN_API_ERROR_CODES).find(([, n]) => n === value);
    return (entry && MESSAGE_FOR_MAIN_API_CODE[entry[0] as MainApiErrorName]) ?? 'general';
  }
  return isStringErrorCode(value) ? MESSAGE_FOR_STRING_CODE[value] : 'general';
}

/**
 * The message a screen shows for an error code (string code, gtErrorName, numeric code, or a
 * numeric code stored as a string such as "10001"). Decisions (the spec says screen behaviour
 * per code is "not shown"):
 * - expired: EXPIRED_INTERVIEW and the main-API interview-expired / link-expired codes;
 * - canceled: CANCELED_INTERVIEW and the main-API interview-canceled code;
 * - windowExpired: REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED and the main-API
 *   availability-request-window-expired code;
 * - unauthorized: UNAUTHORIZED (HTTP 401 on search) and the main-API unauthorized code;
 * - invalidLink: INTERVIEW_NOT_FOUND, SCHEDULING_LINK_NOT_FOUND (10001), and the main-API
 *   not-found / link-invalid codes;
 * - timeAlreadyBooked: INTERVIEWER_ALREADY_SCHEDULED (50079) and the main-API time-conflict /
 *   interviewer-already-booked codes;
 * - unavailableTime: SUPERDAY_SLOT_NOT_FOUND (20013), INVALID_AVAILABLE_TIME_RANGES and the
 *   main-API meeting-time-busy / no-available-rooms / days-in-past codes;
 * - rescheduleLimit, rescheduleCutoff: the main-API guest-reschedule-limit-exceeded and
 *   reschedule-cutoff-passed codes (issue 36 item 8: the interview stands; the recruiter can
 *   still move it);
 * - general: everything else, including the validation codes (forms mark the field via
 *   {@link fieldForErrorCode}), internal errors and unknown codes.
 * String codes are matched exactly (case-sensitive) after trimming.
 */
export function visibleMessageFor(code: string | number | null | undefined): LocalizedText {
  return ERROR_MESSAGES[messageNameFor(code)];
}
