import { useTranslation } from 'react-i18next';
import { WaitScreen, organizationHeader } from '../../shared';
import type { Notice } from '../model';

export interface SuperdayLoadingScreenProps {
  /** Known once the invitation is read (then the availability loads); null before. */
  organizationName: string | null;
  backgroundUrl: string | null;
  /** The wait is long: also say so. */
  slow: boolean;
  /** The intro or the availability failed to load: the message with "Try again". */
  error: Notice | null;
  onRetry: () => void;
}

/** Loading the superday (the invitation, then its availability): a spinner, or the failure. */
export function SuperdayLoadingScreen({
  organizationName,
  backgroundUrl,
  slow,
  error,
  onRetry,
}: SuperdayLoadingScreenProps) {
  const { t } = useTranslation(['superday']);
  return (
    <WaitScreen
      title={t('superday:loading.title')}
      slowText={t('superday:loading.slow')}
      failedTitle={t('superday:loading.failedTitle')}
      header={organizationHeader(organizationName)}
      backgroundUrl={backgroundUrl}
      slow={slow}
      error={error}
      onRetry={onRetry}
    />
  );
}
