/**
 * The superday flow as a pure reducer: the invitation read, then the availability; choose
 * blocks; send them (the confirm call); recover from a taken block with every other choice
 * kept; the zone the times are shown in, changed at any point without losing a choice. Reading, sending,
 * failing and trying again are the shared data layer's (useResource, useAction): the reducer
 * keeps only what is the superday's own.
 */
import type { SuperdayOption } from '../../domain/entities';
import {
  reconcileChoices,
  superdayDays,
  type SuperdayChoices,
  type SuperdayDay,
} from '../../domain/superday';
import { isValidTimeZone } from '../../domain/time-zone';
import type { ConfirmError, LinkProblemKind, SuperdayContext } from './model';

/** A confirm that found a chosen block taken (the reducer's own; a failed send is the action's). */
export type TakenError = Exclude<ConfirmError, { kind: 'failed' }>;

export type SuperdayState =
  /** `context` null: the invitation is being read; otherwise the availability. */
  | { kind: 'loading'; context: SuperdayContext | null }
  | { kind: 'linkProblem'; problem: LinkProblemKind; organizationName: string | null }
  | { kind: 'empty'; context: SuperdayContext }
  | {
      kind: 'choose';
      context: SuperdayContext;
      options: readonly SuperdayOption[];
      days: readonly SuperdayDay[];
      choices: SuperdayChoices;
      /** The last confirm found chosen blocks taken, or null. */
      error: TakenError | null;
      /** Counts confirms that did not go through: each one is announced and focused anew. */
      attempt: number;
    }
  | {
      /**
       * The availability went (the confirm call answered `confirmed: true`, or the status says
       * it was sent before): nothing is booked by it, the organisation sends the schedule.
       */
      kind: 'sent';
      context: SuperdayContext;
      /**
       * The options sent; null when this browser does not know them (sent elsewhere); undefined
       * until this browser's kept copy is read (after the first render: a page the server drew
       * first cannot know it).
       */
      options: readonly SuperdayOption[] | null | undefined;
    };

export type SuperdayEvent =
  | {
      type: 'introLoaded';
      context: SuperdayContext;
      /** The status says the availability was sent already (pending review, confirmed…). */
      alreadySent: boolean;
    }
  /** What this browser kept of a send, read once the page is in the browser (null: nothing). */
  | { type: 'savedRead'; options: readonly SuperdayOption[] | null }
  /** The link cannot be used (an invitation of another interview, canceled, a confirm's 404). */
  | { type: 'linkProblem'; problem: LinkProblemKind; organizationName: string | null }
  | { type: 'availabilityLoaded'; options: readonly SuperdayOption[] }
  | { type: 'choose'; blockId: string; alternative: string | null }
  /** A confirm goes: what the last one found taken is no longer said. */
  | { type: 'confirm' }
  | { type: 'sent'; options: readonly SuperdayOption[] }
  /** The candidate picks another zone (not on site): the days regroup, every choice kept. */
  | { type: 'setTimeZone'; zone: string }
  /**
   * The browser's zone is known or changed (a page drawn first by the server learns it on
   * hydration): the times follow it until the candidate picks one; on site, the own time does.
   */
  | { type: 'browserTimeZone'; zone: string }
  /** A confirm did not go through, or waits for the network: counted, so it is focused anew. */
  | { type: 'confirmFailed' }
  /** 20013: the availability fetched again (null when that failed too). */
  | { type: 'slotTaken'; fresh: readonly SuperdayOption[] | null };

export const INITIAL_STATE: SuperdayState = { kind: 'loading', context: null };

