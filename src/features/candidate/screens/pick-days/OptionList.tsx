import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RankedResult } from '../../../../domain/results';
import { durationMinutes, type OptionSlot } from '../../../../domain/selection';
import { itineraryOf } from '../../../../domain/itinerary';
import { formatShortDay } from '../../../../i18n/day-format';
import { formatDate, formatDuration, formatTime, formatTimeRange } from '../../../../i18n/format';
import {
  List,
  Button,
  Card,
  Checkbox,
  InfoIcon,
  SectionHeading,
  Stack,
  Inline,
  Text,
} from '../../../../ui';
import { Itinerary } from './Itinerary';
import {
  FOLD_FROM,
  instantOfDay,
  SHOW_MORE_STEP,
  slotAndKey,
  startGroups,
  type BucketView,
  type StartGroup,
  type OfferedGroup,
} from './derive';
import { zoneOffset } from '../../../../i18n/zone-label';
import { ownTime } from '../../../../i18n/own-time';

const Header = styled(Inline).attrs({ gap: 'sm', align: 'end', justify: 'between' })``;

const Buckets = styled(Stack).attrs({ gap: 'lg' })`
  margin-top: ${({ theme }) => theme.space.md};
`;

const BucketHead = styled(Inline).attrs({
  gap: 'sm',
  align: 'baseline',
  justify: 'between',
  wrap: false,
})`
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const BucketTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Rows = List;

/**
 * A whole row is the checkbox's touch target: the label's ::after covers the row. The details
 * button and the opened itinerary sit above that cover (they are not the checkbox).
 */
const Row = styled.li<{ $selected: boolean }>`
  position: relative;
  min-height: ${({ theme }) => theme.sizes.control.large};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background-color: ${({ theme, $selected }) =>
    $selected ? theme.colors.primarySubtle : 'transparent'};

  li + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  &:first-child {
    border-start-start-radius: inherit;
    border-start-end-radius: inherit;
  }

  label::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const RowLine = styled(Inline).attrs({ gap: 'xs', align: 'start', wrap: false })`
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/** Above the row's cover: pressing it opens the itinerary, not the checkbox. */
const Above = styled.div`
  position: relative;
  z-index: 1;
`;

const Details = styled(Above)`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xs}`};
  padding-inline-start: calc(1.25rem + ${({ theme }) => theme.space.sm});
`;

/** One day of an option over several days: "Day 1 · Tue, Mar 10" over its times. */
const Part = styled.span`
  display: block;

  & + & {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

const PartDay = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** "Show N new options" at the end of the day: what came in after the list was touched. */
const NewOptions = styled.div`
  display: flex;
  margin-top: ${({ theme }) => theme.space.md};

  & > button {
    flex: 1;
  }
`;

/** "14 more from 8:00 AM": the folded options of a start time, under its first. */
const FoldRow = styled.li`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  padding-inline-start: calc(${({ theme }) => theme.space.md} + 1.25rem);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowsCard = styled(Card)`
  overflow: hidden;
`;

const More = styled(Inline).attrs({ gap: 'xs', align: 'center', justify: 'between' })`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** "Your time: …" on its own line under the duration. */
const OwnTime = styled.span`
  display: block;
`;

/** The clock-change note under a day's heading. */
const ClockNote = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};

  & > svg {
    flex: none;
    margin-top: 0.15em;
    font-size: 1.1em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TimeText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A time range never breaks inside ("9:45 AM – 2:00" / "PM"). */
const Range = styled.span`
  display: inline-block;
  white-space: nowrap;
