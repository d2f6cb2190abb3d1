import { useTranslation } from 'react-i18next';
import { Banner, Select } from '../../../../ui';
import { zoneChoices, zoneOffset, zonePlace } from './zone-label';

export interface TimeZoneFieldProps {
  readonly timeZone: string;
  readonly timeZoneOptions: readonly string[];
  /** The office's zone of an on-site interview; null otherwise. */
  readonly onsiteTimeZone: string | null;
  /** The instant whose GMT offsets are shown (a day of the search window). */
  readonly offsetAt: number;
  readonly onTimeZoneChange: (zone: string) => void;
}

/**
 * The zone times are shown in. Remote: a picker of the offered zones, each as "Place (GMT±h)" in
 * the app language (see zone-label.ts).
 * On site: a note that times are in the office's zone, and no picker (spec section 5: the
 * interview's own zone is used when it is on site).
 */
export function TimeZoneField({
  timeZone,
  timeZoneOptions,
  onsiteTimeZone,
  offsetAt,
  onTimeZoneChange,
}: TimeZoneFieldProps) {
  const { t, i18n } = useTranslation(['pickDays', 'general']);
  if (onsiteTimeZone !== null) {
    const zone = t('timeZone.option', {
      city: zonePlace(onsiteTimeZone, i18n.language),
      offset: zoneOffset(onsiteTimeZone, i18n.language, offsetAt),
    });
    return <Banner variant="info">{t('timeZone.onsite', { zone })}</Banner>;
  }
  const choices = zoneChoices(timeZoneOptions, timeZone, i18n.language, offsetAt);
  return (
    <Select
      label={t('general:timeZone.label')}
      name="timeZone"
      value={timeZone}
      onChange={(event) => {
        onTimeZoneChange(event.currentTarget.value);
      }}
    >
      {choices.map(({ zone, place, offset }) => (
        <option key={zone} value={zone}>
          {t('timeZone.option', { city: place, offset })}
        </option>
      ))}
    </Select>
  );
}
