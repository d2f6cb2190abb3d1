/** View-model types of the shared screens: what a feature hands the link-problem screen. */
import type { LocalizedText } from '../../domain/errors';

/**
 * Why a link cannot be used, each with its own screen (LinkProblemScreen):
 * - `expired`: the invitation expired (EXPIRED_INTERVIEW);
 * - `invalid`: no such link (INTERVIEW_NOT_FOUND, an unknown path);
 * - `canceled`: the interview was canceled (CANCELED_INTERVIEW, status canceled);
 * - `windowExpired`: every day the invitation asked about has passed
 *   (REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED, or known from the intro's window);
 * - `unauthorized`: the server refuses the link (HTTP 401 on search, spec 8);
 * - `notYetAvailable`: a page of the site whose screen does not exist yet (not the link's fault).
 */
export type LinkProblemKind =
  'expired' | 'invalid' | 'canceled' | 'windowExpired' | 'unauthorized' | 'notYetAvailable';

/** A message a screen shows: an i18n key with its English default (see domain/errors). */
export type Notice = LocalizedText;
