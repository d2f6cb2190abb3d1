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
import { type ReactNode, Suspense, useDeferredValue, useReducer, useRef, useState } from 'react';
import { resolveMinAvailabilitySlots } from '../../../domain/min-slots';
import type { ScreenKind } from '../model';
import { IntroScreen } from '../screens/IntroScreen';
import { LoadingScreen } from '../screens/LoadingScreen';
import { flowReducer, loadingError, screenOf, type Session } from '../state';
import { type FirstIntro, introductionView } from './bootstrap';
import type { MeetIntro } from '../../../domain/entities';
import { stageForStatus } from '../stage';
import {
  LazyLinkProblemScreen,
  lazyChunk,
  ScreenFrame,
  useHeadingFocus,
  useSlowNotice,
} from '../../shared';
import { type CandidateFlowProps, continuesWithFocus, SLOW_LOADING_AFTER_MS } from './flow-frame';
import { useIntro } from './journey/useIntro';
import { useLiveSearch } from './journey/useLiveSearch';
import { useRetryWhenOnline } from './journey/useRetryWhenOnline';
import { useSubmission } from './journey/useSubmission';
import { useTracking } from './journey/useTracking';
import { readSavedJourney, useSavedPicks } from './journey/useSavedPicks';
import { browserStores } from './pick-stores';
import { journeyInitialState } from './journey-start';
import { CONNECTION_NOTICES } from '../../../domain/connection-notices';
import { DebugLayout, DebugPanel } from '../../debug';
import { Chat } from '../../chat';
import { chatContextOf, useChatBooking } from './journey/useChat';

const PickDaysContainer = lazyChunk(() => import('./PickDaysContainer'));
const RescheduleContainer = lazyChunk(() => import('./RescheduleContainer'));
const AvailabilitySentScreen = lazyChunk(() =>
  import('../screens/AvailabilitySentScreen').then((m) => ({ default: m.AvailabilitySentScreen })),
);
const ConfirmationContainer = lazyChunk(() => import('./ConfirmationContainer'));
const NoResultsScreen = lazyChunk(() =>
  import('../screens/NoResultsScreen').then((m) => ({ default: m.NoResultsScreen })),
);

/**
 * Loads the lazy screen the journey shows first for `intro` (what a page rendered on the server
 * shows), so that the browser hydrates it in one pass: the confirmed interview, or the times
 * shared.
 */
export function preloadFirstScreen(intro: MeetIntro): Promise<void> {
  switch (stageForStatus(intro.interview.status)) {
    case 'confirmed':
      return ConfirmationContainer.preload();
    case 'sent':
      return AvailabilitySentScreen.preload();
    default:
      return Promise.resolve();
  }
}

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
  useTracking({ ...hooks, tracking: state.tracking });
  useSavedPicks(state, stores);
  const { submit, submitChoice } = useSubmission({ ...hooks, minSlots });
  const chatBooking = useChatBooking(state, dispatch, clock, submitChoice);
  // Back online: the intro, the search or the submit that failed is tried again by itself.
  useRetryWhenOnline(() => {
    if (state.stage === 'bootstrapping') {
      if (state.introError !== null) dispatch({ type: 'retryIntro' });
      return;
    }
    if (search?.phase === 'failed' || search?.phase === 'disconnected') {
      dispatch({ type: 'retrySearch', at: clock() });
    }
    if (
      state.stage === 'picking' &&
      state.submission.state === 'failed' &&
      state.submission.error === CONNECTION_NOTICES.offline
    ) {
      void submit(state);
    }
  });
  // One loading wait per intro request and search: a retry or a new search starts it again.
  const wait = `${screen}:${String(state.introRequest)}:${String(search?.generation ?? 0)}`;
  const slow = useSlowNotice(wait, props.slowAfterMs ?? SLOW_LOADING_AFTER_MS);

  const [focusFirst] = useState(() => continuesWithFocus(previousScreen, screen, startedAt));
  useHeadingFocus(rootRef, shown, focusFirst);

  const view = session && introductionView(session.intro, browserTimeZone);
  const backgroundUrl = view?.backgroundUrl ?? null;
  const onsiteTimeZone = view?.onsiteTimeZone ?? null;
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

  // A tap on "Get started" once it was taken (Pick days still being drawn) changes nothing.
  const introScreen = (shownSession: Session) => (
    <IntroScreen
      {...(view ?? introductionView(shownSession.intro, browserTimeZone))}
      timeZone={shownSession.timeZone}
      onGetStarted={() => {
        dispatch({ type: 'getStarted', at: clock() });
      }}
    />
  );

  let body: ReactNode;
  switch (state.stage) {
    case 'bootstrapping':
      body = loading;
      break;
    case 'linkProblem':
      body = (
        <LazyLinkProblemScreen kind={state.problem} organizationName={state.organizationName} />
      );
      break;
    case 'intro':
      body = introScreen(state.session);
      break;
    case 'picking':
      body = leavingIntro ? (
        introScreen(state.session)
      ) : screen === 'loading' ? (
        loading
      ) : screen === 'noResults' ? (
        <NoResultsScreen
          organizationName={state.session.intro.organization.name}
          backgroundUrl={backgroundUrl}
          onSuggestTimes={() => {
            dispatch({ type: 'toggleSuggest', open: true });
          }}
        />
      ) : (
        <PickDaysContainer
          state={state}
          dispatch={dispatch}
          minSlots={minSlots}
          onsiteTimeZone={onsiteTimeZone}
          allTimeZones={props.allTimeZones}
          clock={clock}
          onSubmit={() => {
            void submit(state);
          }}
        />
      );
      // Staff debug mode: the panel beside Pick days, once the search answered debug data.
      if (screen === 'pickDays' && state.session.debug !== null) {
        body = (
          <DebugLayout
            panel={
              <Suspense fallback={null}>
                <DebugPanel
                  batches={state.session.debug.batches}
                  received={state.session.debug.received}
                  userMap={state.session.debug.userMap}
                  selection={state.session.selection}
                  timeZone={state.session.timeZone}
                  needsReview={state.session.intro.interview.settings.needsReview}
                />
              </Suspense>
            }
          >
            {body}
          </DebugLayout>
        );
      }
      break;
    case 'sent':
      body = (
        <AvailabilitySentScreen
          organizationName={state.session.intro.organization.name}
          guestFirstName={state.session.intro.guest.firstName}
          sentRanges={state.sentRanges}
          timeZone={state.session.timeZone}
          backgroundUrl={backgroundUrl}
          onUpdateAvailability={() => {
            dispatch({ type: 'updateAvailability', at: clock() });
          }}
        />
      );
      break;
    case 'confirmed':
      body = (
        <ConfirmationContainer
          session={state.session}
          onsiteTimeZone={onsiteTimeZone}
          browserTimeZone={browserTimeZone}
          backgroundUrl={backgroundUrl}
          onReschedule={() => {
            dispatch({ type: 'requestReschedule' });
          }}
        />
      );
      break;
    case 'rescheduleReason':
      body = (
        <RescheduleContainer
          retry={state.retry}
          organizationName={state.session.intro.organization.name}
          onSubmit={(values) => {
            if (values.reasonCode === '') return;
            const reason = { reasonCode: values.reasonCode, note: values.note };
            dispatch({ type: 'rescheduleReasonGiven', reason, at: clock() });
          }}
          onCancel={() => {
            dispatch({ type: 'cancelReschedule' });
          }}
        />
      );
      break;
  }

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
