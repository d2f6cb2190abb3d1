// @vitest-environment happy-dom
/** Focusing a message in a sticky bar does not move the page unless the message is off screen. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusInBar } from './StickyBar';

afterEach(() => {
  document.body.replaceChildren();
});

/** A focusable message whose box is at `top`…`bottom` of a viewport `height` px high. */
function message(top: number, bottom: number, height = 800) {
  const element = document.createElement('p');
  element.tabIndex = -1;
  document.body.append(element);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(height);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom } as DOMRect);
  const focus = vi.spyOn(element, 'focus');
  const scroll = vi.fn();
  element.scrollIntoView = scroll;
  return { element, focus, scroll };
}

describe('focusInBar', () => {
  it('focuses without scrolling when the message is on screen (a sticking bar)', () => {
    const { element, focus, scroll } = message(700, 760);
    focusInBar(element);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(element);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('scrolls it into view, as little as possible, when it is off screen (a bar that does not stick)', () => {
    const below = message(820, 880);
    focusInBar(below.element);
    expect(below.scroll).toHaveBeenCalledWith({ block: 'nearest' });
    const above = message(-30, 20);
    focusInBar(above.element);
    expect(above.scroll).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('does nothing without an element', () => {
    expect(() => {
      focusInBar(null);
    }).not.toThrow();
  });
});
