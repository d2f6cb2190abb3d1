/**
 * The bundle budget as the browser sees it (issue 14): the JavaScript Chromium actually
 * transfers for `/s/:hash` before its first contentful paint, every file of it, counted from
 * the DevTools protocol (`encodedDataLength`: the bytes on the wire, headers included), not
 * computed from the build, on a mid-range phone's network (Lighthouse's mobile preset: 150 ms,
 * 1.6 Mbit/s). The stand-in sends the brotli files the build wrote. Budget: 110 KB (issue 14).
 * Today about 108 KB: the entry and the route's chunk; the journey's chunks start loading at
 * the first render and arrive after the first paint. `npm run test:bundle` still prints what
 * the JavaScript is made of, module by module.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../fixtures';
import { e2eSession, root, t } from './support';

/** 110 KB on the wire before first paint (issue 14). */
const FIRST_PAINT_TRANSFER_BUDGET = 110 * 1024;

const e2e = e2eSession();

interface Transfer {
  url: string;
  type: string;
  encoding: string | null;
  bytes: number;
  /** When it was asked for, and when its last byte arrived (protocol monotonic seconds). */
  startedAt: number;
  finishedAt: number;
}

/** Every response of the page with its bytes on the wire, and the first contentful paint. */
function recordTransfers(cdp: CDPSession) {
  const started = new Map<string, number>();
  const seen = new Map<string, Omit<Transfer, 'bytes' | 'finishedAt'>>();
  const transfers: Transfer[] = [];
  const paint = { at: null as number | null };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!started.has(event.requestId)) started.set(event.requestId, event.timestamp);
  });
  cdp.on('Network.responseReceived', (event) => {
    const headers = event.response.headers as Record<string, string | undefined>;
    seen.set(event.requestId, {
      startedAt: started.get(event.requestId) ?? event.timestamp,
      url: event.response.url,
      type: event.type,
      encoding: headers['content-encoding'] ?? headers['Content-Encoding'] ?? null,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = seen.get(event.requestId);
    if (response) {
      transfers.push({ ...response, bytes: event.encodedDataLength, finishedAt: event.timestamp });
    }
  });
  cdp.on('Page.lifecycleEvent', (event) => {
    if (event.name === 'firstContentfulPaint' && paint.at === null) paint.at = event.timestamp;
  });
  return { transfers, paint };
}

describe('first paint of /s/:hash, as transferred', () => {
  /** Opens the pending link in a fresh context with nothing cached; resolves at its intro. */
  async function openRecorded() {
    e2e.context = await e2e.browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const page = await e2e.context.newPage();
    const cdp = await e2e.context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Nothing from a cache: every byte the first visit needs.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // A mid-range phone's network (Lighthouse's mobile preset: 150 ms, 1.6 Mbit/s down).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const recorded = recordTransfers(cdp);
    await page.goto(`${e2e.server.url}/s/${getScenario('pending').hash}`);
    await page
      .getByRole('heading', { level: 1, name: t('intro:yourInterviews') })
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => recorded.paint.at).not.toBeNull();
    return { page, ...recorded };
  }

  it('has no start-up chain: the route chunk downloads beside the entry, the intro request starts before the translations and any render', async () => {
    const { page, transfers } = await openRecorded();
    const find = (pattern: RegExp) => {
      const found = transfers.find((r) => pattern.test(new URL(r.url).pathname));
      if (!found) throw new Error(`no request for ${String(pattern)}`);
      return found;
    };
    const entry = find(/^\/assets\/index-[^/]+\.js$/);
    const route = find(/^\/assets\/candidate-[^/]+\.js$/);
    const intro = find(/\/get_intro\//);
    const translations = find(/^\/locales\/en\/general\.json$/);
    const uiStrings = find(/^\/locales\/en\/ui\.json$/);
    // The page names the route's chunk (modulepreload): asked for before the entry has arrived.
    expect(
      await page.locator('link[rel="modulepreload"][href^="/assets/candidate-"]').count(),
    ).toBe(1);
    expect(route.startedAt).toBeLessThan(entry.finishedAt);
    // The entry asks for the intro as it starts: before the translations the first render
    // waits for, so not after any render (it used to wait for both, and the route's chunk).
    expect(intro.startedAt).toBeLessThanOrEqual(translations.startedAt);
    // Every translation file the first screen needs in one round, not one after another.
    expect(uiStrings.startedAt).toBeLessThan(translations.finishedAt);
    expect(transfers.filter((r) => /\/get_intro\//.test(r.url))).toHaveLength(1);
    expect(e2e.problems).toEqual([]);
  });

  it('fonts: two Inter weights (regular, semibold), their Latin woff2 preloaded; no render-blocking stylesheet (the @font-face rules are in the page)', async () => {
    const { page, transfers } = await openRecorded();
    const fonts = transfers.filter((r) => r.type === 'Font');
    const weights = new Set(fonts.map((r) => /inter-[a-z-]+-(\d+)-normal/.exec(r.url)?.[1]));
    expect([...weights].sort()).toEqual(['400', '600']);
    expect(fonts.every((r) => r.url.endsWith('.woff2'))).toBe(true);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloaded).toHaveLength(2);
    for (const href of preloaded) expect(href).toMatch(/inter-latin-(400|600)-normal-/);
    // Not later either: the lazy chunks' preload lists must not name the inlined stylesheet
    // (Vite's preload helper would fetch it again when the journey loads: it did, 1 run in 5).
    await expect
      .poll(() => transfers.some((r) => /\/CandidateJourney-[\w-]+\.js$/.test(r.url)), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(transfers.filter((r) => r.type === 'Stylesheet')).toHaveLength(0);
    const inline = await page
      .locator('head style[nonce]')
      .evaluateAll((styles) => styles.map((s) => s.textContent));
    expect(inline.some((css) => css.includes('@font-face') && css.length < 5_000)).toBe(true);
    // The page itself, with those rules, is compressed on the way.
    expect(transfers.find((r) => r.type === 'Document')?.encoding).toBe('br');
    expect(e2e.problems).toEqual([]);
  });

  it(`transfers at most ${String(FIRST_PAINT_TRANSFER_BUDGET)} B of JavaScript before its first paint, brotli-compressed`, async () => {
    const { transfers, paint } = await openRecorded();
    const paintedAt = paint.at ?? 0;
    const scripts = transfers.filter((r) => r.type === 'Script' && r.finishedAt <= paintedAt);
    const total = scripts.reduce((sum, r) => sum + r.bytes, 0);
    console.info(
      [
        'JavaScript transferred before the first contentful paint of /s/:hash:',
        ...scripts.map(
          (r) =>
            `  ${new URL(r.url).pathname.padEnd(48)} ${String(r.bytes).padStart(8)} B  ${r.encoding ?? 'identity'}`,
        ),
        `  ${'total'.padEnd(48)} ${String(total).padStart(8)} B  (budget ${String(FIRST_PAINT_TRANSFER_BUDGET)})`,
      ].join('\n'),
    );
    // The entry and the route's chunk at least, each sent as the build's brotli file.
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect(script.encoding, script.url).toBe('br');
    expect(total).toBeLessThanOrEqual(FIRST_PAINT_TRANSFER_BUDGET);
    expect(e2e.problems).toEqual([]);
  });

  it('holds none of the lazy parts before its first paint: the chat, the staff debug panel, other routes', async () => {
    const { transfers, paint } = await openRecorded();
    const paintedAt = paint.at ?? 0;
    const files = transfers
      .filter((r) => r.type === 'Script' && r.finishedAt <= paintedAt)
      .map((r) => new URL(r.url).pathname.replace(/^\//, ''));
    const chunkModules = JSON.parse(
      readFileSync(join(root, 'dist', '.vite', 'chunk-modules.json'), 'utf8'),
    ) as Record<string, Record<string, number>>;
    const lazy =
      /^src\/(features\/(chat|debug|portal|superday)\/|domain\/(chat-messages|chatbot-slot|portal|superday)\.ts|api\/chat-stream)/;
    const early = files.flatMap((file) => Object.keys(chunkModules[file] ?? {}));
    expect(early.length).toBeGreaterThan(50);
    expect(early.filter((module) => lazy.test(module))).toEqual([]);
    expect(e2e.problems).toEqual([]);
  });
});
