#!/usr/bin/env node
// `npm run test:e2e`: builds the harness app, then runs the end-to-end journeys
// (harness/e2e/*.e2e.ts) against the stand-in server in the Chromium pinned by
// package-lock.json (scripts/browser.mjs), with its fonts and no system font.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumEnv, chromiumPath, chromiumVersion } from './browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const chromium = await chromiumPath();
const env = {
  ...process.env,
  ...chromiumEnv(),
  CHROMIUM_PATH: chromium,
  CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
};
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const started = Date.now();
if (run('npm', ['run', '--silent', 'build:harness']) !== 0) process.exit(1);
const built = Date.now();
const status = run(bin('vitest'), [
  'run',
  '--config',
  'harness/e2e/vitest.config.ts',
  ...process.argv.slice(2),
]);
const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `e2e: build ${seconds(built - started)} s, journeys ${seconds(Date.now() - built)} s ` +
    `(Chromium ${chromiumVersion(chromium)})`,
);
process.exit(status);
