/**
 * The superday flow as a pure reducer: the invitation read, then the availability; choose
 * blocks; confirm; recover from a taken block with every other choice kept. Reading, sending,
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
      kind: 'confirmed';
      context: SuperdayContext;
      /** The confirmed options, or null when this browser does not know them (a reload elsewhere). */
      confirmed: readonly SuperdayOption[] | null;
    };

export type SuperdayEvent =
  | {
      type: 'introLoaded';
      context: SuperdayContext;
      alreadyConfirmed: boolean;
      saved: readonly SuperdayOption[] | null;
    }
  /** The link cannot be used (an invitation of another interview, canceled, a confirm's 404). */
  | { type: 'linkProblem'; problem: LinkProblemKind; organizationName: string | null }
  | { type: 'availabilityLoaded'; options: readonly SuperdayOption[] }
  | { type: 'choose'; blockId: string; alternative: string | null }
  /** A confirm goes: what the last one found taken is no longer said. */
  | { type: 'confirm' }
  | { type: 'confirmed'; options: readonly SuperdayOption[] }
  /** A confirm did not go through, or waits for the network: counted, so it is focused anew. */
  | { type: 'confirmFailed' }
  /** 20013: the availability fetched again (null when that failed too). */
  | { type: 'slotTaken'; fresh: readonly SuperdayOption[] | null };

export const INITIAL_STATE: SuperdayState = { kind: 'loading', context: null };

export function superdayReducer(state: SuperdayState, event: SuperdayEvent): SuperdayState {
  switch (event.type) {
    case 'introLoaded':
      if (state.kind !== 'loading' || state.context !== null) return state;
      if (event.alreadyConfirmed) {
        return { kind: 'confirmed', context: event.context, confirmed: event.saved };
      }
      return { kind: 'loading', context: event.context };
    case 'linkProblem':
      if (state.kind === 'linkProblem' || state.kind === 'confirmed') return state;
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
    case 'confirmed':
      if (state.kind !== 'choose') return state;
      return { kind: 'confirmed', context: state.context, confirmed: event.options };
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
