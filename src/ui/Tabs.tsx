import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { choiceControl } from './selected';
import { media } from './theme';

/**
 * Scrolls the tab row sideways, only when needed, so that `tab` is in view (at the start of
 * the row). A callback ref of the selected tab: React calls it once when a tab becomes the
 * selected one, so a tab chosen by the program is never hidden off screen, and the row is not
 * moved again by later renders once the user scrolls it. Only the row scrolls; the page does not.
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
  ${choiceControl("[aria-selected='true']")}
`;

export interface TabItem<K extends string> {
  readonly key: K;
  /** The tab's element id (the panel's `aria-labelledby` while this tab is selected). */
  readonly id: string;
  /** What the tab shows; its text is the tab's accessible name. */
  readonly label: ReactNode;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly items: readonly TabItem<K>[];
  /** The selected tab, or null when none is (the panel then has no controlling tab). */
  readonly selected: K | null;
  /** Id of the panel the tabs control (render it with role="tabpanel" next to the tabs). */
  readonly panelId: string;
  readonly onSelect: (key: K) => void;
}

/** The tab `key` arrives at: arrows wrap, Home and End jump; null for any other key. */
export function tabAfterKey(key: string, position: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return position === last ? 0 : position + 1;
    case 'ArrowLeft':
      return position === 0 ? last : position - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * A row of tabs controlling one panel (WAI-ARIA tabs pattern): automatic activation (moving
 * with the arrows selects), Left/Right wrapping, Home and End, a roving tabindex so the row is
 * one Tab stop. The row scrolls sideways on a phone and never reflows what is under it.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  panelId,
  onSelect,
}: TabsProps<K>) {
  const focusable = selected ?? items[0]?.key ?? null;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, position: number) {
    const next = tabAfterKey(event.key, position, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || item === undefined) return;
    event.preventDefault();
    const tabs = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[next]?.focus();
    onSelect(item.key);
  }

  return (
    <Scroller data-tab-row="">
      <List role="tablist" aria-label={label}>
        {items.map((item, position) => {
          const isSelected = item.key === selected;
          return (
            <Tab
              key={item.key}
              type="button"
              role="tab"
              id={item.id}
              aria-selected={isSelected}
              aria-controls={selected === null ? undefined : panelId}
              tabIndex={item.key === focusable ? 0 : -1}
              ref={isSelected ? revealTab : undefined}
              onClick={() => {
                onSelect(item.key);
              }}
              onKeyDown={(event) => {
                handleKeyDown(event, position);
              }}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
    </Scroller>
  );
}
