/**
 * What a failed call means for the candidate (product spec section 8): the message to show,
 * whether the link stopped working, and whether the error belongs to a form field.
 */
import { ApiError, InterviewerAlreadyScheduledError } from '../../../api/errors';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { serverFieldError } from '../../forms';
import { describeLinkFailure, type LinkFailure } from '../../shared';
import type { FieldError } from '../state';

export interface Failure extends LinkFailure {
  /** The server named a form field (e.g. reschedule note needed). */
  fieldError: FieldError | null;
}

/**
 * The shared area's reading of a failure (describeLinkFailure: link problems, offline,
 * time-out), and the candidate flow's own cases:
 * - INTERVIEWER_ALREADY_SCHEDULED: "This time was already booked, please select a different
 *   time instead." (the server's own message is English-only, so it is not shown);
 * - an error code that names a form field (the reschedule note) marks that field.
 */
export function describeFailure(err: unknown, online = true): Failure {
  if (err instanceof InterviewerAlreadyScheduledError) {
    return {
      notice: ERROR_MESSAGES.timeAlreadyBooked,
      problem: null,
      fieldError: null,
      aborted: false,
    };
  }
  const fieldError =
    err instanceof ApiError
      ? (serverFieldError(err.code) ?? serverFieldError(err.gtErrorName))
      : null;
  return { ...describeLinkFailure(err, online), fieldError };
}
