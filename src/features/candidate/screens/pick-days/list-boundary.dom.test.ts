// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { movedOnScreen, readListBoundary, rowTopsOf } from './list-boundary';
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

describe('movedOnScreen (the same rule read when a batch is drawn)', () => {
  const height = window.innerHeight;
  const panelOf = (root: HTMLElement) => root.querySelector<HTMLElement>(`#${GROUP_PANEL_ID}`)!;
  const tops = (entries: [string, number][]) => new Map(entries);

  it("reads each row's top in the document", () => {
    expect([...rowTopsOf(panelOf(page(3, 100)))]).toEqual([
      ['row-0', 100],
      ['row-1', 172],
      ['row-2', 244],
    ]);
  });

  it('nothing on screen moved: nothing to take back', () => {
    const before = tops([
      ['a', 100],
      ['b', height + 10],
    ]);
    const now = tops([
      ['a', 100],
      ['new', 172],
      ['b', height + 82],
    ]);
    expect(movedOnScreen(panelOf(page(1, 0)), before, now)).toBeNull();
  });

  it('a row on screen pushed below it counts too', () => {
    const before = tops([
      ['a', 100],
      ['b', height - 22],
      ['c', height + 50],
    ]);
    const now = tops([
      ['a', 100],
      ['new', 172],
      ['b', height + 50],
      ['c', height + 122],
    ]);
    expect(movedOnScreen(panelOf(page(1, 0)), before, now)).toEqual({ before: 'c' });
  });

  it('a row on screen pushed down: what arrived before the first earlier row that was below the screen waits', () => {
    const before = tops([
      ['a', 100],
      ['b', 400],
      ['c', height - 10],
      ['d', height + 62],
    ]);
    const now = tops([
      ['a', 100],
      ['new', 400],
      ['b', 472],
      ['c', height + 62],
      ['d', height + 134],
    ]);
    expect(movedOnScreen(panelOf(page(1, 0)), before, now)).toEqual({ before: 'd' });
  });

  it('every earlier row still on screen: everything that arrived waits', () => {
    const before = tops([
      ['a', 100],
      ['b', 172],
    ]);
    const now = tops([
      ['new', 100],
      ['a', 172],
      ['b', 244],
    ]);
    expect(movedOnScreen(panelOf(page(1, 0)), before, now)).toBe('end');
  });

  it('rows drawn below the screen only: not what the candidate reads', () => {
    const before = tops([
      ['a', 100],
      ['b', height + 10],
    ]);
    const now = tops([
      ['a', 100],
      ['new', height + 10],
      ['b', height + 82],
    ]);
    expect(movedOnScreen(panelOf(page(1, 0)), before, now)).toBeNull();
  });
});
