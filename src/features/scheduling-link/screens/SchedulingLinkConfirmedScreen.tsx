import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScheduledEvent } from '../../../domain/entities';
import { formatDateTimeRange } from '../../../i18n/format';
import { zoneLabel } from '../../../i18n/zone-label';
import { Card, PageShell, Stack, SuccessIcon } from '../../../ui';
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

const ScreenStack = styled(Stack).attrs({ gap: 'xl' })``;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
      <ScreenStack>
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
            <Label>{t('schedulingLink:confirmed.when')}</Label>
            <Strong>{formatDateTimeRange(event.startTime, event.endTime, lng, timeZone)}</Strong>
            <Label>{zoneLabel(t, timeZone, lng)}</Label>
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
      </ScreenStack>
    </PageShell>
  );
}
