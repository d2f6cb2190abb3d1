/**
 * The top-level error boundary: a render crash anywhere (or a route chunk that fails to load,
 * e.g. after a deployment replaced it) shows the general error message with "Try again" (a
 * reload), never a blank page. Both texts are in the `general` namespace, loaded before the
 * first render; their English defaults cover the case where it could not load. It never
 * suspends (it renders outside the app's Suspense boundary), so it does not use the design
 * system's components (their strings load on demand).
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ERROR_MESSAGES } from '../../src/domain/errors';
import { ChunkLoadScreen, isChunkLoadError } from '../../src/features/shared';

function reload() {
  location.reload();
}

const Panel = styled.main`
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;

  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export function CrashScreen() {
  const { t } = useTranslation('general', { useSuspense: false });
  const { key, defaultText } = ERROR_MESSAGES.general;
  return (
    <Panel>
      <h1 role="alert">{t(key, defaultText)}</h1>
      <button
        type="button"
        onClick={() => {
          location.reload();
        }}
      >
        {t('general:actions.tryAgain', 'Try again')}
      </button>
    </Panel>
  );
}

interface CrashState {
  crashed: boolean;
  /** A script chunk failed or timed out: "this page didn't load", not "something went wrong". */
  chunkLoad: boolean;
}

export class CrashBoundary extends Component<{ children: ReactNode }, CrashState> {
  override state: CrashState = { crashed: false, chunkLoad: false };

  static getDerivedStateFromError(error: unknown): CrashState {
    return { crashed: true, chunkLoad: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The app crashed:', error);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return this.state.chunkLoad ? <ChunkLoadScreen onRetry={reload} /> : <CrashScreen />;
  }
}
