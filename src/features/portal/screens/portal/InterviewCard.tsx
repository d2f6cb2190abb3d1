import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PortalInterview } from '../../../../domain/entities';
import { interviewSpan, portalActionsOf, type PortalAction } from '../../../../domain/portal';
import { crossesMidnight } from '../../../../domain/time-zone';
import {
  formatDate,
  formatDateTimeRange,
  formatDuration,
  formatTimeRange,
} from '../../../../i18n/format';
import { translateText } from '../../../../i18n/localized-text';
import {
  Banner,
  Button,
  ButtonLink,
  CalendarIcon,
  Card,
  Chip,
  Stack,
  Text,
  media,
} from '../../../../ui';
import type { Notice } from '../../model';

/** The id of an interview's heading (a focus target, and what its actions are described by). */
export function interviewHeadingId(interviewId: string): string {
  return `portal-interview-${interviewId}`;
}

/**
 * A title that holds its layout on a phone in every language: lines of even length (no word
 * left alone on the last line), long words broken at hyphenation points, and only a word longer
 * than the line itself (a URL, a code) broken anywhere.
 */
const InterviewHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-wrap: balance;
  hyphens: auto;
  overflow-wrap: break-word;

  &:focus {
    outline: none;
  }
`;

const When = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-wrap: pretty;
`;

export const SubHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Plan = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

const PlanStep = styled.li`
  overflow-wrap: break-word;
  hyphens: auto;

  &::marker {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The card's buttons: one under the other at full width on a phone (a long label in German or
 * Swahili wraps inside a wide button instead of squeezing beside another), in a row from tablet
 * width up. Labels break between words, never inside one.
 */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};

  & > * {
    width: 100%;
    overflow-wrap: break-word;
  }

  ${media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;

    & > * {
      width: auto;
    }
  }
`;

/** The interview's date and times in `zone`, or null without events. */
function whenOf(interview: PortalInterview, lng: string, zone: string) {
  const span = interviewSpan(interview);
  if (span === null) return null;
  return {
    date: formatDate(span.start, lng, zone),
    time: crossesMidnight(span.start, span.end, zone)
      ? formatDateTimeRange(span.start, span.end, lng, zone)
      : formatTimeRange(span.start, span.end, lng, zone),
  };
}

export interface InterviewCardProps {
  interview: PortalInterview;
  timeZone: string;
  now: number;
  candidateLink: (hash: string) => string;
  /** An action the status line above carries for this interview: left out here. */
  actionInStatus: PortalAction | null;
  calendarBusy: boolean;
  calendarError: Notice | null;
  onAddToCalendar: (interview: PortalInterview) => void;
  onGiveFeedback: (interview: PortalInterview) => void;
}

/** One interview: its heading, time, numbered plan, badges and actions. */
export function InterviewCard({
  interview,
  timeZone,
  now,
  candidateLink,
  actionInStatus,
  calendarBusy,
  calendarError,
  onAddToCalendar,
  onGiveFeedback,
}: InterviewCardProps) {
  const { t, i18n } = useTranslation(['portal', 'booking', 'general']);
  const lng = i18n.language;
  const when = whenOf(interview, lng, timeZone);
  const headingId = interviewHeadingId(interview.id);
  const actions = portalActionsOf(interview, now, timeZone).filter((a) => a !== actionInStatus);
  const link = (action: PortalAction, primary: boolean) =>
    interview.hash === null ? null : (
      <ButtonLink
        key={action}
        href={candidateLink(interview.hash)}
        variant={primary ? 'primary' : 'secondary'}
        aria-describedby={headingId}
      >
        {t(`portal:actions.${action}`)}
      </ButtonLink>
    );
  return (
    <Card as="li" padding="medium" aria-labelledby={headingId}>
      <Stack gap="sm">
        {/* Takes focus when the feedback dialog closes after its thank-you (its button is gone). */}
        <InterviewHeading id={headingId} tabIndex={-1}>
          {t('portal:interview.heading', {
            stage: interview.stage.name,
            job: interview.job.name,
          })}
        </InterviewHeading>
        {when === null ? (
          <Text tone="muted" size="sm">
            {t('portal:interview.noTimeYet')}
          </Text>
        ) : (
          <When>
            {when.date} · {when.time}
          </When>
        )}
        {interview.plan.length > 0 && (
          <Stack gap="xxs">
            <SubHeading>{t('portal:interview.plan')}</SubHeading>
            <Plan>
              {interview.plan
                .slice()
                .sort((a, b) => a.number - b.number)
                .map((step) => (
                  <PlanStep key={`${step.number}-${step.title}`} value={step.number}>
                    {step.title} · {formatDuration(step.durationMin, lng, { unitDisplay: 'short' })}
                    {step.pending && (
                      <>
                        {' '}
                        <Chip tone="warning">{t('portal:interview.pending')}</Chip>
                      </>
                    )}
                  </PlanStep>
                ))}
            </Plan>
          </Stack>
        )}
        {interview.feedbackGiven && (
          <div>
            <Chip tone="success">{t('portal:interview.feedbackGiven')}</Chip>
          </div>
        )}
        {actions.length > 0 && (
          <Actions>
            {actions.map((action, n) => {
              switch (action) {
                case 'scheduleNow':
                case 'rescheduleNow':
                case 'resubmitAvailability':
                case 'reschedule':
                  return link(action, n === 0 && action !== 'reschedule');
                case 'addToCalendar':
                  return (
                    <Button
                      key={action}
                      variant="secondary"
                      icon={<CalendarIcon />}
                      busy={calendarBusy}
                      busyLabel={t('booking:calendar.preparing')}
                      aria-describedby={headingId}
                      onClick={() => {
                        onAddToCalendar(interview);
                      }}
                    >
                      {t('portal:actions.addToCalendar')}
                    </Button>
                  );
                case 'giveFeedback':
                  return (
                    <Button
                      key={action}
                      variant="secondary"
                      aria-describedby={headingId}
                      onClick={() => {
                        onGiveFeedback(interview);
                      }}
                    >
                      {t('portal:actions.giveFeedback')}
                    </Button>
                  );
              }
            })}
          </Actions>
        )}
        {calendarError !== null && (
          <Banner variant="error" title={t('booking:calendar.errorTitle')}>
            <p>{translateText(t, calendarError)}</p>
          </Banner>
        )}
      </Stack>
    </Card>
  );
}
