/**
 * The candidate journey after the first paint, a lazy chunk of CandidateFlow (which paints
 * Loading and the Introduction meanwhile and hands over what happened: the first intro's
 * answer, a click on "Get started"). It runs the reducer of state.ts, lets one hook do each
 * kind of work — useIntro (intro requests), useLiveSearch (search call and socket),
 * useSubmission, useTracking (tracking POSTs, the page hidden or shown), useSlowNotice,
 * useHeadingFocus (focus and title follow the screen) — and maps the state to one screen.
 * Screens other than Loading and the Introduction are lazy chunks, some with a container of
 * their own (pick days; the itinerary with its calendar export; the reschedule form with
 * react-hook-form).
 */
import { Suspense, useDeferredValue, useReducer, useRef, useState } from 'react';
import { resolveMinAvailabilitySlots } from '../../../domain/min-slots';
import type { ScreenKind } from '../model';
import { LoadingScreen } from '../screens/LoadingScreen';
import { flowReducer, loadingError, screenOf } from '../state';
import { type FirstIntro, introductionView } from './bootstrap';
import { ScreenFrame, useHeadingFocus, useRetryWhenOnline, useSlowNotice } from '../../shared';
import { type CandidateFlowProps, continuesWithFocus, SLOW_LOADING_AFTER_MS } from './flow-frame';
import { useIntro } from './journey/useIntro';
import { useLiveSearch } from './journey/useLiveSearch';
import { useSubmission } from './journey/useSubmission';
import { useTracking } from './journey/useTracking';
import { readSavedJourney, useSavedPicks } from './journey/useSavedPicks';
import { browserStores } from './pick-stores';
import { journeyInitialState } from './journey-start';
import { Chat } from '../../chat';
import { chatContextOf, useChatBooking } from './journey/useChat';
import { JourneyScreen } from './journey-screen';

export { preloadFirstScreen } from './journey-screen';

export interface CandidateJourneyProps extends CandidateFlowProps {
  /** CandidateFlow's intro request (the first attempt). */
  firstIntro: FirstIntro;
  /** When "Get started" was clicked on CandidateFlow's Introduction; null if it was not. */
  startedAt: number | null;
  /** The screen CandidateFlow showed last: the journey continues from it. */
  previousScreen: ScreenKind;
}

export default function CandidateJourney(props: CandidateJourneyProps) {
  const { hash, http, browserTimeZone, firstIntro, startedAt, previousScreen } = props;
  // Props are read once per link (CandidateFlow): the clock is the first one given.
  const [clock] = useState(() => props.now ?? Date.now);
  const [stores] = useState(() => props.pickStores ?? browserStores());
  const [saved] = useState(() => readSavedJourney(stores, hash));
  const [state, dispatch] = useReducer(
    flowReducer,
    { hash, browserTimeZone, firstIntro, startedAt, saved },
    journeyInitialState,
  );
  const minSlots = resolveMinAvailabilitySlots(props.minSlots);
  const screen = screenOf(state);
  // "Get started" is committed at once (the search starts, the click is tracked with the results
  // the candidate saw), but Pick days, a big first render (calendar, zone field, day lists), is
  // drawn by a deferred render, which React does in slices: the Introduction stays until it is
  // ready. Rendered with the tap, it held the tap's task 52–72 ms on a 4× slower CPU.
  const shownStage = useDeferredValue(state.stage);
  const leavingIntro = state.stage === 'picking' && shownStage === 'intro';
  const shown: ScreenKind = leavingIntro ? 'intro' : screen;
  const session = 'session' in state ? state.session : null;
  const search = session?.search ?? null;
  const hooks = { http, hash, dispatch, clock };
  const rootRef = useRef<HTMLDivElement>(null);

  useIntro({ ...hooks, firstIntro, startedAt, introRequest: state.introRequest });
  useLiveSearch({
    ...hooks,
    generation: search?.generation ?? 0,
    browserTimeZone,
    WebSocketImpl: props.WebSocketImpl,
    socketBaseUrl: props.socketBaseUrl,
    socketIdleMs: props.socketIdleMs,
    frames: props.resultFrames,
    debug: props.debug ?? false,
    pageRef: props.holdRowsOnScreen === false ? undefined : rootRef,
  });
  useTracking({ ...hooks, token: props.token, tracking: state.tracking });
  useSavedPicks(state, stores);
  const { submit, submitChoice } = useSubmission({ ...hooks, minSlots });
  const chatBooking = useChatBooking(state, dispatch, clock, submitChoice);
  // Back online: the intro or the search that failed is tried again by itself (a submit made
  // offline waits in useSubmission and goes by itself).
  useRetryWhenOnline(() => {
    if (state.stage === 'bootstrapping') {
      if (state.introError !== null) dispatch({ type: 'retryIntro' });
      return;
    }
    if (search?.phase === 'failed' || search?.phase === 'disconnected') {
      dispatch({ type: 'retrySearch', at: clock() });
    }
  });
  // One loading wait per intro request and search: a retry or a new search starts it again.
  const wait = `${screen}:${String(state.introRequest)}:${String(search?.generation ?? 0)}`;
  const slow = useSlowNotice(wait, props.slowAfterMs ?? SLOW_LOADING_AFTER_MS);

  const [focusFirst] = useState(() => continuesWithFocus(previousScreen, screen, startedAt));
  useHeadingFocus(rootRef, shown, focusFirst);

  const view = session && introductionView(session.intro, browserTimeZone);
  const backgroundUrl = view?.backgroundUrl ?? null;
  const loading = (
    <LoadingScreen
      backgroundUrl={backgroundUrl}
      slow={slow}
      error={loadingError(state)}
      onRetry={() => {
        const intro = state.stage === 'bootstrapping';
        dispatch(intro ? { type: 'retryIntro' } : { type: 'retrySearch', at: clock() });
      }}
    />
  );

  const body = (
    <JourneyScreen
      state={state}
      dispatch={dispatch}
      clock={clock}
      screen={screen}
      leavingIntro={leavingIntro}
      loading={loading}
      view={view}
      browserTimeZone={browserTimeZone}
      minSlots={minSlots}
      allTimeZones={props.allTimeZones}
      holdRowsOnScreen={props.holdRowsOnScreen !== false}
      onSubmit={() => {
        if (state.stage === 'picking') void submit(state);
      }}
    />
  );

  // The chatbot, when the organisation enables it (spec 1): its way in in every screen's footer.
  const chat =
    'session' in state && state.session.intro.organization.settings.candidateChatbot
      ? { context: chatContextOf(state), http, booking: chatBooking, now: clock, ...props.chat }
      : null;

  return (
    <ScreenFrame ref={rootRef} data-screen={shown}>
      <Chat chat={chat}>
        <Suspense fallback={<div data-fallback="">{loading}</div>}>{body}</Suspense>
      </Chat>
    </ScreenFrame>
  );
}
