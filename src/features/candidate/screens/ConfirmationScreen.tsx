import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScheduledEvent } from '../../../domain/entities';
import { crossesMidnight, toEpochMs } from '../../../domain/time-zone';
import {
  formatDate,
  formatDateTimeRange,
  formatTimeRange,
  type ZoneNameOption,
} from '../../../i18n/format';
import {
  List as UnstyledList,
  Banner,
  Button,
  CalendarIcon,
  Card,
  PageShell,
  SectionHeading,
  SuccessIcon,
  media,
  Stack,
  Inline,
} from '../../../ui';
import type { Notice } from '../model';
import { AddToCalendar, BlockLink } from '../../calendar';
import { IconBadge, ScreenTitle, organizationHeader } from '../../shared';
import { ownTime } from '../../../i18n/own-time';
import { zoneLabel } from '../../../i18n/zone-label';

export interface ConfirmationScreenProps {
  organizationName: string;
  jobName: string;
  /** The itinerary: the booked events, in the order to show them. */
  events: readonly ScheduledEvent[];
  /** The zone every date and time is shown in (the resolved zone, spec section 5). */
  timeZone: string;
  /** The interview's own zone when it is on site (times then say so), else null. */
  onsiteTimeZone: string | null;
  /**
   * The candidate's own zone when it is not the one times are shown in (on site in another
   * zone): each time also reads in it. Null otherwise.
   */
  ownTimeZone: string | null;
  /**
   * The zone of the office the interview's in-person events take place in (its own zone, on
   * site or not); null when it has none. An event with an address reads in it first, with the
   * candidate's own time beside it, and so does its calendar entry.
   */
  officeTimeZone: string | null;
  /** Where the confirmation copy and calendar invites were sent. */
  guestEmail: string;
  /** interview.settings.canGuestReschedule: shows "I need to reschedule". */
  canReschedule: boolean;
  /** The .ics download is in progress / failed. */
  calendarBusy: boolean;
  calendarError: Notice | null;
  onDownloadIcs: () => void;
  onReschedule: () => void;
  /** The organisation's meet background (first of the intro's list), or null. */
  backgroundUrl: string | null;
}

const Hero = styled(Stack).attrs({ gap: 'md' })``;

const SentList = styled(Stack).attrs({ forwardedAs: UnstyledList, gap: 'sm' })``;

const SentItem = styled(Inline).attrs({
  forwardedAs: 'li',
  gap: 'sm',
  align: 'start',
  wrap: false,
})`
  overflow-wrap: anywhere;

  svg {
    flex: none;
    margin-top: 0.125rem;
    color: ${({ theme }) => theme.colors.success};
    font-size: 1.25rem;
  }
`;

const Section = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

const ZoneNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const List = styled(UnstyledList).attrs({ ordered: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const EventBody = styled(Stack).attrs({ gap: 'xs' })``;

const When = styled(Stack).attrs({ forwardedAs: 'p', gap: 'none' })`
  overflow-wrap: anywhere;
`;

const EventDate = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EventTime = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const OwnTime = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EventTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Where = styled.p`
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const People = styled(Stack).attrs({ forwardedAs: UnstyledList, gap: 'xs' })``;

const Person = styled(Stack).attrs({ forwardedAs: 'li', gap: 'none' })`
  overflow-wrap: anywhere;
`;

const PersonTitle = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Divider = styled(Stack).attrs({ gap: 'xxs' })`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled(Stack).attrs({ gap: 'sm' })`
  ${media.tablet} {
    align-items: flex-start;
  }
`;

/** The date and the time range of an event in `zone`; over midnight, a date-time range. */
function eventWhen(
  event: ScheduledEvent,
  language: string,
  zone: string,
  zoneName: ZoneNameOption,
): { date: string; time: string } {
  const start = toEpochMs(event.startTime);
  const end = toEpochMs(event.endTime);
  return {
    date: formatDate(start, language, zone),
    time: !crossesMidnight(start, end, zone)
      ? formatTimeRange(start, end, language, zone, zoneName)
      : formatDateTimeRange(start, end, language, zone, zoneName),
  };
}

/** Ids of the elements of one event, from its id (unique in the itinerary). */
function idsOf(event: ScheduledEvent) {
  const base = `confirmation-${event.id}`;
  return {
    title: `${base}-title`,
    join: `${base}-join`,
    calendarTitle: `${base}-calendar-title`,
    google: `${base}-google`,
    outlook: `${base}-outlook`,
  };
}

const NEW_TAB_ID = 'confirmation-new-tab';

function EventCard({
  event,
  t,
  language,
  timeZone,
  ownTimeZone,
  zoneName,
  officeTimeZone,
}: {
  event: ScheduledEvent;
  t: TFunction<readonly ['booking', 'general']>;
  language: string;
  timeZone: string;
  ownTimeZone: string | null;
  zoneName: ZoneNameOption;
  officeTimeZone: string | null;
}) {
  const ids = idsOf(event);
  // An event at the office reads in the office's time first (the candidate will be there),
  // with its zone's name, and in the candidate's own time beside it.
  const atOffice =
    event.location !== null &&
    event.location !== '' &&
    officeTimeZone !== null &&
    officeTimeZone !== timeZone;
  const zone = atOffice ? officeTimeZone : timeZone;
  const when = eventWhen(event, language, zone, atOffice ? { timeZoneName: 'short' } : zoneName);
  const own = ownTime(
    event.startTime,
    event.endTime,
    zone,
    atOffice ? (ownTimeZone ?? timeZone) : ownTimeZone,
    language,
    t,
  );
  return (
    <Card as="li" padding="medium">
      <EventBody>
        <When>
          <EventDate>{when.date}</EventDate>
          <EventTime>{when.time}</EventTime>
          {own !== null && <OwnTime>{t('general:timeZone.yourTime', own)}</OwnTime>}
        </When>
        <EventTitle id={ids.title}>{event.title}</EventTitle>
        {event.location !== null && event.location !== '' ? (
          <Where>
            <Label>{t('booking:itinerary.location')}</Label>
            {event.location}
          </Where>
        ) : event.videoUrl !== null && event.videoUrl !== '' ? (
          <BlockLink
            href={event.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-labelledby={`${ids.join} ${ids.title}`}
            aria-describedby={NEW_TAB_ID}
          >
            <span id={ids.join}>{t('booking:itinerary.joinVideo')}</span>
          </BlockLink>
        ) : null}
        {event.interviewers.length > 0 && (
          <Divider>
            <Label>{t('booking:itinerary.interviewers')}</Label>
            <People>
              {event.interviewers.map((person, index) => (
                <Person key={`${person.name}-${index}`}>
                  <span>{person.name}</span>
                  {person.title !== null && person.title !== '' && (
                    <PersonTitle>{person.title}</PersonTitle>
                  )}
                </Person>
              ))}
            </People>
          </Divider>
        )}
      </EventBody>
    </Card>
  );
}

/**
 * The Confirmation screen (spec section 2): "Interview confirmed", the itinerary (per event the
 * date and time range in `timeZone`, title, address or "Join video call", interviewers), where
 * the copy and the calendar invites were sent, "Add to calendar" (Google and Outlook links per
 * event, one .ics file for the whole itinerary) and "I need to reschedule".
 *
 * States it shows:
 * - confirmed itinerary, times in the candidate's zone (the zone is named under the heading);
 * - on-site (`onsiteTimeZone` set): times carry the zone's short name and the note says they
 *   are the interview location's;
 * - `calendarBusy`: the .ics button is busy and "Preparing your calendar file…" is announced;
 * - `calendarError`: an error banner under the .ics button, with "Try again";
 * - `canReschedule` false: no reschedule section;
 * - one event or several (the summary counts them).
 */
export function ConfirmationScreen({
  organizationName,
  jobName,
  events,
  timeZone,
  onsiteTimeZone,
  ownTimeZone,
  officeTimeZone,
  guestEmail,
  canReschedule,
  calendarBusy,
  calendarError,
  onDownloadIcs,
  onReschedule,
  backgroundUrl,
}: ConfirmationScreenProps) {
  const { t, i18n } = useTranslation(['booking', 'general']);
  const language = i18n.language;
  const onsite = onsiteTimeZone !== null;
  const zoneName: ZoneNameOption = onsite ? { timeZoneName: 'short' } : {};

  return (
    <PageShell
      width="narrow"
      header={organizationHeader(organizationName)}
      backgroundImageUrl={backgroundUrl ?? undefined}
    >
      <Stack gap="xl">
        <Hero>
          <IconBadge tone="success">
            <SuccessIcon />
          </IconBadge>
          <ScreenTitle
            description={t('booking:confirmation.summary', {
              count: events.length,
              job: jobName,
              organization: organizationName,
            })}
          >
            {t('booking:confirmation.heading')}
          </ScreenTitle>
          <Card padding="medium" elevated={false}>
            <SentList>
              <SentItem>
                <SuccessIcon />
                <span>{t('booking:confirmation.copySent', { email: guestEmail })}</span>
              </SentItem>
              <SentItem>
                <CalendarIcon />
                <span>{t('booking:confirmation.invitesSent', { email: guestEmail })}</span>
              </SentItem>
            </SentList>
          </Card>
        </Hero>

        <Section aria-labelledby="confirmation-itinerary">
          <SectionHeading level={2} id="confirmation-itinerary">
            {t('booking:itinerary.heading')}
          </SectionHeading>
          {onsite ? (
            <Banner>
              {t('booking:confirmation.timeZoneOnsite', {
                zone: zoneLabel(t, onsiteTimeZone, language),
              })}
            </Banner>
          ) : (
            <ZoneNote>
              {t('booking:confirmation.timeZoneLocal', { zone: zoneLabel(t, timeZone, language) })}
            </ZoneNote>
          )}
          <List aria-labelledby="confirmation-itinerary">
            {events.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                t={t}
                language={language}
                timeZone={timeZone}
                ownTimeZone={ownTimeZone}
                zoneName={zoneName}
                officeTimeZone={officeTimeZone}
              />
            ))}
          </List>
        </Section>

        <AddToCalendar
          events={events}
          organizationName={organizationName}
          idPrefix="confirmation"
          officeTimeZone={officeTimeZone}
          busy={calendarBusy}
          error={calendarError}
          onDownloadIcs={onDownloadIcs}
        />

        {canReschedule && (
          <Card as="section" padding="medium" aria-labelledby="confirmation-reschedule">
            <Section>
              <SectionHeading
                level={2}
                id="confirmation-reschedule"
                description={t('booking:confirmation.rescheduleText', {
                  organization: organizationName,
                })}
              >
                {t('booking:confirmation.rescheduleHeading')}
              </SectionHeading>
              <Actions>
                <Button variant="secondary" onClick={onReschedule}>
                  {t('booking:confirmation.reschedule')}
                </Button>
              </Actions>
            </Section>
          </Card>
        )}
      </Stack>
    </PageShell>
  );
}
