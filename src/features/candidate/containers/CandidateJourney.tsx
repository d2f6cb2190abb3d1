/**
 * The candidate journey: the flow container's part with requests, the live-results socket,
 * timers, the reschedule form and focus management, loaded as a lazy chunk by CandidateFlow
 * (which paints Loading and the Introduction meanwhile and hands over what happened: the first
 * intro's answer, a click on "Get started"). It runs the reducer of state.ts and maps its state
 * to one screen at a time.
 *
 * - Intro fetch on bootstrap (skipped for the interviewer link), one per `introAttempt`; the
 *   first one is CandidateFlow's (`firstIntro`), applied when it answers.
 * - The search (GET search → socket) once per `search.generation`; the socket client is loaded
 *   on first use. Batches go to the reducer as they come; malformed frames are skipped.
 * - Submit: confirm_candidate_availability, or reschedule-request-availability while a reason
 *   is given; CSRF is fetched by the HTTP layer before every write.
 * - Tracking: POST track-request-availability whenever the tracking state records a new action
 *   (startSearch, firstSolution, …, submitted, abandoned). Failures are ignored: tracking never
 *   disturbs the candidate.
 * - Screens other than Loading and the Introduction are lazy chunks (the reschedule form with
 *   react-hook-form too: RescheduleContainer); the .ics export is loaded when clicked.
 * - Focus moves to the new screen's heading when the screen changes; the document title follows.
 */
import type { ReactNode } from 'react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useEffectEvent,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmCandidateAvailability,
  getIntro,
  rescheduleRequestAvailability,
  searchAvailability,
  trackRequestAvailability,
} from '../../../api/meet';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { canContinue, resolveMinAvailabilitySlots } from '../../../domain/min-slots';
import { findByHash, orderedResults } from '../../../domain/results';
import { buildAvailabilitySubmission, buildRescheduleSubmission } from '../../../domain/submission';
import {
  suggestedTimeToSlot,
  SUGGESTED_TIME_ERROR_MESSAGES,
} from '../../../domain/suggested-times';
import { suggestionDays } from '../../../domain/search-window';
import { zonedDateKey } from '../../../domain/time-zone';
import { toTrackingPayload } from '../../../domain/tracking';
import type { ScreenKind, SuggestedTimeInput } from '../model';
import { IntroScreen } from '../screens/IntroScreen';
import { LoadingScreen } from '../screens/LoadingScreen';
import {
  type FlowEvent,
  flowReducer,
  pendingResults,
  screenOf,
  searchProgressOf,
  submitKind,
} from '../state';
import { calendarEntryText, loadCalendarDownload } from '../../shared';
import type { FirstIntro } from './bootstrap';
import { describeFailure } from './failures';
import {
  type CandidateFlowProps,
  FlowRoot,
  SLOW_LOADING_AFTER_MS,
  useHeadingFocus,
  useSlowEpisode,
} from './flow-frame';
import { journeyInitialState } from './journey-start';

const PickDaysScreen = lazy(() =>
  import('../screens/PickDaysScreen').then((m) => ({ default: m.PickDaysScreen })),
);
const AvailabilitySentScreen = lazy(() =>
  import('../screens/AvailabilitySentScreen').then((m) => ({
    default: m.AvailabilitySentScreen,
  })),
);
const ConfirmationScreen = lazy(() =>
  import('../screens/ConfirmationScreen').then((m) => ({ default: m.ConfirmationScreen })),
);
/** The reschedule form (react-hook-form) with its screen: loaded when first needed. */
const RescheduleContainer = lazy(() => import('./RescheduleContainer'));
const LinkProblemScreen = lazy(() =>
  import('../screens/LinkProblemScreen').then((m) => ({ default: m.LinkProblemScreen })),
);
const NoResultsScreen = lazy(() =>
  import('../screens/NoResultsScreen').then((m) => ({ default: m.NoResultsScreen })),
);

export interface CandidateJourneyProps extends CandidateFlowProps {
  /** CandidateFlow's intro request (the first attempt); null for the interviewer link. */
  firstIntro: FirstIntro | null;
  /** When "Get started" was clicked on CandidateFlow's Introduction; null if it was not. */
  startedAt: number | null;
  /** The screen CandidateFlow showed last: the journey continues from it. */
  previousScreen: ScreenKind;
}

function defaultZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The zones the picker offers: the relevant ones first, then every other zone. */
export function timeZoneChoices(
  preferred: readonly (string | null | undefined)[],
  all: readonly string[],
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const zone of [...preferred, ...all]) {
    if (zone && !seen.has(zone)) {
      seen.add(zone);
      out.push(zone);
    }
  }
  return out;
}

