#!/usr/bin/env node
// `npm run test:stories`: builds the static Storybook and runs @storybook/test-runner in
// Debian Chromium once per pixel locale. Every story must render, pass its play function,
// pass axe (WCAG 2.2 AA) and match its committed screenshot exactly.
//
//   npm run test:stories                       check (CI)
//   npm run test:stories -- --update           re-baseline deliberately (see README)
//   npm run test:stories -- --locale de        one locale only
//   npm run test:stories -- --no-build         reuse storybook-static
//   npm run test:stories -- --files Button,Dialog  only story files whose path matches
//   npm run test:stories -- --out sb-mine       build into (and serve) another directory, so
//                                               two checks can run side by side
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumVersion, ensureBrowser } from './browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const baselineDir = join(root, 'stories', '__screenshots__');
const versionFile = join(baselineDir, 'chromium-version.txt');
const PIXEL_LOCALES = ['en', 'de', 'ja', 'pseudo'];

const argv = process.argv.slice(2);
const update = argv.includes('--update');
const optionValue = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const locales = optionValue('--locale') ? [optionValue('--locale')] : PIXEL_LOCALES;
const storyFilter = optionValue('--files');

ensureBrowser();
const version = chromiumVersion();
const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : null;
if (!update && recorded !== null && recorded !== version) {
  console.error(
    [
      `The screenshot baselines were made with Chromium ${recorded}; this machine has ${version}.`,
      'Pixels differ between Chromium versions, so the comparison would fail for the wrong reason.',
      'Re-baseline deliberately: run `npm run test:stories -- --update`, review every changed PNG',
      'under stories/__screenshots__/ (git diff --stat, then look at them), and commit them together',
      'with stories/__screenshots__/chromium-version.txt in a commit of their own.',
    ].join('\n'),
  );
  process.exit(1);
}

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NODE_OPTIONS: '' };
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}

const outDir = optionValue('--out') ?? 'storybook-static';

if (!argv.includes('--no-build')) {
  const started = Date.now();
  if (run(bin('storybook'), ['build', '--quiet', '-o', outDir]) !== 0) process.exit(1);
  console.log(`storybook build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(bin('http-server'), [outDir, '-p', String(port), '-a', '127.0.0.1', '-s'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
if (run(bin('wait-on'), ['-t', '30000', `tcp:127.0.0.1:${port}`]) !== 0) process.exit(1);

rmSync(join(root, 'test-results', 'story-diffs'), { recursive: true, force: true });
const failures = [];
const timings = [];
for (const locale of locales) {
  mkdirSync(join(baselineDir, locale), { recursive: true });
  const args = [
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers=1',
    '--config-dir',
    '.storybook',
  ];
  args.push(update ? '-u' : '--ci');
  if (storyFilter) args.push(...storyFilter.split(','));
  console.log(`\n=== stories in locale ${locale} ===`);
  const started = Date.now();
  const status = run(bin('test-storybook'), args, { STORY_LOCALE: locale });
  timings.push(`${locale}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) failures.push(locale);
}
stopServer();

if (update && failures.length === 0 && !storyFilter) writeFileSync(versionFile, `${version}\n`);
console.log(`\nstory checks per locale: ${timings.join(', ')} (Chromium ${version})`);
if (failures.length > 0) {
  console.error(
    `Story checks failed in: ${failures.join(', ')}. Screenshot diffs (when pixels differ) are in test-results/story-diffs/<locale>/.`,
  );
  process.exit(1);
}
