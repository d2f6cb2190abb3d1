/**
 * The booking page's state for the container: the reducer, the times still offered (those not
 * started when the page opened, less those taken meanwhile), the zone they are shown in and the
 * picker's lists (the same picker as Pick days), and what the calendar and the time column show
 * (bookingView, src/domain/scheduling-link.ts).
 */
import { useMemo, useReducer } from 'react';
import type { ScheduledEvent, SchedulingLinkIntro } from '../../../domain/entities';
import { bookingView, upcomingTimes } from '../../../domain/scheduling-link';
import { zonedDateKey } from '../../../domain/time-zone';
import { defaultZones, timeZoneChoices } from '../../day-picking';
import { INITIAL_STATE, schedulingLinkReducer } from '../state';

export function useBooking(
  link: SchedulingLinkIntro | null,
  at: number,
  browserTimeZone: string,
  allTimeZones: readonly string[] | undefined,
) {
  const [state, dispatch] = useReducer(schedulingLinkReducer, INITIAL_STATE);
  const timeZone = state.timeZone ?? browserTimeZone;
  const offered = useMemo(() => {
    const taken = new Set(state.taken);
    return upcomingTimes(link?.times ?? [], at).filter((time) => !taken.has(time.start));
  }, [link, at, state.taken]);
  const view = bookingView(offered, timeZone, state);
  const linkZone = link?.timeZone ?? null;
  const suggested = useMemo(
    () => timeZoneChoices([timeZone, browserTimeZone, linkZone], []),
    [timeZone, browserTimeZone, linkZone],
  );
  const zones = useMemo(
    () => timeZoneChoices(suggested, allTimeZones ?? defaultZones()),
    [suggested, allTimeZones],
  );
  const chosen = offered.find((time) => time.start === state.chosen) ?? null;
  const today = zonedDateKey(at, timeZone);
  // What was booked, as a calendar entry (the confirmation and its calendar file).
  const booked = state.booked;
  const event: ScheduledEvent | null =
    link && booked
      ? {
          id: `${link.id}-${booked.startTime}`,
          title: link.title,
          startTime: booked.startTime,
          endTime: booked.endTime,
          location: null,
          videoUrl: null,
          interviewers: [],
        }
      : null;
  return { state, dispatch, timeZone, offered, view, suggested, zones, chosen, today, event };
}
