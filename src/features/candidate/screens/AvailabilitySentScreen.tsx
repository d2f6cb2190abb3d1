import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SelectedTimeRange } from '../../../domain/entities';
import { formatDate, formatDateTimeRange, formatTimeRange } from '../../../i18n/format';
import {
  List,
  Button,
  Card,
  PageShell,
  SectionHeading,
  SuccessIcon,
  Stack,
  Inline,
} from '../../../ui';
import { IconBadge, Lead, ScreenTitle, organizationHeader } from '../../shared';
import { groupRangesByDate, spansDates } from './sent-ranges';
import { zoneLabel } from '../../../i18n/zone-label';

export interface AvailabilitySentScreenProps {
  organizationName: string;
  guestFirstName: string;
  /** What was sent, when known (empty after a reload: the server does not return it). */
  sentRanges: readonly SelectedTimeRange[];
  timeZone: string;
  backgroundUrl: string | null;
  onUpdateAvailability: () => void;
}

const Hero = styled(Stack).attrs({ gap: 'md', align: 'start' })``;

const Days = styled(Stack).attrs({ forwardedAs: List, gap: 'md' })``;

const Day = styled(Stack).attrs({ forwardedAs: 'li', gap: 'xxs' })`
  & + & {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const DayLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Ranges = styled(Inline).attrs({ forwardedAs: List, gap: 'xs', align: 'stretch' })``;

const Range = styled.li`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceSubtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  font-variant-numeric: tabular-nums;
`;

const Update = styled(Stack).attrs({ gap: 'sm' })``;

/**
 * Availability sent (spec sections 2 and 4): the waiting state after the candidate submitted
 * availability. "Thanks for sharing, we will get back to you" is the `h1` (the container
 * focuses it); below it, what happens next (the organisation picks a time and a confirmed
 * schedule follows) and the "Update availability" action.
 *
 * States:
 * - with sent ranges: the times shared, grouped by date in `timeZone` (zone named), each date
 *   written out and each range as a time range (a range over midnight with both dates);
 * - after a reload (`sentRanges` empty; the server does not return them): no list;
 * - many ranges: the list wraps the ranges of each date.
 */
export function AvailabilitySentScreen({
  organizationName,
  guestFirstName,
  sentRanges,
  timeZone,
  backgroundUrl,
  onUpdateAvailability,
}: AvailabilitySentScreenProps) {
  const { t, i18n } = useTranslation(['intro']);
  const lng = i18n.language;
  const days = groupRangesByDate(sentRanges, timeZone);
  return (
    <PageShell
      width="narrow"
      header={organizationHeader(organizationName)}
      backgroundImageUrl={backgroundUrl ?? undefined}
    >
      <Stack gap="lg">
        <Hero>
          <IconBadge tone="success">
            <SuccessIcon />
          </IconBadge>
          <ScreenTitle
            description={t('intro:availabilitySent.whatHappensNext', {
              firstName: guestFirstName,
              organizationName,
            })}
          >
            {t('intro:availabilitySent.title')}
          </ScreenTitle>
        </Hero>

        {days.length > 0 && (
          <Card as="section">
            <Stack gap="md">
              <SectionHeading
                level={2}
                description={t('intro:availabilitySent.timesShownIn', {
                  timeZone: zoneLabel(t, timeZone, lng),
                })}
              >
                {t('intro:availabilitySent.sentTimes')}
              </SectionHeading>
              <Days>
                {days.map((day) => (
                  <Day key={day.dateKey}>
                    <DayLabel>{formatDate(day.firstStart, lng, timeZone)}</DayLabel>
                    <Ranges>
                      {day.ranges.map((range, index) => (
                        <Range key={`${range.startTime}/${range.endTime}/${index}`}>
                          {spansDates(range, timeZone)
                            ? formatDateTimeRange(range.startTime, range.endTime, lng, timeZone)
                            : formatTimeRange(range.startTime, range.endTime, lng, timeZone)}
                        </Range>
                      ))}
                    </Ranges>
                  </Day>
                ))}
              </Days>
            </Stack>
          </Card>
        )}

        <Update>
          <Lead>{t('intro:availabilitySent.changePlans')}</Lead>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => {
              onUpdateAvailability();
            }}
          >
            {t('intro:availabilitySent.updateAvailability')}
          </Button>
        </Update>
      </Stack>
    </PageShell>
  );
}
