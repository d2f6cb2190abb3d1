import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer, INTRO_TIME_LIMIT_MS, type ApiAsk } from './page-render';

const root = new URL('../..', import.meta.url).pathname;
const HTML =
  '<!doctype html><html lang="en-US" dir="ltr"><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/index-0.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const HASH = '0123456789abcdef0123456789abcdef';

/**
 * A stand-in for the build's server render: it echoes what it was asked, so the test sees what
 * the server handed it (the language, the intro's answer, the translations).
 */
const FAKE_RENDER = `
export function rendersPath(path) { return path.startsWith('/s/'); }
export async function warmUp() { globalThis.__warmed = (globalThis.__warmed ?? 0) + 1; }
export async function renderPage(request) {
  if (request.intro.body === 'render fails') return null;
  return {
    html: '<main>' + request.language + ' ' + request.intro.status + ' ' +
      Object.keys(request.resources).join('+') + ':' + Object.keys(request.resources.en).length + '</main>',
    head: '<style data-styled="true">main{color:red}</style>',
    title: request.language === 'ja' ? 'ご面接' : null,
    state: JSON.stringify({ path: new URL(request.url).pathname }),
    notice: '<div id="late-start">' + request.language + '</div>',
  };
}
`;

let tmp: string;
let ssrFile: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'page-render-'));
  ssrFile = join(tmp, 'server-render.js');
  writeFileSync(ssrFile, FAKE_RENDER);
});

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

function request(headers: Record<string, string> = {}): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.headers = headers;
  return req;
}

function renderer(ask: ApiAsk, file = ssrFile) {
  return createPageRenderer({
    ssrFile: file,
    localesDir: join(root, 'locales'),
    ask,
    hydrationModules: (path) => Promise.resolve(path.startsWith('/s/') ? ['/assets/J-1.js'] : []),
  });
}

const answering =
  (status: number, body = '{}'): ApiAsk =>
  (path) =>
    Promise.resolve(path.endsWith(HASH) ? new Response(body, { status }) : undefined);

describe('createPageRenderer', () => {
  it('puts the render in the page: #root, styles in <head>, the state, <html lang dir>', async () => {
    const page = await renderer(answering(200)).render(
      HTML,
      request({ 'accept-language': 'tlh, ja;q=0.9, en;q=0.5' }),
      new URL(`http://x/s/${HASH}`),
    );
    expect(page).toContain('<html lang="ja" dir="ltr">');
    expect(page).toContain('<title>ご面接</title>');
    expect(page).toContain(
      '<title>ご面接</title><style data-styled="true">main{color:red}</style></head>',
    );
    // Japanese and English (the fallback), every namespace: 12 files.
    // Its notice for scripts that never come right after it, outside the inert root.
    expect(page).toContain(
      '<div id="root" inert><main>ja 200 ja+en:12</main></div><div id="late-start">ja</div>',
    );
    expect(page).toContain(
      `<script type="application/json" id="server-render">{"path":"/s/${HASH}"}</script><script>`,
    );
    // Its scripts, the entry and the modules it hydrates with, are asked for once it is
    // painted (after-paint.ts).
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('})(["/assets/index-0.js"],["/assets/J-1.js"]);</script></body>');
  });

  it('takes ?lng= and the cookie first, as the browser detector does; a 4xx is rendered too', async () => {
    const ask = answering(404);
    const url = new URL(`http://x/s/${HASH}?lng=ja`);
    const page = await renderer(ask).render(HTML, request({ cookie: 'i18next=de' }), url);
    expect(page).toContain('<main>ja 404 ja+en:12</main>');
    const byCookie = await renderer(ask).render(
      HTML,
      request({ cookie: 'i18next=de', 'accept-language': 'fr' }),
      new URL(`http://x/s/${HASH}`),
    );
    expect(byCookie).toContain('<main>de 404');
    // No heading in the render: the built page's title stays.
    expect(byCookie).toContain('<title>x</title>');
  });

  it('sends the page as built when the intro fails (5xx), is late, or the render fails', async () => {
    const url = new URL(`http://x/s/${HASH}`);
    expect(await renderer(answering(503)).render(HTML, request(), url)).toBeNull();
    expect(await renderer(answering(200, 'render fails')).render(HTML, request(), url)).toBeNull();
    const started = Date.now();
    const never: ApiAsk = () => new Promise(() => undefined);
    expect(await renderer(never).render(HTML, request(), url)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(INTRO_TIME_LIMIT_MS - 50);
  });

  it('warms the render up at start; without a render in the build there is nothing to warm', async () => {
    await renderer(answering(200)).warm();
    expect((globalThis as { __warmed?: number }).__warmed).toBe(1);
    await renderer(answering(200), join(tmp, 'missing.js')).warm();
    expect((globalThis as { __warmed?: number }).__warmed).toBe(1);
  });

  it('renders only the candidate route, and nothing without a server render in the build', async () => {
    const asked: string[] = [];
    const ask: ApiAsk = (path) => {
      asked.push(path);
      return Promise.resolve(new Response('{}', { status: 200 }));
    };
    expect(await renderer(ask).render(HTML, request(), new URL('http://x/l/abc'))).toBeNull();
    expect(await renderer(ask).render(HTML, request(), new URL('http://x/s/'))).toBeNull();
    const none = renderer(ask, join(tmp, 'missing.js'));
    expect(await none.render(HTML, request(), new URL(`http://x/s/${HASH}`))).toBeNull();
    expect(asked).toEqual([]);
  });
});
