#!/usr/bin/env node
// `npm run test:stories`: builds the static Storybook and checks every story in the Chromium
// pinned by package-lock.json (scripts/browser.mjs), in each pixel locale: it renders, its play
// function passes, axe finds no WCAG 2.2 A/AA violation (those three are @storybook/test-runner's
// own verdicts, from its page script), its <html lang> is the locale's, and its screenshot
// matches the committed baseline exactly. One vitest process drives one browser with a pool of
// pages (.storybook/stories.check.ts, .storybook/story-checks.ts).
//
//   npm run test:stories                       check (CI)
//   npm run test:stories -- --update           re-baseline deliberately (see README)
//   npm run test:stories -- --locale de        one locale only (or de,ja)
//   npm run test:stories -- --no-build         reuse storybook-static
//   npm run test:stories -- --files Button,Dialog  only story files whose path matches
//   npm run test:stories -- --changed          only the stories whose files, or whose imports,
//                                               changed against main (--changed-base <ref>)
//   npm run test:stories -- --pages 4          pages at once (default: two per core)
//   npm run test:stories -- --out sb-mine       build into (and serve) another directory, so
//                                               two checks can run side by side
//   npm run review -- --locale sw              (= --review) the translators' contact sheet of one
//                                               language, or of all 14 (--locale all, the default):
//                                               every story's screenshot on one page,
//                                               reports/review/<locale>/index.html
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumEnv, chromiumPath, chromiumVersion } from './browser.mjs';
import { changedStories } from './changed-stories.mjs';
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
const changedOnly = argv.includes('--changed');

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
if (review)
  for (const locale of locales) rmSync(join(reviewDir, locale), { recursive: true, force: true });

const index = JSON.parse(readFileSync(join(root, outDir, 'index.json'), 'utf8'));
let onlyIds = null;
if (changedOnly) {
  const base =
    optionValue('--changed-base') ??
    (spawnSync('git', ['rev-parse', '--verify', '--quiet', 'origin/main'], { cwd: root }).status ===
    0
      ? 'origin/main'
      : 'main');
  const picked = changedStories({ root, index, base });
  console.log(picked.reason);
  onlyIds = picked.ids;
} else if (storyFilter) {
  const parts = storyFilter.split(',');
  onlyIds = Object.values(index.entries)
    .filter((e) => e.type === 'story' && parts.some((p) => e.importPath.includes(p)))
    .map((e) => e.id);
}

/**
 * Every story in every locale, in one vitest process driving one browser with a pool of pages
 * (.storybook/stories.check.ts): each page is opened once in its locale and reused story after
 * story, so nothing is booted per story file.
 */
const pages = optionValue('--pages');
const startedAll = Date.now();
let ok = true;
if (onlyIds === null || onlyIds.length > 0) {
  const status = run(bin('vitest'), ['run', '--config', '.storybook/vitest.stories.config.ts'], {
    STORYBOOK_URL: `http://127.0.0.1:${port}`,
    STORY_LOCALES: locales.join(','),
    STORY_UPDATE: update ? '1' : '0',
    CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
    ...(onlyIds === null ? {} : { STORY_IDS: onlyIds.join(',') }),
    ...(pages ? { STORY_PAGES: pages } : {}),
    ...(review ? { STORY_SHOTS_DIR: reviewDir } : {}),
  });
  ok = status === 0;
}
const wall = (Date.now() - startedAll) / 1000;
stopServer();

const storyCount = Object.values(index.entries).filter((entry) => entry.type === 'story').length;
const checks = (onlyIds === null ? storyCount : onlyIds.length) * locales.length;
if (update && ok && onlyIds === null) writeFileSync(versionFile, `${version}\n`);
console.log(
  `\nstory checks: ${wall.toFixed(1)} s for ${checks} checks (${locales.join(', ')})` +
    (checks ? `, ${((wall / checks) * 1000).toFixed(0)} ms per check` : '') +
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
if (!ok) {
  console.error(
    'Story checks failed. Screenshot diffs (when pixels differ) are in test-results/story-diffs/<locale>/.',
  );
  process.exit(1);
}
