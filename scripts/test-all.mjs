#!/usr/bin/env node
// `npm test`: every check CI runs, one stage after another, stopping at the first that fails,
// then a table of how long each stage took against the whole run's budget, so growth shows.
// Node built-ins only: the first stage installs node_modules.
//
//   npm test                      install, lint, typecheck, unit, bundle, e2e, stories
//   npm test -- --from e2e        start at a stage (the ones before it are listed as skipped)
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The budget of a whole run from a fresh clone on a 2-core machine (install included). */
export const BUDGET_SECONDS = 600;

const STAGES = [
  ['install', 'node', ['scripts/setup.mjs']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit', 'npm', ['run', '--silent', 'test:unit']],
  ['bundle', 'npm', ['run', '--silent', 'test:bundle']],
  ['e2e', 'npm', ['run', '--silent', 'test:e2e']],
  ['stories', 'npm', ['run', '--silent', 'test:stories']],
];

const argv = process.argv.slice(2);
const fromIndex = argv.indexOf('--from');
const from = fromIndex >= 0 ? argv[fromIndex + 1] : STAGES[0][0];
const start = STAGES.findIndex(([name]) => name === from);
if (start < 0) {
  console.error(`test: no stage '${from}'; stages: ${STAGES.map(([name]) => name).join(', ')}`);
  process.exit(2);
}

const rows = [];
let failed = null;
const startedAll = Date.now();
for (const [index, [name, cmd, args]] of STAGES.entries()) {
  if (index < start || failed) {
    rows.push([name, failed ? 'not run' : 'skipped', null]);
    continue;
  }
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  const ok = r.status === 0;
  rows.push([name, ok ? 'passed' : `FAILED (exit ${r.status ?? r.signal})`, seconds]);
  if (!ok) failed = name;
}
const total = (Date.now() - startedAll) / 1000;

const width = Math.max(...rows.map(([name]) => name.length));
console.log('\nnpm test, per stage:');
for (const [name, status, seconds] of rows) {
  const time = seconds === null ? '' : `${seconds.toFixed(1).padStart(6)} s`;
  console.log(`  ${name.padEnd(width)}  ${time.padEnd(8)}  ${status}`);
}
console.log(
  `  ${'total'.padEnd(width)}  ${`${total.toFixed(1).padStart(6)} s`}  ` +
    `budget ${BUDGET_SECONDS} s (${Math.round((total / BUDGET_SECONDS) * 100)}%)` +
    (total > BUDGET_SECONDS ? ': OVER BUDGET, find what grew' : ''),
);
process.exit(failed ? 1 : 0);
