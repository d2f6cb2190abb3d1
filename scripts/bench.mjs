#!/usr/bin/env node
// `npm run bench`: a bounded load check of the two servers, on loopback only. Builds the
// release (`npm run build`), starts the stand-in API (release/stand-in.mjs) and the front server
// in front of it (release/server.mjs, the API on another port, as in production), each on
// 127.0.0.1 in a process of its own, and drives them:
//   1. GET the intro of the pending link from the stand-in, 100 connections, 10 s (autocannon);
//   2. GET its search (the call that starts the live results), 100 connections, 10 s;
//   2b. the front server (issue 37), with a load generator in plain Node (50 keep-alive
//      connections, 20 s each; `--front-duration`): the server-rendered `/s/:hash` of the
//      pending link, then a hashed asset (brotli), with requests/s, p99, errors and the front
//      server's RSS before and after;
//   3. with --memory: 5,000 anonymous POSTs of 1 MB each to its tracking call (JSON, no CSRF
//      token, as anyone could send them), 10 connections, in 5 rounds of 1,000, with the
//      server's RSS after each round and its peak;
//   4. Lighthouse, mobile preset, in the pinned Chromium (scripts/lighthouse.mjs): the pending
//      link's introduction and an expired link, through the front server, 3 runs each with applied throttling and 3 with
//      the preset's simulated estimate (Lantern), the medians of each against issue 14's
//      targets (performance ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.01); `--no-lighthouse` skips it.
//   5. the browser figures of issue 14 (scripts/bench-browser.mjs, the pinned Chromium): the
//      JavaScript transferred before the first paint, long tasks and the worst slot tick while
//      10,000 results stream at 4× CPU, and the JS heap after them, with their targets and the
//      machine's load; `--no-browser` skips it.
// Before all of them (no server running yet), issue 14's ingest figures: `vitest bench` of
// scripts/ingest.bench.ts, 10,000 results in 100 batches and 100,000 in 1,000 against one bare
// sort of the same results in the same run (medians), with their targets (≤ 2×, ≤ 3×) and the
// machine's load; `--no-ingest` skips it, `--ingest-only` runs only it (no build, no server).
// Prints requests per second, p99 latency and errors of each load, and the server's RSS (from
// /proc, Linux) before and after. Exits 1 when any request failed (a network error, a time-out
// or a status other than 2xx), or when the RSS after the last round of POSTs is more than
// MEMORY_GROWTH_LIMIT_MB above its level after the first (the heap grows to a working size
// in the first round, then stays there as long as nothing is kept). Not part of `npm test`:
// the figures depend on the machine.
//
//   npm run bench                      the two loads
//   npm run bench -- --memory          the two loads, then the 5,000 × 1 MB POSTs (about a minute)
//   npm run bench -- --no-build        use the existing release/
//   npm run bench -- --duration 5      seconds per load (default 10)
//   npm run bench -- --ingest-only     only the ingest figures (about a minute)
//   npm run bench -- --no-browser      without the browser figures (transfer, long tasks, heap)
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { LIGHTHOUSE_TARGETS, meetsTargets, runLighthouse } from './lighthouse.mjs';
import { browserFigures } from './bench-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};

const CONNECTIONS = 100;
const DURATION_S = option('--duration', 10);
/** The front server's loads (issue 37): 50 connections for 20 s. */
const FRONT_CONNECTIONS = 50;
const FRONT_DURATION_S = option('--front-duration', 20);
const MEMORY_ROUNDS = 5;
const MEMORY_POSTS_PER_ROUND = 1_000;
const MEMORY_BODY_BYTES = 1_000_000;
const MEMORY_CONNECTIONS = 10;
/**
 * How far the RSS may grow from the end of the first round of POSTs to the end of the last.
 * Measured: the RSS moves by up to 60 MB from round to round as V8 sizes its heap, while
 * kept bodies would add some 1,000 MB a round.
 */
