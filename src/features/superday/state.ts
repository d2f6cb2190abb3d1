/**
 * The superday flow as a pure reducer: load the intro, then the availability; choose blocks;
 * confirm; recover from a taken block or a failure with every choice kept.
 */
import type { SuperdayOption } from '../../domain/entities';
import {
  reconcileChoices,
  superdayDays,
  type SuperdayChoices,
  type SuperdayDay,
} from '../../domain/superday';
import type { ConfirmError, LinkProblemKind, Notice, SuperdayContext } from './model';

export type SuperdayState =
  /** `context` null: the intro is being read; otherwise the availability. */
  | {
      kind: 'loading';
      context: SuperdayContext | null;
      attempt: number;
      error: Notice | null;
    }
  | { kind: 'linkProblem'; problem: LinkProblemKind; organizationName: string | null }
  | { kind: 'empty'; context: SuperdayContext }
  | {
      kind: 'choose';
      context: SuperdayContext;
      options: readonly SuperdayOption[];
      days: readonly SuperdayDay[];
      choices: SuperdayChoices;
      confirming: boolean;
      error: ConfirmError | null;
      /** Counts confirm attempts: each failure is announced and focused anew. */
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
  | {
      type: 'loadFailed';
      notice: Notice;
      problem: LinkProblemKind | null;
      organizationName: string | null;
    }
  | { type: 'retry' }
  | { type: 'availabilityLoaded'; options: readonly SuperdayOption[] }
  | { type: 'choose'; blockId: string; alternative: string | null }
  | { type: 'confirm' }
  | { type: 'confirmed'; options: readonly SuperdayOption[] }
  | { type: 'confirmFailed'; notice: Notice; problem: LinkProblemKind | null }
  /** 20013: the availability fetched again (null when that failed too). */
  | { type: 'slotTaken'; fresh: readonly SuperdayOption[] | null };

export const INITIAL_STATE: SuperdayState = {
  kind: 'loading',
  context: null,
  attempt: 0,
  error: null,
};

export function superdayReducer(state: SuperdayState, event: SuperdayEvent): SuperdayState {
  switch (event.type) {
    case 'introLoaded':
      if (state.kind !== 'loading' || state.context !== null) return state;
      if (event.alreadyConfirmed) {
        return { kind: 'confirmed', context: event.context, confirmed: event.saved };
      }
      return { kind: 'loading', context: event.context, attempt: state.attempt, error: null };
    case 'loadFailed':
      if (state.kind !== 'loading') return state;
      if (event.problem !== null) {
        return {
          kind: 'linkProblem',
          problem: event.problem,
          organizationName: state.context?.organizationName ?? event.organizationName,
        };
      }
      return { ...state, error: event.notice };
    case 'retry':
      if (state.kind !== 'loading' || state.error === null) return state;
      return { ...state, attempt: state.attempt + 1, error: null };
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
        confirming: false,
        error: null,
        attempt: 0,
      };
    }
    case 'choose': {
      if (state.kind !== 'choose' || state.confirming) return state;
      const choices = Object.fromEntries(
        Object.entries(state.choices).filter(([blockId]) => blockId !== event.blockId),
      );
      if (event.alternative !== null) choices[event.blockId] = event.alternative;
      return { ...state, choices };
    }
    case 'confirm':
      if (state.kind !== 'choose' || state.confirming) return state;
      if (Object.keys(state.choices).length === 0) return state;
      return { ...state, confirming: true, error: null };
    case 'confirmed':
      if (state.kind !== 'choose' || !state.confirming) return state;
      return { kind: 'confirmed', context: state.context, confirmed: event.options };
    case 'confirmFailed':
      if (state.kind !== 'choose' || !state.confirming) return state;
      if (event.problem !== null) {
        return {
          kind: 'linkProblem',
          problem: event.problem,
          organizationName: state.context.organizationName,
        };
      }
      return {
        ...state,
        confirming: false,
        error: { kind: 'failed', notice: event.notice },
        attempt: state.attempt + 1,
      };
    case 'slotTaken': {
      if (state.kind !== 'choose' || !state.confirming) return state;
      const next = { ...state, confirming: false, attempt: state.attempt + 1 };
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
