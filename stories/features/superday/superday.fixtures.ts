/**
 * Data of the superday screen stories, from the fixtures' superday scenarios: the context the
 * flow makes of the invitation, and the days of the availability.
 */
import { getScenario, isReplyOk, type ScenarioId } from '../../../fixtures';
import { generateSuperdayOptions } from '../../../fixtures/builders/superday';
import { addMinutesIso, isoAt } from '../../../fixtures/time';
import type { SuperdayOption } from '../../../src/domain/entities';
import { superdayDays, type SuperdayDay } from '../../../src/domain/superday';
import type { SuperdayContext } from '../../../src/features/superday/model';
import type { ZonePicker } from '../../../src/features/superday/screens/ZoneField';

export const ZONE = 'America/New_York';

/** An office in London (on site: times in its zone, spec 5), for a candidate in New York. */
export const OFFICE_ZONE = 'Europe/London';

export function contextOf(id: ScenarioId = 'superday'): SuperdayContext {
  const s = getScenario(id);
  if (!isReplyOk(s.intro)) throw new Error(`${id} has an intro`);
  const { interview, organization, meetBackgroundUrlList, interviews } = s.intro.result;
  return {
    status: interview.status,
    organizationName: organization.name,
    jobName: interview.job.name,
    stageName: interview.stage.name,
    reschedule: interview.status === 'reschedule',
    timeZone: ZONE,
    onsiteTimeZone: null,
    ownTimeZone: null,
    suggestedTimeZones: [ZONE],
    browserTimeZone: ZONE,
    guestTimeZone: null,
    zonePicked: false,
    interviewNames: [...interviews].sort((a, b) => a.number - b.number).map((i) => i.stage.name),
    backgroundUrl: meetBackgroundUrlList[0] ?? null,
  };
}

/** The superday on site in London, seen from New York: office times, the candidate's beside. */
export function onsiteContextOf(id: ScenarioId = 'superday'): SuperdayContext {
  return {
    ...contextOf(id),
    timeZone: OFFICE_ZONE,
    onsiteTimeZone: OFFICE_ZONE,
    ownTimeZone: ZONE,
    suggestedTimeZones: [OFFICE_ZONE, ZONE],
  };
}

/** The picker's lists: the suggested zones, then a few others (a story needs no 400). */
export function zonePicker(onChange: (zone: string) => void): ZonePicker {
  return {
    options: [ZONE, 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo', 'Asia/Kolkata'],
    suggested: [ZONE],
    onChange,
  };
}

/** The options a scenario offers (its reschedule answer for a reschedule). */
export function optionsOf(id: ScenarioId = 'superday'): SuperdayOption[] {
  const section = getScenario(id).superday;
  const reply = contextOf(id).reschedule ? section?.rescheduleAvailability : section?.availability;
  if (!reply || !isReplyOk(reply)) throw new Error(`${id} has superday availability`);
  return reply.result.availability.options;
}

export function daysOf(id: ScenarioId = 'superday', zone = ZONE): SuperdayDay[] {
  return superdayDays(optionsOf(id), zone);
}

/** The superday's days at the London office: the same blocks, at 9:00 and 13:30 London time. */
export function onsiteDays(): SuperdayDay[] {
  const options = generateSuperdayOptions({
    startDate: '2026-03-10',
    days: 3,
    timeZone: OFFICE_ZONE,
    seed: 'superday:superday-onsite',
  });
  return superdayDays(options, OFFICE_ZONE);
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

/**
 * The "Your time: …" lines (the candidate's own time beside an on-site block), found by the
 * text before the time in the story's language.
 */
export function ownTimeLines(
  root: HTMLElement,
  t: (key: 'general:timeZone.yourTime', options: { time: string; zone: string }) => string,
): HTMLElement[] {
  const [prefix = ''] = t('general:timeZone.yourTime', { time: '@@', zone: '##' }).split('@@');
  return [...root.querySelectorAll<HTMLElement>('p, span')].filter(
    (el) => el.children.length === 0 && el.textContent.startsWith(prefix),
  );
}
