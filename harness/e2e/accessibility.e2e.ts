/**
 * The WCAG 2.2 AA criteria that only the real pages can show (issue 36, item 13; ACCESSIBILITY.md
 * names each test here): the built app and the stand-in server, every route of the README's
 * "Routes" in the states a candidate sees first (ROUTE_SCREENS of screens.ts: 13 screens of the 6
 * routes).
 * - Target size (2.5.8) at 390 and 1280 CSS px: every pointer target is at least 24 × 24 CSS
 *   px, or has the spacing exception (a 24 px circle on its centre meets no other target), or is
 *   a link inside a sentence.
 * - Reflow (1.4.10) at 320 × 256 CSS px (1280 × 1024 at 400 % zoom) and resize (1.4.4) at 640
 *   px (200 %): nothing is wider than the screen. Also each screen's title is its heading
 *   (2.4.2) and `<html lang>` its language (3.1.1).
 * - Focus not obscured (2.4.11) and focus visible (2.4.7): Tab through every stop of the screens
 *   with a sticky bar (Pick days on a phone and a laptop, the superday, the interviewer link):
 *   each focused element is on screen and clear of the bar, and it looks different focused.
 * - Status messages (4.1.3): a search streaming for over 10 s speaks through the page's live
 *   regions at most twice in any 10 s.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../fixtures';
import {
  ENGLISH,
  LAPTOP,
  PHONE,
  ROUTE_SCREENS,
  type ScreenContext,
  type Viewport,
  h1,
  interviewerLinkScreen,
  pickDaysScreen,
  superdayScreen,
} from './screens';
import {
  appTookOver,
  countPattern,
  e2eSession,
  newPage,
  pickSlots,
  startE2eServer,
  t,
} from './support';

const e2e = e2eSession();

/**
 * A fresh stand-in server for the next screen: the per-link state starts from the fixtures
 * again (a screen that sends availability changes what its link shows next time).
 */
async function freshServer(): Promise<void> {
  await e2e.context?.close();
  e2e.context = null;
  await e2e.server.close();
  e2e.server = await startE2eServer();
}

/** A screen of ROUTE_SCREENS in English, in `viewport`. */
const inEnglish = (viewport: Viewport): ScreenContext => ({
  session: e2e,
  language: ENGLISH,
  viewport,
});

/**
 * What is wider than the screen: the page's own horizontal scroll, and every visible element
 * that reaches past the left or right edge without a scrolling or clipping box around it.
 */
async function overflowOf(page: Page): Promise<{ scroll: number; outside: string[] }> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const contained = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      if (getComputedStyle(element).position === 'fixed' || contained(element)) continue;
      const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
      outside.push(
        `${element.tagName.toLowerCase()} "${text}" ${String(Math.round(box.left))}…${String(Math.round(box.right))}`,
      );
    }
    return { scroll: root.scrollWidth - width, outside: outside.slice(0, 8) };
  });
}

/** A pointer target too small and not excused: where it is and what it says. */
interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * The pointer targets of the page that fail 2.5.8: smaller than 24 × 24 CSS px (a checkbox or a
 * radio counts with its label, which takes the same tap), not a link inside a sentence, and
 * with another target within the 24 px circle on its centre (the spacing exception). A sticky
 * bar's targets are compared with each other only: the page scrolls under the bar.
 */
