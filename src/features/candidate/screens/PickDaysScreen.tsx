import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { slotsStillNeeded } from '../../../domain/min-slots';
import { clockChangeBetween } from '../../../domain/time-zone';
import { type GroupKey, type ResultIndex, validCount } from '../../../domain/results';
import { type OptionSlot, slotKey } from '../../../domain/selection';
import {
  CalendarIcon,
  EmptyState,
  PageShell,
  SectionHeading,
  ToggleChip,
  Stack,
  Inline,
} from '../../../ui';
import type {
  Notice,
  ResultsView,
  SearchAnnouncement,
  SearchProgress,
  SuggestedTimeInput,
} from '../model';
import {
  bucketViews,
  hasMultiDayOptions,
  instantOfDay,
  listedFilter,
  offeredGroups,
  selectedKeys,
  selectedPerGroup,
  suggestedSlots,
  validCountOf,
  validSlotsOf,
} from './pick-days/derive';
import { DayTabs, GROUP_PANEL_ID, tabIdOf } from './pick-days/DayTabs';
import { OptionList } from './pick-days/OptionList';
import { useRowsKeptInPlace } from './pick-days/list-boundary';
import { SearchStatus } from './pick-days/SearchStatus';
import { SubmitBar } from './pick-days/SubmitBar';
import { SuggestTimes } from './pick-days/SuggestTimes';
import { TimeZoneField } from '../../day-picking';

const TITLE_ID = 'pick-days-title';
const GROUP_HEADING_ID = 'pick-days-group-heading';
const HELP_TITLE_ID = 'pick-days-help-title';

const Layout = styled(Stack).attrs({ gap: 'md' })``;

const Options = styled(Stack).attrs({ gap: 'sm' })``;

