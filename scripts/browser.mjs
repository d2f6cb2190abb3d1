// Debian's Chromium and the fonts the screenshots need. Nothing may download a browser
// on these machines (../shared/TOOLCHAIN.md), so they come from apt-get, as root.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// fonts-noto-cjk: glyphs the bundled web font (Inter) lacks, the same on every machine.
const PACKAGES = ['chromium', 'fonts-noto-cjk'];

function installed(pkg) {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes('install ok installed');
}

/** Installs what is missing (as root), or exits with a message saying what to install. */
export function ensureBrowser() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(CHROMIUM)) return;
    console.error(`setup: CHROMIUM_PATH=${CHROMIUM} does not exist.`);
    process.exit(1);
  }
  const missing = PACKAGES.filter((p) => !installed(p));
  if (missing.length === 0 && existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `setup: the story and end-to-end checks need Debian packages: ${missing.join(' ')}.\n` +
        `Install them once as root:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`setup: installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`setup: apt-get ${args[0]} failed (exit ${r.status}).`);
      process.exit(r.status ?? 1);
    }
  }
}

/** The full version Chromium reports, e.g. "156.0.8078.79". */
export function chromiumVersion() {
  const r = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  const match = /(\d+\.\d+\.\d+\.\d+)/.exec(r.stdout ?? '');
  if (!match)
    throw new Error(`Cannot read the Chromium version from ${CHROMIUM}: ${r.stdout}${r.stderr}`);
  return match[1];
}
