/**
 * The superday flow with its data (spec 1, 3, 4, 5, 7, 8): reads the invitation, then the
 * superday's availability (use-superday-load), lets the candidate choose, and confirms
 * (use-superday-confirm), then says the availability was sent (nothing is booked by it: the
 * organisation sends the schedule, so no calendar entry is offered). The times show in the zone
 * the candidate picks (the office's on site, spec 5). This file maps the flow's state to its
 * screen.
 *
 * The link is `/superday/{interviewId}?hash={invitation hash}`: the superday calls need the
 * interview id, and only the invitation tells the status (reschedule or not), the organisation
 * and whether the link still works.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { HttpClient } from '../../../api/http';
import { sentBlocks } from '../../../domain/superday';
import { defaultZones, timeZoneChoices } from '../../day-picking';
import {
  LinkProblemSlot,
  PendingRead,
  ScreenFrame,
  SLOW_NOTICE_MS,
  useHeadingFocus,
} from '../../shared';
import { SuperdayChooseScreen } from '../screens/SuperdayChooseScreen';
import { SuperdayEmptyScreen } from '../screens/SuperdayEmptyScreen';
import { SuperdayLoadingScreen } from '../screens/SuperdayLoadingScreen';
import { SuperdaySentScreen } from '../screens/SuperdaySentScreen';
import type { ZonePicker } from '../screens/ZoneField';
import { INITIAL_STATE, superdayReducer, type SuperdayState } from '../state';
import { readSavedTimes, type SuperdayStore } from './saved-times';
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
  /** All IANA zones the picker offers (default: Intl.supportedValuesOf('timeZone')). */
  allTimeZones?: readonly string[];
}

export function SuperdayFlow({
  interviewId,
  hash,
  http,
  browserTimeZone,
  store,
  slowAfterMs = SLOW_NOTICE_MS,
  allTimeZones,
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
  // A page the server drew first learns the browser's zone on hydration: the times follow it.
  useLayoutEffect(() => {
    dispatch({ type: 'browserTimeZone', zone: browserTimeZone });
  }, [browserTimeZone, state.kind]);
  // What this browser kept of a send: read in the browser, after the first render (a page the
  // server drew first cannot know it, and must not say it was sent elsewhere).
  const unread = state.kind === 'sent' && state.options === undefined;
  useEffect(() => {
    if (unread) dispatch({ type: 'savedRead', options: readSavedTimes(store, interviewId) });
  }, [unread, store, interviewId]);
  const context = state.kind === 'linkProblem' ? null : state.context;
  const suggested = context?.suggestedTimeZones;
  const zoneList = useMemo(
    () => timeZoneChoices(suggested ?? [], allTimeZones ?? defaultZones()),
    [suggested, allTimeZones],
  );
  const zone: ZonePicker = {
    options: zoneList,
    suggested: suggested ?? [],
    onChange: (picked) => {
      dispatch({ type: 'setTimeZone', zone: picked });
    },
  };
  const sent = state.kind === 'sent' ? state : null;
  const sentOptions = sent?.options;
  const sentZone = sent?.context.timeZone ?? '';
  const blocks = useMemo(
    () => (sentOptions ? sentBlocks(sentOptions, sentZone) : sentOptions),
    [sentOptions, sentZone],
  );
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
          zone={zone}
          onChoose={(blockId, alternative) => {
            // While the confirm goes, choices wait (a taken block is reconciled with them).
            if (!sending) dispatch({ type: 'choose', blockId, alternative });
          }}
          onConfirm={confirm}
        />
      )}
      {state.kind === 'sent' && (
        <SuperdaySentScreen context={state.context} sent={blocks} zone={zone} />
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
