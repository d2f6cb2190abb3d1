// The browser of the story and end-to-end checks: the Chromium that @sparticuz/chromium ships
// inside its npm package, so package-lock.json pins its version. Nothing is downloaded and
// nothing comes from apt: the package holds the binary brotli-packed, we unpack it once per
// package version into node_modules/.cache, and the binary links only against libc, libexpat
// and libgcc. No root needed.
//
// Fonts: Chromium is started with a fontconfig file that lists only the fonts of the same
// package, so no system font can reach a screenshot. Every glyph comes from a web font the
// stories load from npm (@fontsource packages, pinned by the lockfile). `CHECKS_SYSTEM_FONTS=1`
// starts it with the machine's fonts visible instead, to show that pixels do not depend on them.
//
// `CHROMIUM_PATH=/path/to/chrome` still runs the checks in another build (pixels will differ).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = join(root, 'node_modules', '@sparticuz', 'chromium');

/**
 * Launch flags. Playwright adds --no-sandbox, --headless and the background-networking
 * flags itself. --disable-partial-raster keeps screenshots byte-identical across runs
 * (../shared/TOOLCHAIN.md); no hinting keeps glyph outlines the same at every size.
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--disable-partial-raster',
  '--font-render-hinting=none',
  '--disable-dev-shm-usage',
];

function packageVersion() {
  if (!existsSync(join(packageDir, 'package.json'))) {
    throw new Error(
      'node_modules/@sparticuz/chromium is missing: run `npm install` (or `npm test`, whose ' +
        'pretest step installs it).',
    );
  }
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
}

function cacheDir() {
  return join(root, 'node_modules', '.cache', 'candidate-meet-chromium', packageVersion());
}

/**
 * Path of the Chromium binary, unpacked on first use (about 10 s). The unpacked file is
 * keyed by the package version, so a lockfile bump unpacks the new one and a stale binary
 * in /tmp (where @sparticuz/chromium would put it) is never picked up.
 */
export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    }
    return process.env.CHROMIUM_PATH;
  }
  const dir = cacheDir();
  const binary = join(dir, 'chromium');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const partial = `${binary}.${process.pid}.partial`;
  await pipeline(
    createReadStream(join(packageDir, 'bin', 'chromium.br')),
    createBrotliDecompress({ chunkSize: 2 ** 21 }),
    createWriteStream(partial, { mode: 0o755 }),
  );
  chmodSync(partial, 0o755);
  // Two checks started side by side may both unpack it: the rename is atomic.
  renameSync(partial, binary);
  return binary;
}

/** Writes the regular files of an (uncompressed) tar archive into `dir`. */
function untar(archive, dir) {
  for (let at = 0; at + 512 <= archive.length;) {
    const header = archive.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const size = Number.parseInt(header.subarray(124, 136).toString('utf8').trim(), 8) || 0;
    const type = String.fromCharCode(header[156] || 48);
    if (type === '0') {
      const target = join(dir, name);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, archive.subarray(at + 512, at + 512 + size));
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

/**
 * Environment for the Chromium process: fontconfig sees one font directory, the Open Sans
 * that ships inside the same package (Chromium aborts when fontconfig has no font at all, even
 * for a <select>), and no system font. Pages draw their text with the web fonts they load;
 * the fallback is pinned by the lockfile like the browser. CHECKS_SYSTEM_FONTS=1 shows the
 * machine's fonts instead, to prove that no glyph of a screenshot depends on them.
 */
export function chromiumEnv() {
  if (process.env.CHECKS_SYSTEM_FONTS === '1') return {};
  const dir = cacheDir();
  const fonts = join(dir, 'fonts');
  const file = join(dir, 'fonts.conf');
  if (!existsSync(join(fonts, 'Open_Sans'))) {
    const packed = readFileSync(join(packageDir, 'bin', 'fonts.tar.br'));
    untar(brotliDecompressSync(packed), dir);
  }
  const contents = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<!-- Only the fonts of the pinned browser package: no system font reaches a screenshot. -->',
    '<fontconfig>',
    `  <dir>${fonts}</dir>`,
    `  <cachedir>${join(dir, 'fontconfig-cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== contents) writeFileSync(file, contents);
  return { FONTCONFIG_FILE: file, FONTCONFIG_PATH: dir };
}

/** Launch options for playwright-core: the pinned binary, its flags and font environment. */
export async function launchOptions() {
  return {
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...chromiumEnv() },
  };
}

/** The full version the binary reports, e.g. "153.0.8010.0". */
export function chromiumVersion(binary) {
  const r = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  const match = /(\d+\.\d+\.\d+\.\d+)/.exec(r.stdout ?? '');
  if (!match) {
    throw new Error(`Cannot read the Chromium version from ${binary}: ${r.stdout}${r.stderr}`);
  }
  return match[1];
}

/** Removes every unpacked binary but the current one (they are ~200 MB each). */
export function pruneOldBinaries() {
  const parent = dirname(cacheDir());
  const keep = packageVersion();
  const r = spawnSync('ls', [parent], { encoding: 'utf8' });
  for (const name of (r.stdout ?? '').split('\n').filter(Boolean)) {
    if (name !== keep) rmSync(join(parent, name), { recursive: true, force: true });
  }
}
