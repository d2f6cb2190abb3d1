/**
 * The app shell: one route, matched once at start (routes.ts), rendered from its own lazy
 * chunk. `startRoute` begins loading the chunk at once, so it downloads while i18n loads its
 * first namespaces; `App` renders it inside the theme, the global styles, i18n, the crash
 * boundary, the page footer (the language switcher of every page) and a Suspense boundary (which also waits for namespaces a screen loads on demand).
 */
import type { i18n as I18n } from 'i18next';
import { type ComponentType, lazy, StrictMode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';
import { GlobalStyle } from '../../src/ui/GlobalStyle';
import { PageFooterProvider } from '../../src/ui/PageShell';
import {
  LanguageSwitcher,
  loadChunk,
  loadLinkProblemScreen,
  type ResourceSeeds,
  ResourceSeedsContext,
} from '../../src/features/shared';
import { CrashBoundary } from './CrashBoundary';
import type { PageHydration, PageProps } from './page-props';
import type { RouteChunk, RouteMatch } from './routes';

type PageModule = { default: ComponentType<PageProps>; hydration?: PageHydration };

/** A page that shows the invalid-link screen: its chunk and the screen's load side by side. */
function withLinkProblemScreen(page: () => Promise<PageModule>) {
  return () => Promise.all([page(), loadLinkProblemScreen()]).then(([module]) => module);
}

/** One dynamic import per route chunk: each is its own file in the build. */
const CHUNKS: Record<RouteChunk, () => Promise<PageModule>> = {
  'candidate-flow': () => import('./pages/CandidateLinkPage'),
  'interviewer-link': withLinkProblemScreen(() => import('./pages/InterviewerLinkPage')),
  'second-screen': withLinkProblemScreen(() => import('./pages/SecondScreenPage')),
};

export interface StartedRoute {
  match: RouteMatch;
  /** The page as a lazy component: suspends until the chunk is there, throws if it failed. */
  Page: ComponentType<PageProps>;
  /** The page once its chunk has loaded; null when it failed (the lazy Page reports that). */
  loaded: Promise<ComponentType<PageProps> | null>;
  /** What the page's module says about hydrating it; null when it says nothing or failed. */
  hydration: Promise<PageHydration | null>;
}

/**
 * Starts loading the route's chunk now; the returned component renders it when it is there.
 * A chunk that fails or takes over 120 s (spec 9) ends in the crash boundary's "didn't load".
 */
export function startRoute(match: RouteMatch): StartedRoute {
  const loading = loadChunk(CHUNKS[match.route.chunk]);
  // A failed load is reported by the crash boundary when the page renders.
  const loaded = loading.then(
    (module) => module.default,
    () => null,
  );
  const hydration = loading.then(
    (module) => module.hydration ?? null,
    () => null,
  );
  return { match, Page: lazy(() => loading), loaded, hydration };
}

export interface AppProps extends Omit<PageProps, 'match'> {
  route: StartedRoute;
  /**
   * The page's component when its chunk loaded before the first render (main.tsx waits for it
   * beside the translations): rendered as it is, so the first render suspends nowhere and
   * paints at once (React holds back content that follows a shown fallback by up to 300 ms).
   * Null: the lazy page, with its loading and failure handling.
   */
  page: ComponentType<PageProps> | null;
  i18n: I18n;
  /** Called once the first render is committed (the shell: the page may still be loading). */
  onReady?: () => void;
  /**
   * Called once the page's own content is committed, not only the shell around it. A page the
   * server drew is hydrated in two steps (the shell, then the page's Suspense boundary); its
   * seeds must last until the second (main.tsx expires them here).
   */
  onPageCommitted?: () => void;
  /** The answers the first render's reads already have (a page the server drew: seeds.ts). */
  seeds?: ResourceSeeds | null;
}

/** Calls `onCommit` once the boundary it sits in is committed with its content. */
function Committed({ onCommit }: { onCommit: (() => void) | undefined }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return null;
}

export function App(props: AppProps) {
  const { route, page, i18n, config, http, early, place, onReady, onPageCommitted } = props;
  const { seeds = null } = props;
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  const { match } = route;
  const Page = page ?? route.Page;
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <I18nextProvider i18n={i18n}>
          <CrashBoundary>
            <PageFooterProvider value={<LanguageSwitcher />}>
              <Suspense fallback={null}>
                <ResourceSeedsContext value={seeds}>
                  <Page match={match} config={config} http={http} early={early} place={place} />
                  <Committed onCommit={onPageCommitted} />
                </ResourceSeedsContext>
              </Suspense>
            </PageFooterProvider>
          </CrashBoundary>
        </I18nextProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