const MEMORY_GROWTH_LIMIT_MB = 128;

/**
 * Issue 14, target 6: the groups of scripts/ingest.bench.ts, each an ingest against one bare
 * sort of the same results (the baseline is defined there and in the README).
 */
const INGEST_TARGETS = [
  { group: '10,000 results in 100 batches', label: 'ingest 10k/100 batches', target: 2 },
  { group: '100,000 results in 1,000 batches', label: 'ingest 100k/1,000 batches', target: 3 },
];

/** Runs the ingest bench and prints its ratios; resolves whether every target is met. */
function ingestFigures() {
  const report = join(tmpdir(), `ingest-bench-${process.pid}.json`);
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'bench',
      '--run',
      'scripts/ingest.bench.ts',
      '--outputJson',
      report,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) {
    console.error(`bench: the ingest bench failed (exit ${run.status ?? run.signal})`);
    return false;
  }
  const groups = JSON.parse(readFileSync(report, 'utf8')).files.flatMap((file) => file.groups);
  rmSync(report, { force: true });
  console.log(
    `Ingest against one bare sort of the same results (vitest bench, medians; load average ` +
      `${loadBefore} before, ${load()} after)`,
  );
  let met = true;
  for (const { group, label, target } of INGEST_TARGETS) {
    const benchmarks = groups.find((g) => g.fullName.endsWith(group))?.benchmarks ?? [];
    const median = (name) => benchmarks.find((b) => b.name === name)?.median ?? Number.NaN;
    const ratio = median('ingest') / median('bare sort');
    const ok = ratio <= target;
    met &&= ok;
    console.log(
      `${label}: ${ratio.toFixed(1)}× bare sort (target ≤ ${target}×) ` +
        `${ok ? 'meets the target' : 'MISSES the target'} ` +
        `(ingest ${median('ingest').toFixed(1)} ms, bare sort ${median('bare sort').toFixed(1)} ms)`,
    );
    // Beside it (scripts/ingest.bench.ts): the same with the shown day read after every batch,
    // the ratio of the fastest runs, and the floors (the least work an index could do).
    const fastest = (name) => benchmarks.find((b) => b.name === name)?.min ?? Number.NaN;
    const times = (name) => `${(median(name) / median('bare sort')).toFixed(1)}×`;
    console.log(
      `  fastest runs ${(fastest('ingest') / fastest('bare sort')).toFixed(1)}×; ` +
        `with the shown day read after every batch ${times('ingest, day read per batch')}; ` +
        `floors ${times('floor, ordered')} ordered at ingest, ` +
        `${times('floor, unordered')} order left to the reader`,
    );
  }
  return met;
}

let ingestMet = true;
if (!flag('--no-ingest')) ingestMet = ingestFigures();
if (flag('--ingest-only')) process.exit(ingestMet ? 0 : 1);

