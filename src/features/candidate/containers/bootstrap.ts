/**
 * The candidate route's first paint (CandidateFlow) without the journey's code: the first intro
 * request, and which screen its answer shows, decided exactly as the reducer (state.ts) decides
 * it — bootstrap.test.ts checks that they agree for every status.
 */
import type { InterviewStatus, MeetIntro } from '../../../domain/entities';
import { statusForRefreshedIntro } from '../../../domain/status';
import { resolveTimeZone } from '../../../domain/time-zone';

/** The first intro request, made by CandidateFlow before the journey's chunk is there. */
export type FirstIntro =
  | { state: 'pending' }
  | { state: 'loaded'; intro: MeetIntro; at: number }
  | { state: 'failed'; error: unknown };

/** Statuses whose first screen is the Introduction (`stageForStatus` → 'intro'). */
const INTRO_STATUSES: readonly InterviewStatus[] = ['pending_candidate_response', 'reschedule'];

/** True when the intro's first screen is the Introduction. */
export function showsIntroduction(intro: MeetIntro): boolean {
  const status = statusForRefreshedIntro({
    previousStatus: null,
    newStatus: intro.interview.status,
    reasonCode: intro.interview.reasonCode,
  });
  return INTRO_STATUSES.includes(status);
}

/** The Introduction's inputs that the reducer derives from the intro. */
export function introductionView(intro: MeetIntro, browserTimeZone: string) {
  const timeZone = resolveTimeZone(intro.interview.settings, browserTimeZone);
  return {
    timeZone,
    onsiteTimeZone: intro.interview.settings.isOnsite ? timeZone : null,
    backgroundUrl: intro.meetBackgroundUrlList[0] ?? null,
  };
}
