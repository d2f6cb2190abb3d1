import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import styled, { css } from 'styled-components';
import { ChevronEndIcon, ChevronStartIcon } from './icons';
import { choiceControl } from './selected';
import { media } from './theme';

/**
 * Scrolls the tab row sideways, only when needed, so that `tab` is in view (at the start of
 * the row). A callback ref of the selected tab: React calls it once when a tab becomes the
 * selected one, so a tab chosen by the program is never hidden off screen, and the row is not
 * moved again by later renders once the user scrolls it. Only the row scrolls; the page does not.
 *
 * Measured by an IntersectionObserver (issue 14): its geometry comes with the frame's own
 * layout, where reading `offsetLeft` here forced a layout of the whole page inside React's
 * commit (40 ms on a mid-range phone beside a long list). A row not laid out yet (inside a
 * hidden Suspense boundary) is waited for: the observer reports again once it shows.
 */
export function revealTab(tab: HTMLElement | null): (() => void) | undefined {
  const row = tab?.closest<HTMLElement>('[data-tab-row]');
  if (tab === null || row === null || row === undefined) return undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      const bounds = entries.at(-1)?.rootBounds;
      if (!bounds || bounds.width === 0) return;
      observer.disconnect();
      // The frame's layout is done: these reads cost nothing. A tab no longer selected (another
      // was chosen before this frame) is not revealed: it would scroll the new one away.
      if (tab.isConnected && tab.getAttribute('aria-selected') === 'true') scrollToTab(row, tab);
    },
    { root: row, threshold: [0, 1] },
  );
  observer.observe(tab);
  // React 19 calls this when the tab stops being the selected one (or unmounts).
  return () => {
    observer.disconnect();
  };
}

/** The row scrolled so that `tab` starts it, unless `tab` is in view already. */
function scrollToTab(row: HTMLElement, tab: HTMLElement): void {
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start >= row.scrollLeft && end <= row.scrollLeft + row.clientWidth) return;
  const inset = Number.parseFloat(getComputedStyle(row).scrollPaddingInlineStart) || 0;
  row.scrollLeft = Math.max(0, start - inset);
}

/** The row with, from tablet width up, a scroll button at each end. */
const Frame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

/**
 * Scroll the row by most of its width: for a mouse on a wide screen (the row scrolls by touch,
 * wheel and the keyboard's arrows anyway). Out of the accessibility tree and the tab order: the
 * arrows of the tab list already move through every tab.
 */
const ScrollButton = styled.button`
  display: none;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.small};
  height: ${({ theme }) => theme.sizes.control.small};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;

  &:disabled {
    visibility: hidden;
  }

  ${media.tablet} {
    display: inline-flex;
  }
`;

/** Full-bleed on phone: the row scrolls under the page padding to the screen edge. */
const Scroller = styled.div`
  flex: 1;
  min-width: 0;
  position: relative;
  margin-inline: calc(-1 * ${({ theme }) => theme.space.md});
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: ${({ theme }) => theme.space.md};
  scrollbar-width: thin;

  ${media.tablet} {
    margin-inline: 0;
    scroll-padding-inline: 0;
  }
`;

const List = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  width: max-content;
  /* Room above for a badge on a tab's corner. */
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.sm}`};

  ${media.tablet} {
    padding-inline: ${({ theme }) => theme.space.xxs};
  }
`;

const Tab = styled.button<{ $compact: boolean }>`
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

  ${({ $compact, theme }) =>
    $compact &&
    css`
      position: relative;
      align-items: center;
      gap: 0;
      width: 3.75rem;
      padding: ${theme.space.xs} ${theme.space.xxs};
      text-align: center;
    `}
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
  /** Narrow tabs (a day strip: weekday over day number), about 5 to a phone's width. */
  readonly compact?: boolean;
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
  compact = false,
  onSelect,
}: TabsProps<K>) {
  const focusable = selected ?? items[0]?.key ?? null;
  const row = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const element = row.current;
    if (element === null) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEnds((now) => (now.atStart === atStart && now.atEnd === atEnd ? now : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const element = row.current;
    if (element === null) return undefined;
    measure();
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            measure();
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
    };
  }, [measure, items.length]);

  function scrollBy(direction: 1 | -1) {
    const element = row.current;
    if (element === null) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.8,
      behavior: still ? 'auto' : 'smooth',
    });
  }

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
    <Frame>
      <ScrollButton
        type="button"
        aria-hidden="true"
        tabIndex={-1}
        disabled={ends.atStart}
        onClick={() => {
          scrollBy(-1);
        }}
      >
        <ChevronStartIcon />
      </ScrollButton>
      <Scroller data-tab-row="" ref={row} onScroll={measure}>
        <List role="tablist" aria-label={label}>
          {items.map((item, position) => {
            const isSelected = item.key === selected;
            return (
              <Tab
                key={item.key}
                $compact={compact}
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
      <ScrollButton
        type="button"
        aria-hidden="true"
        tabIndex={-1}
        disabled={ends.atEnd}
        onClick={() => {
          scrollBy(1);
        }}
      >
        <ChevronEndIcon />
      </ScrollButton>
    </Frame>
  );
}
