// The browser figures of issue 14 for `npm run bench`: runs the two measuring journeys in the
// pinned Chromium (scripts/test-e2e.mjs: the bytes transferred before the first paint, and the
// main thread and heap while 10,000 results stream at 4× CPU) and prints their figures beside
// the targets. The journeys assert the same figures, with a margin, in `npm test`.
import { spawnSync } from 'node:child_process';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';

export const BROWSER_TARGETS = {
  transferBytes: 110 * 1024,
  /** harness/e2e/first-paint.e2e.ts's INTERACTIVE_TRANSFER_BUDGET. */
  tapTransferBytes: 160 * 1024,
  longTasks: 0,
  slotTickMs: 100,
  heapMb: 15,
  layoutShift: 0.01,
};

/** The machine's load: these figures mean little on a busy machine. */
export function machineLoad() {
  const [one, five] = loadavg();
  return `load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${cpus().length} cores`;
}

/** Runs the journeys and prints the figures; resolves whether every target was met. */
export function browserFigures(root) {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'scripts', 'test-e2e.mjs'),
      'harness/e2e/first-paint.e2e.ts',
      'harness/e2e/streaming.e2e.ts',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  const out = `${run.stdout}\n${run.stderr}`;
  const t = BROWSER_TARGETS;
  // Before the first paint (the target's figure), and before the page answers a tap (the
  // journey's "total" line, which this row used to read against the first-paint target).
  const total = Number(/before its first contentful paint: (\d+) B/.exec(out)?.[1] ?? Number.NaN);
  const beforeTap = Number(/^\s*total\s+(\d+) B/m.exec(out)?.[1] ?? Number.NaN);
  const stream =
    /flooded-results at \d+× CPU: (\d+) long tasks \(([^)]*)\); worst slot tick (\d+) ms .*?JS heap after the stream ([\d.]+) MB(?:; layout shift ([\d.]+))?/.exec(
      out,
    );
  const [longTasks, durations, click, heap, shift] = stream
    ? [Number(stream[1]), stream[2], Number(stream[3]), Number(stream[4]), Number(stream[5])]
    : [Number.NaN, '', Number.NaN, Number.NaN, Number.NaN];
  const rows = [
    [
      'JavaScript before first paint',
      `${total} B`,
      `≤ ${t.transferBytes} B`,
      total <= t.transferBytes,
    ],
    [
      'JavaScript before the first tap',
      `${beforeTap} B`,
      `≤ ${t.tapTransferBytes} B`,
      beforeTap <= t.tapTransferBytes,
    ],
    [
      'long tasks, 10,000 results, 4× CPU',
      `${longTasks} (${durations})`,
      `${t.longTasks}`,
      longTasks <= t.longTasks,
    ],
    [
      'worst slot tick while streaming',
      `${click} ms`,
      `< ${t.slotTickMs} ms`,
      click < t.slotTickMs,
    ],
    ['JS heap after 10,000 results', `${heap} MB`, `≤ ${t.heapMb} MB`, heap <= t.heapMb],
    [
      'layout shift, 10,000 results, 4× CPU',
      `${shift}`,
      `≤ ${t.layoutShift}`,
      shift <= t.layoutShift,
    ],
  ];
  console.log(`Browser (Chromium, scripts/test-e2e.mjs; ${machineLoad()})`);
  for (const [name, value, target, ok] of rows) {
    console.log(
      `${name.padEnd(38)} ${value.padEnd(22)} target ${target.padEnd(12)} ${ok ? 'meets' : 'MISSES'}`,
    );
  }
  if (run.status !== 0) console.error(out.split('\n').slice(-40).join('\n'));
  return run.status === 0 && rows.every((row) => row[3]);
}
