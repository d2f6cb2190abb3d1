#!/usr/bin/env node
/**
 * `npm run test:bundle`: the JavaScript of the candidate route `/s/:hash`.
 *
 * The budgets are what the browser transfers (issue 14: at most 110 KB on the wire before the
 * first paint, every file, measured in Chromium on a mid-range phone's network; none today, as
 * the page is rendered on the server, and at most 160 KB before the page answers a tap): this
 * script runs `harness/e2e/first-paint.e2e.ts` for them and exits with its result. Before that it prints
 * what that JavaScript is made of, computed from the build (for reference, not the budget):
 *
 * Builds the harness (`npm run build:harness`: the app and its server render; a few seconds, so
 * always, unless `--no-build`), then sums the gzip size (zlib level 9) of every JavaScript file the
 * route loads before its first paint: the entry chunk and its static imports, the route's lazy
 * page chunk and its static imports, and the chunks of the first screen (Loading while the
 * intro loads, then Introduction) with their static imports (scripts/bundle-graph.mjs).
 * CSS and fonts are not JavaScript and are not counted.
 *
 * Prints a table (file, why it loads, raw, gzip), the total and the largest modules, then the
 * transferred bytes; exits 1 when those are above the budget.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  initialFiles,
  keyHolding,
  largestModules,
  measure,
  staticClosure,
} from './bundle-graph.mjs';

/** What `/s/:hash` needs for its first paint, in load order (paths from the repository root). */
export const FIRST_PAINT_SOURCES = [
  'harness/app/pages/CandidateLinkPage.tsx',
  'src/features/candidate/screens/LoadingScreen.tsx',
  'src/features/candidate/screens/IntroScreen.tsx',
];

/**
 * Loaded right after (in parallel with the intro request), not needed to paint: shown for
 * information, not counted.
 */
export const AFTER_FIRST_PAINT_SOURCES = ['src/features/candidate/containers/CandidateJourney.tsx'];

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const dist = join(repo, 'dist');

function build() {
  // The whole harness build (the app and its server render), which the measuring journey below
  // and, in `npm test`, the e2e stage then use as they are.
  const run = spawnSync('npm', ['run', '--silent', 'build:harness'], {
    cwd: repo,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error('bundle budget: the harness build failed.');
    process.exit(run.status ?? 1);
  }
}

/** @param {string} file */
function sizeOf(file) {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const fmt = (/** @type {number} */ n) => n.toLocaleString('en-US');
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;

function main() {
  if (!process.argv.includes('--no-build')) build();
  const readJson = (/** @type {string} */ name) =>
    JSON.parse(readFileSync(join(dist, '.vite', name), 'utf8'));
  const manifest = readJson('manifest.json');
  const chunkModules = readJson('chunk-modules.json');

  const files = initialFiles(manifest, chunkModules, FIRST_PAINT_SOURCES);
  const { rows, raw, gzip } = measure(files, sizeOf);

  const fileWidth = Math.max(4, ...rows.map((r) => r.file.length));
  const reasonWidth = Math.max(6, ...rows.map((r) => r.reason.length));
  const line = (
    /** @type {string} */ a,
    /** @type {string} */ b,
    /** @type {string} */ c,
    /** @type {string} */ d,
  ) => `${a.padEnd(fileWidth)}  ${b.padEnd(reasonWidth)}  ${c.padStart(9)}  ${d.padStart(9)}`;
  console.log('Initial JavaScript of /s/:hash (before first paint)\n');
  console.log(line('file', 'loaded', 'raw', 'gzip'));
  for (const r of rows) console.log(line(r.file, r.reason, fmt(r.raw), fmt(r.gzip)));
  console.log(line('total', '', fmt(raw), fmt(gzip)));
  console.log(
    `\n${fmt(gzip)} bytes gzip (${kb(gzip)}) computed from the build, for reference: the ` +
      'budget is the bytes transferred (below).',
  );

  const counted = new Set(rows.map((r) => r.key));
  const later = AFTER_FIRST_PAINT_SOURCES.flatMap((source) =>
    staticClosure(manifest, [keyHolding(manifest, chunkModules, source)]),
  ).filter((key, i, all) => !counted.has(key) && all.indexOf(key) === i);
  const after = measure(
    later.map((key) => ({ file: manifest[key].file })),
    sizeOf,
  );
  console.log(
    `\nThen, without holding up the first paint (not counted): ${after.rows
      .map((r) => `${r.file} ${fmt(r.gzip)}`)
      .join(', ')} bytes gzip.`,
  );

  console.log('\nLargest modules in it (rendered size before minification):');
  for (const m of largestModules(
    chunkModules,
    rows.map((r) => r.file),
    12,
  )) {
    console.log(`  ${fmt(m.size).padStart(9)}  ${m.module}`);
  }

  // The budget itself: the bytes Chromium transfers before the first paint.
  console.log('\nMeasured in Chromium (harness/e2e/first-paint.e2e.ts):');
  const measured = spawnSync(
    process.execPath,
    // The whole file (its four checks, a few seconds): a name filter would report the other
    // three as skipped.
    [join(repo, 'scripts', 'test-e2e.mjs'), '--no-build', 'harness/e2e/first-paint.e2e.ts'],
    { cwd: repo, stdio: 'inherit' },
  );
  if (measured.status !== 0) {
    console.error('\nbundle budget: FAILED (see the transferred bytes above).');
    process.exit(1);
  }
  console.log('\nbundle budget: OK');
}

main();
