import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatTime } from '../../../../i18n/format';
import { Button, StickyBar, Text } from '../../../../ui';
import type { SaveStatus } from '../../model';

export interface SaveBarProps {
  save: SaveStatus;
  timeZone: string;
  /** Rows that cannot be saved, said when `showProblems`. */
  problemCount: number;
  showProblems: boolean;
  onSave: () => void;
}

/**
 * The app's sticky bar (ui/StickyBar, as on the candidate's Pick days): it stays at the bottom
 * of the screen while the page scrolls, on a phone and on a laptop, and takes its own room at
 * the end of the content, so nothing hides under it; a field focused by keyboard scrolls clear
 * of it. Pushed to the bottom of a page as tall as the screen (see the screen's `Page`), it
 * never floats half-way up a laptop's screen when the day has few times.
 */
const Bar = styled(StickyBar)`
  margin-top: auto;
`;

/** The status and Save side by side; stacked when they do not fit. */
const SaveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

const Status = styled.div`
  flex: 1 1 10rem;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StatusText = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Where saving stands ("No changes yet", "Unsaved changes", "Saving…", "Saved at 9:41 AM"),
 * with Save; above them, Save pressed with rows that cannot be saved says how many. (Why a
 * save failed is said at the end of the page's content, in a banner: in the bar it would
 * cover half a phone's screen.)
 */
export function SaveBar({ save, timeZone, problemCount, showProblems, onSave }: SaveBarProps) {
  const { t, i18n } = useTranslation(['interviewerLink', 'general']);
  return (
    <Bar gap="sm">
      {showProblems && problemCount > 0 && (
        // A line of its own: beside Save it would be five narrow lines in de or sw.
        <Text tone="danger" size="sm" role="alert">
          {t('availability.problems', { count: problemCount })}
        </Text>
      )}
      <SaveRow>
        <Status>
          <StatusText role="status">
            {save.kind === 'clean'
              ? t('availability.clean')
              : save.kind === 'saving'
                ? t('availability.saving')
                : save.kind === 'saved'
                  ? t('availability.savedAt', {
                      time: formatTime(save.at, i18n.language, timeZone),
                    })
                  : t('availability.unsaved')}
          </StatusText>
        </Status>
        <Button
          size="large"
          busy={save.kind === 'saving'}
          busyLabel={t('availability.saving')}
          onClick={onSave}
        >
          {t('availability.save')}
        </Button>
      </SaveRow>
    </Bar>
  );
}
