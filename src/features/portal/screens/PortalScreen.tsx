import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalData, PortalInterview } from '../../../domain/entities';
import { groupPortalInterviews, portalNextStep, portalStatus } from '../../../domain/portal';
import { zoneLabel } from '../../../i18n/zone-label';
import { List, PageShell, SectionHeading, Stack, Text, VisuallyHidden } from '../../../ui';
import { ScreenTitle, organizationHeader } from '../../shared';
import type { Notice } from '../model';
import { InterviewCard } from './portal/InterviewCard';
import {
  InterviewersSection,
  NEW_TAB_ID,
  PrepSection,
  Section,
  SocialSection,
} from './portal/PortalExtras';
import { StatusBanner } from './portal/StatusBanner';

export { interviewHeadingId } from './portal/InterviewCard';

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

/**
 * The candidate portal (spec 2): a status line that carries the next step when one waits for
 * the candidate ("Schedule now" where the status is read); every interview with the
 * organisation, grouped (happening now, upcoming, to schedule, recently completed, previous:
 * src/domain/portal.ts), each with its time, numbered plan (durations, "Pending" steps) and
 * actions; the interviewers per job; interview prep and the organisation's social links (web
 * links only, opened in a new tab); the message thread.
 */
export function PortalScreen(props: PortalScreenProps) {
  const { data, timeZone, now } = props;
  const { t, i18n } = useTranslation(['portal', 'booking', 'superday']);
  const lng = i18n.language;
  const organization = data.organization.name;
  const groups = groupPortalInterviews(data.interviews, now, timeZone);
  const status = portalStatus(data.interviews, now, timeZone);
  const next = portalNextStep(data.interviews, now, timeZone);
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
          <StatusBanner
            status={status}
            organization={organization}
            next={next}
            candidateLink={props.candidateLink}
          />
        )}
        {groups.map(({ group, interviews }) => (
          <Section key={group} aria-labelledby={`portal-group-${group}`}>
            <SectionHeading level={2} id={`portal-group-${group}`}>
              {t(`portal:groups.${group}`)}
            </SectionHeading>
            <Stack as={List} gap="md">
              {interviews.map((interview) => (
                <InterviewCard
                  key={interview.id}
                  interview={interview}
                  timeZone={timeZone}
                  now={now}
                  candidateLink={props.candidateLink}
                  actionInStatus={next?.interview.id === interview.id ? next.action : null}
                  calendarBusy={props.calendarBusyId === interview.id}
                  calendarError={
                    props.calendarError?.interviewId === interview.id
                      ? props.calendarError.notice
                      : null
                  }
                  onAddToCalendar={props.onAddToCalendar}
                  onGiveFeedback={props.onGiveFeedback}
                />
              ))}
            </Stack>
          </Section>
        ))}
        <InterviewersSection data={data} />
        <PrepSection data={data} />
        {props.messages}
        <SocialSection data={data} />
        <VisuallyHidden id={NEW_TAB_ID}>{t('booking:itinerary.newTab')}</VisuallyHidden>
      </Stack>
    </PageShell>
  );
}
