/**
 * A time zone as a candidate reads it: where it is, in the app language, and its GMT offset
 * ("ニューヨーク" and "GMT-5"), for the time-zone picker and the on-site note.
 *
 * Decisions (spec silent):
 * - The place is CLDR's, through Intl, so no language needs a translated list of zones. Intl
 *   has no call for a zone's city, but its generic-location name ("Indien (Ortszeit)",
 *   "ドイツ時間", "heure : Kenya") is the locale's region pattern around the localised city or
 *   country. The pattern is learned from a zone whose name is known to be its country
 *   (`Africa/Nairobi`, Kenya, from `Intl.DisplayNames`), and the place is what sits inside it.
 * - Browsers trim CLDR: Chromium keeps the localised country names but not the cities, so its
 *   ja name of New York's zone is "New York時間". In a language written in another script, a
 *   place in Latin letters was not translated and is not taken; nor is an abbreviation (en "ET",
 *   de "MEZ"). The localised generic name stands in for both ("米国東部時間",
 *   "Mitteleuropäische Zeit", "Eastern Time"). In Latin-script languages a city keeps its
 *   CLDR (often English) spelling: "New York" is German, French and Swahili too. `UTC` and
 *   `Etc/*` keep their id.
 * - Zones that read the same (place and offset) are offered once ({@link zoneChoices}): a list
 *   of twenty "Mitteleuropäische Zeit (GMT+1)" helps nobody.
 * - The offset comes from Intl (`timeZoneName: 'shortOffset'`, localised) at an instant the
 *   caller gives, because it changes with daylight saving time: the screen passes a day of the
 *   search window, never "now".
 * Everything is cached per language and zone (a picker may list every IANA zone).
 */
import { intlLocaleOf } from './format';

/** Generic names do not change with daylight saving time; a fixed instant keeps them pure. */
const REFERENCE_INSTANT = Date.UTC(2026, 0, 15);
/** A zone whose generic-location name is its country's in every locale (Kenya). */
const PATTERN_ZONE = 'Africa/Nairobi';
const PATTERN_REGION = 'KE';

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const places = new Map<string, string>();
const patterns = new Map<string, readonly [string, string] | null>();

function zoneName(locale: string, zone: string, style: 'shortGeneric' | 'longGeneric'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(REFERENCE_INSTANT)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** What comes before and after the place in the locale's generic-location names. */
function locationPattern(locale: string): readonly [string, string] | null {
  let pattern = patterns.get(locale);
  if (pattern === undefined) {
    const country = new Intl.DisplayNames(locale, { type: 'region' }).of(PATTERN_REGION) ?? '';
    const sample = zoneName(locale, PATTERN_ZONE, 'shortGeneric');
    const at = country === '' ? -1 : sample.indexOf(country);
    pattern = at < 0 ? null : [sample.slice(0, at), sample.slice(at + country.length)];
    patterns.set(locale, pattern);
  }
  return pattern;
}

function locationOf(locale: string, zone: string): string | null {
  const pattern = locationPattern(locale);
  if (!pattern) return null;
  const [before, after] = pattern;
  const name = zoneName(locale, zone, 'shortGeneric');
  const inner = name.length - before.length - after.length;
  if (inner > 0 && name.startsWith(before) && name.endsWith(after)) {
    return name.slice(before.length, name.length - after.length);
  }
  return null;
}

const LATIN_ONLY = /^[\p{Script=Latin}\p{P}\p{Zs}\d]+$/u;
const latinLocales = new Map<string, boolean>();

/** Whether the locale writes place names in Latin script (its name of Kenya tells). */
function writesInLatin(locale: string): boolean {
  let latin = latinLocales.get(locale);
  if (latin === undefined) {
    latin = LATIN_ONLY.test(new Intl.DisplayNames(locale, { type: 'region' }).of('KE') ?? '');
    latinLocales.set(locale, latin);
  }
  return latin;
}

function placeOf(locale: string, zone: string): string {
  if (zone === 'UTC' || zone.startsWith('Etc/')) return zone;
  const place = locationOf(locale, zone);
  if (place !== null && (writesInLatin(locale) || !LATIN_ONLY.test(place))) return place;
  return zoneName(locale, zone, 'longGeneric');
}

/**
 * Where IANA `zone` is, in app language `code`: `Asia/Kolkata` → de "Indien", `Europe/Berlin`
 * → ja "ドイツ"; `America/New_York` → ja "ニューヨーク" where the browser has the city's name
 * ("米国東部時間" where it has not), en "Eastern Time" (English abbreviates it). The zone id
 * when Intl rejects it.
 */
export function zonePlace(zone: string, code: string): string {
  const locale = intlLocaleOf(code);
  const key = `${locale}|${zone}`;
  let place = places.get(key);
  if (place === undefined) {
    try {
      place = placeOf(locale, zone);
    } catch {
      place = zone;
    }
    places.set(key, place);
  }
  return place;
}

const longNames = new Map<string, string>();

/**
 * The zone's long generic name in the language ("Central European Time", de "Mitteleuropäische
 * Zeit"): a second name the picker finds a zone by. The zone id when Intl rejects it.
 */
export function zoneLongName(zone: string, code: string): string {
  const locale = intlLocaleOf(code);
  const key = `${locale}|${zone}`;
  let name = longNames.get(key);
  if (name === undefined) {
    try {
      name = zoneName(locale, zone, 'longGeneric');
    } catch {
      name = zone;
    }
    longNames.set(key, name);
  }
  return name;
}

/**
 * Words a zone is found by besides its label: its id ("Europe/Paris") and the city of the id
 * ("Paris", "Los Angeles"), which hold in every language, and its long generic name.
 */
export function zoneKeywords(zone: string, code: string): string[] {
  const city = zone.split('/').at(-1)?.replaceAll('_', ' ') ?? zone;
  return [zone, city, zoneLongName(zone, code)];
}

function offsetFormatter(locale: string, zone: string): Intl.DateTimeFormat {
  const key = `${locale}|${zone}`;
  let formatter = offsetFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormatters.set(key, formatter);
  }
  return formatter;
}