const ViewToggle = styled(Inline).attrs({ gap: 'none', align: 'stretch', wrap: false })``;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Help = styled(Stack).attrs({ forwardedAs: 'section', gap: 'xs' })`
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

export interface PickDaysScreenProps {
  /** Every result received (the day counts and tabs are always the real ones). */
  index: ResultIndex;
  view: ResultsView;
  /** Group shown: `day:yyyy-MM-dd` in single-day view, `span:N` in multi-day; null = none yet. */
  activeGroup: GroupKey | null;
  selection: readonly OptionSlot[];
  /** Picked ranges (slotKey) someone else booked meanwhile (see the submit error). */
  taken: readonly string[];
  /**
   * Picked ranges (slotKey) the server refused as no longer valid (see the submit error):
   * shown as no longer available. Absent: none.
   */
  unavailable?: readonly string[];
  minSlots: number;
  timeZone: string;
  timeZoneOptions: readonly string[];
  /** The zones most likely to be the candidate's (browser, profile, current): listed first. */
  suggestedTimeZones: readonly string[];
  /** The clock (epoch ms): the zone picker shows each zone's current time when it opens. */
  now?: () => number;
  /** The plan's interview names in order (the intro's), for an option's itinerary. */
  interviewNames: readonly string[];
  /** Attendee id → name (staff debug data): the itinerary names the interviewers; else null. */
  attendeeNames: Readonly<Record<string, string>> | null;
  /** On-site interview: its own zone (times are shown in it, say so); null otherwise. */
  onsiteTimeZone: string | null;
  /**
   * The candidate's own zone, when times are shown in an office's other zone (on site): each
   * time also reads in it. Null otherwise.
   */
  ownTimeZone: string | null;
  search: SearchProgress;
  /**
   * New rows (slotKey) of the active group held back because they would have landed above the
   * rows on screen: offered at the list's end ("Show N new options"); a pick always shows.
   */
  heldRows: ReadonlySet<string>;
  /** What the search status says to screen readers now (the container paces it). */
  announcement: SearchAnnouncement;
  /** How many options each time-of-day bucket of the active group shows (default 20). */
  visiblePerBucket: Readonly<Partial<Record<string, number>>>;
  purpose: 'availability' | 'reschedule';
  submitting: boolean;
  submitError: Notice | null;
  /** Suggest-times panel open, its error, and the window days it allows (yyyy-MM-dd). */
  suggestOpen: boolean;
  suggestError: Notice | null;
  suggestWindow: { firstDate: string; lastDate: string };
  onSelectView: (view: ResultsView) => void;
  onSelectGroup: (group: GroupKey) => void;
  onToggleSlot: (slot: OptionSlot) => void;
  /** Select all (or deselect all) slots of the active group. */
  onSelectAll: (slots: readonly OptionSlot[]) => void;
  onDeselectAll: (slots: readonly OptionSlot[]) => void;
  /** "Show N more" of a section of the list (its key: a part of the day, or a start day). */
  onShowMore: (section: string) => void;
  onShowNewResults: () => void;
  /**
   * A row on screen moved when results were drawn (the list scrolled while their batch was
   * being applied): hold what arrived since `since` above the first earlier row below the
   * screen (see useRowsKeptInPlace).
   */
  onHoldArrived: (since: ResultIndex, below: { before: string } | 'end') => void;
  onTimeZoneChange: (zone: string) => void;
  onRetrySearch: () => void;
  onToggleSuggest: (open: boolean) => void;
  onSuggestTime: (input: SuggestedTimeInput) => void;
  onSubmit: () => void;
}

/**
 * Pick days (spec section 2): the candidate taps the days they are available and ticks the
 * times that suit them, while results stream in.
 *
 * States it shows, all from props:
 * - results: day tabs (or, with the "several days" toggle, tabs by number of days) with the
 *   count of valid options and a badge of selected slots; the active group's valid options by
 *   time of day (Early Morning … Night), capped per bucket with "Show N more", Select all /
 *   Deselect all; no active group yet: a prompt to choose a day;
 * - search `searching` ("Searching for more results…"), `disconnected` (warning with Try
 *   again, results kept), `failed` (error with Try again), `done` ("Search complete: N
 *   options"); new rows of the day on screen that would have landed above the rows in view
 *   as "Show N new options" at the list's end (picks always show);
 * - empty (no valid option in the view and the search is not running): "No interview options
 *   available" and the suggest-times entry point;
 * - on-site: times in the office's zone with a note (no zone picker); otherwise a zone picker;
 * - suggest times closed / open / open with an error; suggested times listed, removable;
 * - selection below the minimum (message, submit `aria-disabled` and focusing the message),
 *   ready, submitting (busy), submit error (alert; the selection stays);
 * - purpose `availability` or `reschedule` (title and submit label).
 */
export function PickDaysScreen(props: PickDaysScreenProps) {
  const {
    index,
    view,
    activeGroup,
    selection,
    minSlots,
    timeZone,
    search,
    visiblePerBucket,
    onSelectView,
  } = props;
  const { t } = useTranslation('pickDays');
  const panelRef = useRef<HTMLDivElement>(null);
  useRowsKeptInPlace(panelRef, index, props.onHoldArrived);

  const picked = selectedKeys(selection);
  const groups = offeredGroups(index, view);
  const active = groups.find((group) => group.key === activeGroup) ?? null;
  const perGroup = selectedPerGroup(index, selection);
  const activeList =
    active === null
      ? null
      : bucketViews(index, active.key, visiblePerBucket, listedFilter(props.heldRows, picked));
  const taken = new Set(props.taken);
  const unavailable = new Set(props.unavailable);
  // Offsets are those of the day on screen: across a clock change, the label follows it.
  const offsetDay = active?.dateKey ?? props.suggestWindow.firstDate;
  const clockChange =
    active?.dateKey == null
      ? null
      : clockChangeBetween(timeZone, props.suggestWindow.firstDate, active.dateKey);
  const free = (slots: readonly OptionSlot[]) =>
    slots.filter((slot) => !taken.has(slotKey(slot)) && !unavailable.has(slotKey(slot)));
  const showViewToggle = view === 'multiDay' || hasMultiDayOptions(index);
  const viewToggle = showViewToggle ? (
    <ToggleChip
      pressed={view === 'multiDay'}
      onPressedChange={(pressed) => {
        onSelectView(pressed ? 'multiDay' : 'singleDay');
      }}
    >
      {t('view.multiDay')}
    </ToggleChip>
  ) : undefined;
  // A dropped connection with nothing yet is not "no options": its banner says what happened.
  const empty = groups.length === 0 && search !== 'searching' && search !== 'disconnected';

  return (
    <PageShell>
      <Layout>
        <SectionHeading level={1} id={TITLE_ID} tabIndex={-1} description={t('intro')}>
          {props.purpose === 'reschedule' ? t('titleReschedule') : t('title')}
        </SectionHeading>

        <TimeZoneField
          timeZone={timeZone}
          timeZoneOptions={props.timeZoneOptions}
          suggestedTimeZones={props.suggestedTimeZones}
          onsiteTimeZone={props.onsiteTimeZone}
          offsetAt={instantOfDay(offsetDay, timeZone)}
          now={props.now}
          onTimeZoneChange={props.onTimeZoneChange}
        />

        <SearchStatus
          search={search}
          found={validCount(index)}
          announcement={props.announcement}
          onRetrySearch={props.onRetrySearch}
        />

        {(groups.length > 0 || showViewToggle) && (
          <Options>
            {groups.length > 0 ? (
              <DayTabs
                view={view}
                groups={groups}
                active={active?.key ?? null}
                selectedPerGroup={perGroup}
                timeZone={timeZone}
                onSelectGroup={props.onSelectGroup}
                aside={viewToggle}
              />
            ) : (
              viewToggle !== undefined && <ViewToggle>{viewToggle}</ViewToggle>
            )}
            {active !== null && activeList !== null ? (
              <div
                ref={panelRef}
                role="tabpanel"
                id={GROUP_PANEL_ID}
                aria-labelledby={tabIdOf(active.key)}
              >
                <OptionList
                  group={active}
                  buckets={activeList}
                  held={active.count - activeList.reduce((sum, b) => sum + b.total, 0)}
                  onShowNew={props.onShowNewResults}
                  validCount={validCountOf(index, active.key)}
                  selectedInGroup={perGroup.get(active.key) ?? 0}
                  selected={picked}
                  interviewNames={props.interviewNames}
                  onsite={props.onsiteTimeZone !== null}
                  attendeeNames={props.attendeeNames}
                  taken={taken}
                  unavailable={unavailable}
                  clockChange={clockChange?.dateKey ?? null}
                  ownTimeZone={props.ownTimeZone}
                  timeZone={timeZone}
                  headingId={GROUP_HEADING_ID}
                  onToggleSlot={props.onToggleSlot}
                  onSelectAll={() => {
                    props.onSelectAll(free(validSlotsOf(index, active.key)));
                  }}
                  onDeselectAll={() => {
                    props.onDeselectAll(validSlotsOf(index, active.key));
                  }}
                  onShowMore={props.onShowMore}
                />
              </div>
            ) : (
              groups.length > 0 && <Hint>{t('group.chooseDay')}</Hint>
            )}
          </Options>
        )}

        {empty && (
          <EmptyState
            icon={<CalendarIcon />}
            title={t('empty.title')}
            description={<p>{t('empty.description')}</p>}
          />
        )}

        <SuggestTimes
          open={props.suggestOpen}
          error={props.suggestError}
          window={props.suggestWindow}
          timeZone={timeZone}
          suggested={suggestedSlots(selection)}
          onToggle={props.onToggleSuggest}
          onSuggest={props.onSuggestTime}
          onRemove={props.onToggleSlot}
        />

        <Help aria-labelledby={HELP_TITLE_ID}>
          <SectionHeading level={2} id={HELP_TITLE_ID} description={t('help.body')}>
            {t('help.title')}
          </SectionHeading>
        </Help>

        <SubmitBar
          selectedCount={selection.length}
          stillNeeded={slotsStillNeeded(selection.length, minSlots)}
          purpose={props.purpose}
          submitting={props.submitting}
          submitError={props.submitError}
          onSubmit={props.onSubmit}
        />
      </Layout>
    </PageShell>
  );
}
