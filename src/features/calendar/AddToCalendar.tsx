/**
 * "Add to calendar" of an itinerary, for every feature that shows one (the candidate's
 * confirmation, the superday, the portal): a section with its heading, one .ics file for all
 * events (the caller's button handler loads the export on demand), and a Google and an Outlook
 * link per event. Presentational: busy and failed come from the caller (useCalendarExport).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { googleCalendarUrl, outlookCalendarUrl } from '../../domain/calendar-links';
import type { LocalizedText } from '../../domain/errors';
import type { ScheduledEvent } from '../../domain/entities';
import { translateText } from '../../i18n/localized-text';
import {
  List,
  Banner,
  Button,
  CalendarIcon,
  Card,
  Inline,
  LinkButton,
  media,
  SectionHeading,
  Stack,
  VisuallyHidden,
} from '../../ui';
import { calendarEntryText } from './entry-text';

export interface AddToCalendarProps {
  /** What goes into the calendar, one entry each. */
  events: readonly ScheduledEvent[];
  organizationName: string;
  /** Prefix of the ids of the section's elements (unique on the page). */
  idPrefix: string;
  /** The .ics download is in progress / failed. */
  busy: boolean;
  error: LocalizedText | null;
  onDownloadIcs: () => void;
  /**
   * A line under each entry's title that tells entries apart when their titles are the same
   * (the superday's blocks): its day and times. None by default.
   */
  describe?: (event: ScheduledEvent) => string;
  /** The zone of the office in-person events take place in: their entries give its time. */
  officeTimeZone?: string | null;
}

/**
 * A link that stands alone rather than in a sentence ("Join video call", "Google Calendar"): a
 * 44px touch target on phones, in semibold. Exported for the itinerary's other links (not in
 * the UI kit: the kit is in every route's first paint, and only itineraries need it).
 */
export const BlockLink = styled(LinkButton)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.sizes.control.medium};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Section = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

const Actions = styled(Stack).attrs({ gap: 'sm' })`
  ${media.tablet} {
    align-items: flex-start;
  }
`;

const CalendarRows = styled(Stack).attrs({ forwardedAs: List, gap: 'none' })``;

const CalendarRow = styled(Stack).attrs({ forwardedAs: 'li', gap: 'xxs' })`
  padding-block: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }

  &:last-child {
    padding-bottom: 0;
  }
`;

const CalendarRowWhen = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const CalendarRowTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** No space between wrapped lines: each link is already a 44px target. */
const CalendarLinks = styled(Inline).attrs({ gap: 'none', align: 'stretch' })`
  column-gap: ${({ theme }) => theme.space.lg};
`;

export function AddToCalendar({
  events,
  organizationName,
  idPrefix,
  busy,
  error,
  onDownloadIcs,
  describe,
  officeTimeZone = null,
}: AddToCalendarProps) {
  const { t, i18n } = useTranslation(['booking', 'general']);
  const entryText = calendarEntryText(t, organizationName, officeTimeZone, i18n.language);
  const headingId = `${idPrefix}-calendar`;
  const newTabId = `${idPrefix}-new-tab`;
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading level={2} id={headingId} description={t('booking:calendar.description')}>
        {t('booking:calendar.heading')}
      </SectionHeading>
      <Actions>
        <Button
          variant="secondary"
          icon={<CalendarIcon />}
          busy={busy}
          busyLabel={t('booking:calendar.preparing')}
          onClick={onDownloadIcs}
        >
          {t('booking:calendar.ics')}
        </Button>
      </Actions>
      <VisuallyHidden role="status">{busy ? t('booking:calendar.preparing') : ''}</VisuallyHidden>
      {error !== null && (
        <Banner
          variant="error"
          title={t('booking:calendar.errorTitle')}
          action={<LinkButton onClick={onDownloadIcs}>{t('general:actions.tryAgain')}</LinkButton>}
        >
          <p>{translateText(t, error)}</p>
        </Banner>
      )}
      <Card padding="medium" elevated={false}>
        <CalendarRows>
          {events.map((event) => {
            const base = `${idPrefix}-${event.id}`;
            const titleId = `${base}-calendar-title`;
            return (
              <CalendarRow key={event.id}>
                <CalendarRowTitle id={titleId}>
                  {event.title}
                  {describe && <VisuallyHidden>, {describe(event)}</VisuallyHidden>}
                </CalendarRowTitle>
                {describe && (
                  <CalendarRowWhen aria-hidden="true">{describe(event)}</CalendarRowWhen>
                )}
                <CalendarLinks>
                  <BlockLink
                    href={googleCalendarUrl(event, entryText)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-labelledby={`${base}-google ${titleId}`}
                    aria-describedby={newTabId}
                  >
                    <span id={`${base}-google`}>{t('booking:calendar.google')}</span>
                  </BlockLink>
                  <BlockLink
                    href={outlookCalendarUrl(event, entryText)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-labelledby={`${base}-outlook ${titleId}`}
                    aria-describedby={newTabId}
                  >
                    <span id={`${base}-outlook`}>{t('booking:calendar.outlook')}</span>
                  </BlockLink>
                </CalendarLinks>
              </CalendarRow>
            );
          })}
        </CalendarRows>
      </Card>
      <VisuallyHidden id={newTabId}>{t('booking:itinerary.newTab')}</VisuallyHidden>
    </Section>
  );
}
