/**
 * The server render (server-render.tsx) run as the stand-in runs it: with the stand-in API's
 * answer to the link's intro and the translation files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers, getScenario, type ScenarioId } from '../../fixtures';
import type { TFunction } from 'i18next';
import { LATE_START_S, lateStartNotice } from './late-start';
import { headingText, renderPage } from './server-render';
import { parseServerState } from './server-state';
import { demoEntry } from '../server/demo-links';
import { ZONE_PENDING_ATTRIBUTE, ZONE_PENDING_STYLE } from './zone-frame';

const root = new URL('../..', import.meta.url).pathname;
const { handlers } = createHandlers();

const translations = (lng: string) =>
  Object.fromEntries(
    readdirSync(join(root, 'locales', lng)).map((f) => [
      f.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(root, 'locales', lng, f), 'utf8')) as object,
    ]),
  );

async function render(id: ScenarioId, language = 'en') {
  const { hash } = getScenario(id);
  const response = await getResponse(
    handlers,
    new Request(`http://stand-in.local/v2/meet/get_intro/${hash}`),
  );
  if (!response) throw new Error('no answer');
  const resources =
    language === 'en'
      ? { en: translations('en') }
      : { [language]: translations(language), en: translations('en') };
  const url = `http://stand-in.local/s/${hash}`;
  const page = await renderPage({
    url,
    language,
    resources,
    intro: { status: response.status, body: await response.text() },
  });
  return { page, path: new URL(url).pathname };
}

describe('renderPage', () => {
  it("draws a pending link's Introduction whole: no script, its styles, its title, the state", async () => {
    const { page, path } = await render('pending', 'de');
    if (page === null) throw new Error('not rendered');
    expect(page.html).not.toContain('<script');
    expect(page.html).toContain('Ihre Vorstellungsgespräche</h1>');
    expect(page.title).toBe('Ihre Vorstellungsgespräche');
    expect(page.head).toMatch(/<style data-styled="true"/);
    const state = parseServerState(page.state, path);
    expect(state?.language).toBe('de');
    expect(state?.intro?.status).toBe(200);
    // The namespaces the screens used, in German and in English (the fallback), not all 12.
    expect(Object.keys(state?.resources ?? {}).sort()).toEqual(['de', 'en']);
    const namespaces = Object.keys(state?.resources.de ?? {});
    expect(namespaces).toEqual(expect.arrayContaining(['general', 'intro', 'ui']));
    expect(namespaces).not.toContain('pickDays');
  });

  it('comes with its notice for scripts that never arrive: in the language, hidden by its own style until 12 s, a link that loads the page again', async () => {
    const { page, path } = await render('pending', 'de');
    if (page === null) throw new Error('not rendered');
    expect(page.notice).toMatch(
      /^<style>#late-start\{[^<]*visibility:hidden;animation:late-start 0s linear 12s forwards;[^<]*@keyframes late-start\{to\{visibility:visible\}\}<\/style><div id="late-start" role="alert">/,
    );
    expect(page.notice).toContain(
      `<p>Das Laden dieser Seite dauert länger als üblich. Prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut. <a href="${path}">Erneut versuchen</a></p></div>`,
    );
    expect(LATE_START_S).toBe(12);
  });

  it('runs Japanese sentences on without a space, as Japanese is written', async () => {
    const { page } = await render('pending', 'ja');
    expect(page?.notice).toContain('かかっています。インターネット接続');
    expect(page?.notice).toMatch(/ください。<a href=/);
  });

  it('escapes what it writes into the notice', () => {
    const t = ((key: string) =>
      key === 'actions.tryAgain' ? '<b>&"' : 'x') as unknown as TFunction;
    expect(lateStartNotice(t, '/s/a?x="1"&y=<2>')).toContain(
      '<a href="/s/a?x=&quot;1&quot;&amp;y=&lt;2&gt;">&lt;b&gt;&amp;&quot;</a>',
    );
  });

  it("draws an expired link's problem screen", async () => {
    const { page } = await render('expired');
    expect(page?.title).toBeTruthy();
    expect(page?.html).toContain('</h1>');
  });

  it('leaves a screen that shows times to the browser (a confirmed interview)', async () => {
    const { page } = await render('confirmed');
    expect(page).toBeNull();
  });

  it('renders nothing for an unknown path', async () => {
    const page = await renderPage({
      url: 'http://stand-in.local/no/such/page',
      language: 'en',
      resources: { en: translations('en') },
    });
    expect(page).toBeNull();
  });
});

/** A second screen's render, its reads answered by the stand-in's handlers (counted). */
async function renderSecond(id: ScenarioId, language = 'en') {
  const link = demoEntry(getScenario(id)).links[0];
  if (!link) throw new Error(`${id} has no link`);
  const url = `http://stand-in.local${link.href}`;
  const asked: string[] = [];
  const api: typeof fetch = async (input) => {
    const target = new URL(input instanceof Request ? input.url : input.toString(), url);
    asked.push(target.pathname);
    const answer = await getResponse(handlers, new Request(target));
    return answer ?? new Response(null, { status: 404 });
  };
  const resources =
    language === 'en'
      ? { en: translations('en') }
      : { [language]: translations(language), en: translations('en') };
  const page = await renderPage({ url, language, resources, api });
  const path = new URL(url).pathname;
  return { page, asked, state: page && parseServerState(page.state, path) };
}

