import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { translateText } from '../../../i18n/localized-text';
import { Banner, Button, PageShell, SpinnerIcon, Stack, Inline } from '../../../ui';
import type { Notice } from '../model';
import { Lead, MessagePanel, ScreenTitle } from '../../shared';

export interface LoadingScreenProps {
  /** First image of the intro's meetBackgroundUrlList; null while the intro itself loads. */
  backgroundUrl: string | null;
  /** The wait is long: also show the longer-than-expected message. */
  slow: boolean;
  /** A failure while loading (server error, timeout): replaces the spinner; with "Try again". */
  error: Notice | null;
  onRetry: () => void;
}

/**
 * A flex box, so the icon sits without the line box's descender space under it. It holds one
 * icon of fixed size, so Inline's gap, alignment and wrapping change nothing.
 */
const SpinnerSlot = styled(Inline)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 3rem;
`;

const Failure = styled(Stack).attrs({ gap: 'md' })`
  width: 100%;
  text-align: start;
`;

/**
 * Loading (spec section 2): "Calculating and building interview schedules…" under a spinner,
 * over the organisation's first meet background (none while the intro itself loads).
 *
 * States:
 * - loading: spinner and the message, which is the screen's `h1`;
 * - slow (`slow`): a second, calm line says the wait is longer than expected; the panel is a
 *   polite live region (`role="status"`), so the line is announced when it appears;
 * - error (`error`): the spinner gives way to a title, the error message in an error Banner
 *   (`role="alert"`) and a "Try again" button that calls `onRetry`.
 */
export function LoadingScreen({ backgroundUrl, slow, error, onRetry }: LoadingScreenProps) {
  const { t } = useTranslation(['intro', 'general']);
  return (
    <PageShell width="narrow" backgroundImageUrl={backgroundUrl ?? undefined}>
      <MessagePanel padding="large">
        {error === null ? (
          // Holds the title and the slow message: a polite live region, so "slow" is announced.
          <Stack gap="md" align="center" role="status" aria-live="polite">
            <SpinnerSlot>
              <SpinnerIcon />
            </SpinnerSlot>
            <ScreenTitle>{t('intro:calculatingAndBuildingInterviewSchedules')}</ScreenTitle>
            {slow && <Lead>{t('intro:longerThanExpected')}</Lead>}
          </Stack>
        ) : (
          <Failure>
            <ScreenTitle>{t('intro:loadingFailed')}</ScreenTitle>
            <Banner variant="error">{translateText(t, error)}</Banner>
            <Button
              fullWidth
              onClick={() => {
                onRetry();
              }}
            >
              {t('general:actions.tryAgain')}
            </Button>
          </Failure>
        )}
      </MessagePanel>
    </PageShell>
  );
}
