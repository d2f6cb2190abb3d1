/**
 * The screen of each stage of the candidate journey (CandidateJourney's state mapped to one
 * screen): Loading, the Introduction, pick days (with the staff debug panel beside it), no
 * results, availability sent, the itinerary, the reschedule form, a link problem. Screens past
 * the Introduction are lazy chunks.
 */
import { type ActionDispatch, type ReactNode, Suspense } from 'react';
import type { MeetIntro } from '../../../domain/entities';
import { DebugLayout, DebugPanel } from '../../debug';
import { LazyLinkProblemScreen, lazyChunk } from '../../shared';
import type { ScreenKind } from '../model';
import { IntroScreen } from '../screens/IntroScreen';
import { stageForStatus } from '../stage';
import type { FlowEvent, FlowState, Session } from '../state';
import { introductionView } from './bootstrap';

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

export interface JourneyScreenProps {
  readonly state: FlowState;
  readonly dispatch: ActionDispatch<[FlowEvent]>;
  readonly clock: () => number;
  /** The screen of the state (screenOf). */
  readonly screen: ScreenKind;
  /** "Get started" was taken but Pick days is still being drawn: the Introduction stays. */
  readonly leavingIntro: boolean;
  /** The Loading screen as the journey has it (its slow notice, its error and Try again). */
  readonly loading: ReactNode;
  /** What the Introduction shows of the intro (null before there is a session). */
  readonly view: ReturnType<typeof introductionView> | null;
  readonly browserTimeZone: string;
  readonly minSlots: number;
  readonly allTimeZones: readonly string[] | undefined;
  /** See CandidateFlowProps.holdRowsOnScreen. */
  readonly holdRowsOnScreen: boolean;
  readonly onSubmit: () => void;
}

export function JourneyScreen({
  state,
  dispatch,
  clock,
  screen,
  leavingIntro,
  loading,
  view,
  browserTimeZone,
  minSlots,
  allTimeZones,
  holdRowsOnScreen,
  onSubmit,
}: JourneyScreenProps) {
  const backgroundUrl = view?.backgroundUrl ?? null;
  const onsiteTimeZone = view?.onsiteTimeZone ?? null;
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
          allTimeZones={allTimeZones}
          clock={clock}
          holdRowsOnScreen={holdRowsOnScreen}
          onSubmit={onSubmit}
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
  return body;
}