if (!flag('--no-build')) {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts release/stand-in.mjs and release/server.mjs on two free loopback ports; resolves
 * both processes, their base URLs and the pending and expired links' hashes.
 */
async function startServers() {
  const [apiPort, appPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const app = `http://127.0.0.1:${appPort}`;
  const child = spawn(process.execPath, [join(root, 'release', 'stand-in.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      APP_ORIGIN: app,
      LOG_REQUESTS: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { hash, expiredHash } = await new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk.toString('utf8');
      const pending = /^\s*pending\s+\S+\/s\/([0-9a-f]+)\s*$/m.exec(out)?.[1];
      const expired = /^\s*expired\s+\S+\/s\/([0-9a-f]+)\s*$/m.exec(out)?.[1];
      if (pending && expired) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ hash: pending, expiredHash: expired });
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the stand-in stopped (exit ${code})`)));
  });
  // The front server logs one line per request, as in production (to nowhere here).
  const front = spawn(process.execPath, [join(root, 'release', 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(appPort),
      API_ORIGIN: api,
      LOG_REQUESTS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    const ready = await fetch(`${app}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 100 || front.exitCode !== null) throw new Error('the front server did not start');
    await sleep(100);
  }
  return { child, front, base: api, app, hash, expiredHash };
}

/**
 * A load generator in plain Node: `connections` keep-alive connections, each sending the next
 * GET as soon as the last answer has been read, for `seconds`. Returns requests/s, latency
 * percentiles (ms) and the failures (network errors and statuses other than 200).
 */
async function nodeLoad(url, { connections, seconds, headers = {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const errorCodes = new Map();
  let non200 = 0;
  let bytes = 0;
  const end = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = httpRequest(url, { agent, headers }, (res) => {
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          latencies.push(performance.now() - started);
          if (res.statusCode !== 200) non200 += 1;
          resolve();
        });
      });
      req.on('error', (error) => {
        errors += 1;
        errorCodes.set(
          error.code ?? error.message,
          (errorCodes.get(error.code ?? error.message) ?? 0) + 1,
        );
        resolve();
      });
      req.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    total: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    errorCodes: [...errorCodes].map(([code, n]) => `${code} ×${n}`).join(', '),
    non200,
    mbPerSecond: bytes / elapsed / 1e6,
  };
}

/** One front-server load: prints its figures; returns how many requests failed. */
async function frontLoad(name, url, headers) {
  const r = await nodeLoad(url, {
    connections: FRONT_CONNECTIONS,
    seconds: FRONT_DURATION_S,
    headers,
  });
  const failed = r.errors + r.non200;
  console.log(
    `${name.padEnd(34)} ${String(Math.round(r.perSecond)).padStart(7)} req/s  ` +
      `p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(0)} ms  ` +
      `${r.total} requests, ${failed} failed (${r.errors} errors${r.errorCodes ? `: ${r.errorCodes}` : ''}, ${r.non200} non-200), ` +
      `${r.mbPerSecond.toFixed(1)} MB/s`,
  );
  return failed;
}

/** Resident memory of a process, MB (Linux /proc). */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

const mb = (n) => `${n.toFixed(0)} MB`;

