/**
 * The candidate route's first paint (CandidateFlow) without the journey's code: the first intro
 * request, and which screen its answer shows, decided exactly as the reducer (state.ts) decides
 * it — bootstrap.test.ts checks that they agree for every status.
 */
import type { MeetIntro } from '../../../domain/entities';
import { officeTimeZoneOf, resolveTimeZone } from '../../../domain/time-zone';
import { stageForStatus } from '../stage';

/** The first intro request, made by CandidateFlow before the journey's chunk is there. */
export type FirstIntro =
  | { state: 'pending' }
  | { state: 'loaded'; intro: MeetIntro; at: number }
  /** `online`: navigator.onLine when it failed (an offline device is told so). */
  | { state: 'failed'; error: unknown; online: boolean };

/**
 * True when the intro's first screen is the Introduction: the reducer's own mapping (stage.ts).
 * A first intro is taken as it is ("becoming reschedule" is for a refreshed one, spec 4).
 */
export function showsIntroduction(intro: MeetIntro): boolean {
  return stageForStatus(intro.interview.status) === 'intro';
}

/**
 * The Introduction's props (all but the click) as the reducer derives them from the intro: one
 * mapping for the first paint and the journey. `onsiteTimeZone` and `backgroundUrl` are also
 * what the journey's other screens show.
 */
export function introductionView(intro: MeetIntro, browserTimeZone: string) {
  const timeZone = resolveTimeZone(intro.interview.settings, browserTimeZone);
  return {
    organizationName: intro.organization.name,
    guestFirstName: intro.guest.firstName,
    interviews: intro.interviews,
    timeZone,
    // Spec 5: the office's zone only for an on-site interview that has one; otherwise the
    // local zone, which the candidate may change (no "office's time zone" that is not one).
    onsiteTimeZone:
      intro.interview.settings.isOnsite && officeTimeZoneOf(intro.interview.settings) !== null
        ? timeZone
        : null,
    backgroundUrl: intro.meetBackgroundUrlList[0] ?? null,
  };
}
