#!/usr/bin/env node
// Installs what the project needs before `npm start` / `npm test` on a fresh clone.
// Node built-ins only: it runs before node_modules exists.
//
//   node scripts/setup.mjs            npm dependencies, when missing or out of date
//
// That is all the checks need: the browser (@sparticuz/chromium) and every font come from the
// npm registry, pinned by the lockfile, and unpack on first use (scripts/browser.mjs). No root,
// no apt-get, no download at install time.
// `npm ci` cannot be used on this registry (see ../shared/TOOLCHAIN.md): `npm install`
// installs from the committed lockfile and leaves it unchanged.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.candidate-meet-setup');

function digest() {
  const h = createHash('sha256');
  for (const f of ['package.json', 'package-lock.json']) {
    const p = join(root, f);
    if (existsSync(p)) h.update(readFileSync(p));
  }
  return h.digest('hex');
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`setup: '${cmd} ${args.join(' ')}' failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
}

const want = digest();
const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
if (want !== have) {
  console.log('setup: installing npm dependencies (npm install from package-lock.json)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
  // Digest again: an install that normalised the lockfile must not trigger another one.
  writeFileSync(stamp, digest() + '\n');
}
