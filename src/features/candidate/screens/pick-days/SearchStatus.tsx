import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Banner, Button, SpinnerIcon, SuccessIcon, VisuallyHidden } from '../../../../ui';
import type { SearchAnnouncement, SearchProgress } from '../../model';

export interface SearchStatusProps {
  readonly search: SearchProgress;
  /** Valid options found so far (all of them, shown or waiting); 0 leaves the empty state to say it. */
  readonly found: number;
  readonly pendingResults: number;
  /** The live region's message; null says nothing (see SearchAnnouncement). */
  readonly announcement: SearchAnnouncement;
  readonly onRetrySearch: () => void;
  readonly onShowNewResults: () => void;
  /**
   * Ids of elements that take the focus when "Show N new options" goes away after a press: the
   * first that exists wins (the list's heading, then the page title).
   */
  readonly focusAfterShow: readonly string[];
}

/**
 * One line of a fixed minimum height (a control's), whatever it says: "Searching…", "Show N
 * new options" or "Search finished", so a change of state never moves the list under it.
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
 * (with a small spinner) while it runs; "Show N new options" when results came in that the
 * container holds back (the list never moves by itself); "Search finished: N options" at the
 * end. A warning with "Try again" when the connection dropped (what was found stays); an error
 * with "Try again" when the search failed. Screen readers hear only `announcement`.
 */
export function SearchStatus({
  search,
  found,
  pendingResults,
  announcement,
  onRetrySearch,
  onShowNewResults,
  focusAfterShow,
}: SearchStatusProps) {
  const { t } = useTranslation(['pickDays', 'general']);
  const retry = (
    <Button variant="secondary" onClick={onRetrySearch}>
      {t('general:actions.tryAgain')}
    </Button>
  );
  const line =
    pendingResults > 0 ? (
      <Row>
        <Button
          variant="secondary"
          onClick={(event) => {
            // The button goes away with the press: keep the focus in the list it fills.
            const doc = event.currentTarget.ownerDocument;
            const target = focusAfterShow
              .map((id) => doc.getElementById(id))
              .find((element) => element !== null);
            target?.focus();
            onShowNewResults();
          }}
        >
          {t('search.newResults', { count: pendingResults })}
        </Button>
      </Row>
    ) : search === 'searching' ? (
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
