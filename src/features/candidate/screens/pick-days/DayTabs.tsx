import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GroupKey } from '../../../../domain/results';
import { Tabs } from '../../../../ui';
import { DayStripHead, DayTabLabel } from '../../../day-picking';
import type { ResultsView } from '../../model';
import type { OfferedGroup } from './derive';

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
  const { t } = useTranslation('pickDays');
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
    const spoken = [
      t('days.options', { count: group.count }),
      ...(picked > 0 ? [t('days.selected', { count: picked })] : []),
    ];
    return {
      key: group.key,
      id: tabIdOf(group.key),
      label: (
        <DayTabLabel
          dateKey={group.dateKey}
          timeZone={timeZone}
          count={group.count}
          picked={picked}
          spoken={spoken}
        />
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
  if (view !== 'singleDay' && aside === undefined) return tabs;
  return (
    <DayStripHead
      first={view === 'singleDay' ? (first ?? null) : null}
      last={view === 'singleDay' ? (last ?? null) : null}
      timeZone={timeZone}
      aside={aside}
    >
      {tabs}
    </DayStripHead>
  );
}
