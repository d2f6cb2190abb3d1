import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SuperdayChosenBlock } from '../../../../domain/superday';
import { Inline, LinkButton, List, SectionHeading, Stack } from '../../../../ui';
import { Lead } from '../../../shared';
import { blockText } from '../block-text';
import { focusBlock, idsOf } from './BlockCard';

const Summary = styled(Stack).attrs({ forwardedAs: 'section', gap: 'sm' })``;

const ChosenItem = styled(Inline).attrs({ forwardedAs: 'li', gap: 'sm', align: 'center' })`
  justify-content: space-between;
  flex-wrap: nowrap;

  & > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const ChangeButton = styled(LinkButton)`
  flex: none;
  min-height: ${({ theme }) => theme.sizes.control.medium};
`;

/** "Your choices": the chosen blocks across days, each with "Change" (focuses the block). */
export function ChoiceSummary({
  chosen,
  zone,
}: {
  chosen: readonly SuperdayChosenBlock[];
  zone: string;
}) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const lng = i18n.language;
  return (
    <Summary aria-labelledby="superday-summary">
      <SectionHeading level={2} id="superday-summary">
        {t('superday:choose.summaryTitle')}
      </SectionHeading>
      {chosen.length === 0 ? (
        <Lead>{t('superday:choose.summaryEmpty')}</Lead>
      ) : (
        <Stack as={List} gap="xs">
          {chosen.map(({ block, alternative }) => {
            const ids = idsOf(block);
            const text = blockText(t, block, lng, zone, alternative);
            return (
              <ChosenItem key={block.id}>
                <span id={ids.item}>
                  {t('superday:choose.blockName', { day: text.day, block: text.heading })}
                </span>
                <ChangeButton
                  id={`${ids.item}-change`}
                  aria-labelledby={`${ids.item}-change ${ids.item}`}
                  onClick={() => {
                    focusBlock(block);
                  }}
                >
                  {t('superday:choose.change')}
                </ChangeButton>
              </ChosenItem>
            );
          })}
        </Stack>
      )}
    </Summary>
  );
}
