/**
 * A time zone as a candidate reads it, one label per zone on every screen and in every
 * language: its city and its country, "Kolkata, India" (de "Kolkata, Indien", ja
 * "インド・Kolkata"), with its GMT offset where a screen shows one ("Kolkata, India
 * (GMT+5:30)"); and what the time-zone picker finds a zone by.
 *
 * Decisions (issue 33, item 4; spec silent):
 * - The city is the zone's own, in English, by its current IANA name (src/domain/zone-names.ts:
 *   Kolkata, not Calcutta; Kyiv, not Kiev), in every language. Browsers trim CLDR: Chromium
 *   has no localised city names (its ja name of New York's zone is "New York時間"), so a city
 *   in the app language is impossible for most zones, and a label that is a city in one
 *   language and a country or a generic name ("Mitteleuropäische Zeit") in another is what
 *   the issue saw. The country is localised (`Intl.DisplayNames`, which every browser has in
 *   full), through `general:timeZone.place`, so each language orders and punctuates the two.
 * - The country: the tables' (common zones, src/domain/zone-names.ts), else Intl's. A zone that
 *   is its country's only zone is named by its country in CLDR's generic-location format; French
 *   is asked because it never abbreviates it (en says "ET", de "MEZ", ja "JST"), and the French
 *   name is read back into a region code. A zone of a country with several zones that the
 *   tables lack ("Boise") has no country: its label is its city.
 * - A city-state (the city is the country: Singapore, Hong Kong, Jamaica) reads as its country,
 *   localised (ja "シンガポール"). `UTC` and `Etc/*` keep their id; so does a zone Intl rejects.
 * - The offset comes from Intl (`timeZoneName: 'shortOffset'`, localised) at an instant the
 *   caller gives, because it changes with daylight saving time: a screen passes a day it shows.
 * Everything is cached per language and zone (a picker may list every IANA zone), and
 * {@link warmZoneLabels} works it out in idle time before the picker opens.
 */
import { zoneOffsetMinutes } from '../domain/time-zone';
import {
  ZONE_ABBREVIATIONS,
  ZONE_ONLY_ABBREVIATIONS,
  citiesOfZone,
  cityOfZone,
  currentZoneId,
  knownZoneCountry,
  zoneIds,
} from '../domain/zone-names';
import { foldZoneText } from '../domain/zone-search';
import { intlLocaleOf } from './format';
import type { AnyTFunction } from './resources';

/** Generic names do not change with daylight saving time; a fixed instant keeps them pure. */
const REFERENCE_INSTANT = Date.UTC(2026, 0, 15);
/** A summer and a winter instant for the short names (EST and EDT). */
const SHORT_NAME_INSTANTS = [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)] as const;
/** The locale whose generic-location names tell a zone's country (see the module comment). */
const COUNTRY_LOCALE = 'fr';
/** A zone whose generic-location name is its country's (Kenya), to learn the pattern. */
const PATTERN_ZONE = 'Africa/Nairobi';
const PATTERN_REGION = 'KE';

function zoneName(
  locale: string,
  zone: string,
  style: 'shortGeneric' | 'longGeneric' | 'short',
  at: number = REFERENCE_INSTANT,
): string | null {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? null;
}

/** Runs `make` once per key; a throw (a zone Intl rejects) caches `fallback`. */
function memo<T>(cache: Map<string, T>, key: string, make: () => T, fallback: T): T {
  let value = cache.get(key);
  if (value === undefined) {
    try {
      value = make();
    } catch {
      value = fallback;
    }
    cache.set(key, value);
  }
  return value;
}

const known = new Map<string, boolean>();

/** `UTC`, `Etc/*`, or a zone Intl rejects: named by its id. */
function isIdOnly(zone: string): boolean {
  if (zone === 'UTC' || zone.startsWith('Etc/') || !zone.includes('/')) return true;
  return !memo(
    known,
    zone,
    () => {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    },
    false,
  );
}

const displayNames = new Map<string, Intl.DisplayNames>();

