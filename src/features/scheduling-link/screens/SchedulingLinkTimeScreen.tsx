import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OfferedDay } from '../../../domain/scheduling-link';
import { formatDate, formatDuration, formatTime } from '../../../i18n/format';
import { translateText } from '../../../i18n/localized-text';
import { zoneLabel } from '../../../i18n/zone-label';
import {
  Banner,
  Button,
  LinkButton,
  PageShell,
  Stack,
  Text,
  choiceControl,
  focusRing,
} from '../../../ui';
import { Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { SendError } from '../model';

export interface SchedulingLinkTimeScreenProps {
  organizationName: string;
  title: string;
  durationMin: number;
  /** The times still offered, day by day in `timeZone`. */
  days: readonly OfferedDay[];
  timeZone: string;
  /** The chosen time's start (ms). */
  chosen: number | null;
  sending: boolean;
  error: SendError | null;
  missingChoice: boolean;
  onChoose: (start: number) => void;
  onSchedule: () => void;
  onChangeDetails: () => void;
}

const Day = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const DayTitle = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The day's times: as many per row as fit, each a large target. */
const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

/** A time to choose: a radio in a tile, chosen when filled (the look of a pressed chip). */
const Time = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.control.medium};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  ${choiceControl(':has(input:checked)')}

  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

/** The native radio, over the whole tile (invisible): a tap anywhere on it chooses. */
const Radio = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

const Actions = styled(Stack).attrs({ gap: 'md' })`
  align-items: flex-start;
`;

/**
 * Choose a time (spec 2: the visitor "picks a time from what the link offers"): the start times
 * still free (the length is said once, above), day by day in the visitor's zone, one choice across days (radios named alike), then
 * Schedule (busy while it is sent: a second press sends nothing). A failure says why and keeps
 * the details and the choice; a time taken meanwhile is gone from the list. "Change your
 * details" goes back to the form, filled.
 */
export function SchedulingLinkTimeScreen(props: SchedulingLinkTimeScreenProps) {
  const { organizationName, title, durationMin, days, timeZone, chosen, sending, error } = props;
  const { t, i18n } = useTranslation(['schedulingLink', 'general']);
  const lng = i18n.language;
  const duration = formatDuration(durationMin, lng);
  return (
    <PageShell width="narrow" header={organizationHeader(organizationName)}>
      <Stack gap="xl">
        <Stack gap="sm">
          <ScreenTitle>{t('schedulingLink:time.title')}</ScreenTitle>
          <Lead>
            {t('schedulingLink:time.lead', { title, organization: organizationName, duration })}
          </Lead>
          <Text tone="muted">
            {t('schedulingLink:time.timeZone', { zone: zoneLabel(t, timeZone, lng) })}
          </Text>
        </Stack>
        {error !== null && (
          <Banner variant="error">
            <p>
              {error.kind === 'taken'
                ? t('schedulingLink:time.taken')
                : `${t('schedulingLink:time.failed', { code: error.code })} ${translateText(t, error.notice)}`}
            </p>
          </Banner>
        )}
        {days.length === 0 ? (
          <Lead>{t('schedulingLink:time.none', { organization: organizationName })}</Lead>
        ) : (
          <form
            id="scheduling-link-times"
            onSubmit={(event) => {
              event.preventDefault();
              props.onSchedule();
            }}
          >
            <Stack gap="lg">
              {days.map((day) => {
                const label = formatDate(day.times[0]?.start ?? 0, lng, timeZone);
                return (
                  <Day key={day.day} aria-label={t('schedulingLink:time.legend', { day: label })}>
                    <DayTitle aria-hidden="true">{label}</DayTitle>
                    <Times>
                      {day.times.map((time) => (
                        <Time key={time.start}>
                          <Radio
                            type="radio"
                            name="scheduling-link-time"
                            value={String(time.start)}
                            checked={chosen === time.start}
                            disabled={sending}
                            onChange={() => {
                              props.onChoose(time.start);
                            }}
                          />
                          {formatTime(time.start, lng, timeZone)}
                        </Time>
                      ))}
                    </Times>
                  </Day>
                );
              })}
              {props.missingChoice && <p role="alert">{t('schedulingLink:time.chooseFirst')}</p>}
              <Actions>
                <Button
                  type="submit"
                  size="large"
                  busy={sending}
                  busyLabel={t('schedulingLink:time.sending')}
                >
                  {t('schedulingLink:time.schedule')}
                </Button>
              </Actions>
            </Stack>
          </form>
        )}
        <LinkButton onClick={props.onChangeDetails}>
          {t('schedulingLink:time.changeDetails')}
        </LinkButton>
      </Stack>
    </PageShell>
  );
}
