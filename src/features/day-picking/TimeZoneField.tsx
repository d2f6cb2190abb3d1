import { memo, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Combobox, type ComboboxOption } from '../../ui';
import {
  warmZoneLabels,
  zoneChoices,
  zoneKeywords,
  zoneOffset,
  zonePlace,
} from '../../i18n/zone-label';

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
}

/**
 * The zone times are shown in. Remote: a searchable picker (type "par" → Paris, in any
 * language: the zone's id, its city, its localised place and its long name all find it), the
 * suggested zones first, each as "Place (GMT±h)" in the app language at the day on screen (see
 * zone-label.ts).
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
}: TimeZoneFieldProps) {
  const { t, i18n } = useTranslation(['pickDays', 'general']);
  const lng = i18n.language;
  // Some 400 labelled, searchable zones cost hundreds of milliseconds on a slow phone: they are
  // made when the list opens, from labels worked out beforehand in idle time (below), never in
  // a task the candidate waits on; the closed field needs only the current zone's label.
  const makeOptions = useCallback((): ComboboxOption[] => {
    const suggested = new Set(suggestedTimeZones);
    const ordered = [
      ...suggestedTimeZones,
      ...timeZoneOptions.filter((zone) => !suggested.has(zone)),
    ];
    return zoneChoices(ordered, timeZone, lng, offsetAt).map(
      ({ zone, place, offset, aliases }) => ({
        value: zone,
        label: t('timeZone.option', { city: place, offset }),
        // "berl" finds Berlin even where it reads as (and is offered with) Paris.
        keywords: [zone, ...aliases].flatMap((name) => zoneKeywords(name, lng)),
        group: suggested.has(zone) ? t('timeZone.suggested') : t('timeZone.all'),
      }),
    );
  }, [suggestedTimeZones, timeZoneOptions, timeZone, lng, offsetAt, t]);
  useEffect(() => {
    if (onsiteTimeZone !== null) return undefined;
    return warmZoneLabels([...suggestedTimeZones, ...timeZoneOptions], lng, offsetAt);
  }, [onsiteTimeZone, suggestedTimeZones, timeZoneOptions, lng, offsetAt]);
  if (onsiteTimeZone !== null) {
    const zone = t('timeZone.option', {
      city: zonePlace(onsiteTimeZone, lng),
      offset: zoneOffset(onsiteTimeZone, lng, offsetAt),
    });
    return <Banner variant="info">{t('timeZone.onsite', { zone })}</Banner>;
  }
  const valueLabel = t('timeZone.option', {
    city: zonePlace(timeZone, lng),
    offset: zoneOffset(timeZone, lng, offsetAt),
  });
  return (
    <Combobox
      label={t('general:timeZone.label')}
      name="timeZone"
      options={makeOptions}
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
 * candidate waits for. The change callback is left out of the comparison: the container's
 * callback always reports the zone the same way. A language change re-renders it anyway
 * (useTranslation).
 */
export const TimeZoneField = memo(
  TimeZoneFieldView,
  (before, after) =>
    before.timeZone === after.timeZone &&
    before.timeZoneOptions === after.timeZoneOptions &&
    before.suggestedTimeZones === after.suggestedTimeZones &&
    before.onsiteTimeZone === after.onsiteTimeZone &&
    before.offsetAt === after.offsetAt,
);