function regionNames(
  locale: string,
  fallback: 'code' | 'none' = 'code',
  style: 'long' | 'short' = 'long',
): Intl.DisplayNames {
  const key = `${locale}|${fallback}|${style}`;
  let names = displayNames.get(key);
  if (names === undefined) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback, style });
    displayNames.set(key, names);
  }
  return names;
}

let regionsByFrenchName: Map<string, string> | undefined;

/** Every region code by its French name (some 260 codes of AA–ZZ are regions; ~2 ms once). */
function regionOfFrenchName(name: string): string | null {
  if (regionsByFrenchName === undefined) {
    regionsByFrenchName = new Map();
    const names = regionNames(COUNTRY_LOCALE, 'none');
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const region = `${a}${b}`;
        const found = names.of(region);
        if (found !== undefined && !regionsByFrenchName.has(found)) {
          regionsByFrenchName.set(found, region);
        }
      }
    }
  }
  return regionsByFrenchName.get(name) ?? null;
}

let frenchPattern: readonly [string, string] | null | undefined;

/** The French generic-location name's place, or null ("heure : Inde" → "Inde"). */
function frenchLocation(zone: string): string | null {
  if (frenchPattern === undefined) {
    const country = regionNames(COUNTRY_LOCALE).of(PATTERN_REGION) ?? '';
    const sample = zoneName(COUNTRY_LOCALE, PATTERN_ZONE, 'shortGeneric') ?? '';
    const at = country === '' ? -1 : sample.indexOf(country);
    frenchPattern = at < 0 ? null : [sample.slice(0, at), sample.slice(at + country.length)];
  }
  if (frenchPattern === null) return null;
  const [before, after] = frenchPattern;
  const name = zoneName(COUNTRY_LOCALE, zone, 'shortGeneric') ?? '';
  const inner = name.length - before.length - after.length;
  return inner > 0 && name.startsWith(before) && name.endsWith(after)
    ? name.slice(before.length, name.length - after.length)
    : null;
}

const regions = new Map<string, string | null>();

/** The zone's country (ISO 3166-1 region code), or null when neither the tables nor Intl know. */
export function zoneRegion(zone: string): string | null {
  return memo(
    regions,
    zone,
    () => {
      if (isIdOnly(zone)) return null;
      const location = knownZoneCountry(zone) === null ? frenchLocation(zone) : null;
      return knownZoneCountry(zone) ?? (location === null ? null : regionOfFrenchName(location));
    },
    null,
  );
}

/**
 * The zone's city in English, by its current IANA name, the same in every language (see the
 * module comment): `Asia/Calcutta` → "Kolkata", `America/New_York` → "New York"; the id for
 * `UTC`, `Etc/*` and a zone Intl rejects. `code` (the app language) does not change it.
 */
export function zonePlace(zone: string, _code?: string): string {
  return isIdOnly(zone) ? zone : cityOfZone(zone);
}

const countries = new Map<string, string | null>();

/** The zone's country in the app language ("Indien"), or null where it is not known. */
export function zoneCountry(zone: string, code: string): string | null {
  const locale = intlLocaleOf(code);
  return memo(
    countries,
    `${locale}|${zone}`,
    () => {
      const region = zoneRegion(zone);
      return region === null ? null : (regionNames(locale).of(region) ?? null);
    },
    null,
  );
}

/** Whether the city is the country itself (Singapore, Hong Kong, Jamaica). */
function isCityState(zone: string): boolean {
  const region = zoneRegion(zone);
  if (region === null) return false;
  const city = foldZoneText(cityOfZone(zone));
  const long = regionNames('en').of(region) ?? '';
  const short = regionNames('en', 'code', 'short').of(region) ?? '';
  return city === foldZoneText(long) || city === foldZoneText(short);
}

interface LabelParts {
  readonly city: string;
  /** Null where it is not known, and for a city-state. */
  readonly country: string | null;
  /** A city-state's (or an id-only zone's) whole label. */
  readonly alone: string | null;
}

const labelParts = new Map<string, LabelParts>();

