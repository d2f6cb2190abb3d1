#!/usr/bin/env node
// `npm run test:stories`: builds the static Storybook and runs @storybook/test-runner in the
// Chromium pinned by package-lock.json (scripts/browser.mjs) once per pixel locale. Every story must render, pass its play function,
// pass axe (WCAG 2.2 AA) and match its committed screenshot exactly.
//
//   npm run test:stories                       check (CI)
//   npm run test:stories -- --update           re-baseline deliberately (see README)
//   npm run test:stories -- --locale de        one locale only
//   npm run test:stories -- --no-build         reuse storybook-static
//   npm run test:stories -- --files Button,Dialog  only story files whose path matches
//   npm run test:stories -- --out sb-mine       build into (and serve) another directory, so
//                                               two checks can run side by side
//   npm run test:stories -- --parallel 1        locales one after another (default: 4 at once)
//   npm run review -- --locale sw              (= --review) the translators' contact sheet of one
//                                               language, or of all 14 (--locale all, the default):
//                                               every story's screenshot on one page,
//                                               reports/review/<locale>/index.html
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumEnv, chromiumPath, chromiumVersion } from './browser.mjs';
import { writeContactSheets } from './contact-sheet.mjs';

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
const review = argv.includes('--review');
const REVIEW_LOCALES = [
  'en',
  'es',
  'pt',
  'de',
  'nl',
  'se',
  'fr',
  'it',
  'sw',
  'zh',
  'ko',
  'ja',
  'cs',
  'pl',
];
const reviewDir = join(root, 'reports', 'review');
const chosenLocale = optionValue('--locale');
const locales =
  chosenLocale && chosenLocale !== 'all'
    ? chosenLocale.split(',')
    : review
      ? REVIEW_LOCALES
      : PIXEL_LOCALES;
if (review && update) {
  console.error('--review writes contact sheets and never touches baselines: drop --update.');
  process.exit(1);
}
const storyFilter = optionValue('--files');

const chromium = await chromiumPath();
const version = chromiumVersion(chromium);
const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : null;
if (!review && !update && recorded !== null && recorded !== version) {
  console.error(
    [
      `The screenshot baselines were made with Chromium ${recorded}; this run has ${version}.`,
      'Pixels differ between Chromium versions, so the comparison would fail for the wrong reason.',
      'The browser is pinned by package-lock.json (@sparticuz/chromium): if you set CHROMIUM_PATH,',
      'unset it. If you bumped the package on purpose, re-baseline deliberately: run',
      '`npm run test:stories -- --update`, review every changed PNG',
      'under stories/__screenshots__/ (git diff --stat, then look at them), and commit them together',
      'with stories/__screenshots__/chromium-version.txt in a commit of their own.',
    ].join('\n'),
  );
  process.exit(1);
}

const env = {
  ...process.env,
  ...chromiumEnv(),
  CHROMIUM_PATH: chromium,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NODE_OPTIONS: '',
};
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

/**
 * One test-runner (one Jest worker, one browser) per locale, `--parallel` of them at once.
 * A single run keeps about a third of a core busy (most of its time is the browser rendering
 * and the runner waiting for it), so on two cores four at once finish in about the time of
 * two. Each locale's output is held back and printed whole when it ends, so logs never
 * interleave.
 */
function checkLocale(locale) {
  if (review) rmSync(join(reviewDir, locale), { recursive: true, force: true });
  else mkdirSync(join(baselineDir, locale), { recursive: true });
  const args = [
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers=1',
    '--config-dir',
    '.storybook',
  ];
  args.push(update ? '-u' : '--ci');
  if (storyFilter) args.push(...storyFilter.split(','));
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(bin('test-storybook'), args, {
      cwd: root,
      env: {
        ...env,
        FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
        STORY_LOCALE: locale,
        STORY_UPDATE: update ? '1' : '0',
        ...(review ? { STORY_SHOTS_DIR: join(reviewDir, locale) } : {}),
      },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n=== stories in locale ${locale} (${seconds.toFixed(1)} s) ===\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ locale, seconds, ok: code === 0 });
    });
  });
}

const parallel = Math.max(1, Number(optionValue('--parallel') ?? 4));
const queue = [...locales];
const results = [];
const startedAll = Date.now();
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length > 0) results.push(await checkLocale(queue.shift()));
  }),
);
const wall = (Date.now() - startedAll) / 1000;
stopServer();

const index = JSON.parse(readFileSync(join(root, outDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story').length;
const checks = storyFilter ? undefined : stories * locales.length;
const failures = locales.filter((locale) => !results.find((r) => r.locale === locale)?.ok);
if (update && failures.length === 0 && !storyFilter) writeFileSync(versionFile, `${version}\n`);
const perLocale = locales
  .map((locale) => `${locale} ${results.find((r) => r.locale === locale).seconds.toFixed(1)} s`)
  .join(', ');
console.log(
  `\nstory checks: ${wall.toFixed(1)} s for ${locales.length} locale(s), ${parallel} at a time ` +
    `(${perLocale})` +
    (checks ? `; ${checks} checks, ${((wall / checks) * 1000).toFixed(0)} ms per check` : '') +
    ` (Chromium ${version})`,
);
if (review) {
  const sheets = writeContactSheets({
    index,
    locales,
    reviewDir,
    storybookDir: join(root, outDir),
    filter: storyFilter,
    version,
  });
  console.log(`\ncontact sheets (open in a browser):\n${sheets.map((f) => `  ${f}`).join('\n')}`);
}
if (failures.length > 0) {
  console.error(
    `Story checks failed in: ${failures.join(', ')}. Screenshot diffs (when pixels differ) are in test-results/story-diffs/<locale>/.`,
  );
  process.exit(1);
}
