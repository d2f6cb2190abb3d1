#!/usr/bin/env node
// `npm run test:e2e`: builds the harness app (and release/, for the deploy journeys), then
// runs the end-to-end journeys (harness/e2e/*.e2e.ts) against the front server and the
// stand-in API on two ports, in the Chromium pinned by package-lock.json (scripts/browser.mjs),
// with its fonts and no system font.
//
// The journeys run in parallel workers (one more than cores), one file per worker (each test starts its own server and
// browser context, so files share nothing). The timing journeys (TIMING_FILES: the main thread
// while 10,000 results stream at 4× CPU) then run alone, in a quiet slot of their own, so the
// other journeys' work is never counted as theirs.
//
//   npm run test:e2e                                  build, every journey
//   npm run test:e2e -- harness/e2e/portal.e2e.ts     build, the files named
//   npm run test:e2e -- --no-build                    reuse dist/ and dist-ssr/ (release/ made again when older)
//   npm run test:e2e -- --exclude harness/e2e/first-paint.e2e.ts
//   npm run test:e2e -- --workers 1                   one file at a time
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumEnv, chromiumPath, chromiumVersion } from './browser.mjs';

/** Journeys that measure time on the main thread: run alone, after the others. */
export const TIMING_FILES = ['harness/e2e/streaming.e2e.ts'];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const argv = process.argv.slice(2);
const valueOf = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const excluded = argv.flatMap((arg, i) => (argv[i - 1] === '--exclude' ? [arg] : []));
// One worker more than cores: a journey spends much of its time waiting on its browser and its
// server (on 2 cores, 3 workers took 59 s where 2 took 73 s).
const workers = Number(valueOf('--workers') ?? availableParallelism() + 1);
const named = argv.filter(
  (arg, i) => !arg.startsWith('--') && !['--exclude', '--workers'].includes(argv[i - 1] ?? ''),
);

const chromium = await chromiumPath();
const env = {
  ...process.env,
  ...chromiumEnv(),
  CHROMIUM_PATH: chromium,
  CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
};
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
const seconds = (ms) => (ms / 1000).toFixed(1);

const started = Date.now();
/** The journeys that run release/ (built after the app when they run). */
const RELEASE_FILES = ['harness/e2e/deploy.e2e.ts'];
const needsRelease =
  (named.length === 0 && !excluded.some((ex) => RELEASE_FILES.some((f) => f.endsWith(ex)))) ||
  named.some((file) => RELEASE_FILES.some((f) => file.endsWith(f)));
/** release/ is missing, or older than the app it holds (dist/ built again since). */
const releaseStale = () => {
  const server = join(root, 'release', 'server.mjs');
  const app = join(root, 'dist', 'index.html');
  return (
    !existsSync(server) || (existsSync(app) && statSync(server).mtimeMs < statSync(app).mtimeMs)
  );
};
const noBuild = argv.includes('--no-build');
if (!noBuild && run('npm', ['run', '--silent', 'build:harness']) !== 0) process.exit(1);
// With --no-build too (npm test's e2e stage reuses the bundle stage's dist/): release/ is
// made from dist/ in seconds, so it is made whenever the deploy journeys need it and it is
// missing or older than dist/.
if (needsRelease && (!noBuild || releaseStale())) {
  if (run('npm', ['run', '--silent', 'build:release']) !== 0) process.exit(1);
}
const built = Date.now();

const isTiming = (file) => TIMING_FILES.some((timing) => file.endsWith(timing));
const vitest = (files, extra) =>
  run(bin('vitest'), [
    'run',
    '--config',
    'harness/e2e/vitest.config.ts',
    ...extra,
    ...excluded.flatMap((file) => ['--exclude', file]),
    ...files,
  ]);

let status = 0;
// Every journey but the timing ones, in parallel (or the files named that are not timing ones).
const parallelFiles = named.filter((file) => !isTiming(file));
const timingFiles = named.length > 0 ? named.filter(isTiming) : TIMING_FILES;
if (named.length === 0 || parallelFiles.length > 0) {
  status = vitest(parallelFiles, [
    `--maxWorkers=${String(workers)}`,
    ...TIMING_FILES.flatMap((file) => ['--exclude', file]),
  ]);
}
const parallelDone = Date.now();
// Then the timing journeys, alone on the machine as far as this run goes.
const runTiming = timingFiles.filter((file) => !excluded.some((ex) => file.endsWith(ex)));
if (status === 0 && runTiming.length > 0) status = vitest(runTiming, ['--maxWorkers=1']);

console.log(
  `e2e: build ${seconds(built - started)} s, journeys ${seconds(parallelDone - built)} s ` +
    `(${String(workers)} workers), timing journeys alone ${seconds(Date.now() - parallelDone)} s ` +
    `(Chromium ${chromiumVersion(chromium)})`,
);
process.exit(status);