export function superdayReducer(state: SuperdayState, event: SuperdayEvent): SuperdayState {
  switch (event.type) {
    case 'introLoaded':
      if (state.kind !== 'loading' || state.context !== null) return state;
      if (event.alreadySent) {
        return { kind: 'sent', context: event.context, options: undefined };
      }
      return { kind: 'loading', context: event.context };
    case 'linkProblem':
      if (state.kind === 'linkProblem' || state.kind === 'sent') return state;
      return {
        kind: 'linkProblem',
        problem: event.problem,
        organizationName: state.context?.organizationName ?? event.organizationName,
      };
    case 'availabilityLoaded': {
      if (state.kind !== 'loading' || state.context === null) return state;
      const days = superdayDays(event.options, state.context.timeZone);
      if (days.length === 0) return { kind: 'empty', context: state.context };
      return {
        kind: 'choose',
        context: state.context,
        options: event.options,
        days,
        choices: {},
        error: null,
        attempt: 0,
      };
    }
    case 'choose': {
      if (state.kind !== 'choose') return state;
      const choices = Object.fromEntries(
        Object.entries(state.choices).filter(([blockId]) => blockId !== event.blockId),
      );
      if (event.alternative !== null) choices[event.blockId] = event.alternative;
      return { ...state, choices };
    }
    case 'confirm':
      if (state.kind !== 'choose' || state.error === null) return state;
      return { ...state, error: null };
    case 'sent':
      if (state.kind !== 'choose') return state;
      return { kind: 'sent', context: state.context, options: event.options };
    case 'savedRead':
      if (state.kind !== 'sent' || state.options !== undefined) return state;
      return { ...state, options: event.options };
    case 'setTimeZone':
      return withTimeZone(state, event.zone, true);
    case 'browserTimeZone':
      return withBrowserZone(state, event.zone);
    case 'confirmFailed':
      if (state.kind !== 'choose') return state;
      return { ...state, error: null, attempt: state.attempt + 1 };
    case 'slotTaken': {
      if (state.kind !== 'choose') return state;
      const next = { ...state, attempt: state.attempt + 1 };
      if (event.fresh === null) return { ...next, error: { kind: 'takenUnknown' } };
      const days = superdayDays(event.fresh, state.context.timeZone);
      if (days.length === 0) return { kind: 'empty', context: state.context };
      const { kept, lost } = reconcileChoices(state.days, state.choices, days);
      return {
        ...next,
        options: event.fresh,
        days,
        choices: kept,
        error: lost.length > 0 ? { kind: 'taken', blocks: lost } : { kind: 'takenUnknown' },
      };
    }
  }
}

/** The picker's suggested zones: the shown one, the browser's, the guest's, once each. */
export function suggestedZones(
  timeZone: string,
  browserTimeZone: string,
  guestTimeZone: string | null,
): string[] {
  return [...new Set([timeZone, browserTimeZone, guestTimeZone ?? timeZone])];
}

/**
 * The state with its times in `zone`: the days regrouped (a block's day and time of day are the
 * zone's), every choice kept (choices are by block id and by instants, not by day). Nothing
 * changes on site (the office's zone, spec 5), for an unknown zone or the same one. `picked`:
 * the candidate chose it (the browser's zone no longer moves it).
 */
function withTimeZone(state: SuperdayState, zone: string, picked: boolean): SuperdayState {
  if (state.kind === 'linkProblem' || state.context === null) return state;
  const { context } = state;
  if (context.onsiteTimeZone !== null || !isValidTimeZone(zone)) return state;
  if (context.timeZone === zone && (context.zonePicked || !picked)) return state;
  const next: SuperdayContext = {
    ...context,
    timeZone: zone,
    zonePicked: context.zonePicked || picked,
    suggestedTimeZones: suggestedZones(zone, context.browserTimeZone, context.guestTimeZone),
  };
  if (state.kind === 'choose') {
    return { ...state, context: next, days: superdayDays(state.options, zone) };
  }
  return { ...state, context: next };
}

/** The browser's zone, learnt: the times follow it until one is picked; on site, the own time. */
function withBrowserZone(state: SuperdayState, zone: string): SuperdayState {
  if (state.kind === 'linkProblem' || state.context === null) return state;
  const { context } = state;
  if (context.browserTimeZone === zone || !isValidTimeZone(zone)) return state;
  const office = context.onsiteTimeZone;
  const learnt: SuperdayContext = {
    ...context,
    browserTimeZone: zone,
    ownTimeZone: office !== null && office !== zone ? zone : null,
    suggestedTimeZones: suggestedZones(context.timeZone, zone, context.guestTimeZone),
  };
  const next = { ...state, context: learnt } as SuperdayState;
  return office !== null || context.zonePicked ? next : withTimeZone(next, zone, false);
}
