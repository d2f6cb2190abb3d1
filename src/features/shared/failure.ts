/**
 * What a failed call means on any link (product spec section 8): the message to show, and
 * whether the link stopped working (its link-problem screen). Each feature adds its own cases
 * (the candidate flow: a taken time, a form field).
 */
import { ApiError, TimeoutError, UnauthorizedError, isAbortError } from '../../api/errors';
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

/**
 * Decisions (the spec leaves screen behaviour per code "not shown"):
 * - the catalogue's visible message for the error's code (`visibleMessageFor`): the codes of a
 *   link that cannot be used (expired, invalid, canceled, window expired, unauthorized) end the
 *   journey on their screen; anything else is shown where the candidate is, with what they
 *   picked or typed kept;
 * - HTTP 401 (spec 8: "search marked unauthorized"): the link cannot be used;
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
    return { ...base, notice, problem: problemOf(notice) };
  }
  if (!online) return { ...base, notice: CONNECTION_NOTICES.offline };
  if (err instanceof TimeoutError) return { ...base, notice: CONNECTION_NOTICES.timeout };
  return { ...base, notice: ERROR_MESSAGES.general };
}