/** One autocannon run; prints its figures and returns how many requests failed. */
async function load(name, options) {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ` +
      `p99 ${String(result.latency.p99).padStart(4)} ms  ` +
      `${result.requests.total} requests, ${failed} failed ` +
      `(${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx)`,
  );
  return failed;
}

const { child, front, base, app, hash, expiredHash } = await startServers();
let failed = 0;
let exitCode = 0;
try {
  console.log(
    `bench: stand-in at ${base} (pid ${child.pid}), front server at ${app} (pid ${front.pid}), ` +
      `Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per load, ` +
      `load average ${loadavg()[0].toFixed(1)}`,
  );
  const started = rssMb(child.pid);
  console.log(`RSS at start                       ${mb(started)}`);
  failed += await load('GET intro', {
    url: `${base}/v2/meet/get_intro/${hash}`,
    duration: DURATION_S,
  });
  failed += await load('GET search', {
    url: `${base}/v2/meet/availability/search/${hash}`,
    duration: DURATION_S,
  });
  console.log(`RSS after the loads                ${mb(rssMb(child.pid))}`);

  // The front server (issue 37): the server-rendered page and a hashed asset.
  const page = await (await fetch(`${app}/s/${hash}`)).text();
  if (!page.includes('<div id="root" inert>')) {
    console.error('bench: the front server did not render the pending link.');
    exitCode = 1;
  }
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  const frontBefore = rssMb(front.pid);
  console.log(
    `front server: ${FRONT_CONNECTIONS} connections, ${FRONT_DURATION_S} s per load; ` +
      `RSS at start ${mb(frontBefore)}`,
  );
  failed += await frontLoad('GET /s/:hash (server-rendered)', `${app}/s/${hash}`, {
    'accept-encoding': 'br, gzip',
    'accept-language': 'en-US,en;q=0.9',
  });
  const frontMiddle = rssMb(front.pid);
  if (asset) {
    failed += await frontLoad(`GET ${asset.slice(0, 28)}… (br)`, `${app}${asset}`, {
      'accept-encoding': 'br, gzip',
    });
  }
  await sleep(1000);
  const frontAfter = rssMb(front.pid);
  console.log(
    `front server RSS: before ${mb(frontBefore)}, after the page load ${mb(frontMiddle)}, ` +
      `after the asset load ${mb(frontAfter)}`,
  );

  if (flag('--memory')) {
    await sleep(1000);
    const before = rssMb(child.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(child.pid));
    }, 100);
    const filler = 'x'.repeat(MEMORY_BODY_BYTES - '{"currentAction":"bench","filler":""}'.length);
    const body = JSON.stringify({ currentAction: 'bench', filler });
    const rounds = [];
    for (let round = 1; round <= MEMORY_ROUNDS; round += 1) {
      const posts = round * MEMORY_POSTS_PER_ROUND;
      failed += await load(`POST track, 1 MB, ${posts - MEMORY_POSTS_PER_ROUND + 1}–${posts}`, {
        url: `${base}/v2/meet/track-request-availability/${hash}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        amount: MEMORY_POSTS_PER_ROUND,
        connections: MEMORY_CONNECTIONS,
      });
      await sleep(500);
      rounds.push(rssMb(child.pid));
    }
    clearInterval(sampler);
    const total = MEMORY_ROUNDS * MEMORY_POSTS_PER_ROUND;
    console.log(
      `RSS, ${total} × 1 MB POSTs: before ${mb(before)}, after each 1,000: ` +
        `${rounds.map(mb).join(', ')}; peak ${mb(peak)}`,
    );
    const growth = (rounds.at(-1) ?? 0) - (rounds[0] ?? 0);
    if (growth > MEMORY_GROWTH_LIMIT_MB) {
      console.error(
        `bench: the RSS grew by ${mb(growth)} from the first round of POSTs to the last ` +
          `(more than ${MEMORY_GROWTH_LIMIT_MB} MB).`,
      );
      exitCode = 1;
    }
  }

  if (!flag('--no-lighthouse')) {
    const t = LIGHTHOUSE_TARGETS;
    console.log(
      `Lighthouse, mobile preset, median of 3 (targets: performance ≥ ${t.performance}, ` +
        `LCP ≤ ${t.lcpMs} ms, CLS ≤ ${t.cls}), with applied throttling and with the simulated ` +
        'estimate (scripts/lighthouse.mjs)',
    );
    for (const [name, path] of [
      ['pending link, introduction', `/s/${hash}`],
      ['expired link', `/s/${expiredHash}`],
    ]) {
      for (const method of ['devtools', 'simulate']) {
        const { runs, median: m } = await runLighthouse(`${app}${path}`, 3, method);
        const ok = meetsTargets(m);
        const label = `${name}, ${method === 'devtools' ? 'applied' : 'simulated'}`;
        const verdict = ok ? 'meets the targets' : 'MISSES the targets';
        console.log(
          `${label.padEnd(40)} performance ${m.performance}  LCP ${Math.round(m.lcpMs)} ms  ` +
            `FCP ${Math.round(m.fcpMs)} ms  TBT ${Math.round(m.tbtMs)} ms  CLS ${m.cls.toFixed(3)}  ` +
            `${verdict} (runs: ${runs
              .map((r) => `${r.performance}/${Math.round(r.lcpMs)} ms`)
              .join(', ')})`,
        );
        if (!ok) exitCode = 1;
      }
    }
  }
} finally {
  front.kill('SIGTERM');
  child.kill('SIGTERM');
}
if (failed > 0) {
  console.error(`bench: ${failed} requests failed.`);
  exitCode = 1;
}
if (!ingestMet) exitCode = 1;
// After the server has stopped: the journeys start servers of their own.
if (!flag('--no-browser') && !browserFigures(root)) exitCode = 1;
process.exit(exitCode);
