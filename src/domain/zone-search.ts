/**
 * The time-zone picker's search: which zones match what the candidate typed, best first.
 *
 * Decisions (issue 33, item 4):
 * - Accents and case never matter ("zur" finds Zürich, "SAO" São Paulo): both sides are folded
 *   ({@link foldZoneText}) once, when the list opens, so a keystroke only compares strings.
 * - Relevance, best first ({@link ZONE_MATCH}): the zone's own name (its city) read exactly,
 *   then a whole other name read exactly (a former name "Kiev", a country "Germany", an
 *   abbreviation "IST", a city in the zone "Mumbai"), then the city starting with what was
 *   typed ("par" → Paris), then every typed word starting a word of the label ("york",
 *   "paris fr"), then every typed word starting a word of another name ("deutsch", "centr
 *   eur"), and last what was typed anywhere inside a name ("ris", "+5:30"). A whole other name
 *   comes before a prefix of the city: "ist" is India's time far more often than the start of
 *   Istanbul, "kiev" is Kyiv.
 * - Among equals: the more prominent zones first (src/domain/zone-names.ts: the main zone of
 *   its time, then the common zones, where most candidates live: "par" gives Paris before
 *   Paramaribo, "ist" Kolkata before Colombo), then by UTC offset, west to east, then in the
 *   order given (the caller sorts by label).
 * - Cost: a few `startsWith` per name and zone, no allocation per zone: some 400 zones rank in
 *   well under a millisecond, far under a frame per keystroke on a slow phone.
 */

/** Lower case, without accents or apostrophes, spaces collapsed: "St. John’s" → "st. johns". */
export function foldZoneText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{Diacritic}'’]/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a folded text: "new york, united states (gmt-5)" → new, york, united… */
export function wordsOf(folded: string): string[] {
  return folded.split(/[\s,;()/_.·・、，（）-]+/u).filter(Boolean);
}

/** What one zone is searched by, folded ({@link foldZoneText}) beforehand. */
export interface ZoneSearchEntry {
  /** Its own names: its city ("kolkata"). */
  readonly names: readonly string[];
  /** Its label as shown ("kolkata, india (gmt+5:30)"). */
  readonly text: string;
  /** Its other names: former ids and cities, cities in it, countries, generic names, abbreviations, ids. */
  readonly keywords: readonly string[];
  /** How prominent the zone is (src/domain/zone-names.ts): higher ranks first among equals. */
  readonly prominence: number;
  /** Its UTC offset in minutes at the instant the list is about (ranks west to east). */
  readonly offsetMinutes: number;
}

/** A zone ready to be searched: its entry and the words of its texts, split once. */
export interface IndexedZoneEntry extends ZoneSearchEntry {
  /** The words of its names and label. */
  readonly labelWords: readonly string[];
  /** The words of its names, label and other names. */
  readonly allWords: readonly string[];
}

/** How well a zone matches, best (lowest) first; no match is `null`. */
export const ZONE_MATCH = {
  exactName: 0,
  exactKeyword: 1,
  namePrefix: 2,
  labelWords: 3,
  keywordWords: 4,
  inside: 5,
} as const;

export type ZoneMatch = (typeof ZONE_MATCH)[keyof typeof ZONE_MATCH];

/** The words of a list of other names, by the list (a zone's names are made once and kept). */
const keywordWords = new WeakMap<readonly string[], readonly string[]>();

function wordsOfKeywords(keywords: readonly string[]): readonly string[] {
  let words = keywordWords.get(keywords);
  if (words === undefined) {
    words = keywords.flatMap(wordsOf);
    keywordWords.set(keywords, words);
  }
  return words;
}

/** The entry with the words of its texts, split once, when the list opens. */
export function indexZone<T extends ZoneSearchEntry>(entry: T): T & IndexedZoneEntry {
  const labelWords = [...entry.names.flatMap(wordsOf), ...wordsOf(entry.text)];
  return { ...entry, labelWords, allWords: [...labelWords, ...wordsOfKeywords(entry.keywords)] };
}

function everyWordStarts(query: readonly string[], words: readonly string[]): boolean {
  return query.every((q) => words.some((word) => word.startsWith(q)));
}

/**
 * How `zone` matches the folded `query` ({@link ZONE_MATCH}), or null. `queryWords` are the
 * words of `query` ({@link wordsOf}).
 */
export function zoneMatch(
  zone: IndexedZoneEntry,
  query: string,
  queryWords: readonly string[],
): ZoneMatch | null {
  const { names, text, keywords } = zone;
  if (names.includes(query)) return ZONE_MATCH.exactName;
  if (keywords.includes(query)) return ZONE_MATCH.exactKeyword;
  if (names.some((name) => name.startsWith(query))) return ZONE_MATCH.namePrefix;
  if (queryWords.length > 0 && everyWordStarts(queryWords, zone.labelWords)) {
    return ZONE_MATCH.labelWords;
  }
  if (
    keywords.some((keyword) => keyword.startsWith(query)) ||
    (queryWords.length > 0 && everyWordStarts(queryWords, zone.allWords))
  ) {
    return ZONE_MATCH.keywordWords;
  }
  if (text.includes(query) || keywords.some((keyword) => keyword.includes(query))) {
    return ZONE_MATCH.inside;
  }
  return null;
}

/**
 * The zones matching `query` (as typed: it is folded here), best first (see the module
 * comment); all of them, in the order given, for an empty query.
 */
export function rankZones<T extends IndexedZoneEntry>(zones: readonly T[], query: string): T[] {
  const folded = foldZoneText(query);
  if (folded === '') return [...zones];
  const queryWords = wordsOf(folded);
  const scored: { entry: T; match: ZoneMatch; order: number }[] = [];
  zones.forEach((entry, order) => {
    const match = zoneMatch(entry, folded, queryWords);
    if (match !== null) scored.push({ entry, match, order });
  });
  scored.sort(
    (a, b) =>
      a.match - b.match ||
      b.entry.prominence - a.entry.prominence ||
      a.entry.offsetMinutes - b.entry.offsetMinutes ||
      a.order - b.order,
  );
  return scored.map((item) => item.entry);
}
