import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../../../i18n/zone-label';
import { Stack, Text } from '../../../ui';
import { TimeZoneField } from '../../day-picking';
import type { SuperdayContext } from '../model';

/** The time-zone picker's lists and its change event (the container's). */
export interface ZonePicker {
  /** Every zone offered, the suggested ones first. */
  readonly options: readonly string[];
  /** The zones listed first under "Suggested". */
  readonly suggested: readonly string[];
  readonly onChange: (zone: string) => void;
}

/**
 * The zone the superday's times are in, as on pick days (the shared `TimeZoneField`): remote, a
 * picker of every zone by its real name ("London, UK (GMT)"), and the times follow it; on site,
 * a note that times are in the office's zone (spec 5), and, when the candidate's own zone is
 * another, that each block also shows their time.
 */
export function ZoneField({
  context,
  zone,
  offsetAt,
}: {
  context: SuperdayContext;
  zone: ZonePicker;
  /** The instant whose GMT offsets are shown (the superday's first day). */
  offsetAt: number;
}) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const own = context.onsiteTimeZone !== null ? context.ownTimeZone : null;
  return (
    <Stack gap="xs">
      <TimeZoneField
        timeZone={context.timeZone}
        timeZoneOptions={zone.options}
        suggestedTimeZones={zone.suggested}
        onsiteTimeZone={context.onsiteTimeZone}
        offsetAt={offsetAt}
        onTimeZoneChange={zone.onChange}
      />
      {own !== null && own !== context.timeZone && (
        <Text tone="muted" size="sm">
          {t('superday:choose.ownTimeZone', { zone: zoneLabel(t, own, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}
