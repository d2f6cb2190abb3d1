import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Banner, Button, SpinnerIcon, SuccessIcon, VisuallyHidden } from '../../../../ui';
import type { SearchAnnouncement, SearchProgress } from '../../model';

export interface SearchStatusProps {
  readonly search: SearchProgress;
  /** Valid options found so far; 0 leaves the empty state to say it. */
  readonly found: number;
  /** The live region's message; null says nothing (see SearchAnnouncement). */
  readonly announcement: SearchAnnouncement;
  readonly onRetrySearch: () => void;
}

/**
 * One line of a fixed minimum height, whatever it says ("Searching…" or "Search complete"), so
 * a change of state never moves the list under it.
 */
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.control.medium};
  color: ${({ theme }) => theme.colors.textMuted};

  & > svg {
    flex: none;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primary};
  }

  & > button {
    flex: 1;
  }
`;

/**
 * Where the live search is, on one line that holds its height: "Searching for more results…"
 * (with a small spinner) while it runs, "Search complete: N options" when it ended. A warning with "Try again" when the connection dropped (what was found stays); an error
 * with "Try again" when the search failed. Screen readers hear only `announcement`.
 */
export function SearchStatus({ search, found, announcement, onRetrySearch }: SearchStatusProps) {
  const { t } = useTranslation(['pickDays', 'general']);
  const retry = (
    <Button variant="secondary" onClick={onRetrySearch}>
      {t('general:actions.tryAgain')}
    </Button>
  );
  const line =
    search === 'searching' ? (
      <Row>
        <SpinnerIcon />
        <span>{t('search.searching')}</span>
      </Row>
    ) : search === 'done' && found > 0 ? (
      <Row>
        <SuccessIcon />
        <span>{t('search.finished', { count: found })}</span>
      </Row>
    ) : null;
  return (
    <>
      {search === 'disconnected' && (
        <Banner variant="warning" action={retry}>
          {found > 0 ? t('search.disconnected') : t('search.disconnectedEmpty')}
        </Banner>
      )}
      {search === 'failed' && (
        <Banner variant="error" action={retry}>
          {t('general:errors.general')}
        </Banner>
      )}
      {line}
      {/* Always in the page (and out of the layout), so each message is announced. */}
      <VisuallyHidden aria-live="polite">
        {announcement === null
          ? ''
          : announcement.kind === 'finished'
            ? t('search.finished', { count: announcement.count })
            : t('search.newResultsFound', { count: announcement.count })}
      </VisuallyHidden>
    </>
  );
}
