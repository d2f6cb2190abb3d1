/**
 * The top-level error boundary: a render crash anywhere shows the general error message, and a
 * route chunk that fails or is late (spec 9: 120 s) "This page didn't load", each with "Try
 * again" (a reload), never a blank page. The texts are in the `general` namespace, loaded before the
 * first render; their English defaults cover the case where it could not load. It never
 * suspends (it renders outside the app's Suspense boundary), so it does not use the design
 * system's components (their strings load on demand).
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '../../src/domain/errors';
import { ChunkLoadScreen, RetryScreen, isChunkLoadError } from '../../src/features/shared';

function reload() {
  location.reload();
}

/** The general error ("Oops. Something went wrong. Please try again.") with Try again. */
export function CrashScreen() {
  const { t } = useTranslation(['general'], { useSuspense: false });
  const { key, defaultText } = ERROR_MESSAGES.general;
  return <RetryScreen title={t(key, defaultText)} onRetry={reload} />;
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
