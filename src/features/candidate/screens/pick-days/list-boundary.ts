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
