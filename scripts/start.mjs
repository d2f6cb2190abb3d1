#!/usr/bin/env node
// `npm start`: the demo in one command. Builds the release (`npm run build`: the app, the
// server render, release/), then starts, as in production, two processes on two ports:
//   - the stand-in API (release/stand-in.mjs) on STAND_IN_PORT (default 4174), which prints
//     the demo links;
//   - the front server (release/server.mjs) on PORT (default 4173), in front of it: the app's
//     pages, server-rendered, calling the stand-in on its own origin (CORS), as a real API.
// HOST applies to both. `npm start -- --no-build` serves the existing release (a quick
// restart). Ctrl+C stops both.
//
// The build always runs: the app's build also depends on VITE_* variables and .env files,
// which a "newer than the sources" check would miss.
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
  for (const file of ['release/server.mjs', 'release/stand-in.mjs', 'release/app/index.html']) {
    if (!existsSync(join(root, file))) {
      console.error(`start: ${file} is missing; run 'npm run build' or 'npm start'.`);
      process.exit(1);
    }
  }
} else {
  build('build');
}

const frontPort = process.env.PORT?.trim() || '4173';
const standInPort = process.env.STAND_IN_PORT?.trim() || String(Number(frontPort) + 1);
// Both addressed as localhost, as the demo links are: the staff cookie the stand-in sets is
// then the same site's as the app's pages.
const appOrigin = process.env.APP_ORIGIN?.trim() || `http://localhost:${frontPort}`;
const apiOrigin = process.env.API_ORIGIN?.trim() || `http://localhost:${standInPort}`;

const children = [];
function run(file, env) {
  const child = spawn(process.execPath, [join(root, 'release', file)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    // One stopped: stop the other, and leave with the first one's status.
    for (const other of children) if (other !== child && other.exitCode === null) other.kill();
    process.exitCode ??= code ?? (signal ? 1 : 0);
  });
  return child;
}

run('stand-in.mjs', { PORT: standInPort, APP_ORIGIN: appOrigin });
// The demo prints the stand-in's links; the front server's request log stays quiet unless
// LOG_REQUESTS=1 is asked for.
run('server.mjs', {
  PORT: frontPort,
  API_ORIGIN: apiOrigin,
  LOG_REQUESTS: process.env.LOG_REQUESTS === '1' ? '1' : '0',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
