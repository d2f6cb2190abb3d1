import { useTranslation } from 'react-i18next';
import { WaitScreen } from '../../shared';
import type { Notice } from '../model';

export interface PortalLoadingScreenProps {
  /** The wait is long: also say so. */
  slow: boolean;
  /** The portal failed to load: the message with "Try again". */
  error: Notice | null;
  onRetry: () => void;
}

/** Loading the portal: a spinner, or the failure with "Try again". */
export function PortalLoadingScreen({ slow, error, onRetry }: PortalLoadingScreenProps) {
  const { t } = useTranslation(['portal']);
  return (
    <WaitScreen
      title={t('portal:loading.title')}
      slowText={t('portal:loading.slow')}
      failedTitle={t('portal:loading.failedTitle')}
      backgroundUrl={null}
      slow={slow}
      error={error}
      onRetry={onRetry}
    />
  );
}
