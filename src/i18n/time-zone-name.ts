/**
 * The name of a time zone as a candidate reads it: the CLDR generic name in the app language
 * (en "Pacific Time", de "Nordamerikanische Westküstenzeit", ja "米国太平洋時間"), from Intl,
 * so no language needs a translated list of zones. Used where a screen says which zone its
 * dates and times are in (on-site interviews, the times a candidate shared, the superday).
 *
 * Decision: the generic name (`longGeneric`) rather than an offset or the IANA id. It does not
 * change with daylight saving time, so it is taken at a fixed reference instant (a screen
 * takes no clock). When Intl has no name for the zone it answers an offset ("GMT+05:30").
 *
 * Being replaced (issue 33, item 4: one label per zone on every screen) by `zoneLabel`
 * (zone-label.ts: "Berlin, Germany"); only the candidate flow's screens and the calendar entry
 * text (features/calendar/entry-text.ts, with the confirmation it mirrors) still call this.
 */
import { intlLocaleOf } from './format';

/** Any instant works for a generic name; a fixed one keeps the screen free of a clock. */
const REFERENCE_INSTANT = Date.UTC(2026, 0, 1);

const cache = new Map<string, string>();

/** The generic name of IANA `timeZone` in app language `code`; the zone id if Intl rejects it. */
export function timeZoneName(timeZone: string, code: string): string {
  const locale = intlLocaleOf(code);
  const key = `${locale}|${timeZone}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let name = timeZone;
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(REFERENCE_INSTANT)
      .find((p) => p.type === 'timeZoneName');
    if (part) name = part.value;
  } catch {
    // An unknown zone: show its id rather than fail the screen.
  }
  cache.set(key, name);
  return name;
}
