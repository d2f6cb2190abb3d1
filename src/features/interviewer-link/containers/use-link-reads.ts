import type { ActionDispatch } from 'react';
import { ApiError, HttpError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import { getInterviewerAvailability, getInterviewerLinkIntro } from '../../../api/interviewer-link';
import type { InterviewerLinkIntro } from '../../../domain/entities';
import { isValidTimeZone, zonedDateKey } from '../../../domain/time-zone';
import { useResource } from '../../shared';
import type { InterviewerLinkState } from '../model';
import type { InterviewerLinkEvent } from '../state';

/**
 * On the availability read only: the link does not know this email (the intro's 404 is the
 * shared rule's invalid link).
 */
function isNotFound(error: unknown): boolean {
  return (error instanceof ApiError || error instanceof HttpError) && error.httpStatus === 404;
}

/** Their own zone (the intro's) when it is a real one, else the browser's. */
export function zoneOf(intro: InterviewerLinkIntro | null, browserTimeZone: string): string {
  const own = intro?.timeZone?.trim() ?? '';
  return own !== '' && isValidTimeZone(own) ? own : browserTimeZone;
}

export interface LinkReadsOptions {
  organizationSlug: string;
  customUrl: string;
  http: HttpClient;
  browserTimeZone: string;
  now: () => number;
  slowAfterMs: number;
  state: InterviewerLinkState;
  dispatch: ActionDispatch<[InterviewerLinkEvent]>;
}

/**
 * The link's two reads, through the data layer: the intro (whose link it is), then, once the
 * email is known (`reading`), its availability, handed to the reducer in the link's zone with
 * today's date there. A 404 on the availability sends the interviewer back to the email field.
 */
export function useLinkReads(options: LinkReadsOptions) {
  const { organizationSlug, customUrl, http, state, dispatch, slowAfterMs } = options;
  const intro = useResource({
    key: JSON.stringify([organizationSlug, customUrl]),
    load: (signal) => getInterviewerLinkIntro(http, { organizationSlug, customUrl }, { signal }),
    slowAfterMs,
  });
  const link = intro.status === 'ready' ? intro.data : null;
  const email = state.kind === 'reading' ? state.email : null;
  const availability = useResource({
    key: link !== null && email !== null ? JSON.stringify([link.id, email]) : null,
    load: (signal) =>
      link !== null && email !== null
        ? getInterviewerAvailability(http, link.id, email, { signal })
        : Promise.reject(new Error('Nothing to read yet')),
    failure: (error) => {
      if (email === null || !isNotFound(error)) return undefined;
      dispatch({ type: 'emailRejected', email, error: 'notFound' });
      return null;
    },
    onLoaded: (read) => {
      const timeZone = zoneOf(link, options.browserTimeZone);
      dispatch({
        type: 'availabilityLoaded',
        ranges: read.ranges,
        timeZone,
        today: zonedDateKey(options.now(), timeZone),
      });
    },
    slowAfterMs,
  });
  return { intro, link, availability };
}
