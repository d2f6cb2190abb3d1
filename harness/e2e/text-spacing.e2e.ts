/**
 * WCAG 1.4.12 Text spacing on the real pages: the 13 screens of the 6 routes that
 * accessibility.e2e.ts › "every route, 13 screens: …" visits (ROUTE_SCREENS of screens.ts; a
 * screen that follows the one before it goes on in its page, so the way there is taken with the
 * spacing already in force, as its reader would), in English and in German (long words), with the
 * spacing of the W3C text-spacing bookmarklet applied as a user stylesheet: line height 1.5 ×
 * the font size, 2 × the font size after paragraphs, letter spacing 0.12 em, word spacing 0.16
 * em, all `!important` on `*`. Then, at 390 × 844 and at 1280 × 800, no text may be:
 * - cut off: a line of text reaching more than 1 px past the box of an element (itself or an
 *   ancestor) with `overflow: hidden` or `clip` on that axis (a scrolling box is not a cut: its
 *   text can be scrolled to), nor a field's text taller than its box;
 * - overlapped: two lines of text of different elements (neither inside the other, in the same
 *   layer: the page, a sticky bar, a dialog) covering each other by more than 1 px both ways;
 * - off the screen sideways: a line of text past the left or right edge outside a box that
 *   scrolls or clips sideways, or the page itself scrolling sideways.
 * Text for screen readers only (1 × 1 px, clipped) is not looked at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENGLISH, GERMAN, LAPTOP, PHONE, ROUTE_SCREENS } from './screens';
import { e2eSession } from './support';

const e2e = e2eSession();

/** The W3C text-spacing bookmarklet's stylesheet (WCAG 1.4.12's four values). */
const TEXT_SPACING_CSS = `
* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p {
  margin-bottom: 2em !important;
}
`;

/**
 * Applies the 1.4.12 spacing as a user stylesheet would: a constructed sheet adopted by the
 * document (not an inline `<style>`, which the app's Content-Security-Policy rightly refuses),
 * after the app's own, every declaration `!important`.
 */
async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
}

/** The spacing is in force: the heading's letters are 0.12 of its font size apart. */
async function expectSpacing(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const spacing = await page.evaluate(() => {
    const style = getComputedStyle(document.querySelector('h1') ?? document.body);
    return parseFloat(style.letterSpacing) / parseFloat(style.fontSize);
  });
  expect(spacing, `${screen}: letter spacing / font size`).toBeCloseTo(0.12, 2);
}

/**
 * Every piece of text cut off, overlapped or off the screen sideways (see the file's comment),
 * each described by what holds it, its text and by how many CSS px.
 */