describe('renderPage: the second screens drawn at once (issue 35)', () => {
  it('draws the portal with its reads made by the render, each once, and its times held back', async () => {
    const { page, asked, state } = await renderSecond('portal');
    if (page === null || state === null) throw new Error('not rendered');
    // The lead the candidate reads first, and the screen's heading as the title.
    expect(page.html).toMatch(/Hi Camila/);
    expect(page.title).toBe('Your interviews');
    // What depends on the zone is a placeholder, styled as one.
    expect(page.html).toContain(`${ZONE_PENDING_ATTRIBUTE}=""`);
    expect(page.head).toContain(ZONE_PENDING_STYLE);
    expect(page.html).not.toContain('<script');
    // Every read once, and their answers in the page for the browser's first render.
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked[0]).toMatch(/^\/v2\/meet\/candidate-portal\//);
    expect(state.frame).toBe(true);
    expect(Object.keys(state.reads ?? {})).toHaveLength(asked.length);
    expect(Object.values(state.reads ?? {}).every((r) => r.status === 'ready')).toBe(true);
    expect(state.intro).toBeUndefined();
    // The clock it was drawn at (a screen that reads the clock hydrates only at it).
    expect(Math.abs((state.renderedAt ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('draws a superday page in German: the words as they are, no time in any language', async () => {
    const { page, state } = await renderSecond('superday', 'de');
    if (page === null || state === null) throw new Error('not rendered');
    expect(state.frame).toBe(true);
    expect(state.language).toBe('de');
    // No clock time outside a placeholder (a time would be in a zone not the candidate's).
    const shown = page.html.replace(/<span data-zone-pending="">[^<]*<\/span>/g, '');
    expect(shown.replace(/<[^>]*>/g, ' ')).not.toMatch(/\b\d{1,2}:\d{2}\b/);
  });

  it("draws the interviewer link's availability, not its loading screen: the reads of a lazy part are seeded too", async () => {
    const { page, asked, state } = await renderSecond('interviewer-link');
    if (page === null || state === null) throw new Error('not rendered');
    // The first render of a lazy part is retried (isWhole); its reads are made all the same.
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.some((path) => path.includes('availability'))).toBe(true);
    expect(Object.keys(state.reads ?? {})).toHaveLength(asked.length);
    expect(page.html).not.toMatch(/role="status"[^>]*aria-busy="true"/);
    expect(page.title).not.toBe('');
  });

  it("draws a link that doesn't work whole (nothing held back): its problem is the read's outcome", async () => {
    const { page, state } = await renderSecond('scheduling-link-not-found');
    if (page === null || state === null) throw new Error('not rendered');
    expect(page.html).not.toContain(ZONE_PENDING_ATTRIBUTE);
    expect(state.frame).toBe(false);
    expect(Object.values(state.reads ?? {})).toEqual([{ status: 'problem', problem: 'invalid' }]);
  });

  it('leaves to the browser a read the API did not answer (no seed, the screen waits for it)', async () => {
    const link = demoEntry(getScenario('portal')).links[0];
    const page = await renderPage({
      url: `http://stand-in.local${link?.href ?? ''}`,
      language: 'en',
      resources: { en: translations('en') },
      api: () => Promise.reject(new TypeError('API down')),
    });
    const state =
      page && parseServerState(page.state, new URL(`http://x${link?.href ?? ''}`).pathname);
    expect(state?.reads).toEqual({});
  });
});

describe('headingText', () => {
  it('is the first h1 without its tags, as React escaped it', () => {
    expect(
      headingText('<main><h1 class="x" tabindex="-1">Tom &amp; <em>Jerry</em></h1><h1>2</h1>'),
    ).toBe('Tom &amp; Jerry');
    expect(headingText('<h1> </h1>')).toBeNull();
    expect(headingText('<h2>x</h2>')).toBeNull();
  });
});
