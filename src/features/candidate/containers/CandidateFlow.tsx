/**
 * The candidate flow container: the whole journey of an invitation link,
 * in two parts so that the first paint needs little code (DESIGN.md section 7: the candidate
 * route loads only what its first screen needs).
 *
 * - CandidateFlow (this file, in the route's first chunk) starts the first intro request (or
 *   takes the one the app's entry started before anything rendered) and the journey's chunk
 *   together, and paints the Loading screen, then the Introduction when the
 *   intro answers before the journey's chunk is there ("Get started" is remembered). For any
 *   other answer it keeps showing Loading until the journey decides.
 * - CandidateJourney (a lazy chunk: the reducer, results, search and socket, submit, tracking,
 *   the other screens) takes over as soon as it has loaded, starting from what already happened
 *   (the intro's answer, the click), so the candidate sees one continuous journey.
 *
 * Props are read once per link: the page never changes `hash`, `http` or `now`.
 */
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { getIntro } from '../../../api/meet';
import type { ScreenKind } from '../model';
import { IntroScreen } from '../screens/IntroScreen';
import { LoadingScreen } from '../screens/LoadingScreen';
import { type FirstIntro, introductionView, showsIntroduction } from './bootstrap';
import {
  LazyLinkProblemScreen,
  lazyChunk,
  ScreenFrame,
  useHeadingFocus,
  useSlowNotice,
} from '../../shared';
import { type CandidateFlowProps, type IntroAnswer, SLOW_LOADING_AFTER_MS } from './flow-frame';
import { browserStores, hasPickingSaved } from './pick-stores';

export { type CandidateFlowProps, type IntroAnswer, SLOW_LOADING_AFTER_MS } from './flow-frame';

const CandidateJourney = lazyChunk(() => import('./CandidateJourney'));

/**
 * Loads the lazy parts the flow's first screen shows for the intro's `answer`: the journey
 * (which renders every screen once it is here), the link-problem screen, and the screen of the
 * interview's stage when it is a lazy one. A page the server rendered is hydrated after this,
 * in one pass (harness/app/pages/CandidateLinkPage.tsx).
 */
export async function preloadCandidateFlow(answer?: IntroAnswer): Promise<void> {
  await Promise.all([CandidateJourney.preload(), LazyLinkProblemScreen.preload()]);
  if (answer !== undefined && 'intro' in answer) {
    const journey = await import('./CandidateJourney');
    await journey.preloadFirstScreen(answer.intro);
  }
}

const PENDING: FirstIntro = { state: 'pending' };

/** The first intro as known at the first render: settled when the page carried its answer. */
function firstIntroOf(answer: IntroAnswer | undefined, at: number): FirstIntro {
  if (answer === undefined) return PENDING;
  return 'intro' in answer
    ? { state: 'loaded', intro: answer.intro, at }
    : { state: 'failed', error: answer.error, online: true };
}

export function CandidateFlow(props: CandidateFlowProps) {
  const {
    hash,
    http,
    browserTimeZone,
    now = Date.now,
    slowAfterMs = SLOW_LOADING_AFTER_MS,
  } = props;
  const [firstIntro, setFirstIntro] = useState<FirstIntro>(() =>
    firstIntroOf(props.introAnswer, now()),
  );
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [pickStores] = useState(() => props.pickStores ?? browserStores());
  // Picks in progress (a reload on pick days): Loading until the journey resumes them.
  const [resuming] = useState(() => hasPickingSaved(pickStores, hash));
  const clock = useEffectEvent(() => now());

  // The first intro request: the one the app's entry started, or a new one.
  const [introRequest] = useState(() => props.introRequest);
  const [answered] = useState(() => props.introAnswer !== undefined);
  useEffect(() => {
    if (answered) return undefined;
    const controller = new AbortController();
    (introRequest ?? getIntro(http, hash, { signal: controller.signal })).then(
      (intro) => {
        setFirstIntro({ state: 'loaded', intro, at: clock() });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setFirstIntro({ state: 'failed', error, online: navigator.onLine });
      },
    );
    return () => {
      controller.abort();
    };
  }, [http, hash, introRequest, answered]);

  const intro = firstIntro.state === 'loaded' ? firstIntro.intro : null;
  const screen: ScreenKind =
    intro !== null && startedAt === null && !resuming && showsIntroduction(intro)
      ? 'intro'
      : 'loading';

  return (
    <Suspense
      fallback={
        <FirstPaint
          screen={screen}
          firstIntro={firstIntro}
          browserTimeZone={browserTimeZone}
          slowAfterMs={slowAfterMs}
          onGetStarted={() => {
            setStartedAt(now());
          }}
        />
      }
    >
      <CandidateJourney
        {...props}
        pickStores={pickStores}
        firstIntro={firstIntro}
        startedAt={startedAt}
        previousScreen={screen}
      />
    </Suspense>
  );
}

interface FirstPaintProps {
  screen: ScreenKind;
  firstIntro: FirstIntro;
  browserTimeZone: string;
  slowAfterMs: number;
  onGetStarted: () => void;
}

/** Loading, then the Introduction: the screens shown while the journey's chunk loads. */
function FirstPaint({
  screen,
  firstIntro,
  browserTimeZone,
  slowAfterMs,
  onGetStarted,
}: FirstPaintProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useHeadingFocus(rootRef, screen);
  const intro = firstIntro.state === 'loaded' ? firstIntro.intro : null;
  const view = intro && introductionView(intro, browserTimeZone);
  // Loading waits for the intro, then (after "Get started") for the search: two episodes.
  const slow = useSlowNotice(`${screen}:${intro ? 'search' : 'intro'}`, slowAfterMs);
  return (
    <ScreenFrame ref={rootRef} data-screen={screen}>
      {screen === 'intro' && intro && view ? (
        <IntroScreen {...view} onGetStarted={onGetStarted} />
      ) : (
        <LoadingScreen
          backgroundUrl={view?.backgroundUrl ?? null}
          slow={slow}
          error={null}
          onRetry={() => undefined}
        />
      )}
    </ScreenFrame>
  );
}
