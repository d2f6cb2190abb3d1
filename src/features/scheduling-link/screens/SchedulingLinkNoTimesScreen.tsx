import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../i18n/format';
import { CalendarIcon, PageShell } from '../../../ui';
import { IconBadge, Lead, MessagePanel, ScreenTitle, organizationHeader } from '../../shared';

export interface SchedulingLinkNoTimesScreenProps {
  organizationName: string;
  title: string;
  durationMin: number;
  /** The last time was booked by someone else while the visitor filled in their details. */
  taken: boolean;
}

/**
 * A link with no time left to book (all booked or over), said on arrival, before any form: what
 * the link is for, that nothing is left, and how to go on. The link carries no contact of the
 * organisation (its intro has the name only), so the visitor is told to ask the organisation
 * for a new link where the link came from, and nothing is offered that the link does not have.
 */
export function SchedulingLinkNoTimesScreen(props: SchedulingLinkNoTimesScreenProps) {
  const { organizationName, title, durationMin, taken } = props;
  const { t, i18n } = useTranslation(['schedulingLink']);
  const duration = formatDuration(durationMin, i18n.language);
  return (
    <PageShell width="narrow" header={organizationHeader(organizationName)}>
      <MessagePanel padding="large">
        <IconBadge tone="warning">
          <CalendarIcon />
        </IconBadge>
        <ScreenTitle>{t('schedulingLink:noTimes.title')}</ScreenTitle>
        <Lead>
          {taken
            ? t('schedulingLink:noTimes.taken')
            : t('schedulingLink:noTimes.lead', { title, duration })}
        </Lead>
        <Lead>{t('schedulingLink:noTimes.help', { organization: organizationName })}</Lead>
      </MessagePanel>
    </PageShell>
  );
}