`;

export interface OptionListProps {
  readonly group: OfferedGroup;
  readonly buckets: readonly BucketView[];
  /** Valid options of the group; with `selectedInGroup`, decides Select all / Deselect all. */
  readonly validCount: number;
  readonly selectedInGroup: number;
  readonly selected: ReadonlySet<string>;
  /** The plan's interview names in order (the intro's): an option's itinerary uses them. */
  readonly interviewNames: readonly string[];
  /** The interview is on site (its itinerary says so, and "remote" otherwise). */
  readonly onsite: boolean;
  /** Attendee id → name, for staff (debug data); null otherwise. */
  readonly attendeeNames: Readonly<Record<string, string>> | null;
  /** Ranges (slotKey) booked by someone else meanwhile: shown unticked, disabled, marked. */
  readonly taken: ReadonlySet<string>;
  /** Ranges (slotKey) the server refused as no longer valid: unticked, disabled, marked. */
  readonly unavailable?: ReadonlySet<string>;
  /**
   * The day (yyyy-MM-dd) the zone's clocks changed on, when that happened between the first
   * day of the window and this one: its times are in another offset, and a note says so.
   */
  readonly clockChange: string | null;
  /** The candidate's own zone when times are in an office's other zone (on site); else null. */
  readonly ownTimeZone: string | null;
  readonly timeZone: string;
  readonly headingId: string;
  readonly onToggleSlot: (slot: OptionSlot) => void;
  readonly onSelectAll: () => void;
  readonly onDeselectAll: () => void;
  /** "Show N more" of a section (its key). */
  readonly onShowMore: (section: string) => void;
  /**
   * Options of the group that came in after the candidate touched the list: offered at its end
   * ("Show N new options"), never put above the rows they are reading. 0: none.
   */
  readonly held: number;
  readonly onShowNew: () => void;
}

const slotKeyOf = (item: RankedResult): string => slotAndKey(item).key;

const NONE: ReadonlySet<string> = new Set();

interface OptionRowProps {
  readonly item: RankedResult;
  readonly checked: boolean;
  readonly taken: boolean;
  readonly unavailable: boolean;
  readonly multiDay: boolean;
  readonly headingId: string;
  readonly timeZone: string;
  readonly ownTimeZone: string | null;
  readonly interviewNames: readonly string[];
  readonly onsite: boolean;
  readonly attendeeNames: Readonly<Record<string, string>> | null;
  readonly onToggleSlot: (slot: OptionSlot) => void;
}

/**
 * One option: a checkbox row with its times (an option over several days: one line per day),
 * its length (over several days: the interview time in total) and the candidate's own time;
 * "Details" opens its itinerary below it.
 */
function OptionRowView({
  item,
  checked,
  taken: isTaken,
  unavailable: isUnavailable,
  multiDay,
  headingId,
  timeZone,
  ownTimeZone,
  interviewNames,
  onsite,
  attendeeNames,
  onToggleSlot,
}: OptionRowProps) {
  const { t, i18n } = useTranslation(['pickDays', 'general']);
  const lng = i18n.language;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { slot, key } = slotAndKey(item);
  const own = ownTime(slot.startTime, slot.endTime, timeZone, ownTimeZone, lng, t);
  const itinerary = itineraryOf(item.option, timeZone);
  const range = formatTimeRange(slot.startTime, slot.endTime, lng, timeZone);
  const label = multiDay ? (
    itinerary.days.map((day, i) => (
      <Part key={day.dateKey}>
        <PartDay>
          {t('itinerary.day', { number: i + 1, date: formatShortDay(day.startMs, lng, timeZone) })}
        </PartDay>
        <Range>{formatTimeRange(day.startMs, day.endMs, lng, timeZone)}</Range>
      </Part>
    ))
  ) : (
    <Range>{range}</Range>
  );
  const length = formatDuration(
    multiDay ? itinerary.interviewMinutes : durationMinutes(slot),
    lng,
    { unitDisplay: 'short' },
  );
  return (
    <Row $selected={checked} data-row-key={key}>
      <RowLine>
        <Checkbox
          name="slot"
          value={item.option.hash}
          checked={checked}
          disabled={isTaken || isUnavailable}
          onChange={() => {
            onToggleSlot(slot);
          }}
          // The day's heading starts each time's name: "Wednesday, March 4, 2026 9:45 – 11:00 AM".
          namePrefixId={multiDay ? undefined : headingId}
          label={<TimeText>{label}</TimeText>}
          // Over several days, the nights would make the span's length mislead: the interview
          // time in total is what the candidate commits to.
          hint={
            isTaken ? (
              t('group.taken')
            ) : isUnavailable ? (
              t('group.unavailable')
            ) : (
              <>
                <span>{multiDay ? t('itinerary.total', { duration: length }) : length}</span>
                {own !== null && <OwnTime>{t('general:timeZone.yourTime', own)}</OwnTime>}
              </>
            )
          }
        />
        <Above>
          <Button
            variant="ghost"
            size="small"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t('itinerary.toggle', { time: range })}
            onClick={() => {
              setOpen((was) => !was);
            }}
          >
            {t('itinerary.details')}
          </Button>
        </Above>
      </RowLine>
      {open && (
        <Details>
          <Itinerary
            id={detailsId}
            itinerary={itinerary}
            timeZone={timeZone}
            interviewNames={interviewNames}
            onsite={onsite}
            attendeeNames={attendeeNames}
            ownTimeZone={ownTimeZone}
          />
        </Details>
      )}
    </Row>
  );
}

/**
 * Re-rendered only when what the row shows changes (issue 14: a tick re-rendered every row of
 * the day, some 60 ms on a mid-range phone). The toggle callback is left out of the comparison:
 * the container's always toggles the slot it is given. A language change re-renders it anyway
 * (useTranslation).
 */
const OptionRow = memo(
  OptionRowView,
  (before, after) =>
    before.item === after.item &&
    before.checked === after.checked &&
    before.taken === after.taken &&
    before.unavailable === after.unavailable &&
    before.interviewNames === after.interviewNames &&
    before.onsite === after.onsite &&
    before.attendeeNames === after.attendeeNames &&
    before.multiDay === after.multiDay &&
    before.headingId === after.headingId &&
    before.timeZone === after.timeZone &&
    before.ownTimeZone === after.ownTimeZone,
);

/**
 * The active group: its heading (the date, or "Options over N days") with the count of
 * options starting that day / spanning that many days, Select all / Deselect all, and the
 * valid options by time of day, each a checkbox row, capped per bucket with "Show N more".
 */
export function OptionList({
  group,
  buckets,
  validCount,
  selectedInGroup,
  selected,
  interviewNames,
  onsite,
  attendeeNames,
  taken,
  unavailable = NONE,
  clockChange,
  ownTimeZone,
  timeZone,
  headingId,
  onToggleSlot,
  onSelectAll,
  onDeselectAll,
  onShowMore,
  held,
  onShowNew,
}: OptionListProps) {
  const { t, i18n } = useTranslation(['pickDays', 'general']);
  const lng = i18n.language;
  const allSelected = validCount > 0 && selectedInGroup >= validCount;
  const multiDay = group.dateKey === null;

  // Start times the candidate unfolded (by group and start): their every option shows.
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleFold = (fold: string) => {
    setUnfolded((was) => {
      const next = new Set(was);
      if (!next.delete(fold)) next.add(fold);
      return next;
    });
  };

  /**
   * A section's rows by start time: a start time with FOLD_FROM options or more shows its
   * first (the shortest) and every pick, and a button for the others ("14 more from 8:00 AM").
   */
  const renderRows = (groups: readonly StartGroup[]) =>
    groups.flatMap(({ startMs, items }) => {
      if (items.length < FOLD_FROM) return items.map(renderRow);
      const fold = `${group.key}@${String(startMs)}`;
      const open = unfolded.has(fold);
      const visible = open
        ? items
        : items.filter((item, i) => i === 0 || selected.has(slotKeyOf(item)));
      const more = items.length - visible.length;
      const time = formatTime(startMs, lng, timeZone);
      return [
        ...visible.map(renderRow),
        <FoldRow key={`fold-${fold}`}>
          <Button
            variant="ghost"
            size="small"
            aria-expanded={open}
            onClick={() => {
              toggleFold(fold);
            }}
          >
            {open ? t('group.fewerFrom', { time }) : t('group.moreFrom', { count: more, time })}
          </Button>
        </FoldRow>,
      ];
    });

  const renderRow = (item: RankedResult) => {
    const key = slotKeyOf(item);
    return (
      <OptionRow
        key={key}
        item={item}
        checked={selected.has(key)}
        taken={taken.has(key)}
        unavailable={unavailable.has(key)}
        interviewNames={interviewNames}
        onsite={onsite}
        attendeeNames={attendeeNames}
        multiDay={multiDay}
        headingId={headingId}
        timeZone={timeZone}
        ownTimeZone={ownTimeZone}
        onToggleSlot={onToggleSlot}
      />
    );
  };

  return (
    <div>
      <Header>
        <SectionHeading
          level={2}
          id={headingId}
          tabIndex={-1}
          description={
            multiDay
              ? t('days.options', { count: group.headingCount })
              : t('group.startingOn', { count: group.headingCount })
          }
        >
          {group.dateKey === null
            ? t('group.spanHeading', { count: group.days })
            : formatDate(instantOfDay(group.dateKey, timeZone), lng, timeZone)}
        </SectionHeading>
        {allSelected ? (
          <Button variant="secondary" onClick={onDeselectAll}>
            {t('group.deselectAll')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onSelectAll}>
            {t('group.selectAll')}
          </Button>
        )}
      </Header>
      {clockChange !== null && group.dateKey !== null && (
        <ClockNote>
          <InfoIcon />
          <span>
            {t('timeZone.clockChange', {
              date: formatDate(instantOfDay(clockChange, timeZone), lng, timeZone),
              offset: zoneOffset(timeZone, lng, instantOfDay(group.dateKey, timeZone)),
            })}
          </span>
        </ClockNote>
      )}
      <Buckets>
        {buckets.map(({ key, bucket, startDate, total, shown, starts }) => {
          const titleId = `${headingId}-${key.replace(':', '-')}`;
          const hidden = total - shown.length;
          const groups = startGroups(shown);
          const hiddenStarts = starts - groups.length;
          const title =
            bucket !== null
              ? t(`general:timeOfDay.${bucket}`)
              : t('group.startingDay', {
                  date: formatShortDay(instantOfDay(startDate ?? '', timeZone), lng, timeZone),
                });
          return (
            <section key={key} aria-labelledby={titleId}>
              <BucketHead>
                <BucketTitle id={titleId}>{title}</BucketTitle>
                <Text tone="muted" size="sm">
                  {t('days.options', { count: total })}
                </Text>
              </BucketHead>
              <RowsCard padding="none">
                <Rows>{renderRows(groups)}</Rows>
                {hidden > 0 && (
                  <More>
                    <Text tone="muted" size="sm">
                      {t('group.showing', { shown: shown.length, total })}
                    </Text>
                    <Button
                      variant="ghost"
                      onClick={() => {
                        onShowMore(key);
                      }}
                    >
                      {t('group.showMore', { count: Math.min(hiddenStarts, SHOW_MORE_STEP) })}
                    </Button>
                  </More>
                )}
              </RowsCard>
            </section>
          );
        })}
      </Buckets>
      {held > 0 && (
        <NewOptions>
          <Button
            variant="secondary"
            onClick={(event) => {
              // The button goes away with the press: the focus stays in the list it fills.
              event.currentTarget.ownerDocument.getElementById(headingId)?.focus();
              onShowNew();
            }}
          >
            {t('search.newResults', { count: held })}
          </Button>
        </NewOptions>
      )}
    </div>
  );
}
