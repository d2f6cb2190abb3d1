import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RankedResult } from '../../../../domain/results';
import { durationMinutes, type OptionSlot } from '../../../../domain/selection';
import type { TimeBucket } from '../../../../domain/time-buckets';
import {
  formatDate,
  formatDateTimeRange,
  formatDuration,
  formatTimeRange,
} from '../../../../i18n/format';
import { Button, Card, Checkbox, InfoIcon, SectionHeading, Stack, Inline } from '../../../../ui';
import {
  instantOfDay,
  SHOW_MORE_STEP,
  slotAndKey,
  type BucketView,
  type OfferedGroup,
} from './derive';
import { zoneOffset } from '../../../../i18n/zone-label';
import { ownTime } from '../own-time';

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

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A whole row is the checkbox's touch target: the label's ::after covers the row. */
const Row = styled(Inline).attrs({
  forwardedAs: 'li',
  gap: 'none',
  align: 'center',
  wrap: false,
})<{ $selected: boolean }>`
  position: relative;
  min-height: ${({ theme }) => theme.sizes.control.large};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background-color: ${({ theme, $selected }) =>
    $selected ? theme.colors.primarySubtle : 'transparent'};

  & + & {
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

  & > * {
    flex: 1;
  }
`;

/** "Show N new options" at the end of the day: what came in after the list was touched. */
const NewOptions = styled.div`
  display: flex;
  margin-top: ${({ theme }) => theme.space.md};

  & > button {
    flex: 1;
  }
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

/** "Best fit": a quiet pill after the time (text, not colour alone, carries it). */
const BestFit = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
  vertical-align: 0.1em;
`;

export interface OptionListProps {
  readonly group: OfferedGroup;
  readonly buckets: readonly BucketView[];
  /** Valid options of the group; with `selectedInGroup`, decides Select all / Deselect all. */
  readonly validCount: number;
  readonly selectedInGroup: number;
  readonly selected: ReadonlySet<string>;
  /** Hashes of the group's best-scored options ("Best fit" mark); empty when none stands out. */
  readonly bestFit: ReadonlySet<string>;
  /** Ranges (slotKey) booked by someone else meanwhile: shown unticked, disabled, marked. */
  readonly taken: ReadonlySet<string>;
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
  readonly onShowMore: (bucket: TimeBucket) => void;
  /**
   * Options of the group that came in after the candidate touched the list: offered at its end
   * ("Show N new options"), never put above the rows they are reading. 0: none.
   */
  readonly held: number;
  readonly onShowNew: () => void;
}

const slotKeyOf = (item: RankedResult): string => slotAndKey(item).key;

interface OptionRowProps {
  readonly item: RankedResult;
  readonly checked: boolean;
  readonly taken: boolean;
  readonly bestFit: boolean;
  readonly multiDay: boolean;
  readonly headingId: string;
  readonly timeZone: string;
  readonly ownTimeZone: string | null;
  readonly onToggleSlot: (slot: OptionSlot) => void;
}

/** One option: a checkbox row with its times, "best fit", its length and the candidate's own time. */
function OptionRowView({
  item,
  checked,
  taken: isTaken,
  bestFit,
  multiDay,
  headingId,
  timeZone,
  ownTimeZone,
  onToggleSlot,
}: OptionRowProps) {
  const { t, i18n } = useTranslation(['pickDays', 'general']);
  const lng = i18n.language;
  const { slot, key } = slotAndKey(item);
  const own = ownTime(slot.startTime, slot.endTime, timeZone, ownTimeZone, lng);
  const label = multiDay
    ? formatDateTimeRange(slot.startTime, slot.endTime, lng, timeZone)
    : formatTimeRange(slot.startTime, slot.endTime, lng, timeZone);
  return (
    <Row $selected={checked} data-row-key={key}>
      <Checkbox
        name="slot"
        value={item.option.hash}
        checked={checked}
        disabled={isTaken}
        onChange={() => {
          onToggleSlot(slot);
        }}
        // The day's heading starts each time's name: "Wednesday, March 4, 2026 9:45 – 11:00 AM".
        namePrefixId={multiDay ? undefined : headingId}
        label={
          <>
            <TimeText>{label}</TimeText>
            {bestFit && <BestFit>{t('group.bestFit')}</BestFit>}
          </>
        }
        // A block over several days spans nights: its length would mislead, its dates say it.
        hint={
          isTaken ? (
            t('group.taken')
          ) : (
            <>
              {!multiDay && (
                <span>{formatDuration(durationMinutes(slot), lng, { unitDisplay: 'short' })}</span>
              )}
              {own !== null && <OwnTime>{t('general:timeZone.yourTime', own)}</OwnTime>}
            </>
          )
        }
      />
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
    before.bestFit === after.bestFit &&
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
  bestFit,
  taken,
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

  const renderRow = (item: RankedResult) => {
    const key = slotKeyOf(item);
    return (
      <OptionRow
        key={key}
        item={item}
        checked={selected.has(key)}
        taken={taken.has(key)}
        bestFit={bestFit.has(item.option.hash)}
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
        {buckets.map(({ bucket, total, shown }) => {
          const titleId = `${headingId}-${bucket}`;
          const hidden = total - shown.length;
          return (
            <section key={bucket} aria-labelledby={titleId}>
              <BucketHead>
                <BucketTitle id={titleId}>{t(`general:timeOfDay.${bucket}`)}</BucketTitle>
                <Muted>{t('days.options', { count: total })}</Muted>
              </BucketHead>
              <RowsCard padding="none">
                <Rows>{shown.map(renderRow)}</Rows>
                {hidden > 0 && (
                  <More>
                    <Muted>{t('group.showing', { shown: shown.length, total })}</Muted>
                    <Button
                      variant="ghost"
                      onClick={() => {
                        onShowMore(bucket);
                      }}
                    >
                      {t('group.showMore', { count: Math.min(hidden, SHOW_MORE_STEP) })}
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