function labelPartsOf(zone: string, code: string): LabelParts {
  const locale = intlLocaleOf(code);
  const city = zonePlace(zone, code);
  return memo(
    labelParts,
    `${locale}|${zone}`,
    () => {
      const region = zoneRegion(zone);
      const country = zoneCountry(zone, code);
      if (region === null || country === null) return { city, country: null, alone: city };
      // The country's short form where the language has one (en "US", de "USA", fr "R.-U."),
      // so a label fits a phone's field beside its offset: "New York, USA (GMT-5)", not
      // "New York, Vereinigte Staaten (GM…". The search still finds the long name.
      const short = regionNames(locale, 'code', 'short').of(region) ?? country;
      if (isCityState(zone)) return { city, country: null, alone: short };
      return { city, country: short, alone: null };
    },
    { city, country: null, alone: city },
  );
}

/**
 * The one label of a zone, on every screen, in the app language `code` (see the module
 * comment): "Kolkata, India", de "Kolkata, Indien", ja "インド・Kolkata"; a city-state by its
 * country ("Singapore"); a zone with no known country by its city; `UTC` by its id. A screen
 * that shows the offset too puts it beside this (the picker: "Kolkata, India (GMT+5:30)").
 */
export function zoneLabel(t: AnyTFunction, zone: string, code: string): string {
  const { city, country, alone } = labelPartsOf(zone, code);
  if (alone !== null || country === null) return alone ?? city;
  return t('general:timeZone.place', { city, country });
}

const longNames = new Map<string, string>();

/**
 * The zone's long generic name in the language ("Central European Time", de "Mitteleuropäische
 * Zeit"): a name the picker finds a zone by. The zone id when Intl rejects it.
 */
export function zoneLongName(zone: string, code: string): string {
  const locale = intlLocaleOf(code);
  return memo(
    longNames,
    `${locale}|${zone}`,
    () => zoneName(locale, zone, 'longGeneric') ?? zone,
    zone,
  );
}

let abbreviationsByGenericName: Map<string, readonly string[]> | undefined;
const abbreviations = new Map<string, readonly string[]>();

/**
 * What the zone's time is abbreviated as in English: Intl's short names in winter and summer
 * ("EST", "EDT"; not "GMT+1") and the table's (src/domain/zone-names.ts), lent from a listed
 * zone to every zone of the same generic name ("CET" for Paris, Berlin, Rome…).
 */
export function zoneAbbreviations(zone: string): readonly string[] {
  return memo(
    abbreviations,
    zone,
    () => {
      if (isIdOnly(zone)) return [];
      if (abbreviationsByGenericName === undefined) {
        abbreviationsByGenericName = new Map();
        for (const [listed, names] of Object.entries(ZONE_ABBREVIATIONS)) {
          if (ZONE_ONLY_ABBREVIATIONS.has(listed)) continue;
          const generic = zoneLongName(listed, 'en');
          const before = abbreviationsByGenericName.get(generic) ?? [];
          abbreviationsByGenericName.set(generic, [...before, ...names]);
        }
      }
      const own = ZONE_ABBREVIATIONS[currentZoneId(zone)] ?? [];
      const lent = abbreviationsByGenericName.get(zoneLongName(zone, 'en')) ?? [];
      const fromIntl = SHORT_NAME_INSTANTS.map((at) => zoneName('en', zone, 'short', at) ?? '');
      return [...new Set([...own, ...lent, ...fromIntl.filter((name) => /^[A-Z]+$/.test(name))])];
    },
    [],
  );
}

/** The zone's own names, folded: its city (or its id). What the picker ranks first. */
export function zoneSearchNames(zone: string): readonly string[] {
  return [foldZoneText(zonePlace(zone))];
}

const keywordCache = new Map<string, readonly string[]>();

/**
 * The other names a zone is found by, folded, in app language `code`: its ids, current and
 * former ("asia/kolkata", "asia/calcutta"), its former cities ("calcutta", "kiev"), the large
 * cities in it ("mumbai"), its country in English and in the language ("germany",
 * "deutschland"), its generic names in both ("central european time") and its abbreviations
 * ("cet", "cest").
 */
