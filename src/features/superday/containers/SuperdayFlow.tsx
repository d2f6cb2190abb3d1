/**
 * The superday flow with its data (spec 1, 3, 4, 5, 7, 8): reads the invitation (the intro of
 * `hash`: organisation, job, stage, status), then the superday's availability (with
 * `?reschedule=true` when the status is reschedule), lets the candidate choose, and confirms.
 *
 * Decisions (the spec names the calls, not the page):
 * - the link is `/superday/{interviewId}?hash={invitation hash}`: the superday calls need the
 *   interview id, and only the invitation tells the status (reschedule or not), the
 *   organisation and whether the link still works; an intro of another interview, or no hash,
 *   is an invalid link;
 * - statuses pending_review, confirmed and completed mean the times were confirmed: the
 *   confirmation shows (with the times this browser confirmed, kept in localStorage per
 *   interview); canceled is the canceled-link screen; any other status lets the candidate
 *   choose;
 * - "slot not found" (20013): the availability is fetched again, the chosen blocks no longer
 *   offered are named and unticked, every other choice kept;
 * - offline: the confirm is tried again once the browser is back online.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuperdaySlotNotFoundError, TimeoutError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import { getIntro } from '../../../api/meet';
import { confirmSuperdayAvailability, requestSuperdayAvailability } from '../../../api/superday';
import { CONNECTION_NOTICES } from '../../../domain/connection-notices';
import type { MeetIntro, SuperdayOption } from '../../../domain/entities';
import { ERROR_MESSAGES, SUPERDAY_CONFIRM_FAILED } from '../../../domain/errors';
import {
  buildSuperdayConfirm,
  chosenBlocks,
  parseSuperdayConfirmed,
  serializeSuperdayConfirmed,
  superdayChoiceOptions,
  superdayChoiceSlots,
  superdayConfirmedKey,
  superdayDays,
} from '../../../domain/superday';
import { resolveTimeZone } from '../../../domain/time-zone';
import { useCalendarExport } from '../../calendar';
import {
  describeLinkFailure,
  LinkProblemSlot,
  ScreenFrame,
  useHeadingFocus,
  useSlowNotice,
} from '../../shared';
import { superdayCalendarEvents } from '../calendar-events';
import type { Notice, SuperdayContext } from '../model';
import { SuperdayChooseScreen } from '../screens/SuperdayChooseScreen';
import { SuperdayConfirmedScreen } from '../screens/SuperdayConfirmedScreen';
import { SuperdayEmptyScreen } from '../screens/SuperdayEmptyScreen';
import { SuperdayLoadingScreen } from '../screens/SuperdayLoadingScreen';
import { INITIAL_STATE, superdayReducer, type SuperdayEvent, type SuperdayState } from '../state';

/** Spec 8: "Error confirming superday availability", translated. */
const CONFIRM_FAILED: Notice = SUPERDAY_CONFIRM_FAILED;

/** Where the confirmed times are kept (localStorage in the app; null: nowhere). */
export type SuperdayStore = Pick<Storage, 'getItem' | 'setItem'> | null;

export interface SuperdayFlowProps {
  /** The superday's interview id (the route's `:interviewId`). */
  interviewId: string;
  /** The invitation hash (the link's `?hash=`); null when the link has none. */
  hash: string | null;
  http: HttpClient;
  /** The browser's IANA zone. */
  browserTimeZone: string;
  /** Where the confirmed times are kept across reloads (default: localStorage). */
  store?: SuperdayStore;
  /** After this long, a wait says it is longer than usual (ms; default 12 000). */
  slowAfterMs?: number;
}

const CONFIRMED_STATUSES = new Set(['pending_review', 'confirmed', 'completed']);

