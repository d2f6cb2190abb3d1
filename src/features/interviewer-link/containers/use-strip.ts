import { useEffect, useMemo } from 'react';
import {
  rangeProblem,
  type RangeProblem,
  visibleDays,
} from '../../../domain/interviewer-availability';
import { zonedDateKey } from '../../../domain/time-zone';
import { defaultZones, timeZoneChoices } from '../../day-picking';
import type { InterviewerLinkState } from '../model';

/** Days in the strip from today (then any later day with times). */
export const STRIP_DAYS = 28;

type Editing = Extract<InterviewerLinkState, { kind: 'availability' }>;

/**
 * What the availability screen shows of the edited days at the instant `at` (the clock's
 * state, not read here): today in the zone, the strip's days, the rows that cannot be saved, and
 * the zones offered (the chosen one, the link's and the browser's first).
 */
export function useStrip(
  editing: Editing | null,
  at: number,
  linkTimeZone: string | null,
  browserTimeZone: string,
  allTimeZones: readonly string[] | undefined,
) {
  const timeZone = editing?.timeZone ?? browserTimeZone;
  const today = zonedDateKey(at, timeZone);
  const days = editing ? visibleDays(today, editing.days, STRIP_DAYS) : [];
  const problems = new Map<number, RangeProblem>();
  for (const day of days) {
    for (const row of editing?.days[day] ?? []) {
      const problem = rangeProblem(day, row, timeZone, at);
      if (problem !== null) problems.set(row.id, problem);
    }
  }
  const suggested = useMemo(
    () => timeZoneChoices([timeZone, linkTimeZone, browserTimeZone], []),
    [timeZone, linkTimeZone, browserTimeZone],
  );
  const zones = useMemo(
    () => timeZoneChoices(suggested, allTimeZones ?? defaultZones()),
    [suggested, allTimeZones],
  );
  return { timeZone, today, days, problems, suggested, zones };
}

/** Leaving (closing, reloading, another address) with changes not saved asks first. */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [unsaved]);
}
