import { useTranslation } from 'react-i18next';
import { Banner, Select } from '../../../../ui';
import { zoneCity, zoneOffset } from './zone-label';

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
 * The zone times are shown in. Remote: a picker of the offered zones, each as "City (GMT±h)".
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
  const label = (zone: string) =>
    t('timeZone.option', {
      city: zoneCity(zone),
      offset: zoneOffset(zone, i18n.language, offsetAt),
    });

  if (onsiteTimeZone !== null) {
    return <Banner variant="info">{t('timeZone.onsite', { zone: label(onsiteTimeZone) })}</Banner>;
  }
  const zones = timeZoneOptions.includes(timeZone)
    ? timeZoneOptions
    : [timeZone, ...timeZoneOptions];
  return (
    <Select
      label={t('general:timeZone.label')}
      name="timeZone"
      value={timeZone}
      onChange={(event) => {
        onTimeZoneChange(event.currentTarget.value);
      }}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {label(zone)}
        </option>
      ))}
    </Select>
  );
}
