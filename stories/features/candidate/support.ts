/**
 * Story data of the Pick days screen: live-results indexes built the way the flow builds them
 * (`createResultIndex` + `ingestBatch`) from the options a scenario's socket would stream, and
 * the small pieces of state around them (window days, selections).
 */
import { generateOptions } from '../../../fixtures/generator';
import { getScenario, isReplyOk, type ScenarioId } from '../../../fixtures/scenarios';
import type { MeetIntro } from '../../../src/domain/entities';
import {
  createResultIndex,
  ingestBatch,
  type GroupKey,
  type ResultIndex,
} from '../../../src/domain/results';
import type { OptionSlot } from '../../../src/domain/selection';
import { zonedDateKey } from '../../../src/domain/time-zone';
import {
  offeredGroups,
  validSlotsOf,
} from '../../../src/features/candidate/screens/pick-days/derive';

/** Zones the time-zone picker offers in the stories. */
export const STORY_TIME_ZONES = [
  'America/Los_Angeles',
  'America/Chicago',
  'America/New_York',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Adelaide',
] as const;

export function introOf(id: ScenarioId): MeetIntro {
  const reply = getScenario(id).intro;
  if (!isReplyOk(reply)) throw new Error(`Scenario ${id} has no intro`);
  return reply.result;
}

/** The names of a scenario's interviews in plan order, as the container gives them. */
export function planOf(id: ScenarioId): readonly string[] {
  return [...introOf(id).interviews].sort((a, b) => a.number - b.number).map((i) => i.stage.name);
}

/**
 * The zone a scenario's times are shown in: the on-site zone of an on-site interview,
 * otherwise the browser's (spec section 5).
 */
export function zoneOf(id: ScenarioId): string {
  const { settings } = introOf(id).interview;
  return settings.isOnsite && settings.timeZone !== null
    ? settings.timeZone
    : getScenario(id).browserTimeZone;
}

/** The on-site zone of a scenario, or null for a remote interview. */
export function onsiteZoneOf(id: ScenarioId): string | null {
  const { settings } = introOf(id).interview;
  return settings.isOnsite ? settings.timeZone : null;
}

/**
 * The index after `count` of the results the scenario's socket streams (same generator and
 * parameters), in one batch, grouped in the scenario's zone.
 */
export function indexFor(id: ScenarioId, count: number): ResultIndex {
  const scenario = getScenario(id);
  const params = scenario.socket?.params;
  if (params === undefined) throw new Error(`Scenario ${id} has no socket`);
  const zone = zoneOf(id);
  const index = createResultIndex({ needsReview: params.needsReview, timeZone: zone });
  if (count === 0) return index;
  return ingestBatch(index, generateOptions({ ...params, count })).index;
}

/** An index without results. */
export function emptyIndexFor(id: ScenarioId): ResultIndex {
  return indexFor(id, 0);
}

/** The first offered group of a view (the container opens it). */
export function firstGroup(index: ResultIndex, view: 'singleDay' | 'multiDay'): GroupKey {
  const group = offeredGroups(index, view)[0];
  if (group === undefined) throw new Error(`No ${view} group in the index`);
  return group.key;
}

/** The first `count` valid slots of a group, in the list's order. */
export function slotsOf(index: ResultIndex, group: GroupKey, count?: number): OptionSlot[] {
  const all = validSlotsOf(index, group);
  return all.slice(0, count ?? all.length);
}

/** The days of the scenario's availability window, in its zone (suggest times). */
export function suggestWindowOf(id: ScenarioId): { firstDate: string; lastDate: string } {
  const { startTime, endTime } = introOf(id).interview.availabilityWindow;
  const zone = zoneOf(id);
  return {
    firstDate: zonedDateKey(startTime, zone),
    // The window's end is exclusive (midnight after the last day).
    lastDate: zonedDateKey(Date.parse(endTime) - 1, zone),
  };
}
