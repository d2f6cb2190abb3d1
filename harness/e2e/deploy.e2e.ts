/**
 * Deployable (issue 37): the front server and the stand-in API on two ports, the API on
 * another origin, as in production.
 * - `/s/:hash` arrives server-rendered and hydrates, the journey then calls the API across
 *   origins (CORS, the socket);
 * - the API slower than the limit, or down: the page still works through the browser's render,
 *   the retry and the link-problem states;
 * - the headers are on every response; the CSP allows the API origins and nothing else;
 * - SIGTERM during requests: they finish, new ones are refused, the process exits 0;
 * - the release folder copied to an empty folder runs with plain `node` (no node_modules)
 *   against a stand-in, and serves a page (what CI does).
 * Needs `release/` (scripts/test-e2e.mjs builds it when this file runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario, type ScenarioId } from '../../fixtures';
import { startStandInServer, type StandInServer } from '../server/server';
import {
  appTookOver,
  e2eSession,
  freePort,
  root,
  startE2eFront,
  startE2eServer,
  t,
} from './support';

const e2e = e2eSession();
const release = join(root, 'release');

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** A page of a fresh context whose console errors and CSP violations are the session's problems. */
async function newPage(timezoneId = 'America/New_York'): Promise<Page> {
  e2e.context = await e2e.browser.newContext({
    locale: 'en-US',
    timezoneId,
    viewport: { width: 390, height: 844 },
  });
  const page = await e2e.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') e2e.problems.push(message.text());
  });
  page.on('pageerror', (error) => e2e.problems.push(error.message));
  await page.exposeFunction('reportCspViolation', (text: string) => e2e.problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return page;
}

const linkOf = (id: ScenarioId) => `/s/${getScenario(id).hash}`;

/** The directive's sources in a policy. */
function directive(csp: string, name: string): string[] {
  return (
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? []
  );
}

/** A stand-in on `port` whose app is at `appUrl`. */
async function standInOn(port: number, appUrl: string, latencyMs = 0): Promise<StandInServer> {
  return startStandInServer({
    port,
    host: '127.0.0.1',
    localesDir: join(root, 'locales'),
    reportsDir: mkdtempSync(join(tmpdir(), 'cm-deploy-')),
    appOrigins: [appUrl],
    socketSpeed: 10,
    latencyMs,
  });
}

/** Starts `node <file>` in `cwd` with `env` (see waitForUrl for when it answers). */
function startNode(file: string, cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [file], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForUrl(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`exited ${String(child.exitCode)}: ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered: ${output()}`);
}

/** A GET with node:http on a connection of its own; resolves the status (or the error code). */
function getStatus(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => {
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code ?? error.message);
    });
    req.end();
  });
}

describe('the front server in front of the API on another origin', () => {
  it('/s/:hash arrives server-rendered and hydrates; the journey calls the API across origins', async () => {
    const page = await newPage();
    const response = await page.goto(`${e2e.server.appUrl}${linkOf('pending')}`);
    expect(new URL(page.url()).origin).toBe(e2e.server.appUrl);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="root" inert>');
    expect(html).toContain(t('intro:yourInterviews'));
    expect(html).toContain(`&quot;main&quot;:&quot;${e2e.server.apiUrl}&quot;`);
    await appTookOver(page);
    await page.getByRole('button', { name: t('intro:getStarted') }).click();
    await heading(page, t('pickDays:title')).waitFor();
    // Options streamed over the stand-in's socket (another origin).
    await page.getByRole('tabpanel').getByRole('checkbox').first().waitFor({ timeout: 20_000 });
    expect(e2e.problems).toEqual([]);
  });

  it('the API slower than the limit: the page comes without the render, the browser draws it', async () => {
    await e2e.server.close();
    e2e.server = await startE2eServer(10, { latencyMs: 2_500 });
    const page = await newPage();
    const started = Date.now();
    const response = await page.goto(`${e2e.server.appUrl}${linkOf('pending')}`, {
      waitUntil: 'commit',
    });
    const html = (await response?.text()) ?? '';
    // Sent at the limit (1.5 s), not after the API's 2.5 s, and without a render.
    expect(Date.now() - started).toBeLessThan(2_400);
    expect(html).toContain('<div id="root"></div>');
    await heading(page, t('intro:yourInterviews')).waitFor({ timeout: 20_000 });
    // The link-problem state, drawn by the browser too.
    await page.goto(`${e2e.server.appUrl}${linkOf('expired')}`);
    await heading(page, t('intro:linkProblem.expiredTitle')).waitFor({ timeout: 20_000 });
    await page.getByText(t('general:errors.expired')).waitFor();
    // The browser logs the expired link's 400 it fetched itself (no server render this time).
    expect(e2e.problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
  }, 90_000);

  it('the API down: the page still works, shows the retry, and opens once the API is back', async () => {
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${String(apiPort)}`;
    const front = await startE2eFront(apiUrl);
    let api: StandInServer | null = null;
    try {
      const page = await newPage();
      const started = Date.now();
      const response = await page.goto(`${front.url}${linkOf('pending')}`);
      expect(response?.status()).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await response?.text()) ?? '').toContain('<div id="root"></div>');
      // The browser's own calls fail (after their retries): the general message with Try again.
      const retry = page.getByRole('button', { name: t('general:actions.tryAgain') });
      await retry.waitFor({ timeout: 30_000 });
      api = await standInOn(apiPort, front.url);
      await retry.click();
      await heading(page, t('intro:yourInterviews')).waitFor({ timeout: 20_000 });
      // Only the refused connections were reported (the browser logs each failed request).
      expect(e2e.problems.filter((p) => !p.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
    } finally {
      await front.close(0);
      await api?.close();
    }
  }, 90_000);
});

describe('headers', () => {
  it('are on every response of the front server', async () => {
    const { appUrl } = e2e.server;
    const page = await (await fetch(`${appUrl}${linkOf('pending')}`)).text();
    // The entry, as the page asks for it once painted (after-paint.ts).
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(page)?.[1] ?? '/assets/missing.js';
    const paths = [
      linkOf('pending'),
      linkOf('expired'),
      '/p/a/b',
      asset,
      '/assets/missing.js',
      '/locales/en/intro.json',
      '/healthz',
      '/readyz',
      '/no/such/page',
    ];
    for (const path of paths) {
      const res = await fetch(`${appUrl}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='(;|$)/);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
      expect(res.headers.get('cache-control'), path).not.toBeNull();
    }
    // HTML never stored; hashed files for a year, precompressed.
    const html = await fetch(`${appUrl}${linkOf('pending')}`);
    expect(html.headers.get('cache-control')).toBe('no-store');
    const js = await fetch(`${appUrl}${asset}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-encoding')).toBe('br');
  });

  it('the CSP allows the API origins and nothing else', async () => {
    const { appUrl, apiUrl } = e2e.server;
    const res = await fetch(`${appUrl}${linkOf('pending')}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      apiUrl,
      apiUrl.replace(/^http/, 'ws'),
    ]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', apiUrl]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    for (const name of ['font-src', 'base-uri', 'form-action']) {
      expect(
        directive(csp, name).filter((s) => !["'self'", 'data:'].includes(s)),
        name,
      ).toEqual([]);
    }
    // In the browser: a call to another origin is refused by the policy.
    const page = await newPage();
    await page.goto(`${appUrl}${linkOf('pending')}`);
    await appTookOver(page);
    const other = await page.evaluate(async () => {
      try {
        await fetch('http://127.0.0.1:9/elsewhere');
        return 'sent';
      } catch {
        return 'refused';
      }
    });
    expect(other).toBe('refused');
    expect(e2e.problems.some((p) => p.includes('connect-src'))).toBe(true);
  });
});

