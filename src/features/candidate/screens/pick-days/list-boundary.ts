import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { ResultIndex } from '../../../../domain/results';
import type { ListBoundary } from '../../model';
import { GROUP_PANEL_ID } from './DayTabs';

/**
 * Where the candidate is in the open day's list (see ListBoundary), read from the page: the
 * rows (`data-row-key`, in the list's order) against the bottom of the window. O(log rows)
 * layout reads, once per batch of results (the frame's layout is needed to paint it anyway).
 */
export function readListBoundary(root: ParentNode | null): ListBoundary {
  const panel = root?.querySelector<HTMLElement>(`#${GROUP_PANEL_ID}`) ?? null;
  if (panel === null) return null;
  const rows = panel.querySelectorAll<HTMLElement>('[data-row-key]');
  const first = rows[0];
  if (first === undefined) return null;
  const bottom = panel.ownerDocument.defaultView?.innerHeight ?? 0;
  // The list's end in view (or above it): a row added anywhere would push what is read.
  if (panel.getBoundingClientRect().bottom <= bottom) return 'end';
  const topOf = (i: number) => rows[i]?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
  if (topOf(0) >= bottom) return null;
  // The last row whose top is above the window's bottom.
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (topOf(mid) < bottom) lo = mid;
    else hi = mid - 1;
  }
  const key = rows[lo]?.dataset.rowKey;
  return key === undefined ? null : { lastRow: key };
}

/** Where each row (`data-row-key`) of `panel` is drawn: its top in the document. */
export function rowTopsOf(panel: HTMLElement): ReadonlyMap<string, number> {
  const scrollY = panel.ownerDocument.defaultView?.scrollY ?? 0;
  const tops = new Map<string, number>();
  for (const row of panel.querySelectorAll<HTMLElement>('[data-row-key]')) {
    const key = row.dataset.rowKey;
    if (key !== undefined) tops.set(key, row.getBoundingClientRect().top + scrollY);
  }
  return tops;
}

/**
 * Whether a row that was on screen has moved since the last frame (`before`: tops in the
 * document, in the list's order), that is, something was put above it; and if so, the first
 * earlier row that was below the screen (what arrived before it is to wait), or 'end' when
 * every earlier row was above the window's bottom. Null when no row on screen moved.
 */
export function movedOnScreen(
  panel: HTMLElement,
  before: ReadonlyMap<string, number>,
  now: ReadonlyMap<string, number>,
): { before: string } | 'end' | null {
  const view = panel.ownerDocument.defaultView;
  const top = view?.scrollY ?? 0;
  const bottom = top + (view?.innerHeight ?? 0);
  let moved = false;
  for (const [key, at] of now) {
    const was = before.get(key);
    if (was === undefined) continue;
    if (was >= bottom) return moved ? { before: key } : null;
    if (was >= top && Math.abs(at - was) >= 1) moved = true;
  }
  return moved ? 'end' : null;
}

/**
 * Takes back, before the frame is painted, what a batch of results put above a row on screen:
 * the boundary the batch was held against is read when its render starts (readListBoundary),
 * and the list can scroll before that render is drawn, bringing rows below that boundary on
 * screen. When a row on screen has moved, `onHoldArrived` gets the options index drawn before
 * and the first earlier row below the screen ('end': none); the container holds every option
 * that arrived since, placed before that row, and the list is drawn again in the same task. Checked only on a
 * commit that brought new results (`index` changed); O(rows drawn).
 */
export function useRowsKeptInPlace(
  panelRef: RefObject<HTMLElement | null>,
  index: ResultIndex,
  onHoldArrived: (since: ResultIndex, below: { before: string } | 'end') => void,
): void {
  const drawn = useRef<{ index: ResultIndex; tops: ReadonlyMap<string, number> } | null>(null);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const before = drawn.current;
    if (panel === null) {
      drawn.current = null;
      return;
    }
    const tops = rowTopsOf(panel);
    drawn.current = { index, tops };
    if (before === null || before.index === index) return;
    const below = movedOnScreen(panel, before.tops, tops);
    if (below !== null) onHoldArrived(before.index, below);
  });
}
