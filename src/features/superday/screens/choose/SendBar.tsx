import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, focusInBar, Inline, media, Stack, StickyBar } from '../../../../ui';

const BarRow = styled(Inline).attrs({ gap: 'sm', align: 'center' })`
  justify-content: space-between;

  ${media.tablet} {
    flex-wrap: nowrap;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Needed = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:focus {
    outline: none;
  }
`;

const SendButton = styled(Button)`
  flex: 1 1 auto;

  ${media.tablet} {
    flex: none;
  }
`;

/**
 * The bar under the blocks: how many are chosen and "Send my availability"; pressed with none
 * chosen, it says what is missing and focuses that (nothing is sent).
 */
export function SendBar({
  chosenCount,
  sending,
  onSend,
}: {
  chosenCount: number;
  sending: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation(['superday']);
  // Presses with nothing chosen: each one focuses "Choose at least one…".
  const [neededPress, setNeededPress] = useState(0);
  const neededRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (neededPress > 0) focusInBar(neededRef.current);
  }, [neededPress]);
  return (
    <StickyBar>
      <Stack gap="xs">
        {neededPress > 0 && chosenCount === 0 && (
          <Needed ref={neededRef} tabIndex={-1}>
            {t('superday:choose.chooseOne')}
          </Needed>
        )}
        <BarRow>
          <Count>{t('superday:choose.chosenCount', { count: chosenCount })}</Count>
          <SendButton
            busy={sending}
            busyLabel={t('superday:choose.confirming')}
            aria-disabled={chosenCount === 0 ? true : undefined}
            onClick={() => {
              if (chosenCount === 0) {
                setNeededPress((n) => n + 1);
                return;
              }
              onSend();
            }}
          >
            {t('superday:choose.confirm')}
          </SendButton>
        </BarRow>
      </Stack>
    </StickyBar>
  );
}
