import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GroupKey } from '../../../../domain/results';
import { formatDayParts, formatMonthSpan } from '../../../../i18n/day-format';
import { formatDate, formatNumber } from '../../../../i18n/format';
import { Tabs, VisuallyHidden } from '../../../../ui';
import type { ResultsView } from '../../model';
import { instantOfDay, type OfferedGroup } from './derive';

/** Id of the panel the tabs control (one Pick days screen per page). */
export const GROUP_PANEL_ID = 'pick-days-group-panel';

/** Id of a group's tab, which names the panel while it is active. */
export function tabIdOf(key: GroupKey): string {
  return `pick-days-tab-${key.replace(':', '-')}`;
}

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

/** The line above the strip: the month at the start, the view toggle at the end. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The month(s) of the days in the strip, said once above it ("March 2026"). */
const Month = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Weekday = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  white-space: nowrap;
`;

const DayNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const DayCount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  font-variant-numeric: tabular-nums;
`;

/** How many of the day's options are picked: a round badge on the tab's corner. */
const Picked = styled.span`
  position: absolute;
  inset-block-start: -0.25rem;
  inset-inline-end: -0.25rem;
  min-width: 1.375rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.125rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** "2 selected": a pill that keeps AA on both the plain and the pressed tab. */
const Badge = styled.span`
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  /* One line: a count that wraps inside a pill reads as two badges (sw "6 yamechaguliwa"). */
  white-space: nowrap;

  [aria-selected='true'] > & {
    background-color: ${({ theme }) => theme.colors.surface};
  }
`;

export interface DayTabsProps {
  readonly view: ResultsView;
  readonly groups: readonly OfferedGroup[];
  /** The active group when it is one of `groups`; null otherwise. */
  readonly active: GroupKey | null;
  readonly selectedPerGroup: ReadonlyMap<GroupKey, number>;
  readonly timeZone: string;
  readonly onSelectGroup: (group: GroupKey) => void;
  /** Beside the month, at the end of the line above the strip (the multi-day toggle). */
  readonly aside?: ReactNode;
}

/**
 * The days (or numbers of days) as the tabs of the option list (src/ui Tabs: automatic
 * activation, wrapping arrows, Home and End, roving tabindex, a row that scrolls sideways on a
 * phone and never reflows the list under it). Each tab shows its date or span, how many options
 * it offers and how many of them are picked.
 */
export function DayTabs({
  view,
  groups,
  active,
  selectedPerGroup,
  timeZone,
  onSelectGroup,
  aside,
}: DayTabsProps) {
  const { t, i18n } = useTranslation('pickDays');
  const lng = i18n.language;
  const count = (n: number) => formatNumber(n, lng);
  const items = groups.map((group) => {
    const picked = selectedPerGroup.get(group.key) ?? 0;
    if (group.dateKey === null) {
      return {
        key: group.key,
        id: tabIdOf(group.key),
        label: (
          <>
            <Name>{t('days.span', { count: group.days })}</Name>
            <Count>{t('days.options', { count: group.count })}</Count>
            {picked > 0 && <Badge>{t('days.selected', { count: picked })}</Badge>}
          </>
        ),
      };
    }
    // A day: weekday over day number over the count, for the eye; the whole date and the
    // counts in words for a screen reader ("Wednesday, March 4, 2026, 5 options, 2 selected").
    const noon = instantOfDay(group.dateKey, timeZone);
    const { weekday, day } = formatDayParts(noon, lng, timeZone);
    const spoken = [
      formatDate(noon, lng, timeZone),
      t('days.options', { count: group.count }),
      ...(picked > 0 ? [t('days.selected', { count: picked })] : []),
    ].join(', ');
    return {
      key: group.key,
      id: tabIdOf(group.key),
      label: (
        <>
          <VisuallyHidden>{spoken}</VisuallyHidden>
          <Weekday aria-hidden="true">{weekday}</Weekday>
          <DayNumber aria-hidden="true">{day}</DayNumber>
          <DayCount aria-hidden="true">{count(group.count)}</DayCount>
          {picked > 0 && <Picked aria-hidden="true">{count(picked)}</Picked>}
        </>
      ),
    };
  });
  const first = groups[0]?.dateKey;
  const last = groups.at(-1)?.dateKey;
  const tabs = (
    <Tabs
      label={view === 'singleDay' ? t('days.label') : t('days.spansLabel')}
      items={items}
      selected={active}
      panelId={GROUP_PANEL_ID}
      compact={view === 'singleDay'}
      onSelect={onSelectGroup}
    />
  );
  const month =
    view === 'singleDay' && first != null && last != null
      ? formatMonthSpan(instantOfDay(first, timeZone), instantOfDay(last, timeZone), lng, timeZone)
      : null;
  if (month === null && aside === undefined) return tabs;
  return (
    <div>
      <Head>
        {month === null ? <span /> : <Month aria-hidden="true">{month}</Month>}
        {aside}
      </Head>
      {tabs}
    </div>
  );
}
