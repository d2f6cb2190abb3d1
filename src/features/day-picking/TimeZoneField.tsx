import { memo, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Combobox } from '../../ui';
import { warmZoneLabels, zoneOffset } from '../../i18n/zone-label';
import {
  type ZoneOption,
  filterZoneOptions,
  makeZoneOptions,
  zoneOptionLabel,
} from './zone-options';

export interface TimeZoneFieldProps {
  readonly timeZone: string;
  readonly timeZoneOptions: readonly string[];
  /** The zones most likely to be the candidate's, listed first under "Suggested". */
  readonly suggestedTimeZones: readonly string[];
  /** The office's zone of an on-site interview; null otherwise. */
  readonly onsiteTimeZone: string | null;
  /** The instant whose GMT offsets are shown (the day on screen: offsets follow clock changes). */
  readonly offsetAt: number;
  readonly onTimeZoneChange: (zone: string) => void;
  /**
   * The clock (epoch ms), read when the list opens to show each zone's current time ("now
   * 9:14"); without it the list shows none. The container's clock, so stories and tests fix it.
   */
  readonly now?: () => number;
}

/**
 * The zone times are shown in. Remote: a searchable picker, the suggested zones first, then
 * every zone west to east, each as its one label with the offset at the day on screen
 * ("Kolkata, India (GMT+5:30)", zone-label.ts) and its current time ("now 9:14"). Typing finds
 * a zone by any of its names, in any language: its city, former names ("Calcutta", "Kiev"),
 * large cities in it ("Mumbai"), its country in English and in the app language ("Germany",
 * "Deutschland"), its generic names and abbreviations ("CET", "IST"), best match first
 * (zone-options.ts, src/domain/zone-search.ts).
 * On site: a note that times are in the office's zone, and no picker (spec section 5: the
 * interview's own zone is used when it is on site).
 */
function TimeZoneFieldView({
  timeZone,
  timeZoneOptions,
  suggestedTimeZones,
  onsiteTimeZone,
  offsetAt,
  onTimeZoneChange,
  now,
}: TimeZoneFieldProps) {
  const { t, i18n } = useTranslation(['pickDays', 'general']);
  const lng = i18n.language;
  // Some 400 labelled, searchable zones cost hundreds of milliseconds on a slow phone: they are
  // made when the list opens, from labels and search names worked out beforehand in idle time
  // (below), never in a task the candidate waits on; the closed field needs only the current
  // zone's label. The current times are read from the clock then too, once per opening.
  const makeOptions = useCallback(
    (): ZoneOption[] =>
      makeZoneOptions({
        t,
        lng,
        zones: timeZoneOptions,
        suggested: suggestedTimeZones,
        current: timeZone,
        offsetAt,
        nowMs: now === undefined ? null : now(),
      }),
    [suggestedTimeZones, timeZoneOptions, timeZone, lng, offsetAt, now, t],
  );
  useEffect(() => {
    if (onsiteTimeZone !== null) return undefined;
    return warmZoneLabels([...suggestedTimeZones, ...timeZoneOptions], lng, offsetAt, (zone) => {
      zoneOptionLabel(t, zone, lng, zoneOffset(zone, lng, offsetAt));
    });
  }, [onsiteTimeZone, suggestedTimeZones, timeZoneOptions, lng, offsetAt, t]);
  if (onsiteTimeZone !== null) {
    const zone = zoneOptionLabel(t, onsiteTimeZone, lng, zoneOffset(onsiteTimeZone, lng, offsetAt));
    return <Banner variant="info">{t('timeZone.onsite', { zone })}</Banner>;
  }
  const valueLabel = zoneOptionLabel(t, timeZone, lng, zoneOffset(timeZone, lng, offsetAt));
  return (
    <Combobox
      label={t('general:timeZone.label')}
      name="timeZone"
      options={makeOptions}
      filter={filterZoneOptions}
      value={timeZone}
      valueLabel={valueLabel}
      noMatches={t('timeZone.noMatches')}
      onChange={onTimeZoneChange}
    />
  );
}

/**
 * Re-rendered only when what it shows changes (the zone, the lists, the day of the offsets):
 * building some 400 labelled, searchable zones on every tick of a row would be work the
 * candidate waits for. The change callback and the clock are left out of the comparison (only
 * whether there is a clock counts): the container's callback always reports the zone the same
 * way, and any clock tells the same time. A language change re-renders it anyway
 * (useTranslation).
 */
export const TimeZoneField = memo(
  TimeZoneFieldView,
  (before, after) =>
    before.timeZone === after.timeZone &&
    before.timeZoneOptions === after.timeZoneOptions &&
    before.suggestedTimeZones === after.suggestedTimeZones &&
    before.onsiteTimeZone === after.onsiteTimeZone &&
    before.offsetAt === after.offsetAt &&
    (before.now === undefined) === (after.now === undefined),
);
