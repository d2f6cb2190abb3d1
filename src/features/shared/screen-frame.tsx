/**
 * The frame every flow puts its screens in (a feature's container, not its screens): the root
 * element, focus and document title following the shown screen's heading, and the "taking
 * longer than usual" timer of a loading wait. Kept small: it is part of the candidate route's
 * first paint.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** The root of a flow's screens: what useHeadingFocus searches for the shown screen's heading. */
export const ScreenFrame = styled.div`
  /* Headings receive focus on screen changes (for screen readers); no ring for that. */
  h1:focus {
    outline: none;
  }
`;

/**
 * True once `episode` (a loading wait: a retry or a new search starts a new one) has lasted
 * `slowAfterMs`; only episodes starting with `loading:` are timed.
 */
export function useSlowNotice(episode: string, slowAfterMs: number): boolean {
  const [slowEpisode, setSlowEpisode] = useState<string | null>(null);
  useEffect(() => {
    if (!episode.startsWith('loading:')) return;
    const timer = setTimeout(() => {
      setSlowEpisode(episode);
    }, slowAfterMs);
    return () => {
      clearTimeout(timer);
    };
  }, [episode, slowAfterMs]);
  return slowEpisode === episode;
}

/**
 * Focus and title on screen change: when `screen` changes, focus moves to the shown screen's
 * `h1` and the document title follows it. The first screen only sets the title (focus stays
 * where the browser put it), unless `focusFirst` (the flow continues a screen shown before).
 */
export function useHeadingFocus(
  rootRef: RefObject<HTMLElement | null>,
  screen: string,
  focusFirst = false,
): void {
  const firstScreen = useRef(!focusFirst);
  const headingFocus = useCallback(() => {
    // The heading of the screen shown: not the Suspense fallback's, and not the previous
    // screen's, which React keeps in the DOM (hidden) while the next one's chunk loads.
    const heading = Array.from(rootRef.current?.querySelectorAll('h1') ?? []).find(
      (h) => h.closest('[data-fallback]') === null && h.checkVisibility(),
    );
    if (!heading) return false;
    if (heading.textContent) document.title = heading.textContent;
    // A panel beside the screens (the chat) that has focus keeps it.
    const holder = document.activeElement?.closest('[data-keeps-focus]');
    if (firstScreen.current || holder) {
      firstScreen.current = false;
      return true;
    }
    heading.focus();
    return true;
  }, [rootRef]);
  useEffect(() => {
    // Lazy screens mount after their chunk loads: wait for the heading to appear.
    if (headingFocus()) return;
    const root = rootRef.current;
    if (!root) return;
    const observer = new MutationObserver(() => {
      if (headingFocus()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
    };
  }, [screen, headingFocus, rootRef]);
}
