// @vitest-environment happy-dom
/**
 * The month calendar by keyboard (the WAI-ARIA date-picker grid): one day in the tab order,
 * arrows and Home/End move the focus, Page Down only into a month with times, Enter on a day
 * with times lists them, a day without times does nothing.
 */
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupContainers, renderContainer } from '../../../testing/container-harness';
import { MonthCalendar } from './MonthCalendar';

afterEach(() => {
  cleanupContainers();
});

const counts = new Map([
  ['2026-03-03', 7],
  ['2026-03-04', 5],
  ['2026-05-05', 2],
]);

function Calendar(props: { onShowDay: (day: string) => void }) {
  const [month, setMonth] = useState('2026-03');
  return (
    <MonthCalendar
      month={month}
      months={['2026-03', '2026-05']}
      counts={counts}
      day="2026-03-03"
      today="2026-03-02"
      onShowMonth={setMonth}
      onShowDay={props.onShowDay}
    />
  );
}

function press(key: string) {
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

const focused = () => document.activeElement?.getAttribute('data-day');

describe('MonthCalendar', () => {
  it('moves by keyboard and lists a day with times', () => {
    const onShowDay = vi.fn();
    const { container } = renderContainer(<Calendar onShowDay={onShowDay} />);
    const tabbable = container.querySelectorAll<HTMLElement>('[role="grid"] button[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]?.getAttribute('data-day')).toBe('2026-03-03');
    // Labelled in full, with its count; a day without times is marked unavailable.
    expect(tabbable[0]?.getAttribute('aria-label')).toMatch(/March 3, 2026.*7/);
    const today = container.querySelector('[data-day="2026-03-02"]');
    expect(today?.getAttribute('aria-disabled')).toBe('true');
    expect(today?.getAttribute('aria-current')).toBe('date');
    act(() => {
      tabbable[0]?.focus();
    });
    press('ArrowRight');
    expect(focused()).toBe('2026-03-04');
    press('ArrowDown');
    expect(focused()).toBe('2026-03-11');
    press('Home');
    expect(focused()).toBe('2026-03-08');
    // April has no times: Page Down does not go there.
    press('PageDown');
    expect(focused()).toBe('2026-03-08');
    expect(container.querySelector('h2')?.textContent).toBe('March 2026');
    // The next-month arrow goes to May, the next month with times.
    act(() => {
      container.querySelector<HTMLButtonElement>('button[aria-label="Next month"]')?.click();
    });
    expect(container.querySelector('h2')?.textContent).toBe('May 2026');
    act(() => {
      container.querySelector<HTMLButtonElement>('[data-day="2026-05-05"]')?.click();
    });
    expect(onShowDay).toHaveBeenCalledWith('2026-05-05');
    act(() => {
      container.querySelector<HTMLButtonElement>('[data-day="2026-05-06"]')?.click();
    });
    expect(onShowDay).toHaveBeenCalledTimes(1);
  });
});
