/**
 * Story data of the intro-side screens (Loading, Intro, Availability sent, Link problem, No
 * results), taken from the fixture scenarios and builders.
 */
import type { MeetIntro, SelectedTimeRange } from '../../../src/domain/entities';
import { buildSelectedTimeRange } from '../../../fixtures/builders';
import { getScenario, isReplyOk, type ScenarioId } from '../../../fixtures/scenarios';
import { addDaysToDate, isoAt } from '../../../fixtures/time';

/** The meet intro a scenario's GET /v2/meet/get_intro answers (throws for a broken link). */
export function introOf(id: ScenarioId): MeetIntro {
  const reply = getScenario(id).intro;
  if (!isReplyOk(reply)) throw new Error(`Scenario ${id} has no intro`);
  return reply.result;
}

/** The zone a scenario's browser is in. */
export function browserZoneOf(id: ScenarioId): string {
  return getScenario(id).browserTimeZone;
}

/** The first meet background of a scenario's intro (what the flow shows behind its screens). */
export function backgroundOf(id: ScenarioId): string | null {
  return introOf(id).meetBackgroundUrlList[0] ?? null;
}

/**
 * Selected time ranges on one date in `timeZone`, one per `[from, to]` wall-time pair
 * ('HH:mm'); a `to` of '24:00' or earlier than `from` ends on the next date.
 */
export function rangesOn(
  date: string,
  timeZone: string,
  ...pairs: readonly (readonly [string, string])[]
): SelectedTimeRange[] {
  return pairs.map(([from, to]) => {
    const startTime = isoAt(date, from, timeZone);
    const nextDay = to === '24:00' || to < from;
    const endDate = nextDay ? addDaysToDate(date, 1) : date;
    const endTime = isoAt(endDate, to === '24:00' ? '00:00' : to, timeZone);
    return buildSelectedTimeRange({ startTime, endTime });
  });
}
