/** The scheduling link's story data: the `scheduling-link` scenario's intro and times. */
import { FIXED_NOW_MS, getScenario, isReplyOk } from '../../../fixtures';
import type { ScheduledEvent, SchedulingLinkIntro } from '../../../src/domain/entities';
import { timesByDay, upcomingTimes } from '../../../src/domain/scheduling-link';

function introOf(): SchedulingLinkIntro {
  const reply = getScenario('scheduling-link').schedulingLink?.intro;
  if (!reply || !isReplyOk(reply)) throw new Error('the scheduling-link scenario has an intro');
  return reply.result;
}

export const INTRO = introOf();
export const ZONE = getScenario('scheduling-link').browserTimeZone;

/** The link's times day by day in `zone`, as at the fixtures' "now". */
export function daysIn(zone: string = ZONE, count?: number) {
  const times = upcomingTimes(INTRO.times, FIXED_NOW_MS);
  return timesByDay(count === undefined ? times : times.slice(0, count), zone);
}

export const FIRST = upcomingTimes(INTRO.times, FIXED_NOW_MS)[0];

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
