/**
 * Interview status rules of product spec section 4 ("Bootstrap", "Becoming reschedule").
 *
 * The spec says that allowed transitions between statuses are "not shown": this module only
 * encodes the three rules the spec does state and never rejects a status the server sends.
 */
import type { InterviewStatus, RescheduleReasonCode } from './entities';

export { ATTENDEE_RESPONSES, INTERVIEW_STATUSES } from './entities';
export type { AttendeeResponse, InterviewStatus } from './entities';

/** The statuses for which the availability search starts when the app boots (spec section 4). */
export const SEARCH_ON_BOOTSTRAP_STATUSES = [
  'pending_candidate_response',
  'reschedule',
  'pending_review',
] as const satisfies readonly InterviewStatus[];

/**
 * Spec section 4, "Bootstrap": the availability search starts when the status is
 * pending_candidate_response, reschedule or pending_review; for every other status it does not.
 */
export function shouldStartSearchOnBootstrap(status: InterviewStatus): boolean {
  return (SEARCH_ON_BOOTSTRAP_STATUSES as readonly InterviewStatus[]).includes(status);
}

/** Spec section 4: submitting a reschedule reason makes the interview 'reschedule'. */
export function statusAfterRescheduleReasonSubmit(): 'reschedule' {
  return 'reschedule';
}

export interface RefreshedIntroInput {
  /** Status the app held before the refresh; null on the very first load. */
  previousStatus: InterviewStatus | null;
  /** Status carried by the refreshed intro. */
  newStatus: InterviewStatus;
  /** The refreshed interview's reason code; null/undefined/'' mean "not set". */
  reasonCode?: RescheduleReasonCode | '' | null;
}

/**
 * Spec section 4, "Becoming reschedule": when a refreshed intro arrives, the status becomes
 * 'reschedule' if the previous status was 'reschedule' or a reason code is set, unless the new
 * status is 'pending_review', which is always kept. Otherwise the new status is taken as is.
 *
 * Only for a REFRESHED intro: on the first load the status is taken as it is (a confirmed
 * interview with a stored reason code shows its itinerary); the caller decides which it has.
 *
 * Decision (spec silent): the rule is applied literally for every new status, including
 * terminal ones such as 'confirmed' or 'canceled'; a reason code counts as set when it is a
 * non-empty string.
 */
export function statusForRefreshedIntro({
  previousStatus,
  newStatus,
  reasonCode,
}: RefreshedIntroInput): InterviewStatus {
  if (newStatus === 'pending_review') return newStatus;
  const hasReason = typeof reasonCode === 'string' && reasonCode !== '';
  if (previousStatus === 'reschedule' || hasReason) return 'reschedule';
  return newStatus;
}
