import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PortalData, PortalInterview } from '../../../domain/entities';
import {
  groupPortalInterviews,
  interviewSpan,
  portalActionsOf,
  portalStatus,
  safeExternalUrl,
  type PortalAction,
} from '../../../domain/portal';
import { crossesMidnight } from '../../../domain/time-zone';
import {
  formatDate,
  formatDateTimeRange,
  formatDuration,
  formatTimeRange,
} from '../../../i18n/format';
import { translateText } from '../../../i18n/localized-text';
import { zoneLabel } from '../../../i18n/zone-label';
import {
  Banner,
  Button,
  ButtonLink,
  CalendarIcon,
  Card,
  Chip,
  Inline,
  LinkButton,
  List,
  PageShell,
  SectionHeading,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../ui';
import { ScreenTitle, organizationHeader } from '../../shared';
import type { Notice } from '../model';

export interface PortalScreenProps {
  data: PortalData;
  /** The zone dates and times are shown in (the candidate's). */
  timeZone: string;
  /** The time the groups are made at (epoch ms). */
  now: number;
  /** The candidate-flow link of an interview's invitation hash. */
  candidateLink: (hash: string) => string;
  /** The interview whose calendar file is being made, and one whose file failed. */
  calendarBusyId: string | null;
  calendarError: { interviewId: string; notice: Notice } | null;
  onAddToCalendar: (interview: PortalInterview) => void;
  onGiveFeedback: (interview: PortalInterview) => void;
  /** The message thread (PortalMessages, with its data). */
  messages: ReactNode;
}

const Section = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

const InterviewHeading = styled.h3`
  margin: 0;

  &:focus {
    outline: none;
  }

  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const When = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const SubHeading = styled.h4`
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
  overflow-wrap: anywhere;

  &::marker {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled(Inline).attrs({ gap: 'sm', align: 'center' })``;

const Person = styled.li`
  overflow-wrap: anywhere;
`;

const PersonTitle = styled(Text).attrs({ forwardedAs: 'span', tone: 'muted', size: 'sm' })`
  display: block;
`;

const Links = styled(Stack).attrs({ forwardedAs: List, gap: 'xs' })`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.control.medium};
    overflow-wrap: anywhere;
  }
`;

/** Display names of the networks the data names (brands, the same in every language). */
const NETWORKS: Readonly<Record<string, string>> = {
  linkedin: 'LinkedIn',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  glassdoor: 'Glassdoor',
  tiktok: 'TikTok',
};

function networkName(network: string): string {
  return NETWORKS[network.toLowerCase()] ?? network;
}

/** The id of an interview's heading (a focus target). */
export function interviewHeadingId(interviewId: string): string {
  return `portal-interview-${interviewId}`;
}

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

const NEW_TAB_ID = 'portal-new-tab';

function InterviewCard({
  interview,
  props,
}: {
  interview: PortalInterview;
  props: PortalScreenProps;
}) {
  const { t, i18n } = useTranslation(['portal', 'booking', 'general']);
  const lng = i18n.language;
  const when = whenOf(interview, lng, props.timeZone);
  const headingId = interviewHeadingId(interview.id);
  const actions = portalActionsOf(interview, props.now, props.timeZone);
  const link = (action: PortalAction, primary: boolean) =>
    interview.hash === null ? null : (
      <ButtonLink
        key={action}
        href={props.candidateLink(interview.hash)}
        variant={primary ? 'primary' : 'secondary'}
        aria-describedby={headingId}
      >
        {t(`portal:actions.${action}`)}
      </ButtonLink>
    );
  const busy = props.calendarBusyId === interview.id;
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
                      busy={busy}
                      busyLabel={t('booking:calendar.preparing')}
                      aria-describedby={headingId}
                      onClick={() => {
                        props.onAddToCalendar(interview);
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
                        props.onGiveFeedback(interview);
                      }}
                    >
                      {t('portal:actions.giveFeedback')}
                    </Button>
                  );
              }
            })}
          </Actions>
        )}
        {props.calendarError?.interviewId === interview.id && (
          <Banner variant="error" title={t('booking:calendar.errorTitle')}>
            <p>{translateText(t, props.calendarError.notice)}</p>
          </Banner>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The candidate portal (spec 2): every interview with the organisation, grouped (happening now,
 * upcoming, to schedule, recently completed, previous: src/domain/portal.ts), each with its
 * time, numbered plan (durations, "Pending" steps) and actions; a status line; the interviewers
 * per job; interview prep and the organisation's social links (web links only, opened in a new
 * tab); the message thread.
 */
export function PortalScreen(props: PortalScreenProps) {
  const { data, timeZone, now } = props;
  const { t, i18n } = useTranslation(['portal', 'booking', 'superday']);
  const lng = i18n.language;
  const organization = data.organization.name;
  const groups = groupPortalInterviews(data.interviews, now, timeZone);
  const status = portalStatus(data.interviews, now, timeZone);
  const jobName = (jobId: string) => data.interviews.find((i) => i.job.id === jobId)?.job.name;
  const prep = data.prep.flatMap((p) => {
    const url = safeExternalUrl(p.url);
    return url === null ? [] : [{ ...p, url }];
  });
  const social = data.social.flatMap((s) => {
    const url = safeExternalUrl(s.url);
    return url === null ? [] : [{ ...s, url }];
  });
  const interviewers = data.interviewers.filter((j) => j.people.length > 0);
  return (
    <PageShell header={organizationHeader(organization)}>
      <Stack gap="xl">
        <Stack gap="sm">
          <ScreenTitle description={t('portal:lead', { name: data.guest.firstName, organization })}>
            {t('portal:title')}
          </ScreenTitle>
          <Text tone="muted" size="sm">
            {t('superday:choose.timeZone', { zone: zoneLabel(t, timeZone, lng) })}
          </Text>
        </Stack>
        {status !== null && (
          <Banner variant={status === 'nothingScheduled' ? 'info' : 'success'}>
            <p>{t(`portal:status.${status}`, { organization })}</p>
          </Banner>
        )}
        {groups.map(({ group, interviews }) => (
          <Section key={group} aria-labelledby={`portal-group-${group}`}>
            <SectionHeading level={2} id={`portal-group-${group}`}>
              {t(`portal:groups.${group}`)}
            </SectionHeading>
            <Stack as={List} gap="md">
              {interviews.map((interview) => (
                <InterviewCard key={interview.id} interview={interview} props={props} />
              ))}
            </Stack>
          </Section>
        ))}
        {interviewers.length > 0 && (
          <Section aria-labelledby="portal-interviewers">
            <SectionHeading level={2} id="portal-interviewers">
              {t('portal:interviewers.title')}
            </SectionHeading>
            {interviewers.map((job) => {
              const name = jobName(job.jobId);
              return (
                <Stack key={job.jobId} gap="xs">
                  {name !== undefined && (
                    <SubHeading as="h3">
                      {t('portal:interviewers.forJob', { job: name })}
                    </SubHeading>
                  )}
                  <Stack as={List} gap="xs">
                    {job.people.map((p) => (
                      <Person key={`${p.name}-${p.title ?? ''}`}>
                        {p.name}
                        {p.title !== null && <PersonTitle>{p.title}</PersonTitle>}
                      </Person>
                    ))}
                  </Stack>
                </Stack>
              );
            })}
          </Section>
        )}
        {prep.length > 0 && (
          <Section aria-labelledby="portal-prep">
            <SectionHeading level={2} id="portal-prep">
              {t('portal:prep.title')}
            </SectionHeading>
            <Links>
              {prep.map((p) => (
                <li key={p.url}>
                  <LinkButton
                    href={p.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={NEW_TAB_ID}
                  >
                    {p.title}
                  </LinkButton>
                </li>
              ))}
            </Links>
          </Section>
        )}
        {props.messages}
        {social.length > 0 && (
          <Section aria-labelledby="portal-social">
            <SectionHeading level={2} id="portal-social">
              {t('portal:social.title', { organization })}
            </SectionHeading>
            <Links>
              {social.map((s) => (
                <li key={s.url}>
                  <LinkButton
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={NEW_TAB_ID}
                  >
                    {t('portal:social.link', { organization, network: networkName(s.network) })}
                  </LinkButton>
                </li>
              ))}
            </Links>
          </Section>
        )}
        <VisuallyHidden id={NEW_TAB_ID}>{t('booking:itinerary.newTab')}</VisuallyHidden>
      </Stack>
    </PageShell>
  );
}