async function spacingProblems(page: Page): Promise<string[]> {
  // Whatever is still moving (a dialog opening, a transition) first comes to rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(() => {
    const problems: string[] = [];
    const px = (n: number) => `${String(Math.round(n * 10) / 10)} px`;
    const short = (text: string) => {
      const s = text.replace(/\s+/g, ' ').trim();
      return s.length > 40 ? `${s.slice(0, 39)}…` : s;
    };
    /** Its tag, its id when written by hand (not React's `_r_1_`), its role. */
    const describe = (element: Element) => {
      const role = element.getAttribute('role');
      const id = /^_[rR]_/.test(element.id) ? '' : element.id;
      return `${element.tagName.toLowerCase()}${id ? `#${id}` : ''}${role ? `[role=${role}]` : ''}`;
    };
    const width = document.documentElement.clientWidth;
    const TOLERANCE = 1;

    /** Screen-reader-only text: inside a clipped box of at most 2 × 2 px. */
    const srOnly = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        const box = up.getBoundingClientRect();
        const style = getComputedStyle(up);
        if ((box.width <= 2 || box.height <= 2) && style.overflow !== 'visible') return true;
      }
      return false;
    };
    /** The layer a piece of text is drawn in: a dialog, a sticky or fixed box, or the page. */
    const layerOf = (element: Element): Element => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        if (up.tagName === 'DIALOG' || up.getAttribute('aria-modal') === 'true') return up;
        const position = getComputedStyle(up).position;
        if (position === 'fixed' || position === 'sticky') return up;
      }
      return document.documentElement;
    };
    const INTERACTIVE =
      'a[href], button, label, summary, select, textarea, input, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="option"], [role="menuitem"], [role="switch"]';

    interface Piece {
      text: string;
      holder: Element;
      owner: Element;
      layer: Element;
      /** Its lines of text, where they are laid out. */
      rects: DOMRect[];
      /** Those lines, cut to what shows inside the boxes around them that scroll or clip. */
      shown: DOMRect[];
    }
    const pieces: Piece[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (text.trim() === '') continue;
      const holder = node.parentElement;
      if (!holder || holder.closest('script, style, noscript, template, select, option')) continue;
      const style = getComputedStyle(holder);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      if (rects.length === 0 || srOnly(holder)) continue;
      // What shows of it: inside every box around it that scrolls or clips.
      const view = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let up: Element | null = holder; up && up !== document.body; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        const box = up.getBoundingClientRect();
        if (upStyle.overflowX !== 'visible') {
          view.left = Math.max(view.left, box.left + up.clientLeft);
          view.right = Math.min(view.right, box.left + up.clientLeft + up.clientWidth);
        }
        if (upStyle.overflowY !== 'visible') {
          view.top = Math.max(view.top, box.top + up.clientTop);
          view.bottom = Math.min(view.bottom, box.top + up.clientTop + up.clientHeight);
        }
        if (upStyle.position === 'fixed') break;
      }
      const shown = rects
        .map((r) => {
          const left = Math.max(r.left, view.left);
          const top = Math.max(r.top, view.top);
          return new DOMRect(
            left,
            top,
            Math.min(r.right, view.right) - left,
            Math.min(r.bottom, view.bottom) - top,
          );
        })
        .filter((r) => r.width > 0.5 && r.height > 0.5);
      pieces.push({
        text,
        holder,
        owner: holder.closest(INTERACTIVE) ?? holder,
        layer: layerOf(holder),
        rects,
        shown,
      });
    }

    // Cut off: past the box of an element that hides its overflow on that axis.
    for (const piece of pieces) {
      let cut: string | null = null;
      for (
        let up: Element | null = piece.holder;
        up && up !== document.body && cut === null;
        up = up.parentElement
      ) {
        const style = getComputedStyle(up);
        const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (hidesX || hidesY) {
          const box = up.getBoundingClientRect();
          const left = box.left + up.clientLeft;
          const top = box.top + up.clientTop;
          const right = left + up.clientWidth;
          const bottom = top + up.clientHeight;
          for (const r of piece.rects) {
            const dx = hidesX ? Math.max(left - r.left, r.right - right, 0) : 0;
            const dy = hidesY ? Math.max(top - r.top, r.bottom - bottom, 0) : 0;
            if (dx > TOLERANCE || dy > TOLERANCE) {
              cut =
                `"${short(piece.text)}" in ${describe(piece.holder)} cut off by ${describe(up)} ` +
                `(overflow ${style.overflowX} ${style.overflowY}, ${String(up.scrollWidth)}×${String(up.scrollHeight)} in ${String(up.clientWidth)}×${String(up.clientHeight)}): ` +
                `${dx > TOLERANCE ? `${px(dx)} sideways` : ''}${dx > TOLERANCE && dy > TOLERANCE ? ', ' : ''}${dy > TOLERANCE ? `${px(dy)} up or down` : ''}`;
              break;
            }
          }
        }
        // A fixed box is not clipped by the boxes around it.
        if (style.position === 'fixed') break;
      }
      if (cut !== null) problems.push(`cut off: ${cut}`);
    }

    // A field's own text (its value or placeholder) taller than the field's inside.
    for (const field of document.querySelectorAll('input, textarea, select')) {
      if (!(field instanceof HTMLElement) || field.getClientRects().length === 0) continue;
      const input = field as HTMLInputElement;
      if (['checkbox', 'radio', 'hidden', 'range', 'color', 'file'].includes(input.type)) continue;
      const style = getComputedStyle(field);
      const inner =
        field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      const line =
        field.tagName === 'SELECT'
          ? parseFloat(style.fontSize) * 1.2
          : parseFloat(style.lineHeight);
      if (inner < line - TOLERANCE) {
        const name = field.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? '';
        problems.push(
          `cut off: field ${describe(field)} "${short(name)}": a ${px(line)} line in ${px(inner)}`,
        );
      }
    }

    // Overlapped: lines of text of different elements, in the same layer, covering each other.
    for (let i = 0; i < pieces.length; i++) {
      const a = pieces[i];
      if (!a) continue;
      for (let j = i + 1; j < pieces.length; j++) {
        const b = pieces[j];
        if (!b || a.layer !== b.layer || a.owner === b.owner) continue;
        if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        // The deepest overlap of any of their lines, once per pair.
        let most = { w: 0, h: 0 };
        for (const ra of a.shown) {
          for (const rb of b.shown) {
            const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            if (w > TOLERANCE && h > TOLERANCE && h > most.h) most = { w, h };
          }
        }
        if (most.h > 0) {
          problems.push(
            `overlapped: "${short(a.text)}" in ${describe(a.holder)} and "${short(b.text)}" in ${describe(b.holder)} by ${px(most.w)} × ${px(most.h)}`,
          );
        }
      }
    }

    // Off the screen sideways, outside a box that scrolls or clips sideways.
    const containedX = (element: Element) => {
      for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const piece of pieces) {
      if (containedX(piece.holder)) continue;
      const left = Math.min(...piece.rects.map((r) => r.left));
      const right = Math.max(...piece.rects.map((r) => r.right));
      if (left < -TOLERANCE || right > width + TOLERANCE) {
        problems.push(
          `off the screen: "${short(piece.text)}" in ${describe(piece.holder)} spans ${px(left)}…${px(right)} of ${String(width)}`,
        );
      }
    }
    const scroll = document.documentElement.scrollWidth - width;
    if (scroll > TOLERANCE) problems.push(`the page scrolls sideways by ${px(scroll)}`);
    return problems;
  });
}

describe('text spacing (WCAG 1.4.12) on the real pages', () => {
  for (const language of [ENGLISH, GERMAN]) {
    it(`every route, 13 screens in ${language.lng}, with the 1.4.12 spacing at 390 and 1280 CSS px: no text cut off, overlapped or off the screen sideways`, async () => {
      const found: string[] = [];
      let previous: Page | undefined;
      for (const screen of ROUTE_SCREENS) {
        // A screen that follows the one before goes on from its page, back on a phone.
        const from = screen.follows ? previous : undefined;
        await from?.setViewportSize(PHONE);
        const page = await screen.open({ session: e2e, language, viewport: PHONE }, from);
        if (page !== from) await applyTextSpacing(page);
        previous = page;
        expect(
          await page.evaluate(() => document.documentElement.lang.slice(0, 2)),
          `${screen.name}: the page's language`,
        ).toBe(language.lng);
        await expectSpacing(page, screen.name);
        for (const viewport of [PHONE, LAPTOP]) {
          await page.setViewportSize(viewport);
          for (const problem of await spacingProblems(page)) {
            found.push(`${screen.name} at ${String(viewport.width)} px: ${problem}`);
          }
        }
      }
      expect(found, `text spacing (1.4.12), ${language.lng}`).toEqual([]);
      expect(e2e.problems).toEqual([]);
    }, 120_000);
  }
});
