import { useTranslation } from 'react-i18next';
import { CalendarIcon, PageShell } from '../../../ui';
import { IconBadge, Lead, MessagePanel, ScreenTitle, organizationHeader } from '../../shared';
import type { SuperdayContext } from '../model';

/**
 * The superday offers no times at all (an empty availability, or every block taken): the
 * catalogue's "There are no available times for your interview. Please contact your recruiter…".
 */
export function SuperdayEmptyScreen({ context }: { context: SuperdayContext }) {
  const { t } = useTranslation(['superday', 'general']);
  return (
    <PageShell
      width="narrow"
      header={organizationHeader(context.organizationName)}
      backgroundImageUrl={context.backgroundUrl ?? undefined}
    >
      <MessagePanel padding="large">
        <IconBadge tone="warning">
          <CalendarIcon />
        </IconBadge>
        <ScreenTitle>{t('superday:empty.title')}</ScreenTitle>
        <Lead>{t('general:errors.noResults')}</Lead>
      </MessagePanel>
    </PageShell>
  );
}
