import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BookingView } from '../../../domain/scheduling-link';
import { noonOfDay } from '../../../domain/time-zone';
import { formatDate, formatDuration, formatTime } from '../../../i18n/format';
import { Banner, Button, Card, PageShell, Stack, choiceControl, focusRing } from '../../../ui';
import { TimeZoneField } from '../../day-picking';
import { Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { SendError } from '../model';
import { MonthCalendar } from './MonthCalendar';

export interface SchedulingLinkTimeScreenProps {
  organizationName: string;
  title: string;
  durationMin: number;
  /** The calendar's month, the days with times and the listed day's times (in `timeZone`). */
  view: BookingView;
  /** Today in `timeZone` (`YYYY-MM-DD`). */
  today: string;
  timeZone: string;
  timeZoneOptions: readonly string[];
  suggestedTimeZones: readonly string[];
  /** The clock, for the zone list's current times. */
  now?: () => number;
  /** The chosen time's start (ms). */
  chosen: number | null;
  /** Only `taken` shows here (the time was booked meanwhile); other failures are the details'. */
  error: SendError | null;
  onTimeZoneChange: (zone: string) => void;
  onShowMonth: (month: string) => void;
  onShowDay: (day: string) => void;
  onChoose: (start: number) => void;
  onNext: () => void;
}

const TIMES_ID = 'scheduling-link-times';

/** Phone: the calendar, the zone, then the times. From ~900 px: the times beside the calendar. */
const Booking = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  @media (min-width: 56em) {
    grid-template-columns: minmax(0, 1fr) 15rem;
    align-items: start;
  }
`;

const Day = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const DayTitle = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Times = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One time; the chosen one shares its row with Next. */
const Row = styled.li<{ $chosen: boolean }>`
  display: grid;
  grid-template-columns: ${({ $chosen }) => ($chosen ? '1fr 1fr' : '1fr')};
  gap: ${({ theme }) => theme.space.xs};
`;

/** A time to choose: a radio in a tile, chosen when filled (the look of a pressed chip). */
const Time = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.control.large};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
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

const NextButton = styled(Button)`
  width: 100%;
  min-width: 0;
`;

/**
 * Choose a time, first (spec 2: the visitor "picks a time from what the link offers"), as a
 * booking page: a month calendar with the days that have times marked, the zone (the same
 * picker as Pick days; the times follow it), and the shown day's start times, one choice (radios
 * named alike). The chosen time gets Next right beside it, which opens the details step. A
 * time taken meanwhile is said above and gone from the list.
 */
export function SchedulingLinkTimeScreen(props: SchedulingLinkTimeScreenProps) {
  const { organizationName, title, durationMin, view, timeZone, chosen, error } = props;
  const { t, i18n } = useTranslation(['schedulingLink', 'general']);
  const lng = i18n.language;
  const duration = formatDuration(durationMin, lng);
  const counts = new Map(view.days.map((d) => [d.day, d.times.length]));
  const offsetAt = noonOfDay(view.day ?? props.today, timeZone);
  return (
    <PageShell width="regular" header={organizationHeader(organizationName)}>
      <Stack gap="xl">
        <Stack gap="sm">
          <ScreenTitle>{t('schedulingLink:time.title')}</ScreenTitle>
          <Lead>
            {t('schedulingLink:time.lead', { title, organization: organizationName, duration })}
          </Lead>
        </Stack>
        {error?.kind === 'taken' && (
          <Banner variant="error">
            <p>{t('schedulingLink:time.taken')}</p>
          </Banner>
        )}
        <Booking>
          <Stack gap="lg">
            <Card padding="medium" elevated={false}>
              {view.month !== null && (
                <MonthCalendar
                  month={view.month}
                  months={view.months}
                  counts={counts}
                  day={view.day}
                  today={props.today}
                  onShowMonth={props.onShowMonth}
                  onShowDay={props.onShowDay}
                  revealId={TIMES_ID}
                />
              )}
            </Card>
            <TimeZoneField
              timeZone={timeZone}
              timeZoneOptions={props.timeZoneOptions}
              suggestedTimeZones={props.suggestedTimeZones}
              onsiteTimeZone={null}
              offsetAt={offsetAt}
              now={props.now}
              onTimeZoneChange={props.onTimeZoneChange}
            />
          </Stack>
          {view.day !== null && (
            <Day id={TIMES_ID}>
              <DayTitle>{formatDate(noonOfDay(view.day, 'UTC'), lng, 'UTC')}</DayTitle>
              <Times>
                {view.times.map((time) => {
                  const isChosen = chosen === time.start;
                  return (
                    <Row key={time.start} $chosen={isChosen}>
                      <Time>
                        <Radio
                          type="radio"
                          name="scheduling-link-time"
                          value={String(time.start)}
                          checked={isChosen}
                          onChange={() => {
                            props.onChoose(time.start);
                          }}
                        />
                        {formatTime(time.start, lng, timeZone)}
                      </Time>
                      {isChosen && (
                        <NextButton type="button" size="large" onClick={props.onNext}>
                          {t('schedulingLink:time.next')}
                        </NextButton>
                      )}
                    </Row>
                  );
                })}
              </Times>
            </Day>
          )}
        </Booking>
      </Stack>
    </PageShell>
  );
}