describe('the release folder', () => {
  it('runs from an empty folder with plain node: the stand-in and the front server, a page served', async () => {
    expect(existsSync(join(release, 'server.mjs')), 'run `npm run build` first').toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'cm-release-'));
    cpSync(release, dir, { recursive: true });
    expect(existsSync(join(dir, 'node_modules'))).toBe(false);
    const [frontPort, apiPort] = [await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${String(frontPort)}`;
    const apiUrl = `http://127.0.0.1:${String(apiPort)}`;
    const api = startNode('stand-in.mjs', dir, {
      PORT: String(apiPort),
      APP_ORIGIN: appUrl,
    });
    const front = startNode('server.mjs', dir, {
      PORT: String(frontPort),
      API_ORIGIN: apiUrl,
    });
    try {
      await waitForUrl(`${apiUrl}/refresh`, api.child, api.output);
      await waitForUrl(`${appUrl}/readyz`, front.child, front.output);
      const page = await fetch(`${appUrl}${linkOf('pending')}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root" inert>');
      expect(html).toContain(t('intro:yourInterviews'));
      // The log: one JSON line per request, no link hash. The line is written when the response
      // has ended, and reaches this process through a pipe: it may come just after the body.
      const renderedOnServer = () =>
        front
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { path: string; render?: string })
          .some((e) => e.path === '/s/:id' && e.render === 'server');
      await expect.poll(renderedOnServer, { timeout: 5_000 }).toBe(true);
      expect(front.output()).not.toContain(getScenario('pending').hash);
      // And in a browser.
      const browserPage = await newPage();
      await browserPage.goto(`${appUrl}${linkOf('pending')}`);
      await appTookOver(browserPage);
      await heading(browserPage, t('intro:yourInterviews')).waitFor();
      expect(e2e.problems).toEqual([]);
    } finally {
      front.child.kill('SIGTERM');
      api.child.kill('SIGTERM');
      await Promise.all([front.exited, api.exited]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('SIGTERM during requests: they finish, new ones are refused, the process exits 0', async () => {
    expect(existsSync(join(release, 'server.mjs')), 'run `npm run build` first').toBe(true);
    const frontPort = await freePort();
    const appUrl = `http://127.0.0.1:${String(frontPort)}`;
    // An API that takes 1 s: each server render waits on it.
    const apiPort = await freePort();
    const api = await standInOn(apiPort, appUrl, 1_000);
    const front = startNode(join(release, 'server.mjs'), root, {
      PORT: String(frontPort),
      API_ORIGIN: api.url,
      SHUTDOWN_GRACE_MS: '5000',
      LOG_REQUESTS: '0',
    });
    try {
      await waitForUrl(`${appUrl}/readyz`, front.child, front.output);
      const inFlight = [0, 1, 2].map(() => getStatus(`${appUrl}${linkOf('pending')}`));
      await new Promise((r) => setTimeout(r, 300));
      front.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
      const late = await getStatus(`${appUrl}/healthz`);
      expect(late).toBe('ECONNREFUSED');
      expect(await Promise.all(inFlight)).toEqual([200, 200, 200]);
      expect(await front.exited).toBe(0);
    } finally {
      if (front.child.exitCode === null) front.child.kill('SIGKILL');
      await api.close();
    }
  });
});
