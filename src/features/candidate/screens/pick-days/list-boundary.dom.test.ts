// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readListBoundary } from './list-boundary';
import { GROUP_PANEL_ID } from './DayTabs';

const ROW = 72;

/** A day's list of `count` rows whose first row's top is `top` px from the window's top. */
function page(count: number, top: number): HTMLElement {
  const root = document.createElement('div');
  const panel = document.createElement('div');
  panel.id = GROUP_PANEL_ID;
  const place = (element: HTMLElement, y: number, height: number) => {
    element.getBoundingClientRect = () => new DOMRect(0, y, 360, height);
  };
  place(panel, top, count * ROW);
  for (let i = 0; i < count; i++) {
    const row = document.createElement('li');
    row.dataset.rowKey = `row-${String(i)}`;
    place(row, top + i * ROW, ROW);
    panel.append(row);
  }
  root.append(panel);
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('readListBoundary', () => {
  const height = window.innerHeight;

  it('no list, or no row of it on screen: nothing can move', () => {
    expect(readListBoundary(null)).toBeNull();
    expect(readListBoundary(document.createElement('div'))).toBeNull();
    expect(readListBoundary(page(10, height + 5))).toBeNull();
  });

  it('the last row whose top is above the window bottom', () => {
    const top = height - 3 * ROW + 10;
    // Rows start at top, top + 72, top + 144 (all above the bottom), top + 216 (below it).
    expect(readListBoundary(page(40, top))).toEqual({ lastRow: 'row-2' });
  });

  it('the end of the list on screen: any new row would push what is read', () => {
    expect(readListBoundary(page(3, 10))).toBe('end');
  });
});