export default function CandidateJourney({
  mode,
  hash,
  http,
  browserTimeZone: browserTimezone,
  minSlots: configuredMin,
  now = Date.now,
  WebSocketImpl,
  socketBaseUrl,
  slowAfterMs = SLOW_LOADING_AFTER_MS,
  allTimeZones,
  firstIntro,
  startedAt,
  previousScreen,
}: CandidateJourneyProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(
    flowReducer,
    { mode, hash, browserTimeZone: browserTimezone, at: now(), firstIntro, startedAt },
    journeyInitialState,
  );
  const minSlots = resolveMinAvailabilitySlots(configuredMin);
  const screen = screenOf(state);
  /** The clock, read from effects and the callbacks they create (sockets, timers). */
  const clock = useEffectEvent(() => now());
  const send = useCallback((event: FlowEvent) => {
    dispatch(event);
  }, []);

  // ---- Intro ---------------------------------------------------------------------------
  // The first attempt is CandidateFlow's request: applied when it answers (at once, by
  // journeyInitialState, when it had answered before the journey loaded).
  const firstIntroApplied = useRef(firstIntro === null || firstIntro.state !== 'pending');
  useEffect(() => {
    if (firstIntroApplied.current || firstIntro === null || firstIntro.state === 'pending') return;
    firstIntroApplied.current = true;
    if (firstIntro.state === 'loaded') {
      send({ type: 'introLoaded', intro: firstIntro.intro, at: firstIntro.at });
    } else {
      const failure = describeFailure(firstIntro.error);
      if (failure.aborted) return;
      send({ type: 'introFailed', problem: failure.problem, error: failure.notice });
    }
  }, [firstIntro, send]);
  const firstAttemptMade = firstIntro !== null;
  useEffect(() => {
    if (state.introAttempt === 0) return;
    if (state.introAttempt === 1 && firstAttemptMade) return;
    const controller = new AbortController();
    getIntro(http, hash, { signal: controller.signal }).then(
      (intro) => {
        send({ type: 'introLoaded', intro, at: clock() });
      },
      (err: unknown) => {
        const failure = describeFailure(err);
        if (failure.aborted) return;
        send({ type: 'introFailed', problem: failure.problem, error: failure.notice });
      },
    );
    return () => {
      controller.abort();
    };
  }, [http, hash, send, state.introAttempt, firstAttemptMade]);

  // ---- Search and live results -----------------------------------------------------------
  const { generation } = state.search;
  useEffect(() => {
    if (generation === 0) return;
    const controller = new AbortController();
    const { signal } = controller;
    const stopped = () => signal.aborted;
    let connection: { close(): void } | null = null;
    void (async () => {
      try {
        const metadata = await searchAvailability(http, hash, { browserTimezone, signal });
        if (stopped()) return;
        send({ type: 'searchReady', metadata, at: clock() });
        const { connectLiveResults } = await import('../../../api/live-results-socket');
        if (stopped()) return;
        connection = connectLiveResults({
          metadata,
          ...(WebSocketImpl ? { WebSocketImpl } : {}),
          ...(socketBaseUrl === undefined ? {} : { baseUrl: socketBaseUrl }),
          onBatch: (results) => {
            send({ type: 'resultsBatch', results, at: clock() });
          },
          onDone: () => {
            send({ type: 'searchDone', at: clock() });
          },
          onClose: (info) => {
            send({
              type: 'socketClosed',
              expected: info.expected,
              reason: info.reason || `code ${String(info.code)}`,
              at: clock(),
            });
          },
        });
      } catch (err) {
        if (stopped()) return;
        const failure = describeFailure(err);
        if (failure.aborted) return;
        send({
          type: 'searchFailed',
          unauthorized: failure.unauthorized,
          error: failure.notice,
          at: clock(),
        });
      }
    })();
    return () => {
      controller.abort();
      connection?.close();
    };
  }, [http, hash, send, generation, browserTimezone, WebSocketImpl, socketBaseUrl]);

  // ---- Tracking ---------------------------------------------------------------------------
  const { currentAction } = state.tracking;
  const postTracking = useEffectEvent(() => {
    const payload = toTrackingPayload(state.tracking, { hash });
    trackRequestAvailability(http, hash, payload).catch(() => {
      // Tracking never disturbs the candidate.
    });
  });
  useEffect(() => {
    if (currentAction !== null) postTracking();
  }, [currentAction]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') {
        send({ type: 'pageHidden', at: clock() });
      }
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [send]);

  // ---- Loading slowly -----------------------------------------------------------------------
  // One "episode" per loading wait: a retry or a new search starts the clock again.
  const episode = `${screen}:${String(state.introAttempt)}:${String(generation)}`;
  const slow = useSlowEpisode(episode, slowAfterMs);

  // ---- Focus and title on screen change -------------------------------------------------------
  // The journey continues CandidateFlow's screens: its first screen is a change (focus moves)
  // unless it is the one CandidateFlow showed. If that one's heading had focus (every screen of
  // CandidateFlow but its first, Loading, had), the journey's copy of the screen takes it over:
  // the swap would otherwise drop focus to the page.
  const rootRef = useRef<HTMLDivElement>(null);
  const [focusFirst] = useState(
    () => previousScreen !== screen || previousScreen === 'intro' || startedAt !== null,
  );
  useHeadingFocus(rootRef, screen, focusFirst);

  // ---- Reschedule form ----------------------------------------------------------------------
  // The form lives in RescheduleContainer (a lazy chunk: react-hook-form loads when a candidate
  // first asks to reschedule), which stays mounted from then on so the form keeps its values.
  const [rescheduleMounted, setRescheduleMounted] = useState(false);
  if (screen === 'reschedule' && !rescheduleMounted) setRescheduleMounted(true);

  // ---- Submitting ---------------------------------------------------------------------------
  const submit = async () => {
    const current = state;
    if (current.submitting || !canContinue(current.selection.length, minSlots)) return;
    send({ type: 'submitStarted' });
    const index = current.results;
    const order = new Map(orderedResults(index).map((r, i) => [r.option.hash, i]));
    const submission = buildAvailabilitySubmission(current.selection, current.timeZone, (h) =>
      findByHash(index, h)?.valid ? (order.get(h) ?? null) : null,
    );
    try {
      if (submitKind(current) === 'reschedule' && current.rescheduleReason) {
        await rescheduleRequestAvailability(
          http,
          hash,
          buildRescheduleSubmission(current.rescheduleReason, submission),
        );
        send({ type: 'submitSucceeded', status: 'reschedule', at: now() });
      } else {
        const result = await confirmCandidateAvailability(http, hash, submission);
        send({ type: 'submitSucceeded', status: result.status, at: now() });
      }
    } catch (err) {
      const failure = describeFailure(err);
      send({
        type: 'submitFailed',
        error: failure.notice,
        problem: failure.problem,
        fieldError: failure.fieldError,
      });
    }
  };

  // ---- Calendar export -----------------------------------------------------------------------
  const [calendar, setCalendar] = useState<{ busy: boolean; failed: boolean }>({
    busy: false,
    failed: false,
  });
  const downloadIcs = async () => {
    const { intro } = state;
    if (!intro) return;
    setCalendar({ busy: true, failed: false });
    try {
      const { downloadIcs: download } = await loadCalendarDownload();
      download(
        intro.interview.schedule,
        intro.organization.name,
        calendarEntryText(t, intro.organization.name),
      );
      setCalendar({ busy: false, failed: false });
    } catch {
      setCalendar({ busy: false, failed: true });
    }
  };

  // ---- Suggested times ------------------------------------------------------------------------
  const today = zonedDateKey(now(), state.timeZone);
  const suggestWindow = useMemo(
    () => suggestionDays(state.intro?.interview.availabilityWindow, state.timeZone, today),
    [state.intro, state.timeZone, today],
  );
  const suggestTime = (input: SuggestedTimeInput) => {
    const outcome = suggestedTimeToSlot(input, state.timeZone, suggestWindow, now());
    if (outcome.ok) send({ type: 'suggestAccepted', slot: outcome.slot });
    else send({ type: 'suggestRejected', error: SUGGESTED_TIME_ERROR_MESSAGES[outcome.error] });
  };

  const zones = useMemo(
    () =>
      timeZoneChoices(
        [
          state.timeZone,
          state.browserTimeZone,
          state.intro?.guest.settings.timeZone,
          state.intro?.interview.settings.isOnsite ? state.intro.interview.settings.timeZone : null,
        ],
        allTimeZones ?? defaultZones(),
      ),
    [state.timeZone, state.browserTimeZone, state.intro, allTimeZones],
  );

  // ---- Rendering -------------------------------------------------------------------------------
  const intro = state.intro;
  const backgroundUrl = intro?.meetBackgroundUrlList[0] ?? null;
  const organizationName = intro?.organization.name ?? null;
  const onsiteTimeZone = intro?.interview.settings.isOnsite ? state.timeZone : null;
  const loadingError =
    state.introError ?? (state.search.phase === 'failed' ? state.search.error : null);
  const loading = (
    <LoadingScreen
      backgroundUrl={backgroundUrl}
      slow={slow}
      error={loadingError}
      onRetry={() => {
        if (state.introError) send({ type: 'retryIntro' });
        else send({ type: 'retrySearch', at: now() });
      }}
    />
  );

  let body: ReactNode;
  switch (screen) {
    case 'loading':
      body = loading;
      break;
    case 'intro':
      body = intro && (
        <IntroScreen
          organizationName={intro.organization.name}
          guestFirstName={intro.guest.firstName}
          interviews={intro.interviews}
          timeZone={state.timeZone}
          onsiteTimeZone={onsiteTimeZone}
          backgroundUrl={backgroundUrl}
          onGetStarted={() => {
            send({ type: 'getStarted', at: now() });
          }}
        />
      );
      break;
    case 'pickDays':
      body = (
        <PickDaysScreen
          index={state.shown}
          view={state.view}
          activeGroup={state.activeGroup}
          selection={state.selection}
          minSlots={minSlots}
          timeZone={state.timeZone}
          timeZoneOptions={zones}
          onsiteTimeZone={onsiteTimeZone}
          search={searchProgressOf(state)}
          pendingResults={pendingResults(state)}
          visiblePerBucket={state.visiblePerBucket}
          purpose={state.rescheduleReason ? 'reschedule' : 'availability'}
          submitting={state.submitting}
          submitError={state.submitError}
          suggestOpen={state.suggestOpen}
          suggestError={state.suggestError}
          suggestWindow={suggestWindow}
          onSelectView={(view) => {
            send({ type: 'selectView', view });
          }}
          onSelectGroup={(group) => {
            send({ type: 'selectGroup', group });
          }}
          onToggleSlot={(slot) => {
            send({ type: 'toggleSlot', slot });
          }}
          onSelectAll={(slots) => {
            send({ type: 'selectAll', slots });
          }}
          onDeselectAll={(slots) => {
            send({ type: 'deselectAll', slots });
          }}
          onShowMore={(bucket) => {
            send({ type: 'showMore', bucket });
          }}
          onShowNewResults={() => {
            send({ type: 'showNewResults' });
          }}
          onTimeZoneChange={(zone) => {
            send({ type: 'setTimeZone', zone });
          }}
          onRetrySearch={() => {
            send({ type: 'retrySearch', at: now() });
          }}
          onToggleSuggest={(open) => {
            send({ type: 'toggleSuggest', open });
          }}
          onSuggestTime={suggestTime}
          onSubmit={() => {
            void submit();
          }}
        />
      );
      break;
    case 'availabilitySent':
      body = (
        <AvailabilitySentScreen
          organizationName={organizationName ?? ''}
          guestFirstName={intro?.guest.firstName ?? ''}
          sentRanges={state.sentRanges}
          timeZone={state.timeZone}
          backgroundUrl={backgroundUrl}
          onUpdateAvailability={() => {
            send({ type: 'updateAvailability', at: now() });
          }}
        />
      );
      break;
    case 'confirmed':
      body = intro && (
        <ConfirmationScreen
          organizationName={intro.organization.name}
          jobName={intro.interview.job.name}
          events={intro.interview.schedule}
          timeZone={state.timeZone}
          onsiteTimeZone={onsiteTimeZone}
          guestEmail={intro.guest.email}
          canReschedule={
            intro.interview.settings.canGuestReschedule && state.status !== 'completed'
          }
          calendarBusy={calendar.busy}
          calendarError={calendar.failed ? ERROR_MESSAGES.general : null}
          onDownloadIcs={() => {
            void downloadIcs();
          }}
          onReschedule={() => {
            send({ type: 'requestReschedule' });
          }}
          backgroundUrl={backgroundUrl}
        />
      );
      break;
    case 'reschedule':
      // Rendered by the reschedule form below.
      body = null;
      break;
    case 'linkProblem':
      body = (
        <LinkProblemScreen
          kind={state.linkProblem ?? 'invalid'}
          organizationName={organizationName}
        />
      );
      break;
    case 'noResults':
      body = (
        <NoResultsScreen
          organizationName={organizationName}
          backgroundUrl={backgroundUrl}
          onSuggestTimes={() => {
            send({ type: 'toggleSuggest', open: true });
          }}
        />
      );
      break;
  }

  return (
    <FlowRoot ref={rootRef} data-screen={screen}>
      <Suspense fallback={<div data-fallback="">{loading}</div>}>
        {body}
        {rescheduleMounted && (
          <RescheduleContainer
            visible={screen === 'reschedule'}
            fieldError={state.fieldError}
            organizationName={organizationName ?? ''}
            onSubmit={(values) => {
              if (values.reasonCode === '') return;
              send({
                type: 'rescheduleReasonGiven',
                reason: { reasonCode: values.reasonCode, note: values.note },
                at: now(),
              });
            }}
            onCancel={() => {
              send({ type: 'cancelReschedule' });
            }}
          />
        )}
      </Suspense>
    </FlowRoot>
  );
}
