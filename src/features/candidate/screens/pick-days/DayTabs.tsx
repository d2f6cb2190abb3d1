import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GroupKey } from '../../../../domain/results';
import { formatShortDate } from '../../../../i18n/format';
import { Tabs } from '../../../../ui';
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
}: DayTabsProps) {
  const { t, i18n } = useTranslation('pickDays');
  const items = groups.map((group) => {
    const picked = selectedPerGroup.get(group.key) ?? 0;
    return {
      key: group.key,
      id: tabIdOf(group.key),
      label: (
        <>
          <Name>
            {group.dateKey === null
              ? t('days.span', { count: group.days })
              : formatShortDate(instantOfDay(group.dateKey, timeZone), i18n.language, timeZone)}
          </Name>
          <Count>{t('days.options', { count: group.count })}</Count>
          {picked > 0 && <Badge>{t('days.selected', { count: picked })}</Badge>}
        </>
      ),
    };
  });
  return (
    <Tabs
      label={view === 'singleDay' ? t('days.label') : t('days.spansLabel')}
      items={items}
      selected={active}
      panelId={GROUP_PANEL_ID}
      onSelect={onSelectGroup}
    />
  );
}
