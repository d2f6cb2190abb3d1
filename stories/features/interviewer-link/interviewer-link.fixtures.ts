/** The interviewer link's story data: the `interviewer-link` scenario's intro and availability. */
import { FIXED_NOW_MS, getScenario, isReplyOk } from '../../../fixtures';
import type { InterviewerLinkIntro } from '../../../src/domain/entities';
import {
  availabilityByDay,
  rangeProblem,
  type RangeProblem,
  visibleDays,
  type WallRange,
} from '../../../src/domain/interviewer-availability';
import { zonedDateKey } from '../../../src/domain/time-zone';
import type { AvailabilityDays } from '../../../src/features/interviewer-link/model';

const section = getScenario('interviewer-link').interviewerLink;

function introOf(): InterviewerLinkIntro {
  const reply = section?.intro;
  if (!reply || !isReplyOk(reply)) throw new Error('the interviewer-link scenario has an intro');
  return reply.result;
}

export const INTRO = introOf();
export const ZONE = INTRO.timeZone ?? 'America/Chicago';
export const NOW = FIXED_NOW_MS;
export const TODAY = zonedDateKey(NOW, ZONE);

/** The saved availability of the scenario, as rows per day in the zone (ids from 1). */
export function savedRows(): Record<string, { id: number; start: number; end: number }[]> {
  const reply = section?.availability;
  const ranges = reply && isReplyOk(reply) ? reply.result.ranges : [];
  let id = 1;
  const days: Record<string, { id: number; start: number; end: number }[]> = {};
  for (const [day, list] of Object.entries(availabilityByDay(ranges, ZONE))) {
    days[day] = list.map((range: WallRange) => ({ ...range, id: id++ }));
  }
  return days;
}

/** The first day with saved times. */
export const SAVED_DAY = Object.keys(savedRows()).sort()[0] ?? TODAY;

export function stripOf(rows: AvailabilityDays): string[] {
  return visibleDays(TODAY, rows, 28);
}

/** The problems of the rows at the stories' "now", as the container works them out. */
export function problemsOf(rows: AvailabilityDays): Map<number, RangeProblem> {
  const problems = new Map<number, RangeProblem>();
  for (const [day, list] of Object.entries(rows)) {
    for (const row of list) {
      const problem = rangeProblem(day, row, ZONE, NOW);
      if (problem !== null) problems.set(row.id, problem);
    }
  }
  return problems;
}
