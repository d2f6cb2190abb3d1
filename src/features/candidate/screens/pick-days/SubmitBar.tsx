import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { translateText } from '../../../../i18n/localized-text';
import { Banner, Button, focusInBar, focusRing, StickyBar } from '../../../../ui';
import type { Notice } from '../../model';

/** Id of the "Pick at least N more" message (the submit button points at it and focuses it). */
export const NEED_MORE_ID = 'pick-days-need-more';

/**
 * The summary and the button side by side where both fit whole; otherwise the button goes
 * under the summary at full width, so the summary keeps the width to say itself in two lines
 * (sw "Machaguo 0 yamechaguliwa" over "Chagua angalau machaguo 3 zaidi ili uendelee.") instead
 * of five narrow ones beside the button.
 */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};

  & > :first-child {
    flex: 1 1 18rem;
    min-width: 0;
  }

  & > :last-child {
    flex: 1 1 auto;
  }
`;

/**
 * One paragraph: the count, then what is missing ("0 options selected · Pick at least 3 more
 * options to continue."), so the two read as one sentence in at most two lines on a phone,
 * even in de and sw, instead of a line of count over two or three of message.
 */
const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const NeedMore = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};

  /* Focused by a press on the unavailable submit button: it says plainly what is missing. */
  &:focus {
    ${focusRing}
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Looks unavailable while below the minimum, but stays focusable and pressable. */
const SubmitButton = styled(Button)`
  &&[aria-disabled='true']:not([aria-busy='true']) {
    border-color: ${({ theme }) => theme.colors.disabled};
    background-color: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

export interface SubmitBarProps {
  readonly selectedCount: number;
  /** Slots still needed before submitting (0 when the minimum is reached). */
  readonly stillNeeded: number;
  readonly purpose: 'availability' | 'reschedule';
  readonly submitting: boolean;
  readonly submitError: Notice | null;
  readonly onSubmit: () => void;
}

/**
 * The selection summary ("3 slots selected", and while below the minimum "Pick at least N
 * more slots…", both polite) with the submit button. Below the minimum the button is
 * `aria-disabled`: pressing it moves the focus to the message instead of submitting. While
 * submitting it is busy. A submit error shows above it as an alert; the selection stays.
 */
export function SubmitBar({
  selectedCount,
  stillNeeded,
  purpose,
  submitting,
  submitError,
  onSubmit,
}: SubmitBarProps) {
  const { t } = useTranslation(['pickDays', 'general']);
  const blocked = stillNeeded > 0;
  return (
    <StickyBar gap="sm">
      {submitError !== null && <Banner variant="error">{translateText(t, submitError)}</Banner>}
      <Row>
        <Summary aria-live="polite">
          <Count>{t('general:slots.selected', { count: selectedCount })}</Count>
          {blocked && (
            <>
              {' · '}
              <NeedMore id={NEED_MORE_ID} tabIndex={-1}>
                {t('summary.needMore', { count: stillNeeded })}
              </NeedMore>
            </>
          )}
        </Summary>
        <SubmitButton
          size="medium"
          busy={submitting}
          busyLabel={t('submit.busy')}
          aria-disabled={blocked || submitting || undefined}
          aria-describedby={blocked ? NEED_MORE_ID : undefined}
          onClick={(event) => {
            if (blocked) {
              focusInBar(event.currentTarget.ownerDocument.getElementById(NEED_MORE_ID));
              return;
            }
            onSubmit();
          }}
        >
          {purpose === 'reschedule' ? t('submit.reschedule') : t('submit.availability')}
        </SubmitButton>
      </Row>
    </StickyBar>
  );
}
