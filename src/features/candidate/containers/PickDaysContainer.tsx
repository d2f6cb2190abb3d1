/**
 * Pick days with its data (a lazy chunk of the journey, with the screen): turns the picking
 * state into the screen's props and the screen's callbacks into reducer events. Also the two
 * things the screen offers that need more than the state: the time zones of the picker and
 * the check of a suggested time.
 */
import { type ActionDispatch, useMemo } from 'react';
import {
  suggestedTimeToSlot,
  SUGGESTED_TIME_ERROR_MESSAGES,
} from '../../../domain/suggested-times';
import { suggestionDays } from '../../../domain/search-window';
import { zonedDateKey } from '../../../domain/time-zone';
import { requiredSlots } from '../../../domain/min-slots';
import { validCount } from '../../../domain/results';
import type { SuggestedTimeInput } from '../model';
import { defaultZones, timeZoneChoices } from '../../day-picking';
import { PickDaysScreen } from '../screens/PickDaysScreen';
import { type FlowEvent, type PickingState, heldRows, searchProgressOf } from '../state';
import { useSearchAnnouncement } from './journey/useSearchAnnouncement';

export interface PickDaysContainerProps {
  state: PickingState;
  dispatch: ActionDispatch<[FlowEvent]>;
  minSlots: number;
  onsiteTimeZone: string | null;
  /** All IANA zones offered by the picker (default: Intl.supportedValuesOf('timeZone')). */
  allTimeZones: readonly string[] | undefined;
  clock: () => number;
  /** Rows that would push what the candidate reads wait (false: every row goes in place). */
  holdRowsOnScreen: boolean;
  onSubmit: () => void;
}

export default function PickDaysContainer({
  state,
  dispatch,
  minSlots,
  onsiteTimeZone,
  allTimeZones,
  clock,
  holdRowsOnScreen,
  onSubmit,
}: PickDaysContainerProps) {
  const { session, purpose, submission, suggest } = state;
  const { intro, timeZone } = session;
  // "Today" is the day the intro arrived: the range stays put while the candidate types.
  const today = zonedDateKey(session.loadedAt, timeZone);
  const suggestWindow = useMemo(
    () => suggestionDays(intro.interview.availabilityWindow, timeZone, today),
    [intro, timeZone, today],
  );
  const suggested = useMemo(
    () => timeZoneChoices([timeZone, state.browserTimeZone, intro.guest.settings.timeZone], []),
    [timeZone, state.browserTimeZone, intro],
  );
  const zones = useMemo(
    () =>
      timeZoneChoices(
        [timeZone, state.browserTimeZone, intro.guest.settings.timeZone, onsiteTimeZone],
        allTimeZones ?? defaultZones(),
      ),
    [timeZone, state.browserTimeZone, intro, onsiteTimeZone, allTimeZones],
  );
  const interviewNames = useMemo(
    () => [...intro.interviews].sort((a, b) => a.number - b.number).map((i) => i.stage.name),
    [intro],
  );
  const search = searchProgressOf(session.search);
  const announcement = useSearchAnnouncement(search, validCount(session.results), clock);
  const suggestTime = (input: SuggestedTimeInput) => {
    const outcome = suggestedTimeToSlot(input, timeZone, suggestWindow, clock());
    dispatch(
      outcome.ok
        ? { type: 'suggestAccepted', slot: outcome.slot }
        : { type: 'suggestRejected', error: SUGGESTED_TIME_ERROR_MESSAGES[outcome.error] },
    );
  };
  return (
    <PickDaysScreen
      index={session.results}
      view={session.view}
      activeGroup={session.activeGroup}
      selection={session.selection}
      taken={state.taken}
      unavailable={state.unavailable}
      minSlots={requiredSlots(minSlots, validCount(session.results))}
      timeZone={timeZone}
      timeZoneOptions={zones}
      suggestedTimeZones={suggested}
      onsiteTimeZone={onsiteTimeZone}
      interviewNames={interviewNames}
      now={clock}
      attendeeNames={session.debug?.userMap ?? null}
      ownTimeZone={
        onsiteTimeZone !== null && state.browserTimeZone !== timeZone ? state.browserTimeZone : null
      }
      search={search}
      heldRows={heldRows(session)}
      announcement={announcement}
      visiblePerBucket={session.visiblePerBucket}
      purpose={purpose.kind}
      submitting={submission.state === 'sending'}
      submitError={submission.state === 'failed' ? submission.error : null}
      suggestOpen={suggest.open}
      suggestError={suggest.open ? suggest.error : null}
      suggestWindow={suggestWindow}
      onSelectView={(view) => {
        dispatch({ type: 'selectView', view });
      }}
      onSelectGroup={(group) => {
        dispatch({ type: 'selectGroup', group });
      }}
      onToggleSlot={(slot) => {
        dispatch({ type: 'toggleSlot', slot });
      }}
      onSelectAll={(slots) => {
        dispatch({ type: 'selectAll', slots });
      }}
      onDeselectAll={(slots) => {
        dispatch({ type: 'deselectAll', slots });
      }}
      onShowMore={(bucket) => {
        dispatch({ type: 'showMore', bucket });
      }}
      onShowNewResults={() => {
        dispatch({ type: 'showNewResults' });
      }}
      onHoldArrived={(since, below) => {
        if (holdRowsOnScreen) dispatch({ type: 'holdArrived', since, below });
      }}
      onTimeZoneChange={(zone) => {
        dispatch({ type: 'setTimeZone', zone });
      }}
      onRetrySearch={() => {
        dispatch({ type: 'retrySearch', at: clock() });
      }}
      onToggleSuggest={(open) => {
        dispatch({ type: 'toggleSuggest', open });
      }}
      onSuggestTime={suggestTime}
      onSubmit={onSubmit}
    />
  );
}
