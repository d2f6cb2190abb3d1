import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { translateText } from '../../../i18n/localized-text';
import { Banner, Button, Inline, PageShell, SpinnerIcon, Stack } from '../../../ui';
import type { Notice } from '../model';
import { Lead, MessagePanel, ScreenTitle } from './screen-parts';

export interface WaitScreenProps {
  /** The heading while waiting ("Calculating and building interview schedules…"). */
  title: string;
  /** The calm second line once the wait is long. */
  slowText: string;
  /** The heading when the wait failed. */
  failedTitle: string;
  /** A decorative background (the organisation's meet background), or null. */
  backgroundUrl: string | null;
  /** Content of the page header (the organisation), if known. */
  header?: ReactNode;
  /** The wait is long: also show `slowText`. */
  slow: boolean;
  /** A failure while waiting (server error, time-out): replaces the spinner; with "Try again". */
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
 * A wait of any flow (the candidate's Loading, the superday's): a spinner over the title in a
 * centred panel.
 *
 * States:
 * - waiting: spinner and the title, which is the screen's `h1`;
 * - slow (`slow`): a second, calm line says the wait is longer than expected; the panel is a
 *   polite live region (`role="status"`), so the line is announced when it appears;
 * - error (`error`): the spinner gives way to `failedTitle`, the error message in an error
 *   Banner (`role="alert"`) and a "Try again" button that calls `onRetry`.
 */
export function WaitScreen({
  title,
  slowText,
  failedTitle,
  backgroundUrl,
  header,
  slow,
  error,
  onRetry,
}: WaitScreenProps) {
  const { t } = useTranslation(['general']);
  return (
    <PageShell width="narrow" header={header} backgroundImageUrl={backgroundUrl ?? undefined}>
      <MessagePanel padding="large">
        {error === null ? (
          // Holds the title and the slow message: a polite live region, so "slow" is announced.
          <Stack gap="md" align="center" role="status" aria-live="polite">
            <SpinnerSlot>
              <SpinnerIcon />
            </SpinnerSlot>
            <ScreenTitle>{title}</ScreenTitle>
            {slow && <Lead>{slowText}</Lead>}
          </Stack>
        ) : (
          <Failure>
            <ScreenTitle>{failedTitle}</ScreenTitle>
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
