import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { Button, CalendarIcon, PageShell } from '../../../ui';
import { IconBadge, Lead, MessagePanel, ScreenTitle, organizationHeader } from '../../shared';

export interface NoResultsScreenProps {
  /** The organisation, when known; null: no header. */
  organizationName: string | null;
  backgroundUrl: string | null;
  /** Opens "suggest times"; null when the candidate cannot suggest times. */
  onSuggestTimes: (() => void) | null;
}

const Action = styled.div`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * No results (spec sections 2 and 8): the search found no interview times. A heading and the
 * spec's message ("There are no available times for your interview. Please contact your
 * recruiter for more information.").
 *
 * States:
 * - with "Suggest times that work for you" (`onSuggestTimes` given): a secondary button;
 * - without it (`onSuggestTimes` null): the message only.
 */
export function NoResultsScreen({
  organizationName,
  backgroundUrl,
  onSuggestTimes,
}: NoResultsScreenProps) {
  const { t } = useTranslation(['intro', 'general']);
  const message = ERROR_MESSAGES.noResults;
  return (
    <PageShell
      width="narrow"
      header={organizationHeader(organizationName)}
      backgroundImageUrl={backgroundUrl ?? undefined}
    >
      <MessagePanel padding="large">
        <IconBadge tone="primary">
          <CalendarIcon />
        </IconBadge>
        <ScreenTitle>{t('intro:noResults.title')}</ScreenTitle>
        <Lead>{t(message.key, message.defaultText)}</Lead>
        {onSuggestTimes !== null && (
          <Action>
            <Button
              variant="secondary"
              fullWidth
              onClick={() => {
                onSuggestTimes();
              }}
            >
              {t('intro:noResults.suggestTimes')}
            </Button>
          </Action>
        )}
      </MessagePanel>
    </PageShell>
  );
}
