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
    expect(state?.intro.status).toBe(200);
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

  it('renders only /s/:hash', async () => {
    const page = await renderPage({
      url: 'http://stand-in.local/l/abc',
      language: 'en',
      resources: {},
      intro: { status: 200, body: '{}' },
    });
    expect(page).toBeNull();
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
