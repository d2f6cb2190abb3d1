#!/usr/bin/env node
// `npm test`: every check CI runs, one stage after another, stopping at the first that fails,
// then a table of how long each stage took against the whole run's budget, so growth shows.
// Node built-ins only: the first stage installs node_modules.
//
//   npm test                      install, lint, typecheck, unit, bundle, e2e, stories
//   npm test -- --from e2e        start at a stage (the ones before it are listed as skipped)
//
// Each stage has a budget of its own (seconds on these 2-core machines, with room for a busy
// one), and the whole run has one: a stage over its budget, or a run over the total, fails
// loudly, naming itself, so the next slowdown is found where it happened.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The budget of a whole run from a fresh clone on a 2-core machine (install included). */
export const BUDGET_SECONDS = 600;

/**
 * [name, command, arguments, budget in seconds]. The e2e stage reuses the build the bundle stage
 * made and leaves out the journey the bundle stage ran (first-paint.e2e.ts), when that stage ran
 * in this run.
 */
const STAGES = [
  ['install', 'node', ['scripts/setup.mjs'], 90],
  ['lint', 'npm', ['run', '--silent', 'lint'], 90],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck'], 40],
  ['unit', 'npm', ['run', '--silent', 'test:unit'], 100],
  ['bundle', 'npm', ['run', '--silent', 'test:bundle'], 40],
  ['e2e', 'npm', ['run', '--silent', 'test:e2e'], 150],
  ['stories', 'npm', ['run', '--silent', 'test:stories'], 240],
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
const ran = new Set();
for (const [index, [name, cmd, baseArgs, budget]] of STAGES.entries()) {
  if (index < start || failed) {
    rows.push({ name, status: failed ? 'not run' : 'skipped', seconds: null, budget });
    continue;
  }
  const args =
    name === 'e2e' && ran.has('bundle')
      ? [...baseArgs, '--', '--no-build', '--exclude', 'harness/e2e/first-paint.e2e.ts']
      : baseArgs;
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')} (budget ${budget} s)`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  const ok = r.status === 0;
  ran.add(name);
  rows.push({
    name,
    status: ok ? 'passed' : `FAILED (exit ${r.status ?? r.signal})`,
    seconds,
    budget,
  });
  if (!ok) failed = name;
}
const total = (Date.now() - startedAll) / 1000;

const overBudget = rows.filter((row) => row.seconds !== null && row.seconds > row.budget);
const width = Math.max(...rows.map(({ name }) => name.length));
console.log('\nnpm test, per stage (time, its budget, its share of the run):');
for (const { name, status, seconds, budget } of rows) {
  const time = seconds === null ? '' : `${seconds.toFixed(1).padStart(6)} s`;
  const share =
    seconds === null ? '' : `${String(Math.round((seconds / total) * 100)).padStart(3)}%`;
  const over =
    seconds !== null && seconds > budget
      ? `  OVER ITS BUDGET by ${(seconds - budget).toFixed(1)} s`
      : '';
  console.log(
    `  ${name.padEnd(width)}  ${time.padEnd(8)}  ${`/ ${budget} s`.padEnd(8)}  ${share.padEnd(4)}  ${status}${over}`,
  );
}
const overTotal = total > BUDGET_SECONDS;
console.log(
  `  ${'total'.padEnd(width)}  ${`${total.toFixed(1).padStart(6)} s`}  / ${BUDGET_SECONDS} s ` +
    `(${Math.round((total / BUDGET_SECONDS) * 100)}%)` +
    (overTotal ? '  OVER THE BUDGET OF THE WHOLE RUN' : ''),
);
if (!failed && (overBudget.length > 0 || overTotal)) {
  console.error(
    `\nnpm test: FAILED on time: ${[
      ...overBudget.map(
        ({ name, seconds, budget }) => `${name} took ${seconds.toFixed(1)} s of its ${budget} s`,
      ),
      ...(overTotal ? [`the run took ${total.toFixed(1)} s of ${BUDGET_SECONDS} s`] : []),
    ].join('; ')}. Every check passed: find what grew (each stage prints where its time went).`,
  );
  process.exit(1);
}
process.exit(failed ? 1 : 0);
