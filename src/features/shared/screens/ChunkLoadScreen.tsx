/**
 * A part of the app did not load (a script chunk failed or took over 120 s, spec 9): says so
 * and offers "Try again", which reloads the page. A reload is what retries the import: a
 * browser keeps a failed module import failed for the life of the page.
 *
 * It renders where the design system's strings may not have loaded (the app's crash boundary),
 * so it uses only the `general` namespace, which loads before the first render, with English
 * defaults for when even that could not load.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '../../../ui/theme';

const Panel = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Retry = styled.button`
  min-height: ${({ theme }) => theme.sizes.control.large};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

export interface RetryScreenProps {
  /** The page's heading; announced when there is no `body`. */
  readonly title: string;
  /** What to do about it (announced). */
  readonly body?: string;
  readonly onRetry: () => void;
}

/**
 * A whole-page message with "Try again", for when the app itself could not go on (a crash, a
 * chunk that did not load). Plain elements and the `general` namespace only (see above).
 */
export function RetryScreen({ title, body, onRetry }: RetryScreenProps) {
  const { t } = useTranslation(['general'], { useSuspense: false });
  return (
    <Panel>
      <Title role={body === undefined ? 'alert' : undefined}>{title}</Title>
      {body !== undefined && <Body role="alert">{body}</Body>}
      <Retry type="button" onClick={onRetry}>
        {t('general:actions.tryAgain', 'Try again')}
      </Retry>
    </Panel>
  );
}

export interface ChunkLoadScreenProps {
  /** Retries the load; the app passes a page reload. */
  readonly onRetry: () => void;
}

export function ChunkLoadScreen({ onRetry }: ChunkLoadScreenProps) {
  const { t } = useTranslation(['general'], { useSuspense: false });
  return (
    <RetryScreen
      title={t('general:chunkLoad.title', "This page didn't load")}
      body={t('general:chunkLoad.body', 'Check your internet connection, then try again.')}
      onRetry={onRetry}
    />
  );
}
