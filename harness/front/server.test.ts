/**
 * The front server over real HTTP, against a tiny fake build in a temp folder (no server render
 * there: pages go as built; the render is page-render.test.ts's and the e2e's) and the
 * repository's real `locales/`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '../app/routes';
import { compressBest } from './compression';
import type { FrontConfig } from './config';
import { translationFiles } from './route-preload';
import type { AccessLogEntry } from './security';
import { startFrontServer, type FrontServer, type FrontServerOptions } from './server';

const root = new URL('../..', import.meta.url).pathname;
const localesDir = join(root, 'locales');
const INDEX_HTML =
  '<!doctype html><html lang="en-US"><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("app");\n';
const BIG_JS = 'export const rows = ["morning", "afternoon", "evening"];\n'.repeat(400);
const API = 'https://api.example.com';
const CONFIG_ELEMENT =
  '<meta name="app-config" content="{&quot;hosts&quot;:{&quot;main&quot;:&quot;https://api.example.com&quot;,&quot;highVolume&quot;:&quot;https://hv.example.com&quot;,&quot;superday&quot;:&quot;https://api.example.com&quot;,&quot;chatbot&quot;:&quot;https://api.example.com&quot;}}">';

let tmp: string;
let appDir: string;
let server: FrontServer;
const logged: AccessLogEntry[] = [];

function config(overrides: Partial<FrontConfig> = {}): FrontConfig {
  return {
    api: { main: API, highVolume: 'https://hv.example.com', superday: API, chatbot: API },
    port: 0,
    host: '127.0.0.1',
    allowedHosts: ['meet.example.com'],
    trustProxy: false,
    shutdownGraceMs: 1_000,
    logRequests: true,
    ...overrides,
  };
}

function start(overrides: Partial<FrontServerOptions> = {}): Promise<FrontServer> {
  return startFrontServer({
    config: config(),
    appDir,
    ssrFile: join(tmp, 'no-ssr', 'server-render.js'),
    localesDir,
    ...overrides,
  });
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'front-'));
  appDir = join(tmp, 'app');
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  mkdirSync(join(appDir, '.vite'), { recursive: true });
  writeFileSync(join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(appDir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(appDir, 'assets', 'big-abc123.js'), BIG_JS);
  writeFileSync(
    join(appDir, 'assets', 'big-abc123.js.br'),
    compressBest(Buffer.from(BIG_JS), 'br'),
  );
  writeFileSync(
    join(appDir, 'assets', 'big-abc123.js.gz'),
    compressBest(Buffer.from(BIG_JS), 'gzip'),
  );
  writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(appDir, '.vite', 'manifest.json'), '{}');
  server = await start({ log: (entry) => logged.push(entry) });
  await server.ready;
});

afterAll(async () => {
  await server.close(0);
  rmSync(tmp, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

function nonceOf(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? '';
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  if (nonce === undefined) throw new Error(`no nonce in ${csp}`);
  return nonce;
}

/** A GET with node:http, which (unlike fetch) sends any Host header. */
function rawGet(base: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      res.resume();
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the app', () => {
  it('answers every route with the page: the API origins for the browser, preloads, the nonce, never stored', async () => {
    for (const path of [
      '/s/abc',
      '/i/acme-robotics/kwame-mensah',
      '/p/x/y',
      '/superday/int_123',
      '/l/abc',
      '/anything/else',
      '/',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const { route } = matchRoute(path);
      const translations =
        route.id === 'candidate'
          ? ''
          : translationFiles(route.id, 'en')
              .map((f) => `<link rel="preload" as="fetch" crossorigin href="${f}">`)
              .join('');
      expect(await res.text(), path).toBe(
        INDEX_HTML.replace('<head>', `<head>${CONFIG_ELEMENT}`).replace(
          '</head>',
          `${translations}<meta property="csp-nonce" content="${nonceOf(res)}"></head>`,
        ),
      );
    }
  });

  it('serves the hashed files for a year and the others revalidated', async () => {
    const js = await get('/assets/app-abc123.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe(APP_JS);
    const svg = await get('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.ico')).status).toBe(204);
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-store');
  });

  it('sends the precompressed asset the browser accepts: brotli, else gzip, else as is', async () => {
    const raw = (accept: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = httpGet(
          `${server.url}/assets/big-abc123.js`,
          { headers: { 'Accept-Encoding': accept } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              resolve({ headers: res.headers, body: Buffer.concat(chunks) });
            });
          },
        );
        req.on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
  });

  it('serves the translation files, compressed as sent and revalidated', async () => {
    const res = await get('/locales/en/pickDays.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(
      JSON.parse(readFileSync(join(localesDir, 'en', 'pickDays.json'), 'utf8')),
    );
    expect((await get('/locales/en/nothing.json')).status).toBe(404);
    expect((await get('/locales/add/en/intro', { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('supports HEAD and conditional GET', async () => {
    const head = await get('/assets/app-abc123.js', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(APP_JS)));
    const again = await get('/assets/app-abc123.js', {
      headers: { 'If-None-Match': head.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for missing files and never leaves the build', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/missing.css')).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await get('/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await get('/assets/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('takes no request body: a write is 405 and the connection closes', async () => {
    const res = await get('/s/abc', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('connection')).toBe('close');
  });
});

describe('security', () => {
  it('sends the headers on every response: pages, files, health, errors', async () => {
    for (const path of [
      '/s/abc',
      '/assets/app-abc123.js',
      '/assets/missing.js',
      '/locales/en/intro.json',
      '/healthz',
      '/readyz',
    ]) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='(;|$)/);
      expect(csp, path).not.toContain('unsafe-inline');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('lets the page connect to the API origins (https and wss) and nothing else', async () => {
    const csp = (await get('/s/abc')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'wss://api.example.com',
      'https://hv.example.com',
      'wss://hv.example.com',
    ]);
    expect(directive('img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.example.com',
      'https://hv.example.com',
    ]);
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
  });

  it('gives every page a fresh nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 4; i++) nonces.add(nonceOf(await get('/s/abc')));
    expect(nonces.size).toBe(4);
  });

  it('answers only to its host names (421 otherwise), configured ones included', async () => {
    const { port } = server;
    expect((await rawGet(server.url, '/s/abc', { Host: 'evil.example' })).status).toBe(421);
    expect((await rawGet(server.url, '/s/abc', { Host: `127.0.0.2:${port}` })).status).toBe(421);
    expect((await rawGet(server.url, '/s/abc', { Host: 'meet.example.com' })).status).toBe(200);
    expect((await rawGet(server.url, '/s/abc', { Host: `localhost:${port}` })).status).toBe(200);
    // X-Forwarded-Host is not read unless the proxy is trusted.
    const forwarded = { Host: 'localhost', 'X-Forwarded-Host': 'evil.example' };
    expect((await rawGet(server.url, '/s/abc', forwarded)).status).toBe(200);
  });

  it('behind a trusted proxy: checks X-Forwarded-Host, and sends HSTS over https', async () => {
    const proxied = await start({ config: config({ trustProxy: true }) });
    try {
      const at = (headers: Record<string, string>) => rawGet(proxied.url, '/s/abc', headers);
      expect((await at({ Host: 'localhost', 'X-Forwarded-Host': 'evil.example' })).status).toBe(
        421,
      );
      const https = await at({
        Host: '10.0.0.7',
        'X-Forwarded-Host': 'meet.example.com',
        'X-Forwarded-Proto': 'https',
      });
      expect(https.status).toBe(200);
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await proxied.close(0);
    }
  });
});

describe('operations', () => {
  it('says it is up (/healthz) and ready (/readyz)', async () => {
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await (await get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('logs one JSON entry per request without link hashes or query values', async () => {
    const hash = '3fe2a5adb6ab59ced78ce484921e5d7f';
    await get(`/s/${hash}?lng=de&debug=true`);
    await expect
      .poll(() => logged.find((e) => e.path === '/s/:id' && e.query.includes('lng')))
      .toBeTruthy();
    const text = JSON.stringify(logged);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('=de');
    const entry = logged.find((e) => e.path === '/s/:id' && e.query.includes('lng'));
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/s/:id',
      query: ['lng', 'debug'],
      status: 200,
      render: 'browser',
    });
    expect(typeof entry?.ms).toBe('number');
  });

  it('on close: a request already on its way gets its answer, new connections are refused', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const s = await start({ config: config({ shutdownGraceMs: 5_000 }) });
    // A connection opened before close, its request finished only after close has started.
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${s.url}/s/abc`, { method: 'GET' }, (res) => {
        res.resume();
        res.on('end', () => {
          resolve(res.statusCode ?? 0);
        });
      });
      req.on('error', reject);
      req.flushHeaders();
      void held.then(() => req.end());
    });
    await new Promise((r) => setTimeout(r, 50));
    const closed = s.close();
    await expect(fetch(`${s.url}/healthz`)).rejects.toThrow();
    release();
    expect(await inFlight).toBe(200);
    await closed;
  });
});
