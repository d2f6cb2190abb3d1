#!/usr/bin/env node
// `npm start`: builds the harness app (dist/) and the stand-in server (dist-server/), then
// serves both on one port (PORT, default 4173; HOST, default 127.0.0.1) and prints the demo
// links. `npm start -- --no-build` serves the existing builds (for a quick restart).
//
// Both builds always run (a few seconds each): the app's build also depends on VITE_*
// variables and .env files, which a "newer than the sources" check would miss.
// Dependencies are installed before this runs (`prestart`: scripts/setup.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build(script) {
  const started = Date.now();
  console.log(`start: npm run ${script}…`);
  const r = spawnSync(npm, ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`start: 'npm run ${script}' failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
  console.log(`start: ${script} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv.includes('--no-build')) {
  for (const [file, script] of [
    ['dist/index.html', 'build:harness'],
    ['dist-ssr/server-render.js', 'build:harness'],
    ['dist-server/main.js', 'build:server'],
  ]) {
    if (!existsSync(join(root, file))) {
      console.error(`start: ${file} is missing; run 'npm run ${script}' or 'npm start'.`);
      process.exit(1);
    }
  }
} else {
  build('build:harness');
  build('build:server');
}

// The server prints its URL and the demo links; Ctrl+C stops it.
const server = spawn(process.execPath, [join(root, 'dist-server', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
