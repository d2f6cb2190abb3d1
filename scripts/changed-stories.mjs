// `npm run test:stories -- --changed`: the stories whose story file, or anything it imports (to
// any depth), changed against main: committed since the branch left main, staged, unstaged or
// untracked. A changed baseline (stories/__screenshots__/<locale>/<id>.png) picks its story. A
// change the import graph cannot place (the workbench's own set-up, packages, static files)
// picks every story. CI never uses this: it checks everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** Changes that reach every story: the workbench, packages and what Storybook serves as is. */
const EVERYTHING = [
  /^\.storybook\//,
  /^package(-lock)?\.json$/,
  /^tsconfig\.json$/,
  /^public\//,
  /^fixtures\/backgrounds\//,
];
const SOURCE = /\.(?:tsx?|mjs|js|json|mdx|css)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];
const IMPORT =
  /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|['"][^'"]+['"])/g;

function git(root, args) {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n').filter(Boolean) : null;
}

/** Files changed against `base`: since the merge base, plus staged, unstaged and untracked. */
export function changedFiles(root, base) {
  const mergeBase = git(root, ['merge-base', base, 'HEAD'])?.[0];
  if (!mergeBase) throw new Error(`--changed: no merge base between '${base}' and HEAD.`);
  return [
    ...new Set([
      ...(git(root, ['diff', '--name-only', mergeBase]) ?? []),
      ...(git(root, ['ls-files', '--others', '--exclude-standard']) ?? []),
    ]),
  ];
}

function resolveFile(root, fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = normalize(join(dirname(fromFile), specifier));
  for (const ext of EXTENSIONS) {
    const candidate = target + ext;
    const full = join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Files matching an import.meta.glob pattern ('*' within a folder, '**' across folders). */
function globFiles(root, fromFile, pattern) {
  if (!pattern.startsWith('.')) return [];
  const full = normalize(join(dirname(fromFile), pattern));
  const fixed = full.split(/[*{]/)[0].replace(/[^/]*$/, '');
  const regex = new RegExp(
    `^${full
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(?:.*/)?')
      .replace(/\*/g, '[^/]*')}$`,
  );
  const out = [];
  const walk = (dir) => {
    const abs = join(root, dir);
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (regex.test(path)) out.push(path);
    }
  };
  walk(fixed.replace(/\/$/, '') || '.');
  return out;
}

/** The local files `file` imports (relative specifiers and import.meta.glob patterns). */
function importsOf(root, file) {
  if (!/\.(?:tsx?|mjs|js|mdx)$/.test(file)) return [];
  const text = readFileSync(join(root, file), 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const [, from, dynamic, bare, glob] = match;
    const specifier = from ?? dynamic ?? bare;
    if (specifier) {
      const resolved = resolveFile(root, file, specifier);
      if (resolved) found.push(resolved);
    } else if (glob) {
      for (const [, pattern] of glob.matchAll(/['"]([^'"]+)['"]/g)) {
        found.push(...globFiles(root, file, pattern));
      }
    }
  }
  return found;
}

/** Every local file `entry` reaches through imports, itself included. */
export function importClosure(root, entry, cache = new Map()) {
  const seen = new Set();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    let direct = cache.get(file);
    if (!direct) {
      direct = existsSync(join(root, file)) ? importsOf(root, file) : [];
      cache.set(file, direct);
    }
    stack.push(...direct);
  }
  return seen;
}

/**
 * The story ids (of the built Storybook's index) that `changed` files reach, and a sentence
 * saying why.
 */
export function storiesAffectedBy(root, index, changed) {
  const stories = Object.values(index.entries).filter((e) => e.type === 'story');
  const relevant = changed.filter((file) => SOURCE.test(file) || file.endsWith('.png'));
  const everything = relevant.find((file) => EVERYTHING.some((pattern) => pattern.test(file)));
  if (everything) {
    return {
      ids: stories.map((e) => e.id),
      reason: `--changed: ${everything} changed, which reaches every story: checking all ${stories.length}.`,
    };
  }
  const changedSet = new Set(relevant);
  const ids = new Set();
  for (const file of relevant) {
    const shot = /^stories\/__screenshots__\/[^/]+\/(.+)\.png$/.exec(file);
    if (shot) ids.add(shot[1]);
  }
  const cache = new Map();
  const closures = new Map();
  for (const story of stories) {
    const file = relative('.', normalize(story.importPath));
    let closure = closures.get(file);
    if (!closure) {
      closure = importClosure(root, file, cache);
      closures.set(file, closure);
    }
    for (const reached of closure) {
      if (changedSet.has(reached)) {
        ids.add(story.id);
        break;
      }
    }
  }
  const picked = stories.filter((e) => ids.has(e.id)).map((e) => e.id);
  return {
    ids: picked,
    reason:
      `--changed: ${relevant.length} changed file(s) reach ${picked.length} of ` +
      `${stories.length} stories.`,
  };
}

/** `--changed`: the stories reached by what changed against `base`. */
export function changedStories({ root, index, base }) {
  return storiesAffectedBy(root, index, changedFiles(root, base));
}
