/**
 * The superday's two reads, through the shared useResource (slow notice, Try again, offline,
 * link problems): the invitation (the intro of `hash`: organisation, job, stage, status), then
 * the superday's availability (with `?reschedule=true` when the status is reschedule).
 *
 * Decisions (the spec names the calls, not the page):
 * - an intro of another interview, or no hash, is an invalid link; a canceled interview is the
 *   canceled-link screen;
 * - statuses pending_review, confirmed and completed mean the times were confirmed: the
 *   confirmation shows, with the times this browser kept (saved-times.ts).
 */
import type { Dispatch } from 'react';
import type { HttpClient } from '../../../api/http';
import { getIntro } from '../../../api/meet';
import { requestSuperdayAvailability } from '../../../api/superday';
import type { MeetIntro } from '../../../domain/entities';
import { resolveTimeZone } from '../../../domain/time-zone';
import { useResource, type ResourceView } from '../../shared';
import type { SuperdayContext } from '../model';
import type { SuperdayEvent, SuperdayState } from '../state';
import { readSavedTimes, type SuperdayStore } from './saved-times';

const CONFIRMED_STATUSES = new Set(['pending_review', 'confirmed', 'completed']);

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
  const timeZone = resolveTimeZone(intro.interview.settings, browserTimeZone);
  return {
    status: intro.interview.status,
    organizationName: intro.organization.name,
    jobName: intro.interview.job.name,
    stageName: intro.interview.stage.name,
    reschedule: intro.interview.status === 'reschedule',
    timeZone,
    ownTimeZone: timeZone === browserTimeZone ? null : browserTimeZone,
    backgroundUrl: intro.meetBackgroundUrlList[0] ?? null,
  };
}

function introEvent(
  intro: MeetIntro,
  { interviewId, browserTimeZone, store }: SuperdayLoadOptions,
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
    alreadyConfirmed: CONFIRMED_STATUSES.has(intro.interview.status),
    saved: readSavedTimes(store, interviewId),
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
