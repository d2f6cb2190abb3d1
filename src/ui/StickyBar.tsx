import { type ComponentPropsWithRef, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Stack } from './layout';
import { media } from './theme';

/** The custom property on <html> that holds the bar's height (GlobalStyle's scroll padding). */
export const STICKY_BAR_HEIGHT = '--sticky-bar-height';

/**
 * Below this viewport height the bar does not stick: on a landscape phone or at 400 % zoom a
 * sticking bar would cover most of what is left (WCAG 1.4.10, 2.4.11).
 */
const STICK_FROM = '31.25rem'; // 500 px

/**
 * Sticks to the bottom of the screen while the page scrolls; full-bleed on a phone (it covers
 * the page's side padding), a floating panel from tablet width up.
 */
const Bar = styled(Stack)`
  position: static;
  z-index: 1;
  margin-inline: calc(-1 * ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -2px 8px rgba(24, 33, 47, 0.08);

  @media (min-height: ${STICK_FROM}) {
    position: sticky;
    bottom: 0;
  }

  ${media.tablet} {
    margin-inline: 0;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  }

  ${media.forcedColors} {
    border-color: CanvasText;
  }
`;

export type StickyBarProps = ComponentPropsWithRef<typeof Bar>;

/**
 * A bar that sticks to the bottom of the viewport (a submit bar). While it is on the page its
 * height is the page's `scroll-padding-bottom`, so an element that takes focus by keyboard is
 * scrolled above it, never under it (WCAG 2.4.11 Focus Not Obscured). It does not stick on
 * short viewports (under 500 px high).
 */
export function StickyBar({ children, ...rest }: StickyBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const root = element?.ownerDocument.documentElement;
    if (element === null || root === undefined) return undefined;
    const update = () => {
      const sticking = getComputedStyle(element).position === 'sticky';
      root.style.setProperty(STICKY_BAR_HEIGHT, sticking ? `${element.offsetHeight}px` : '0px');
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(STICKY_BAR_HEIGHT);
    };
  }, []);
  return (
    <Bar ref={ref} data-sticky-bar="" {...rest}>
      {children}
    </Bar>
  );
}

/**
 * Focuses an element of a sticky bar (a message next to its button) without moving the page:
 * a sticking bar is on screen already, and the browser's scroll-into-view, which keeps focus
 * clear of the bar's own height (the scroll padding), would jump the page to make room for it.
 * Scrolls only when the element is not fully on screen (a bar that does not stick, on a short
 * viewport).
 */
export function focusInBar(element: HTMLElement | null | undefined): void {
  if (element === null || element === undefined) return;
  element.focus({ preventScroll: true });
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  const height = view?.innerHeight ?? rect.bottom;
  if (rect.top < 0 || rect.bottom > height) element.scrollIntoView({ block: 'nearest' });
}