/** The zone's GMT offset at `atMs`, as Intl writes it in the language (`GMT-5`, `GMT+5:30`). */
export function zoneOffset(zone: string, code: string, atMs: number): string {
  const parts = offsetFormatter(intlLocaleOf(code), zone).formatToParts(atMs);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

export interface ZoneChoice {
  readonly zone: string;
  readonly place: string;
  readonly offset: string;
  /** Zones that read the same and are offered as this one (found by their names too). */
  readonly aliases: readonly string[];
}

/**
 * The picker's zones, each with its place and offset at `atMs`, one per distinct label: of zones
 * that read the same, the current one is kept, else the first in `zones` order, and the others
 * become its aliases. The current zone is always offered (first when the list lacks it).
 */
export function zoneChoices(
  zones: readonly string[],
  current: string,
  code: string,
  atMs: number,
): ZoneChoice[] {
  const all = zones.includes(current) ? zones : [current, ...zones];
  const choices = all.map((zone) => ({
    zone,
    place: zonePlace(zone, code),
    offset: zoneOffset(zone, code, atMs),
  }));
  const labelOf = (choice: { place: string; offset: string }) => `${choice.place}|${choice.offset}`;
  const keep = new Map<string, (typeof choices)[number]>();
  const members = new Map<string, string[]>();
  for (const choice of choices) {
    const label = labelOf(choice);
    if (!keep.has(label) || choice.zone === current) keep.set(label, choice);
    members.set(label, [...(members.get(label) ?? []), choice.zone]);
  }
  const kept = new Set(keep.values());
  return choices
    .filter((choice) => kept.has(choice))
    .map((choice) => ({
      ...choice,
      aliases: (members.get(labelOf(choice)) ?? []).filter((zone) => zone !== choice.zone),
    }));
}

/**
 * Time one slice of the work may take: far under a long task (50 ms) even on a slow phone, where
 * one zone can take a few milliseconds; and what a browser that cannot say how long it is idle
 * (Safari) gets.
 */
const SLICE_MS = 8;

/**
 * Works out the zones' labels ahead of need (place, long name, offset formatter: all cached),
 * a few at a time in the browser's idle periods, so that the picker's list opens at once and
 * no task does it all in one go. Returns a function that stops the work.
 */
export function warmZoneLabels(zones: readonly string[], code: string, atMs: number): () => void {
  let next = 0;
  let stopped = false;
  let cancel = () => {};
  const step = (timeLeft: () => number) => {
    while (!stopped && next < zones.length && timeLeft() > 1) {
      const zone = zones[next] ?? 'UTC';
      next += 1;
      zonePlace(zone, code);
      zoneLongName(zone, code);
      zoneOffset(zone, code, atMs);
    }
    if (!stopped && next < zones.length) schedule();
  };
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback((deadline) => {
        const until = performance.now() + SLICE_MS;
        step(() => Math.min(deadline.timeRemaining(), until - performance.now()));
      });
      cancel = () => {
        cancelIdleCallback(handle);
      };
    } else {
      const handle = setTimeout(() => {
        const until = performance.now() + SLICE_MS;
        step(() => until - performance.now());
      }, 0);
      cancel = () => {
        clearTimeout(handle);
      };
    }
  };
  schedule();
  return () => {
    stopped = true;
    cancel();
  };
}