async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="option"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.visibility !== 'hidden' &&
        element.closest('[inert], [hidden], [aria-hidden="true"]') === null &&
        element.getClientRects().length > 0
      );
    };
    const union = (boxes: DOMRect[]) => {
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      const right = Math.max(...boxes.map((b) => b.right));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      return { left, top, right, bottom, width: right - left, height: bottom - top };
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((element) => !(element as HTMLButtonElement).disabled && visible(element))
      .map((element) => {
        const own = element.getBoundingClientRect();
        const labels =
          element instanceof HTMLInputElement && element.labels
            ? [...element.labels].filter(visible).map((label) => label.getBoundingClientRect())
            : [];
        // A native control drawn by its label (the input itself is visually hidden).
        const boxes = own.width <= 1 || own.height <= 1 ? labels : [own, ...labels];
        return {
          element,
          box: union(boxes.length > 0 ? boxes : [own]),
          // A sticky bar floats over the page: what it covers at this scroll is not its neighbour.
          layer: element.closest('[data-sticky-bar]') === null ? 'page' : 'bar',
        };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      return (
        parent !== null && parent.textContent.trim().length > element.textContent.trim().length
      );
    };
    const small = targets.filter(({ box }) => box.width < MIN - 0.5 || box.height < MIN - 0.5);
    const centre = (box: { left: number; top: number; width: number; height: number }) => ({
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
    });
    const failing: SmallTarget[] = [];
    for (const target of small) {
      if (inSentence(target.element)) continue;
      const c = centre(target.box);
      const crowded = targets.some((other) => {
        if (other === target || other.layer !== target.layer) return false;
        if (other.element.contains(target.element)) return false;
        if (target.element.contains(other.element)) return false;
        if (small.includes(other)) {
          const o = centre(other.box);
          return Math.hypot(c.x - o.x, c.y - o.y) < MIN;
        }
        const dx = Math.max(other.box.left - c.x, 0, c.x - other.box.right);
        const dy = Math.max(other.box.top - c.y, 0, c.y - other.box.bottom);
        return Math.hypot(dx, dy) < MIN / 2;
      });
      if (!crowded) continue;
      const element = target.element;
      const name =
        element.getAttribute('aria-label') ??
        element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
      failing.push({
        what: `${element.tagName.toLowerCase()} "${name}"`,
        width: Math.round(target.box.width * 10) / 10,
        height: Math.round(target.box.height * 10) / 10,
      });
    }
    return failing;
  });
}

/** One keyboard stop: what has focus, whether it is hidden under the sticky bar, and its look. */
interface Stop {
  what: string;
  /** Entirely off screen or entirely under the bar (2.4.11 fails). */
  hidden: boolean;
  /** Partly under the bar (2.4.12, AAA, would fail). */
  partly: boolean;
  box: { x: number; y: number; width: number; height: number } | null;
}

