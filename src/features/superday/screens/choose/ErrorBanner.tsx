import { useTranslation } from 'react-i18next';
import { formatList } from '../../../../i18n/format';
import { translateText } from '../../../../i18n/localized-text';
import { Banner, LinkButton } from '../../../../ui';
import type { ConfirmError } from '../../model';
import { blockText } from '../block-text';

/** Why the availability did not go: a block taken (named), or a failure with "Try again". */
export function ErrorBanner({
  error,
  zone,
  onRetry,
}: {
  error: ConfirmError;
  zone: string;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const lng = i18n.language;
  if (error.kind === 'failed') {
    return (
      <Banner
        variant="error"
        title={t('superday:errors.confirmFailedTitle')}
        action={<LinkButton onClick={onRetry}>{t('general:actions.tryAgain')}</LinkButton>}
      >
        <p>
          {translateText(t, error.notice)} {t('superday:errors.kept')}
        </p>
      </Banner>
    );
  }
  return (
    <Banner variant="error" title={t('general:errors.unavailableTime')}>
      <p>
        {error.kind === 'taken'
          ? t('superday:errors.slotTaken', {
              count: error.blocks.length,
              blocks: formatList(
                error.blocks.map(({ block, alternative }) => {
                  const text = blockText(t, block, lng, zone, alternative);
                  return t('superday:choose.blockName', { day: text.day, block: text.heading });
                }),
                lng,
              ),
            })
          : t('superday:errors.slotTakenUnknown')}
      </p>
    </Banner>
  );
}
