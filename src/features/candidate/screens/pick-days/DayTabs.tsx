import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GroupKey } from '../../../../domain/results';
import { formatDate } from '../../../../i18n/format';
import { focusRing, media, transition } from '../../../../ui';
import type { ResultsView } from '../../model';
import { instantOfDay, type OfferedGroup } from './derive';

/** Id of the panel the tabs control (one Pick days screen per page). */
export const GROUP_PANEL_ID = 'pick-days-group-panel';

/** Id of a group's tab, which names the panel while it is active. */
export function tabIdOf(key: GroupKey): string {
  return `pick-days-tab-${key.replace(':', '-')}`;
}

/**
 * Scrolls the tab row sideways, only when needed, so that `tab` is in view (at the start of
 * the row). A callback ref of the selected tab: React calls it once when a tab becomes the
 * selected one, so a group chosen by the container is never hidden off screen, and the row is
 * not moved again by later renders (new results, a selection) once the candidate scrolls it.
 * Only the row scrolls; the page does not move.
 */
export function revealTab(tab: HTMLElement | null): void {
  const row = tab?.closest<HTMLElement>('[data-tab-row]');
  if (tab === null || row === null || row === undefined) return;
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start >= row.scrollLeft && end <= row.scrollLeft + row.clientWidth) return;
  const inset = Number.parseFloat(getComputedStyle(row).scrollPaddingInlineStart) || 0;
  row.scrollLeft = Math.max(0, start - inset);
}

/** Full-bleed on phone: the row scrolls under the page padding to the screen edge. */
const Scroller = styled.div`
  position: relative;
  margin-inline: calc(-1 * ${({ theme }) => theme.space.md});
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: ${({ theme }) => theme.space.md};
  scrollbar-width: thin;

  ${media.tablet} {
    margin-inline: calc(-1 * ${({ theme }) => theme.space.lg});
    scroll-padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

const List = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  width: max-content;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md} ${theme.space.sm}`};

  ${media.tablet} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

const Tab = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  width: 8.5rem;
  min-height: ${({ theme }) => theme.sizes.control.large};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  scroll-snap-align: start;
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  ${transition('background-color', 'border-color', 'color')}

  &:hover {
    background-color: ${({ theme }) => theme.colors.surfaceSubtle};
  }

  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &[aria-selected='true']:hover {
    border-color: ${({ theme }) => theme.colors.primaryHover};
    background-color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    ${focusRing}
  }

  ${media.forcedColors} {
    &[aria-selected='true'] {
      outline: 2px solid Highlight;
    }
  }
`;

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
 * The days (or numbers of days) as a tablist controlling the option list: automatic
 * activation, Left/Right arrows (wrapping), Home and End, roving tabindex. The row scrolls
 * sideways on a phone and never reflows the list under it.
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
  const focusable = active ?? groups[0]?.key ?? null;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, position: number) {
    const last = groups.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? position === last
          ? 0
          : position + 1
        : event.key === 'ArrowLeft'
          ? position === 0
            ? last
            : position - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const group = next === null ? undefined : groups[next];
    if (next === null || group === undefined) return;
    event.preventDefault();
    const tabs = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[next]?.focus();
    onSelectGroup(group.key);
  }

  return (
    <Scroller data-tab-row="">
      <List
        role="tablist"
        aria-label={view === 'singleDay' ? t('days.label') : t('days.spansLabel')}
      >
        {groups.map((group, position) => {
          const selected = group.key === active;
          const picked = selectedPerGroup.get(group.key) ?? 0;
          return (
            <Tab
              key={group.key}
              type="button"
              role="tab"
              id={tabIdOf(group.key)}
              aria-selected={selected}
              aria-controls={active === null ? undefined : GROUP_PANEL_ID}
              tabIndex={group.key === focusable ? 0 : -1}
              ref={selected ? revealTab : undefined}
              onClick={() => {
                onSelectGroup(group.key);
              }}
              onKeyDown={(event) => {
                handleKeyDown(event, position);
              }}
            >
              <Name>
                {group.dateKey === null
                  ? t('days.span', { count: group.days })
                  : formatDate(instantOfDay(group.dateKey, timeZone), i18n.language, timeZone)}
              </Name>
              <Count>{t('days.options', { count: group.count })}</Count>
              {picked > 0 && <Badge>{t('days.selected', { count: picked })}</Badge>}
            </Tab>
          );
        })}
      </List>
    </Scroller>
  );
}