function browserStore(): SuperdayStore {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function contextOf(intro: MeetIntro, browserTimeZone: string): SuperdayContext {
  const timeZone = resolveTimeZone(intro.interview.settings, browserTimeZone);
  return {
    status: intro.interview.status,
    organizationName: intro.organization.name,
    jobName: intro.interview.job.name,
    stageName: intro.interview.stage.name,
    reschedule: intro.interview.status === 'reschedule',
    timeZone,
    ownTimeZone: timeZone === browserTimeZone ? null : browserTimeZone,
    backgroundUrl: intro.meetBackgroundUrlList[0] ?? null,
  };
}

function readSaved(store: SuperdayStore, interviewId: string): SuperdayOption[] | null {
  try {
    return parseSuperdayConfirmed(store?.getItem(superdayConfirmedKey(interviewId)) ?? null);
  } catch {
    return null;
  }
}

function save(store: SuperdayStore, interviewId: string, options: readonly SuperdayOption[]) {
  try {
    store?.setItem(superdayConfirmedKey(interviewId), serializeSuperdayConfirmed(options));
  } catch {
    // Storage full or blocked: the confirmation shows now; a reload says to check the email.
  }
}

/** The link cannot be used: its link-problem screen. */
function linkProblemEvent(
  problem: 'invalid' | 'canceled',
  organizationName: string | null,
): SuperdayEvent {
  const notice = problem === 'invalid' ? ERROR_MESSAGES.invalidLink : ERROR_MESSAGES.canceled;
  return { type: 'loadFailed', notice, problem, organizationName };
}

/** A failed load (the intro or the availability) as an event; null when it was aborted. */
function loadFailedEvent(error: unknown): SuperdayEvent | null {
  const failure = describeLinkFailure(error, navigator.onLine);
  if (failure.aborted) return null;
  return {
    type: 'loadFailed',
    notice: failure.notice,
    problem: failure.problem,
    organizationName: null,
  };
}

/** The confirmed blocks of options confirmed earlier (each block's one alternative). */
function confirmedBlocks(options: readonly SuperdayOption[], zone: string) {
  const days = superdayDays(options, zone);
  const choices = Object.fromEntries(
    days.flatMap((d) => d.blocks.map((b) => [b.id, b.alternatives[0]?.key ?? ''] as const)),
  );
  return chosenBlocks(days, choices);
}

export function SuperdayFlow({
  interviewId,
  hash,
  http,
  browserTimeZone,
  store: givenStore,
  slowAfterMs = 12_000,
}: SuperdayFlowProps) {
  const { t } = useTranslation(['superday']);
  const [state, dispatch] = useReducer(superdayReducer, INITIAL_STATE);
  const [store] = useState(() => (givenStore === undefined ? browserStore() : givenStore));
  const rootRef = useRef<HTMLDivElement>(null);
  const screen = screenKey(state);
  useHeadingFocus(rootRef, screen);
  const slow = useSlowNotice(screen, slowAfterMs);

  // The invitation, then the availability: each load (and each retry) once.
  const loadingIntro = state.kind === 'loading' && state.context === null;
  const loadingContext = state.kind === 'loading' ? state.context : null;
  const attempt = state.kind === 'loading' ? state.attempt : 0;
  const loadFailed = state.kind === 'loading' && state.error !== null;
  useEffect(() => {
    if (!loadingIntro || loadFailed) return;
    if (hash === null || hash === '') {
      dispatch(linkProblemEvent('invalid', null));
      return;
    }
    const controller = new AbortController();
    getIntro(http, hash, { signal: controller.signal }).then(
      (intro) => {
        if (intro.interview.id !== interviewId) {
          dispatch(linkProblemEvent('invalid', intro.organization.name));
        } else if (intro.interview.status === 'canceled') {
          dispatch(linkProblemEvent('canceled', intro.organization.name));
        } else {
          dispatch({
            type: 'introLoaded',
            context: contextOf(intro, browserTimeZone),
            alreadyConfirmed: CONFIRMED_STATUSES.has(intro.interview.status),
            saved: readSaved(store, interviewId),
          });
        }
      },
      (error: unknown) => {
        const event = loadFailedEvent(error);
        if (event) dispatch(event);
      },
    );
    return () => {
      controller.abort();
    };
  }, [loadingIntro, loadFailed, attempt, hash, http, interviewId, browserTimeZone, store]);

  useEffect(() => {
    if (loadingContext === null || loadFailed) return;
    const controller = new AbortController();
    requestSuperdayAvailability(http, interviewId, {
      reschedule: loadingContext.reschedule,
      signal: controller.signal,
    }).then(
      (availability) => {
        dispatch({ type: 'availabilityLoaded', options: availability.options });
      },
      (error: unknown) => {
        const event = loadFailedEvent(error);
        if (event) dispatch(event);
      },
    );
    return () => {
      controller.abort();
    };
  }, [loadingContext, loadFailed, attempt, http, interviewId]);

  const confirm = () => {
    if (state.kind !== 'choose' || state.confirming) return;
    const slots = superdayChoiceSlots(state.days, state.choices);
    if (slots.length === 0) return;
    const { context, days, choices, options } = state;
    dispatch({ type: 'confirm' });
    const body = buildSuperdayConfirm(slots, context.status, options);
    const confirmed = superdayChoiceOptions(days, choices);
    confirmSuperdayAvailability(http, interviewId, body).then(
      (ok) => {
        if (!ok) {
          dispatch({ type: 'confirmFailed', notice: CONFIRM_FAILED, problem: null });
          return;
        }
        save(store, interviewId, confirmed);
        dispatch({ type: 'confirmed', options: confirmed });
      },
      (error: unknown) => {
        if (error instanceof SuperdaySlotNotFoundError) {
          requestSuperdayAvailability(http, interviewId, { reschedule: context.reschedule }).then(
            (fresh) => {
              dispatch({ type: 'slotTaken', fresh: fresh.options });
            },
            () => {
              dispatch({ type: 'slotTaken', fresh: null });
            },
          );
          return;
        }
        const online = navigator.onLine;
        const failure = describeLinkFailure(error, online);
        const notice = !online
          ? CONNECTION_NOTICES.offline
          : error instanceof TimeoutError
            ? CONNECTION_NOTICES.timeout
            : CONFIRM_FAILED;
        dispatch({ type: 'confirmFailed', notice, problem: failure.problem });
      },
    );
  };

  // Offline: the confirm goes again as soon as the browser is back online.
  const waitingForNetwork =
    state.kind === 'choose' &&
    state.error?.kind === 'failed' &&
    state.error.notice === CONNECTION_NOTICES.offline;
  const confirmRef = useRef(confirm);
  useEffect(() => {
    confirmRef.current = confirm;
  });
  useEffect(() => {
    if (!waitingForNetwork) return;
    const again = () => {
      confirmRef.current();
    };
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('online', again);
    };
  }, [waitingForNetwork]);

  const confirmedOptions = state.kind === 'confirmed' ? state.confirmed : null;
  const zone = state.kind === 'confirmed' ? state.context.timeZone : browserTimeZone;
  const blocks = confirmedOptions === null ? null : confirmedBlocks(confirmedOptions, zone);
  const calendarEvents =
    blocks === null || state.kind !== 'confirmed'
      ? []
      : superdayCalendarEvents(
          blocks,
          t('superday:confirmed.calendarTitle', {
            stage: state.context.stageName,
            job: state.context.jobName,
          }),
        );
  const calendar = useCalendarExport(
    calendarEvents,
    state.kind === 'confirmed' ? state.context.organizationName : '',
  );

  return (
    <ScreenFrame ref={rootRef} data-screen={state.kind}>
      {state.kind === 'loading' && (
        <SuperdayLoadingScreen
          organizationName={state.context?.organizationName ?? null}
          backgroundUrl={state.context?.backgroundUrl ?? null}
          slow={slow}
          error={state.error}
          onRetry={() => {
            dispatch({ type: 'retry' });
          }}
        />
      )}
      {state.kind === 'linkProblem' && (
        <LinkProblemSlot kind={state.problem} organizationName={state.organizationName} />
      )}
      {state.kind === 'empty' && <SuperdayEmptyScreen context={state.context} />}
      {state.kind === 'choose' && (
        <SuperdayChooseScreen
          context={state.context}
          days={state.days}
          choices={state.choices}
          confirming={state.confirming}
          error={state.error}
          errorAttempt={state.attempt}
          onChoose={(blockId, alternative) => {
            dispatch({ type: 'choose', blockId, alternative });
          }}
          onConfirm={confirm}
        />
      )}
      {state.kind === 'confirmed' && (
        <SuperdayConfirmedScreen
          context={state.context}
          chosen={blocks}
          calendarEvents={calendarEvents}
          calendarBusy={calendar.busy}
          calendarError={calendar.failed ? ERROR_MESSAGES.general : null}
          onDownloadIcs={() => {
            void calendar.download();
          }}
        />
      )}
    </ScreenFrame>
  );
}

/** What counts as a new screen (focus moves to its heading): a new kind, or a new wait. */
function screenKey(state: SuperdayState): string {
  if (state.kind === 'loading') {
    return `loading:${state.context === null ? 'intro' : 'availability'}:${state.attempt}${state.error === null ? '' : ':error'}`;
  }
  return state.kind;
}