export function zoneKeywords(zone: string, code: string): readonly string[] {
  const locale = intlLocaleOf(code);
  return memo(
    keywordCache,
    `${locale}|${zone}`,
    () => {
      const ids = isIdOnly(zone) ? [zone] : zoneIds(zone);
      const words = [
        ...ids,
        ...ids.map((id) => (id.split('/').at(-1) ?? id).replaceAll('_', ' ')),
        ...citiesOfZone(zone),
        zoneCountry(zone, 'en') ?? '',
        zoneCountry(zone, code) ?? '',
        zoneLongName(zone, 'en'),
        zoneLongName(zone, code),
        ...zoneAbbreviations(zone),
      ];
      const folded = words.map(foldZoneText).filter((word) => word !== '');
      return [...new Set(folded)];
    },
    [foldZoneText(zone)],
  );
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

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

/** The zone's UTC offset at `atMs` in minutes; 0 for a zone Intl rejects. */
export function zoneOffsetAt(zone: string, atMs: number): number {
  try {
    return zoneOffsetMinutes(atMs, zone);
  } catch {
    return 0;
  }
}

export interface ZoneChoice {
  readonly zone: string;
  /** Its city ({@link zonePlace}). */
  readonly place: string;
  readonly offset: string;
  /** Other ids of the same zone in the list, offered as this one (found by their names too). */
  readonly aliases: readonly string[];
}

/**
 * The picker's zones, each with its city and offset at `atMs`, one per zone: ids of one zone
 * (`Asia/Calcutta` from the browser, `Asia/Kolkata` from the server) are offered once, as the
 * current one when it is among them, else as the first in `zones` order; the others become its
 * aliases. The current zone is always offered (first when the list lacks it).
 */
export function zoneChoices(
  zones: readonly string[],
  current: string,
  code: string,
  atMs: number,
): ZoneChoice[] {
  const all = zones.includes(current) ? zones : [current, ...zones];
  const keep = new Map<string, string>();
  const members = new Map<string, string[]>();
  for (const zone of all) {
    const id = currentZoneId(zone);
    if (!keep.has(id) || zone === current) keep.set(id, zone);
    members.set(id, [...(members.get(id) ?? []), zone]);
  }
  const kept = new Set(keep.values());
  return all
    .filter((zone) => kept.has(zone))
    .map((zone) => ({
      zone,
      place: zonePlace(zone, code),
      offset: zoneOffset(zone, code, atMs),
      aliases: (members.get(currentZoneId(zone)) ?? []).filter((other) => other !== zone),
    }));
}

/**
 * Works out what labelling and searching `zone` needs in language `code` (country, names,
 * abbreviations, offset formatter: all cached), so that the picker's list opens at once.
 */
function warmZone(zone: string, code: string, atMs: number): void {
  labelPartsOf(zone, code);
  zoneKeywords(zone, code);
  zoneOffset(zone, code, atMs);
  zoneOffsetAt(zone, atMs);
}

/**
 * Time one slice of the work may take: far under a long task (50 ms) even on a slow phone, where
 * one zone can take a few milliseconds; and what a browser that cannot say how long it is idle
 * (Safari) gets.
 */
const SLICE_MS = 8;

/**
 * Works out the zones' labels and search names ahead of need (all cached), a few at a time in
 * the browser's idle periods, so that the picker's list opens at once and no task does it all in
 * one go; `also` does the caller's own part for each zone (its translated label). Returns a
 * function that stops the work.
 */
export function warmZoneLabels(
  zones: readonly string[],
  code: string,
  atMs: number,
  also?: (zone: string) => void,
): () => void {
  let next = 0;
  let stopped = false;
  let cancel = () => {};
  const step = (timeLeft: () => number) => {
    while (!stopped && next < zones.length && timeLeft() > 1) {
      const zone = zones[next] ?? 'UTC';
      next += 1;
      warmZone(zone, code, atMs);
      also?.(zone);
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
