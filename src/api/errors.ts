/**
 * Typed errors of the API boundary (spec section 8, "Client handling").
 *
 * Every error thrown by src/api (other than an abort, which is re-thrown unchanged so that
 * callers can recognise their own cancellation) is one of the classes below. Each carries a
 * discriminant `kind` so callers can `switch (err.kind)`, and `toTypedError()` returns the
 * spec's typed error ({ code, message }) for storing in state.
 */
import type { TypedError } from '../domain/entities';
import type { StringErrorCode } from '../domain/errors';
import { CLIENT_ERROR_MESSAGES, TYPED_NUMERIC_CODES } from '../domain/errors';
// The chat's error lives with the chat client (chat-stream-error.ts): here it would sit in the
// app's first chunk, which every route loads, for a panel few open.
import type { ChatStreamError } from './chat-stream-error';

/** The string codes of spec section 8 that have a typed numeric code (50079, 10001, 20013). */
export type TypedErrorName = keyof typeof TYPED_NUMERIC_CODES;

export type ApiErrorKind =
  | 'api'
  | 'http'
  | 'network'
  | 'validation'
  | 'unauthorized'
  | 'csrf'
  | 'interviewer-already-scheduled'
  | 'superday-slot-not-found'
  | 'scheduling-link'
  | 'chat-stream'
  | 'timeout';

/** Base of every typed error of src/api. */
export abstract class ApiClientError extends Error {
  abstract readonly kind: ApiErrorKind;
  abstract toTypedError(): TypedError;

  protected constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The server answered with an envelope `{ status: 'error', gtErrorName?, code?, message? }`. */
export class ApiError extends ApiClientError {
  readonly kind = 'api' as const;
  /** String code of spec section 8, e.g. 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED'. */
  readonly gtErrorName: string | null;
  /** Numeric code of the catalogue when the server gave one. */
  readonly code: number | null;
  /** HTTP status of the response (200 when the error came inside a successful response). */
  readonly httpStatus: number;

  constructor(init: {
    message: string;
    gtErrorName?: string | null;
    code?: number | null;
    httpStatus: number;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.gtErrorName = init.gtErrorName ?? null;
    this.code = init.code ?? null;
    this.httpStatus = init.httpStatus;
  }

  /** code: gtErrorName, else the numeric code, else 'API_ERROR'. */
  toTypedError(): TypedError {
    return { code: this.gtErrorName ?? this.code ?? 'API_ERROR', message: this.message };
  }
}

/** A non-OK HTTP status whose body was not an error envelope. */
export class HttpError extends ApiClientError {
  readonly kind = 'http' as const;
  readonly httpStatus: number;
  readonly call: string;

  constructor(call: string, httpStatus: number, statusText = '') {
    super(`${call}: HTTP ${httpStatus}${statusText ? ` ${statusText}` : ''}`);
    this.call = call;
    this.httpStatus = httpStatus;
  }

  toTypedError(): TypedError {
    return { code: `HTTP_${this.httpStatus}`, message: this.message };
  }
}

/** The request never got a response (offline, DNS, CORS, connection reset). */
export class NetworkError extends ApiClientError {
  readonly kind = 'network' as const;
  readonly call: string;

  constructor(call: string, cause?: unknown) {
    super(`${call}: network error${cause instanceof Error ? ` (${cause.message})` : ''}`, {
      cause,
    });
    this.call = call;
  }

  toTypedError(): TypedError {
    return { code: 'NETWORK_ERROR', message: this.message };
  }
}

/** The response did not match the schema of the call (or was not JSON). */
export class ValidationError extends ApiClientError {
  readonly kind = 'validation' as const;
  /** Which call, e.g. 'meet.getIntro'. */
  readonly call: string;
  /** Human-readable summary of the issues (paths and messages). */
  readonly issues: string;

  constructor(call: string, issues: string, cause?: unknown) {
    super(`${call}: unexpected response: ${issues}`, { cause });
    this.call = call;
    this.issues = issues;
  }

  toTypedError(): TypedError {
    return { code: 'VALIDATION_ERROR', message: this.message };
  }
}

/** HTTP 401 on the availability search: the search is marked unauthorized. */
export class UnauthorizedError extends ApiClientError {
  readonly kind = 'unauthorized' as const;
  readonly httpStatus = 401;

  constructor(message = 'Unauthorized', cause?: unknown) {
    super(message, { cause });
  }

  toTypedError(): TypedError {
    return { code: 'UNAUTHORIZED' satisfies StringErrorCode, message: this.message };
  }
}

/** GET /refresh failed, so a write could not be sent. */
export class CsrfError extends ApiClientError {
  readonly kind = 'csrf' as const;

