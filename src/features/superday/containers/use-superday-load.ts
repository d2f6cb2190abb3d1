/**
 * The superday's two reads, through the shared useResource (slow notice, Try again, offline,
 * link problems): the invitation (the intro of `hash`: organisation, job, stage, status), then
 * the superday's availability (with `?reschedule=true` when the status is reschedule).
 *
 * Decisions (the spec names the calls, not the page):
 * - an intro of another interview, or no hash, is an invalid link; a canceled interview is the
 *   canceled-link screen;
 * - statuses pending_review, confirmed and completed mean the availability was sent: that
 *   screen shows, with the blocks this browser kept (saved-times.ts, read after the first
 *   render, in SuperdayFlow); confirmed and completed
 *   also mean the schedule is final (the screen says so, and shows no block as booked: the
 *   data never says which blocks were).
 */
import type { Dispatch } from 'react';
import type { HttpClient } from '../../../api/http';
import { getIntro } from '../../../api/meet';
import { requestSuperdayAvailability } from '../../../api/superday';
import type { MeetIntro } from '../../../domain/entities';
import { isValidTimeZone, officeTimeZoneOf, resolveTimeZone } from '../../../domain/time-zone';
import { useResource, type ResourceView } from '../../shared';
import type { SuperdayContext } from '../model';
import { suggestedZones, type SuperdayEvent, type SuperdayState } from '../state';
import type { SuperdayStore } from './saved-times';

const SENT_STATUSES = new Set(['pending_review', 'confirmed', 'completed']);

export interface SuperdayLoadOptions {
  state: SuperdayState;
  dispatch: Dispatch<SuperdayEvent>;
  interviewId: string;
  hash: string | null;
  http: HttpClient;
  browserTimeZone: string;
  store: SuperdayStore | undefined;
  slowAfterMs: number;
}

/** What the wait shows (never `ready`: the data goes to the reducer), with Try again. */
export type SuperdayWait = Exclude<ResourceView<unknown>, { status: 'ready' }> & {
  readonly retry: () => void;
};

function contextOf(intro: MeetIntro, browserTimeZone: string): SuperdayContext {
  const { settings } = intro.interview;
  const timeZone = resolveTimeZone(settings, browserTimeZone);
  const onsiteTimeZone = settings.isOnsite ? officeTimeZoneOf(settings) : null;
  const guest = intro.guest.settings.timeZone?.trim() ?? '';
  const guestTimeZone = guest !== '' && isValidTimeZone(guest) ? guest : null;
  return {
    status: intro.interview.status,
    organizationName: intro.organization.name,
    jobName: intro.interview.job.name,
    stageName: intro.interview.stage.name,
    reschedule: intro.interview.status === 'reschedule',
    timeZone,
    onsiteTimeZone,
    ownTimeZone: onsiteTimeZone === null || timeZone === browserTimeZone ? null : browserTimeZone,
    suggestedTimeZones: suggestedZones(timeZone, browserTimeZone, guestTimeZone),
    browserTimeZone,
    guestTimeZone,
    zonePicked: false,
    interviewNames: [...intro.interviews]
      .sort((a, b) => a.number - b.number)
      .map((interview) => interview.stage.name),
    backgroundUrl: intro.meetBackgroundUrlList[0] ?? null,
  };
}

function introEvent(
  intro: MeetIntro,
  { interviewId, browserTimeZone }: SuperdayLoadOptions,
): SuperdayEvent {
  const organizationName = intro.organization.name;
  if (intro.interview.id !== interviewId) {
    return { type: 'linkProblem', problem: 'invalid', organizationName };
  }
  if (intro.interview.status === 'canceled') {
    return { type: 'linkProblem', problem: 'canceled', organizationName };
  }
  return {
    type: 'introLoaded',
    context: contextOf(intro, browserTimeZone),
    alreadySent: SENT_STATUSES.has(intro.interview.status),
  };
}

/** Reads what the loading state waits for; the wait's view (problem `invalid` without a hash). */
export function useSuperdayLoad(options: SuperdayLoadOptions): SuperdayWait {
  const { state, dispatch, interviewId, hash, http, slowAfterMs } = options;
  const loading = state.kind === 'loading' ? state : null;
  const introHash = loading !== null && loading.context === null ? hash || null : null;
  const reschedule = loading?.context?.reschedule ?? null;

  const intro = useResource({
    key: introHash,
    load: (signal) => getIntro(http, introHash ?? '', { signal }),
    onLoaded: (data) => {
      dispatch(introEvent(data, options));
    },
    slowAfterMs,
  });
  const availability = useResource({
    key: reschedule === null ? null : `${interviewId}:${String(reschedule)}`,
    load: (signal) =>
      requestSuperdayAvailability(http, interviewId, { reschedule: reschedule ?? false, signal }),
    onLoaded: (data) => {
      dispatch({ type: 'availabilityLoaded', options: data.options });
    },
    slowAfterMs,
  });

  if (!hash) return { status: 'problem', problem: 'invalid', retry: intro.retry };
  const read = loading?.context ? availability : intro;
  // Ready: the reducer moves on with this render's answer; until then, still a wait.
  return read.status === 'ready' ? { status: 'loading', slow: false, retry: read.retry } : read;
}
