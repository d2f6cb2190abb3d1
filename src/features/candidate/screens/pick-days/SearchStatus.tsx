import { useTranslation } from 'react-i18next';
import { Banner, Button, Spinner, VisuallyHidden } from '../../../../ui';
import type { SearchProgress } from '../../model';

export interface SearchStatusProps {
  readonly search: SearchProgress;
  readonly pendingResults: number;
  readonly onRetrySearch: () => void;
  readonly onShowNewResults: () => void;
  /**
   * Ids of elements that take the focus when "Show N new options" goes away after a press: the
   * first that exists wins (the list's heading, then the page title).
   */
  readonly focusAfterShow: readonly string[];
}

/**
 * Where the live search is: "Searching for more results…" (polite status with a small spinner)
 * while it runs; a warning with "Try again" when the connection dropped (what was found stays);
 * an error with "Try again" when the search failed; and "Show N new options" when results came
 * in that the container holds back (announced politely; the list does not move by itself).
 */
export function SearchStatus({
  search,
  pendingResults,
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
  return (
    <>
      {search === 'searching' && <Spinner inline size="small" message={t('search.searching')} />}
      {search === 'disconnected' && (
        <Banner variant="warning" action={retry}>
          {t('search.disconnected')}
        </Banner>
      )}
      {search === 'failed' && (
        <Banner variant="error" action={retry}>
          {t('general:errors.general')}
        </Banner>
      )}
      {pendingResults > 0 && (
        <Button
          variant="secondary"
          fullWidth
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
      )}
      {/* Always in the page (and out of the layout), so each new count is announced. */}
      <VisuallyHidden aria-live="polite">
        {pendingResults > 0 ? t('search.newResultsFound', { count: pendingResults }) : ''}
      </VisuallyHidden>
    </>
  );
}
