import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InterviewSummary } from '../../../domain/entities';
import { formatDate, formatDuration, formatMinutes } from '../../../i18n/format';
import {
  List as UnstyledList,
  Banner,
  Button,
  CalendarIcon,
  Card,
  Chip,
  PageShell,
  media,
  Stack,
  Inline,
} from '../../../ui';
import { Lead, ScreenTitle, organizationHeader } from '../../shared';
import { zoneLabel } from '../../../i18n/zone-label';

export interface IntroScreenProps {
  organizationName: string;
  guestFirstName: string;
  interviews: readonly InterviewSummary[];
  /** Zone the dates are shown in. */
  timeZone: string;
  /** On-site interview: show which zone times are in (the interview's own zone). */
  onsiteTimeZone: string | null;
  backgroundUrl: string | null;
  onGetStarted: () => void;
}

const List = styled(UnstyledList).attrs({ ordered: true })``;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

const Position = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Duration = styled(Chip)`
  white-space: nowrap;
`;

const Details = styled(Stack).attrs({ gap: 'xxs' })`
  grid-column: 1 / -1;
`;

const Stage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Job = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const When = styled(Inline).attrs({ forwardedAs: 'p', gap: 'xs', align: 'start', wrap: false })`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  svg {
    flex: none;
    margin-top: 0.125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1rem;
  }
`;

const Total = styled(Inline).attrs({
  forwardedAs: 'dl',
  gap: 'xxs',
  align: 'baseline',
  justify: 'between',
})`
  column-gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
  background-color: ${({ theme }) => theme.colors.surfaceSubtle};

  dt {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

/**
 * Introduction (spec section 2): "Your interviews", a greeting with the candidate's first name
 * and the organisation, then each interview as an item of a numbered list ("Interview 2",
 * stage, job, date in `timeZone` or "Date to be scheduled", duration in minutes), the total
 * time (minutes under an hour, hours from an hour on) and the "Get started" button.
 *
 * States:
 * - pending: dates not yet known ("Date to be scheduled");
 * - dates known (reschedule, confirmed): each date written out in `timeZone`;
 * - on-site (`onsiteTimeZone`): an info note names the office's time zone;
 * - one interview, many interviews (long job and stage names wrap);
 * - no interviews listed: the greeting and "Get started" only (no list, no total).
 */
export function IntroScreen({
  organizationName,
  guestFirstName,
  interviews,
  timeZone,
  onsiteTimeZone,
  backgroundUrl,
  onGetStarted,
}: IntroScreenProps) {
  const { t, i18n } = useTranslation(['intro']);
  const lng = i18n.language;
  const totalMinutes = interviews.reduce((sum, interview) => sum + interview.durationMin, 0);
  return (
    <PageShell
      width="narrow"
      header={organizationHeader(organizationName)}
      backgroundImageUrl={backgroundUrl ?? undefined}
    >
      <Stack gap="lg">
        <ScreenTitle
          description={t('intro:greeting', {
            firstName: guestFirstName,
            organizationName,
          })}
        >
          {t('intro:yourInterviews')}
        </ScreenTitle>

        {onsiteTimeZone !== null && (
          <Banner variant="info" title={t('intro:onsite.title')}>
            {t('intro:onsite.timeZone', { timeZone: zoneLabel(t, onsiteTimeZone, lng) })}
          </Banner>
        )}

        {interviews.length > 0 && (
          <Card padding="none">
            <List>
              {interviews.map((interview) => (
                <Item key={interview.id}>
                  <Position>{t('intro:interviewNumber', { number: interview.number })}</Position>
                  <Duration>{formatMinutes(interview.durationMin, lng)}</Duration>
                  <Details>
                    <Stage>{interview.stage.name}</Stage>
                    <Job>{interview.job.name}</Job>
                    <When>
                      <CalendarIcon />
                      <span>
                        {interview.date === null
                          ? t('intro:dateToBeScheduled')
                          : formatDate(interview.date, lng, timeZone)}
                      </span>
                    </When>
                  </Details>
                </Item>
              ))}
            </List>
            <Total>
              <dt>{t('intro:totalTime')}</dt>
              <dd>{formatDuration(totalMinutes, lng)}</dd>
            </Total>
          </Card>
        )}

        <Stack gap="sm">
          <Lead>{t('intro:nextStep')}</Lead>
          <Button
            size="large"
            fullWidth
            onClick={() => {
              onGetStarted();
            }}
          >
            {t('intro:getStarted')}
          </Button>
        </Stack>
      </Stack>
    </PageShell>
  );
}
