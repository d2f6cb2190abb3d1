#!/usr/bin/env node
// `npm test`: every check CI runs, stage after stage, stopping at the first that fails, then a
// table of how long each stage took, against its own budget and as a share of the run.
// Node built-ins only: the first stage installs node_modules.
//
//   npm test                      install, lint + typecheck, unit, bundle, e2e, stories
//   npm test -- --from e2e        start at a stage (the ones before it are listed as skipped)
//
// Each stage has a budget of its own (seconds on these 2-core machines, with room for a busy
// one), and the whole run has one: a stage over its budget, or a run over the total, fails
// loudly, naming itself, so the next slowdown is found where it happened.
//
// ESLint runs on one core while the type check and then the Prettier check run on the other
// (two lanes; their output is held back and printed whole when both end). Every other stage runs
// alone, printing as it goes.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The budget of a whole run from a fresh clone on a 2-core machine (install included). 600 s
 * until 2026-11-28, when issues 36 and 37 added the accessibility and deploy journeys, the
 * front server's tests and about 100 language tests. Three fresh-clone runs that day, every
 * check passing, took 607, 552 and 675 s (the last with stories at 281 s): the machine's noise
 * alone moves a run by ±60 s, so the whole run's budget was 720 s and the stories' 320 s.
 * Later that day lint went over both cores, the unit checks shared their TypeScript program and
 * axe left the pseudo-locale, and keyboard-only and text-spacing journeys came (about 35 s of
 * e2e): fresh-clone runs of that code took 601 and 606 s, and 731 s on the same machine an
 * hour later with every stage about 20 % slower alike (install 65 s against 47). A budget is
 * about 1.3× a quiet run (601 s): 780 s; unit 120 and e2e 210 on the same rule (quiet 72–75
 * and 132 s, 87 and 169 s in the slow run).
 */
export const BUDGET_SECONDS = 780;

/**
 * name, command, arguments, budget in seconds, `with`: the stage it runs beside (in a lane of
 * its own), and `after`: a stage of the same group it waits for (then it runs in that stage's
 * lane). The e2e stage reuses the build the bundle stage made and leaves out the journey the
 * bundle stage ran (first-paint.e2e.ts), when that stage ran in this run.
 */
const STAGES = [
  { name: 'install', cmd: 'node', args: ['scripts/setup.mjs'], budget: 120 },
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint:code'], budget: 120 },
  {
    name: 'typecheck',
    cmd: 'npm',
    args: ['run', '--silent', 'typecheck'],
    budget: 120,
    with: 'lint',
  },
  {
    name: 'format',
    cmd: 'npm',
    args: ['run', '--silent', 'format:check'],
    budget: 60,
    with: 'lint',
    after: 'typecheck',
  },
  { name: 'unit', cmd: 'npm', args: ['run', '--silent', 'test:unit'], budget: 120 },
  { name: 'bundle', cmd: 'npm', args: ['run', '--silent', 'test:bundle'], budget: 50 },
  { name: 'e2e', cmd: 'npm', args: ['run', '--silent', 'test:e2e'], budget: 210 },
  { name: 'stories', cmd: 'npm', args: ['run', '--silent', 'test:stories'], budget: 320 },
];

const argv = process.argv.slice(2);
const fromIndex = argv.indexOf('--from');
const from = fromIndex >= 0 ? argv[fromIndex + 1] : STAGES[0].name;
const start = STAGES.findIndex(({ name }) => name === from);
if (start < 0) {
  console.error(`test: no stage '${from}'; stages: ${STAGES.map(({ name }) => name).join(', ')}`);
  process.exit(2);
}

/** Runs a stage; `held` keeps its output and returns it instead of printing it as it comes. */
function runStage({ cmd, args }, held) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: held ? 'pipe' : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      resolve({
        ok: code === 0,
        exit: code ?? signal,
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(output),
      });
    });
  });
}

