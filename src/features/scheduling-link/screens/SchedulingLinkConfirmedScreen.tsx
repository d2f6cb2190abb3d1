import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScheduledEvent } from '../../../domain/entities';
import { formatDateTimeRange } from '../../../i18n/format';
import { zoneLabel } from '../../../i18n/zone-label';
import { Card, PageShell, Stack, SuccessIcon, Text } from '../../../ui';
import { AddToCalendar } from '../../calendar';
import { IconBadge, Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { Notice } from '../model';

export interface SchedulingLinkConfirmedScreenProps {
  organizationName: string;
  email: string;
  /** The booked interview, as a calendar entry. */
  event: ScheduledEvent;
  timeZone: string;
  calendarBusy: boolean;
  calendarError: Notice | null;
  onDownloadIcs: () => void;
}

const Strong = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/**
 * Scheduled: what was booked and when (in the visitor's zone, which is named), that the
 * organisation sends the invitation, and Add to calendar (the shared calendar export).
 */
export function SchedulingLinkConfirmedScreen(props: SchedulingLinkConfirmedScreenProps) {
  const { organizationName, email, event, timeZone } = props;
  const { t, i18n } = useTranslation(['schedulingLink']);
  const lng = i18n.language;
  return (
    <PageShell width="narrow" header={organizationHeader(organizationName)}>
      <Stack gap="xl">
        <Stack gap="md">
          <IconBadge tone="success">
            <SuccessIcon />
          </IconBadge>
          <ScreenTitle>{t('schedulingLink:confirmed.title')}</ScreenTitle>
          <Lead>
            {t('schedulingLink:confirmed.lead', { organization: organizationName, email })}
          </Lead>
        </Stack>
        <Card padding="medium" elevated={false}>
          <Stack gap="xs">
            <Strong>{event.title}</Strong>
            <Text tone="muted" size="sm">
              {t('schedulingLink:confirmed.when')}
            </Text>
            <Strong>{formatDateTimeRange(event.startTime, event.endTime, lng, timeZone)}</Strong>
            <Text tone="muted" size="sm">
              {zoneLabel(t, timeZone, lng)}
            </Text>
          </Stack>
        </Card>
        <AddToCalendar
          events={[event]}
          organizationName={organizationName}
          idPrefix="scheduling-link"
          busy={props.calendarBusy}
          error={props.calendarError}
          onDownloadIcs={props.onDownloadIcs}
        />
      </Stack>
    </PageShell>
  );
}
