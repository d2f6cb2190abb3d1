/**
 * What a failed call means on any link (product spec section 8): the message to show, and
 * whether the link stopped working (its link-problem screen). Each feature adds its own cases
 * (the candidate flow: a taken time, a form field).
 */
import {
  ApiError,
  HttpError,
  TimeoutError,
  UnauthorizedError,
  isAbortError,
} from '../../api/errors';
import { CONNECTION_NOTICES } from '../../domain/connection-notices';
import { ERROR_MESSAGES, visibleMessageFor } from '../../domain/errors';
import type { LinkProblemKind, Notice } from './model';

export interface LinkFailure {
  notice: Notice;
  /** The link cannot be used any more: show its link-problem screen. */
  problem: LinkProblemKind | null;
  /** The caller aborted (the screen went away): show nothing. */
  aborted: boolean;
}

/**
 * The link-problem screen of a catalogue message, or null. A function, not a module-level
 * table: the shared area is in every route's first paint, and a table built at load would keep
 * this module (and the error catalogue) in it even where nothing calls it.
 */
function problemOf(notice: Notice): LinkProblemKind | null {
  switch (notice) {
    case ERROR_MESSAGES.expired:
      return 'expired';
    case ERROR_MESSAGES.invalidLink:
      return 'invalid';
    case ERROR_MESSAGES.canceled:
      return 'canceled';
    case ERROR_MESSAGES.windowExpired:
      return 'windowExpired';
    case ERROR_MESSAGES.unauthorized:
      return 'unauthorized';
    default:
      return null;
  }
}

/** HTTP 404: no such link; 410: the link is gone. */
function problemOfStatus(httpStatus: number): LinkProblemKind | null {
  if (httpStatus === 404) return 'invalid';
  if (httpStatus === 410) return 'expired';
  return null;
}

/** The catalogue message of a link problem (`fallback` when the catalogue has none). */
function noticeOf(problem: LinkProblemKind, fallback: Notice): Notice {
  switch (problem) {
    case 'invalid':
      return ERROR_MESSAGES.invalidLink;
    case 'expired':
      return ERROR_MESSAGES.expired;
    default:
      return fallback;
  }
}

/**
 * Decisions (the spec leaves screen behaviour per code "not shown"):
 * - the catalogue's visible message for the error's code (`visibleMessageFor`): the codes of a
 *   link that cannot be used (expired, invalid, canceled, window expired, unauthorized) end the
 *   journey on their screen; anything else is shown where the candidate is, with what they
 *   picked or typed kept;
 * - HTTP 401 (spec 8: "search marked unauthorized"): the link cannot be used;
 * - HTTP 404 with no catalogue code of its own: the link does not exist (invalid); HTTP 410:
 *   it is gone (expired). One rule for every feature; a feature whose 404 means something
 *   else (an email the link does not know) reads it first (useResource's `failure`);
 * - no answer while the browser is offline (`online` false): "You're offline"; a time-out:
 *   "The server took too long"; other network errors, bad responses, a failed CSRF fetch: the
 *   general message.
 */
export function describeLinkFailure(err: unknown, online = true): LinkFailure {
  const base = { problem: null, aborted: false };
  if (isAbortError(err)) return { ...base, notice: ERROR_MESSAGES.general, aborted: true };
  if (err instanceof UnauthorizedError) {
    return { ...base, notice: ERROR_MESSAGES.unauthorized, problem: 'unauthorized' };
  }
  if (err instanceof ApiError) {
    const notice = visibleMessageFor(err.gtErrorName ?? err.code);
    const problem = problemOf(notice) ?? problemOfStatus(err.httpStatus);
    return { ...base, notice: problem === null ? notice : noticeOf(problem, notice), problem };
  }
  if (err instanceof HttpError) {
    const problem = problemOfStatus(err.httpStatus);
    if (problem !== null)
      return { ...base, notice: noticeOf(problem, ERROR_MESSAGES.general), problem };
  }
  if (!online) return { ...base, notice: CONNECTION_NOTICES.offline };
  if (err instanceof TimeoutError) return { ...base, notice: CONNECTION_NOTICES.timeout };
  return { ...base, notice: ERROR_MESSAGES.general };
}
