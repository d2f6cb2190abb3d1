/**
 * The time-zone picker's options and its search (issue 33, item 4): one option per zone, read
 * as the zone's one label with its offset ("Kolkata, India (GMT+5:30)", src/i18n/zone-label.ts)
 * and its current time ("now 9:14"); found by any of its names and ranked by relevance, then
 * west to east (src/domain/zone-search.ts).
 *
 * Made once when the list opens (the field is closed most of the time; some 400 zones cost
 * something to label): everything a keystroke needs is folded and split into words here, so
 * ranking every zone stays well under a millisecond.
 */
import { zoneProminence } from '../../domain/zone-names';
import {
  type IndexedZoneEntry,
  foldZoneText,
  indexZone,
  rankZones,
} from '../../domain/zone-search';
import { formatTime, intlLocaleOf } from '../../i18n/format';
import type { AnyTFunction } from '../../i18n/resources';
import {
  zoneChoices,
  zoneKeywords,
  zoneLabel,
  zoneOffsetAt,
  zoneSearchNames,
} from '../../i18n/zone-label';
import type { ComboboxOption } from '../../ui';

export interface ZoneOption extends ComboboxOption, IndexedZoneEntry {
  /** Folded, for the ranking (src/domain/zone-search.ts); the combobox's default filter unused. */
  readonly keywords: readonly string[];
  /** Listed under "Suggested" (first), else under "All time zones". */
  readonly suggested: boolean;
}

export interface ZoneOptionsInput {
  readonly t: AnyTFunction;
  readonly lng: string;
  /** Every zone offered. */
  readonly zones: readonly string[];
  /** The zones most likely to be the candidate's, first, in this order. */
  readonly suggested: readonly string[];
  /** The zone chosen now (always offered). */
  readonly current: string;
  /** The instant whose offsets the labels show (the day on screen). */
  readonly offsetAt: number;
  /** Now, for each zone's current time; null shows none. */
  readonly nowMs: number | null;
}

/**
 * Labels already made, by the `t` that made them (react-i18next keeps one `t` per language and
 * namespaces, so a language change brings a new `t` and new labels): opening the list again
 * translates nothing, and idle time makes them before the first opening (TimeZoneField).
 */
const labelCache = new WeakMap<AnyTFunction, Map<string, string>>();

/** The zone's one label with its offset at the day on screen: "Kolkata, India (GMT+5:30)". */
export function zoneOptionLabel(
  t: AnyTFunction,
  zone: string,
  lng: string,
  offset: string,
): string {
  let labels = labelCache.get(t);
  if (labels === undefined) {
    labels = new Map();
    labelCache.set(t, labels);
  }
  const key = `${lng}|${zone}|${offset}`;
  let label = labels.get(key);
  if (label === undefined) {
    label = t('pickDays:timeZone.option', { city: zoneLabel(t, zone, lng), offset });
    labels.set(key, label);
  }
  return label;
}

/** The zone's other names (kept, so their words are split once), with its aliases' names. */
function keywordsOf(zone: string, aliases: readonly string[], lng: string): readonly string[] {
  const own = zoneKeywords(zone, lng);
  if (aliases.length === 0) return own;
  const keywords = new Set(own);
  for (const alias of aliases) {
    for (const word of [...zoneSearchNames(alias), ...zoneKeywords(alias, lng)]) {
      keywords.add(word);
    }
  }
  return [...keywords];
}

const collators = new Map<string, Intl.Collator>();

function collatorOf(lng: string): Intl.Collator {
  const locale = intlLocaleOf(lng);
  let collator = collators.get(locale);
  if (collator === undefined) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * The picker's options: the suggested zones first, in their order, then every other zone west
 * to east (by offset at `offsetAt`, then by label). Ids of one zone are offered once
 * (zoneChoices) and found by all their names.
 */
export function makeZoneOptions({
  t,
  lng,
  zones,
  suggested,
  current,
  offsetAt,
  nowMs,
}: ZoneOptionsInput): ZoneOption[] {
  const suggestedSet = new Set(suggested);
  const ordered = [...suggested, ...zones.filter((zone) => !suggestedSet.has(zone))];
  const suggestedGroup = t('pickDays:timeZone.suggested');
  const allGroup = t('pickDays:timeZone.all');
  // Some 40 offsets for 400 zones: each "now 9:14" is translated once.
  const details = new Map<number, string>();
  const detailOf = (zone: string): string | undefined => {
    if (nowMs === null) return undefined;
    const offset = zoneOffsetAt(zone, nowMs);
    let detail = details.get(offset);
    if (detail === undefined) {
      // The time now where the zone is: one formatter for all zones (UTC, moved by the offset).
      const time = formatTime(nowMs + offset * 60_000, lng, 'UTC');
      detail = t('general:timeZone.now', { time });
      details.set(offset, detail);
    }
    return detail;
  };
  const options = zoneChoices(ordered, current, lng, offsetAt).map(
    ({ zone, offset, aliases }): ZoneOption => {
      const label = zoneOptionLabel(t, zone, lng, offset);
      const isSuggested = suggestedSet.has(zone);
      const detail = detailOf(zone);
      return indexZone({
        value: zone,
        label,
        ...(detail === undefined ? {} : { detail }),
        group: isSuggested ? suggestedGroup : allGroup,
        suggested: isSuggested,
        names: zoneSearchNames(zone),
        text: foldZoneText(label),
        keywords: keywordsOf(zone, aliases, lng),
        prominence: zoneProminence(zone),
        offsetMinutes: zoneOffsetAt(zone, offsetAt),
      });
    },
  );
  const collator = collatorOf(lng);
  const others = options
    .filter((option) => !option.suggested)
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || collator.compare(a.label, b.label));
  return [...options.filter((option) => option.suggested), ...others];
}

/**
 * The options matching `query`, best first (src/domain/zone-search.ts), the suggested ones
 * still first under their heading; all of them for an empty query.
 */
export function filterZoneOptions(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const ranked = rankZones(options, query);
  return [...ranked.filter((option) => option.suggested), ...ranked.filter((o) => !o.suggested)];
}
