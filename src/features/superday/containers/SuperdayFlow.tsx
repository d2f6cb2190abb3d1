/**
 * The superday flow with its data (spec 1, 3, 4, 5, 7, 8): reads the invitation, then the
 * superday's availability (use-superday-load), lets the candidate choose, and confirms
 * (use-superday-confirm); the confirmation offers "Add to calendar" (use-superday-calendar).
 * This file maps the flow's state to its screen.
 *
 * The link is `/superday/{interviewId}?hash={invitation hash}`: the superday calls need the
 * interview id, and only the invitation tells the status (reschedule or not), the organisation
 * and whether the link still works.
 */
import { useReducer, useRef } from 'react';
import type { HttpClient } from '../../../api/http';
import { ERROR_MESSAGES } from '../../../domain/errors';
import {
  LinkProblemSlot,
  PendingRead,
  ScreenFrame,
  SLOW_NOTICE_MS,
  useHeadingFocus,
} from '../../shared';
import { SuperdayChooseScreen } from '../screens/SuperdayChooseScreen';
import { SuperdayConfirmedScreen } from '../screens/SuperdayConfirmedScreen';
import { SuperdayEmptyScreen } from '../screens/SuperdayEmptyScreen';
import { SuperdayLoadingScreen } from '../screens/SuperdayLoadingScreen';
import { INITIAL_STATE, superdayReducer, type SuperdayState } from '../state';
import type { SuperdayStore } from './saved-times';
import { useSuperdayCalendar } from './use-superday-calendar';
import { useSuperdayConfirm } from './use-superday-confirm';
import { useSuperdayLoad, type SuperdayWait } from './use-superday-load';

export type { SuperdayStore } from './saved-times';

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
  /** After this long, a wait says it is longer than usual (ms; default SLOW_NOTICE_MS). */
  slowAfterMs?: number;
}

export function SuperdayFlow({
  interviewId,
  hash,
  http,
  browserTimeZone,
  store,
  slowAfterMs = SLOW_NOTICE_MS,
}: SuperdayFlowProps) {
  const [state, dispatch] = useReducer(superdayReducer, INITIAL_STATE);
  const wait = useSuperdayLoad({
    state,
    dispatch,
    interviewId,
    hash,
    http,
    browserTimeZone,
    store,
    slowAfterMs,
  });
  const { confirm, sending, error, errorAttempt } = useSuperdayConfirm({
    state,
    dispatch,
    interviewId,
    http,
    store,
  });
  const { blocks, events, calendar } = useSuperdayCalendar(state);
  const rootRef = useRef<HTMLDivElement>(null);
  const screen = screenOf(state, wait);
  useHeadingFocus(rootRef, screenKey(state, wait));

  return (
    <ScreenFrame ref={rootRef} data-screen={screen}>
      {state.kind === 'loading' && (
        <PendingRead
          read={wait}
          organizationName={state.context?.organizationName ?? null}
          wait={(props) => (
            <SuperdayLoadingScreen
              organizationName={state.context?.organizationName ?? null}
              backgroundUrl={state.context?.backgroundUrl ?? null}
              {...props}
            />
          )}
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
          confirming={sending}
          error={error}
          errorAttempt={errorAttempt}
          onChoose={(blockId, alternative) => {
            // While the confirm goes, choices wait (a taken block is reconciled with them).
            if (!sending) dispatch({ type: 'choose', blockId, alternative });
          }}
          onConfirm={confirm}
        />
      )}
      {state.kind === 'confirmed' && (
        <SuperdayConfirmedScreen
          context={state.context}
          chosen={blocks}
          calendarEvents={events}
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

/** The screen shown: the state's kind, or the link problem a read found. */
function screenOf(state: SuperdayState, wait: SuperdayWait): SuperdayState['kind'] {
  return state.kind === 'loading' && wait.status === 'problem' ? 'linkProblem' : state.kind;
}

/** What counts as a new screen (focus moves to its heading): a new kind, or a new wait. */
function screenKey(state: SuperdayState, wait: SuperdayWait): string {
  if (state.kind !== 'loading' || wait.status === 'problem') return screenOf(state, wait);
  return `loading:${state.context === null ? 'intro' : 'availability'}:${wait.status}`;
}
