/**
 * A time zone as a candidate reads it: the city of its IANA name and its GMT offset in the
 * app language ("New York" and "GMT-5"), for the time-zone picker and the on-site note.
 *
 * Decisions (spec silent): the city is the last part of the IANA name with underscores as
 * spaces (Intl has no localized city names; IANA's English exemplar cities are what operating
 * systems show too); `UTC`/`Etc/*` zones keep their name. The offset comes from Intl
 * (`timeZoneName: 'shortOffset'`, localized) at an instant the caller gives, because it
 * changes with daylight saving time: the screen passes a day of the search window, never "now".
 * Formatters are cached per language and zone (a picker may list every IANA zone).
 */
import { intlLocaleOf } from '../../../../i18n/format';

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(locale: string, zone: string): Intl.DateTimeFormat {
  const key = `${locale}|${zone}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The city part of an IANA zone name: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
export function zoneCity(zone: string): string {
  if (zone === 'UTC' || zone.startsWith('Etc/')) return zone;
  const last = zone.slice(zone.lastIndexOf('/') + 1);
  return last.replaceAll('_', ' ');
}

/** The zone's GMT offset at `atMs`, as Intl writes it in the language (`GMT-5`, `GMT+5:30`). */
export function zoneOffset(zone: string, code: string, atMs: number): string {
  const parts = offsetFormatter(intlLocaleOf(code), zone).formatToParts(atMs);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