const rows = [];
let failed = null;
const ran = new Set();
const startedAll = Date.now();
for (let index = 0; index < STAGES.length; index += 1) {
  const stage = STAGES[index];
  if (index < start || failed) {
    rows.push({ ...stage, status: failed ? 'not run' : 'skipped', seconds: null });
    continue;
  }
  // The stage and those that start with it (from --from on).
  const group = [stage];
  while (STAGES[index + 1]?.with === stage.name) group.push(STAGES[(index += 1)]);
  const planned = group.map((member) => ({
    ...member,
    args:
      member.name === 'e2e' && ran.has('bundle')
        ? [...member.args, '--', '--no-build', '--exclude', 'harness/e2e/first-paint.e2e.ts']
        : member.args,
  }));
  for (const member of planned) {
    console.log(
      `\n▶ ${member.name}: ${member.cmd} ${member.args.join(' ')} (budget ${member.budget} s)`,
    );
  }
  const held = planned.length > 1;
  // Each member starts when the one it comes `after` has ended (at once if none).
  const running = new Map();
  for (const member of planned) {
    const before = running.get(member.after) ?? Promise.resolve();
    running.set(
      member.name,
      before.then(() => runStage(member, held)),
    );
  }
  const results = await Promise.all(planned.map((member) => running.get(member.name)));
  for (const [i, member] of planned.entries()) {
    const result = results[i];
    if (held) {
      console.log(`\n── ${member.name} (${result.seconds.toFixed(1)} s) ──`);
      process.stdout.write(result.output);
    }
    ran.add(member.name);
    rows.push({
      ...member,
      status: result.ok ? 'passed' : `FAILED (exit ${result.exit})`,
      seconds: result.seconds,
    });
    if (!result.ok && !failed) failed = member.name;
  }
}
const total = (Date.now() - startedAll) / 1000;

const overBudget = rows.filter((row) => row.seconds !== null && row.seconds > row.budget);
const width = Math.max(...rows.map(({ name }) => name.length));
console.log('\nnpm test, per stage (time, its budget, its share of the run):');
for (const { name, status, seconds, budget, with: alongside, after } of rows) {
  const time = seconds === null ? '' : `${seconds.toFixed(1).padStart(6)} s`;
  const share =
    seconds === null ? '' : `${String(Math.round((seconds / total) * 100)).padStart(3)}%`;
  const over =
    seconds !== null && seconds > budget
      ? `  OVER ITS BUDGET by ${(seconds - budget).toFixed(1)} s`
      : '';
  const note =
    alongside && seconds !== null ? ` (beside ${alongside}${after ? `, after ${after}` : ''})` : '';
  console.log(
    `  ${name.padEnd(width)}  ${time.padEnd(8)}  ${`/ ${budget} s`.padEnd(8)}  ${share.padEnd(4)}  ` +
      `${status}${note}${over}`,
  );
}
const overTotal = total > BUDGET_SECONDS;
console.log(
  `  ${'total'.padEnd(width)}  ${`${total.toFixed(1).padStart(6)} s`}  / ${BUDGET_SECONDS} s ` +
    `(${Math.round((total / BUDGET_SECONDS) * 100)}%)` +
    (overTotal ? '  OVER THE BUDGET OF THE WHOLE RUN' : ''),
);
if (!failed && (overBudget.length > 0 || overTotal)) {
  const reasons = [
    ...overBudget.map(
      ({ name, seconds, budget }) => `${name} took ${seconds.toFixed(1)} s of its ${budget} s`,
    ),
    ...(overTotal ? [`the run took ${total.toFixed(1)} s of ${BUDGET_SECONDS} s`] : []),
  ];
  console.error(
    `\nnpm test: FAILED on time: ${reasons.join('; ')}. Every check passed: find what grew ` +
      '(each stage prints where its time went).',
  );
  process.exit(1);
}
process.exit(failed ? 1 : 0);
