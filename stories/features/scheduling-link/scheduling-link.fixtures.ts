/** The scheduling link's story data: the `scheduling-link` scenario's intro and times. */
import { FIXED_NOW_MS, getScenario, isReplyOk } from '../../../fixtures';
import type { ScheduledEvent, SchedulingLinkIntro } from '../../../src/domain/entities';
import { bookingView, upcomingTimes } from '../../../src/domain/scheduling-link';
import { zonedDateKey } from '../../../src/domain/time-zone';

function introOf(): SchedulingLinkIntro {
  const reply = getScenario('scheduling-link').schedulingLink?.intro;
  if (!reply || !isReplyOk(reply)) throw new Error('the scheduling-link scenario has an intro');
  return reply.result;
}

export const INTRO = introOf();
export const ZONE = getScenario('scheduling-link').browserTimeZone;

export const FIRST = upcomingTimes(INTRO.times, FIXED_NOW_MS)[0];

/** What the calendar shows in `zone`, as at the fixtures' "now" (less `taken`). */
export function viewIn(
  zone: string = ZONE,
  wanted: { day?: string; month?: string; chosen?: number; taken?: number } = {},
) {
  const times = upcomingTimes(INTRO.times, FIXED_NOW_MS).filter((x) => x.start !== wanted.taken);
  return bookingView(times, zone, {
    day: wanted.day ?? null,
    month: wanted.month ?? null,
    chosen: wanted.chosen ?? null,
  });
}

/** Today in `zone` at the fixtures' "now". */
export const todayIn = (zone: string = ZONE) => zonedDateKey(FIXED_NOW_MS, zone);

/** The zones the stories' picker offers. */
export const ZONES = ['America/Chicago', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo'];

export function bookedEvent(): ScheduledEvent {
  if (!FIRST) throw new Error('the link offers a time');
  return {
    id: `${INTRO.id}-${FIRST.startTime}`,
    title: INTRO.title,
    startTime: FIRST.startTime,
    endTime: FIRST.endTime,
    location: null,
    videoUrl: null,
    interviewers: [],
  };
}
