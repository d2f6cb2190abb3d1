import { useTranslation } from 'react-i18next';
import type { Notice } from '../model';
import { WaitScreen } from '../../shared';

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
 * Loading (spec section 2): "Calculating and building interview schedules…" under a spinner,
 * over the organisation's first meet background (none while the intro itself loads).
 *
 * States (the shared WaitScreen's):
 * - loading: spinner and the message, which is the screen's `h1`;
 * - slow (`slow`): a second, calm line says the wait is longer than expected, announced;
 * - error (`error`): the spinner gives way to a title, the error message in an error Banner
 *   (`role="alert"`) and a "Try again" button that calls `onRetry`.
 */
export function LoadingScreen({ backgroundUrl, slow, error, onRetry }: LoadingScreenProps) {
  const { t } = useTranslation(['intro']);
  return (
    <WaitScreen
      title={t('intro:calculatingAndBuildingInterviewSchedules')}
      slowText={t('intro:longerThanExpected')}
      failedTitle={t('intro:loadingFailed')}
      backgroundUrl={backgroundUrl}
      slow={slow}
      error={error}
      onRetry={onRetry}
    />
  );
}
