/**
 * What a failed call means for the candidate (product spec section 8): the message to show,
 * whether the link stopped working, and whether the error belongs to a form field.
 */
import {
  ApiError,
  InterviewerAlreadyScheduledError,
  TimeoutError,
  UnauthorizedError,
  isAbortError,
} from '../../../api/errors';
import { CONNECTION_NOTICES } from '../../../domain/connection-notices';
import { ERROR_MESSAGES, visibleMessageFor } from '../../../domain/errors';
import { serverFieldError } from '../../forms';
import type { LinkProblemKind, Notice } from '../model';
import type { FieldError } from '../state';

export interface Failure {
  notice: Notice;
  /** The link cannot be used any more: show its link-problem screen. */
  problem: LinkProblemKind | null;
  /** The server named a form field (e.g. reschedule note needed). */
  fieldError: FieldError | null;
  /** The caller aborted (the screen went away): show nothing. */
  aborted: boolean;
}

const PROBLEM_OF_MESSAGE = new Map<Notice, LinkProblemKind>([
  [ERROR_MESSAGES.expired, 'expired'],
  [ERROR_MESSAGES.invalidLink, 'invalid'],
  [ERROR_MESSAGES.canceled, 'canceled'],
  [ERROR_MESSAGES.windowExpired, 'windowExpired'],
  [ERROR_MESSAGES.unauthorized, 'unauthorized'],
]);

function problemOf(notice: Notice): LinkProblemKind | null {
  return PROBLEM_OF_MESSAGE.get(notice) ?? null;
}

/**
 * Decisions (the spec leaves screen behaviour per code "not shown"):
 * - the catalogue's visible message for the error's code (`visibleMessageFor`): the codes of a
 *   link that cannot be used (expired, invalid, canceled, window expired, unauthorized) end the
 *   journey on their screen; anything else is shown where the candidate is, with what they
 *   picked or typed kept;
 * - INTERVIEWER_ALREADY_SCHEDULED: "This time was already booked, please select a different
 *   time instead." (the server's own message is English-only, so it is not shown);
 * - no answer while the browser is offline (`online` false): "You're offline"; a time-out:
 *   "The server took too long"; other network errors, bad responses, a failed CSRF fetch: the
 *   general message.
 */
export function describeFailure(err: unknown, online = true): Failure {
  const base = { problem: null, fieldError: null, aborted: false };
  if (isAbortError(err)) return { ...base, notice: ERROR_MESSAGES.general, aborted: true };
  if (err instanceof UnauthorizedError) {
    // Spec section 8: a 401 on search marks the search unauthorized; the link cannot be used.
    return { ...base, notice: ERROR_MESSAGES.unauthorized, problem: 'unauthorized' };
  }
  if (err instanceof InterviewerAlreadyScheduledError) {
    return { ...base, notice: ERROR_MESSAGES.timeAlreadyBooked };
  }
  if (err instanceof ApiError) {
    const code = err.gtErrorName ?? err.code;
    const field = serverFieldError(err.code) ?? serverFieldError(err.gtErrorName);
    const notice = visibleMessageFor(code);
    return { ...base, notice, problem: problemOf(notice), fieldError: field };
  }
  // No answer from the server while the browser is offline (network error, time-out, the CSRF
  // fetch before a write): the device is offline.
  if (!online) return { ...base, notice: CONNECTION_NOTICES.offline };
  if (err instanceof TimeoutError) return { ...base, notice: CONNECTION_NOTICES.timeout };
  return { ...base, notice: ERROR_MESSAGES.general };
}