async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const own = element.getBoundingClientRect();
    const labels = element instanceof HTMLInputElement && element.labels ? [...element.labels] : [];
    const boxes = [own, ...labels.map((label) => label.getBoundingClientRect())].filter(
      (b) => b.width > 1 && b.height > 1,
    );
    const left = Math.min(...boxes.map((b) => b.left));
    const top = Math.min(...boxes.map((b) => b.top));
    const right = Math.max(...boxes.map((b) => b.right));
    const bottom = Math.max(...boxes.map((b) => b.bottom));
    const bar = [...document.querySelectorAll('[data-sticky-bar]')].find(
      (candidate) => getComputedStyle(candidate).position === 'sticky',
    );
    // The bar covers what lies under its box; what is in it, or below it in the page's flow
    // (the footer, once the page is scrolled to its end and the bar is back in place), is not.
    const cover = bar && !bar.contains(element) ? bar.getBoundingClientRect() : null;
    const overlap = cover
      ? Math.max(0, Math.min(bottom, cover.bottom) - Math.max(top, cover.top))
      : 0;
    const name =
      element.getAttribute('aria-label') ??
      element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
    return {
      what: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`,
      hidden: bottom <= 0 || top >= window.innerHeight || overlap >= bottom - top - 0.5,
      partly: overlap > 0.5 || top < -0.5 || bottom > window.innerHeight + 0.5,
      box:
        boxes.length === 0
          ? null
          : { x: left - 4, y: top - 4, width: right - left + 8, height: bottom - top + 8 },
    };
  });
}

/**
 * Tabs through every stop of the page from the top (until the focus comes back to a stop it
 * has seen, or leaves the page) and checks each: on screen and clear of the sticky bar, and
 * drawn differently with focus than without (the area around it, screenshot focused and then
 * blurred). Returns the stops seen.
 */
async function tabThrough(page: Page, limit = 150): Promise<Stop[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const stops: Stop[] = [];
  const seen = new Set<string>();
  const unfocusedLooksSame: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const element: (Element & { __stop?: string }) | null = document.activeElement;
      if (!element || element === document.body) return null;
      const counter = window as unknown as { __stops?: number };
      counter.__stops = (counter.__stops ?? 0) + 1;
      element.__stop ??= String(counter.__stops);
      return element.__stop;
    });
    if (key === null || seen.has(key)) break;
    seen.add(key);
    const stop = await focusedStop(page);
    if (stop === null) break;
    stops.push(stop);
    if (!stop.hidden && stop.box !== null) {
      const viewport = page.viewportSize() ?? PHONE;
      const clip = {
        x: Math.max(0, stop.box.x),
        y: Math.max(0, stop.box.y),
        width: Math.min(stop.box.width, viewport.width - Math.max(0, stop.box.x)),
        height: Math.min(stop.box.height, viewport.height - Math.max(0, stop.box.y)),
      };
      if (clip.width > 0 && clip.height > 0) {
        const focused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
        const scroll = await page.evaluate(() => window.scrollY);
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
        });
        const blurred = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
        // Back to the same stop (the keyboard's starting point is kept), at the same scroll.
        await page.evaluate(
          ({ id, y }) => {
            const element = [...document.querySelectorAll('*')].find(
              (candidate) => (candidate as Element & { __stop?: string }).__stop === id,
            ) as HTMLElement | undefined;
            element?.focus({ preventScroll: true });
            window.scrollTo(window.scrollX, y);
          },
          { id: key, y: scroll },
        );
        if (focused.equals(blurred)) unfocusedLooksSame.push(stop.what);
      }
    }
  }
  expect(unfocusedLooksSame, 'stops that look the same with and without focus (2.4.7)').toEqual([]);
  return stops;
}

function expectFocusClear(stops: Stop[], label: string) {
  expect(stops.length, `${label}: keyboard stops`).toBeGreaterThan(5);
  expect(
    stops.filter((stop) => stop.hidden).map((stop) => stop.what),
    `${label}: focused and hidden (2.4.11)`,
  ).toEqual([]);
  expect(
    stops.filter((stop) => stop.partly).map((stop) => stop.what),
    `${label}: focused and partly under the sticky bar`,
  ).toEqual([]);
}

describe('accessibility on the real pages (WCAG 2.2 AA)', () => {
  it('every route, 13 screens: target size (2.5.8) at 390 and 1280 CSS px; reflow (1.4.10) at 320 and resize (1.4.4) at 640 CSS px; titled by its heading (2.4.2), in its language (3.1.1)', async () => {
    const small: string[] = [];
    const wide: string[] = [];
    const named: string[] = [];
    for (const screen of ROUTE_SCREENS) {
      // Each screen is opened once on a phone, then the window changes size as a person turns
      // the phone, widens the window or zooms in (320 × 256: 1280 × 1024 at 400 %).
      await freshServer();
      const page = await screen.open(inEnglish(PHONE));
      const head = await page.evaluate(() => ({
        title: document.title,
        heading: document.querySelector('h1')?.textContent.trim() ?? '',
        lang: document.documentElement.lang,
      }));
      if (head.title === '' || head.title !== head.heading || head.lang !== 'en-US') {
        named.push(
          `${screen.name}: title "${head.title}", h1 "${head.heading}", lang "${head.lang}"`,
        );
      }
      for (const viewport of [PHONE, LAPTOP]) {
        await page.setViewportSize(viewport);
        for (const target of await smallTargets(page)) {
          small.push(
            `${screen.name} at ${String(viewport.width)} px: ${target.what} ${String(target.width)}×${String(target.height)}`,
          );
        }
      }
      for (const viewport of [
        { width: 640, height: 512 },
        { width: 320, height: 256 },
      ]) {
        await page.setViewportSize(viewport);
        const { scroll, outside } = await overflowOf(page);
        if (scroll > 0 || outside.length > 0) {
          wide.push(
            `${screen.name} at ${String(viewport.width)} px: scrolls ${String(scroll)} px; ${outside.join('; ')}`,
          );
        }
      }
    }
    expect(small, 'targets under 24 × 24 CSS px without the spacing (2.5.8)').toEqual([]);
    expect(wide, 'wider than the screen (1.4.10, 1.4.4)').toEqual([]);
    expect(named, 'title and language (2.4.2, 3.1.1)').toEqual([]);
    expect(e2e.problems).toEqual([]);
  }, 240_000);

  it('focus not obscured (2.4.11) and visible (2.4.7): Tab through Pick days on a phone and a laptop, clear of the sticky bar', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const page = await pickDaysScreen(inEnglish(viewport));
      // A tick, so the bar holds a count and Send is live, as while a candidate picks.
      await pickSlots(page, 1);
      expect(await page.locator('[data-sticky-bar]').count()).toBe(1);
      expectFocusClear(await tabThrough(page), `pick days ${String(viewport.width)} px`);
    }
    expect(e2e.problems).toEqual([]);
  }, 180_000);

  it('focus not obscured (2.4.11) and visible (2.4.7): Tab through the superday and the interviewer link on a phone', async () => {
    const superdayPage = await superdayScreen(inEnglish(PHONE));
    expect(await superdayPage.locator('[data-sticky-bar]').count()).toBe(1);
    expectFocusClear(await tabThrough(superdayPage), 'superday');
    const interviewerPage = await interviewerLinkScreen(inEnglish(PHONE));
    expect(await interviewerPage.locator('[data-sticky-bar]').count()).toBe(1);
    expectFocusClear(await tabThrough(interviewerPage), 'interviewer link');
    expect(e2e.problems).toEqual([]);
  }, 180_000);

  it('status messages (4.1.3): a search streaming for over 10 s speaks at most twice in any 10 s', async () => {
    // Its own server, with the 5,000-result stream played at a quarter of its pace: 25 batches
    // over about 16 s.
    const slow = await startE2eServer(0.25);
    try {
      const scenario = getScenario('many-results');
      const page = await newPage(e2e, { viewport: PHONE, timezoneId: scenario.browserTimeZone });
      await page.addInitScript(() => {
        const heard: { at: number; text: string }[] = [];
        (window as unknown as { heard: typeof heard }).heard = heard;
        const LIVE =
          '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], [role="timer"], [role="marquee"]';
        const last = new WeakMap<Element, string>();
        const listen = () => {
          new MutationObserver((mutations) => {
            const changed = new Set<Element>();
            const added = new Set<Element>();
            for (const mutation of mutations) {
              const node = mutation.target;
              const element = node instanceof Element ? node : node.parentElement;
              const region = element?.closest(LIVE);
              if (region) changed.add(region);
              for (const node of mutation.addedNodes) {
                if (!(node instanceof Element)) continue;
                if (node.matches(LIVE)) added.add(node);
                for (const inner of node.querySelectorAll(LIVE)) added.add(inner);
              }
            }
            for (const region of [...added, ...changed]) {
              if (!region.isConnected) continue;
              const text = region.textContent.replace(/\s+/g, ' ').trim();
              if (text === (last.get(region) ?? '')) continue;
              last.set(region, text);
              // A polite region's first content is not news (screen readers speak changes to a
              // region already in the page); an alert is spoken as it appears.
              const assertive =
                region.getAttribute('role') === 'alert' ||
                region.getAttribute('aria-live') === 'assertive';
              if (text !== '' && (assertive || !added.has(region))) {
                heard.push({ at: performance.now(), text });
              }
            }
          }).observe(document, { subtree: true, childList: true, characterData: true });
        };
        // The document itself is observed: it exists before any of its elements.
        listen();
      });
      await page.goto(`${slow.url}/s/${scenario.hash}`);
      await appTookOver(page);
      await page.getByRole('button', { name: t('intro:getStarted') }).click();
      await h1(page, t('pickDays:title')).waitFor();
      const opened = await page.evaluate(() => performance.now());
      const finished = countPattern('pickDays:search.finished');
      await page
        .locator('[aria-live="polite"]')
        .filter({ hasText: finished })
        .waitFor({ state: 'attached', timeout: 40_000 });
      const ended = await page.evaluate(() => performance.now());
      // Heard from the moment Pick days opened (the introduction's own first paint is no news).
      const heard = (
        await page.evaluate(
          () => (window as unknown as { heard: { at: number; text: string }[] }).heard,
        )
      ).filter((message) => message.at >= opened - 1000);
      console.info(
        `status messages over ${((ended - opened) / 1000).toFixed(1)} s: ` +
          heard
            .map((m) => `${((m.at - opened) / 1000).toFixed(1)} s "${m.text.slice(0, 50)}"`)
            .join('; '),
      );
      expect(ended - opened, 'the stream ran for over 10 s').toBeGreaterThan(10_000);
      const newFound = new RegExp(
        `^${t('pickDays:search.newResultsFound', { count: 1000 }).replace('1,000', '[\\d,]+')}$`,
      );
      expect(heard.filter((m) => newFound.test(m.text)).length).toBeGreaterThanOrEqual(2);
      expect(heard.filter((m) => finished.test(m.text))).toHaveLength(1);
      const crowded = heard.filter(
        (message) =>
          heard.filter((m) => m.at >= message.at && m.at < message.at + 10_000).length > 2,
      );
      expect(crowded, 'a 10 s window with more than two messages').toEqual([]);
      expect(e2e.problems).toEqual([]);
    } finally {
      await slow.close();
    }
  }, 90_000);
});