  constructor(cause?: unknown) {
    super(CLIENT_ERROR_MESSAGES.csrfFailed, { cause });
  }

  toTypedError(): TypedError {
    return { code: 'CSRF_ERROR', message: this.message };
  }
}

/** INTERVIEWER_ALREADY_SCHEDULED / 50079 on confirm or reschedule; carries the server message. */
export class InterviewerAlreadyScheduledError extends ApiClientError {
  readonly kind = 'interviewer-already-scheduled' as const;
  readonly code = TYPED_NUMERIC_CODES.INTERVIEWER_ALREADY_SCHEDULED;

  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }

  toTypedError(): TypedError {
    return {
      code: 'INTERVIEWER_ALREADY_SCHEDULED' satisfies TypedErrorName,
      message: this.message,
    };
  }
}

/** SUPERDAY_SLOT_NOT_FOUND / 20013 on superday confirm; carries the server message. */
export class SuperdaySlotNotFoundError extends ApiClientError {
  readonly kind = 'superday-slot-not-found' as const;
  readonly code = TYPED_NUMERIC_CODES.SUPERDAY_SLOT_NOT_FOUND;

  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }

  toTypedError(): TypedError {
    return { code: 'SUPERDAY_SLOT_NOT_FOUND' satisfies TypedErrorName, message: this.message };
  }
}

/**
 * A failure of the scheduling-link flow. `error` is what the screen stores (spec section 8):
 * - intro, SCHEDULING_LINK_NOT_FOUND / 10001: the code as a string, always '10001';
 * - intro, any other failure: the message;
 * - schedule (sending the data): the code as a string (numeric code, else gtErrorName,
 *   else 'HTTP_<status>', else the typed code of the underlying error).
 * `code` is always a code (never a message), for branching.
 */
export class SchedulingLinkError extends ApiClientError {
  readonly kind = 'scheduling-link' as const;
  readonly stage: 'intro' | 'schedule';
  /** The stored error value (see class doc). */
  readonly error: string;
  /** A code as a string: '10001' when not found, else the underlying error's code. */
  readonly code: string;
  readonly notFound: boolean;

  constructor(init: {
    stage: 'intro' | 'schedule';
    error: string;
    code: string;
    notFound?: boolean;
    cause?: unknown;
  }) {
    super(init.error, { cause: init.cause });
    this.stage = init.stage;
    this.error = init.error;
    this.code = init.code;
    this.notFound = init.notFound ?? false;
  }

  toTypedError(): TypedError {
    return { code: this.code, message: this.error };
  }
}

/** A JSON call did not answer within the configured `timeoutMs` (per attempt). */
export class TimeoutError extends ApiClientError {
  readonly kind = 'timeout' as const;
  readonly call: string;
  readonly timeoutMs: number;

  constructor(call: string, timeoutMs: number) {
    super(`${call}: no response within ${timeoutMs} ms`);
    this.call = call;
    this.timeoutMs = timeoutMs;
  }

  toTypedError(): TypedError {
    return { code: 'TIMEOUT', message: this.message };
  }
}

export type AnyApiError =
  | ApiError
  | HttpError
  | NetworkError
  | ValidationError
  | UnauthorizedError
  | CsrfError
  | InterviewerAlreadyScheduledError
  | SuperdaySlotNotFoundError
  | SchedulingLinkError
  | ChatStreamError
  | TimeoutError;

/** True for any typed error of src/api. */
export function isApiClientError(err: unknown): err is AnyApiError {
  return err instanceof ApiClientError;
}

/**
 * True when `err` is the server's envelope error for the typed code `name` of spec section 8,
 * given as its string code (gtErrorName) or its numeric code (e.g. 50079).
 */
export function isTypedApiError(err: unknown, name: TypedErrorName): err is ApiError {
  return (
    err instanceof ApiError && (err.gtErrorName === name || err.code === TYPED_NUMERIC_CODES[name])
  );
}

/** True when `err` is the caller's own cancellation (re-thrown unchanged by src/api). */
export function isAbortError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'name' in err &&
    (err.name === 'AbortError' || err.name === 'TimeoutError') &&
    !(err instanceof ApiClientError)
  );
}

/**
 * Turns anything caught from src/api into the spec's typed error, for storing in state.
 * Unknown errors become { code: 'UNKNOWN', message }.
 */
export function toTypedError(err: unknown): TypedError {
  if (err instanceof ApiClientError) return err.toTypedError();
  if (err instanceof Error) return { code: 'UNKNOWN', message: err.message };
  return { code: 'UNKNOWN', message: String(err) };
}
