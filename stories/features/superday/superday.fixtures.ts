/**
 * Data of the superday screen stories, from the fixtures' superday scenarios: the context the
 * flow makes of the invitation, and the days of the availability.
 */
import { getScenario, isReplyOk, type ScenarioId } from '../../../fixtures';
import { addMinutesIso, isoAt } from '../../../fixtures/time';
import type { SuperdayOption } from '../../../src/domain/entities';
import { superdayDays, type SuperdayDay } from '../../../src/domain/superday';
import type { SuperdayContext } from '../../../src/features/superday/model';

export const ZONE = 'America/New_York';

export function contextOf(id: ScenarioId = 'superday'): SuperdayContext {
  const s = getScenario(id);
  if (!isReplyOk(s.intro)) throw new Error(`${id} has an intro`);
  const { interview, organization, meetBackgroundUrlList } = s.intro.result;
  return {
    status: interview.status,
    organizationName: organization.name,
    jobName: interview.job.name,
    stageName: interview.stage.name,
    reschedule: interview.status === 'reschedule',
    timeZone: ZONE,
    ownTimeZone: null,
    backgroundUrl: meetBackgroundUrlList[0] ?? null,
  };
}

/** The options a scenario offers (its reschedule answer for a reschedule). */
export function optionsOf(id: ScenarioId = 'superday'): SuperdayOption[] {
  const section = getScenario(id).superday;
  const reply = contextOf(id).reschedule ? section?.rescheduleAvailability : section?.availability;
  if (!reply || !isReplyOk(reply)) throw new Error(`${id} has superday availability`);
  return reply.result.availability.options;
}

export function daysOf(id: ScenarioId = 'superday'): SuperdayDay[] {
  return superdayDays(optionsOf(id), ZONE);
}

/**
 * One morning whose four tracks start half an hour apart (iterations with different times are
 * options of one block), and an afternoon with one.
 */
export function staggeredOptions(): SuperdayOption[] {
  const out: SuperdayOption[] = [];
  const durations = [60, 45, 60];
  const add = (block: string, iteration: number, start: string) => {
    let cursor = start;
    durations.forEach((minutes, index) => {
      const end = addMinutesIso(cursor, minutes);
      out.push({
        startTime: cursor,
        endTime: end,
        iteration,
        interviewBlockId: block,
        interviewBlockStartTime: start,
        interviewTimeBlockIndex: index,
      });
      cursor = addMinutesIso(end, 15);
    });
  };
  ['08:30', '09:00', '09:30', '10:00'].forEach((clock, n) => {
    add('blk_staggered_am', n + 1, isoAt('2026-03-10', clock, ZONE));
  });
  add('blk_staggered_pm', 1, isoAt('2026-03-10', '13:30', ZONE));
  return out;
}

/** The `n`th element of a list; a story fails at once when it is not there. */
export function nth<T>(list: readonly T[], n: number): T {
  const item = list[n];
  if (item === undefined) throw new Error(`no element ${n} of ${list.length}`);
  return item;
}
