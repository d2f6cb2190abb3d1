/**
 * The pure part of the bundle budget (scripts/bundle-budget.mjs): which JavaScript files of the
 * harness build a route loads before its first paint, and their sizes. No file system here:
 * the caller passes the parsed `dist/.vite/manifest.json`, the parsed
 * `dist/.vite/chunk-modules.json` (written by harness/vite.config.ts) and a size function.
 *
 * Manifest shape (Vite): `{ [key]: { file, src?, isEntry?, isDynamicEntry?, imports?: key[],
 * dynamicImports?: key[], css?: string[] } }`, keys relative to the Vite root (`harness/`).
 * A file's static imports load with it (Vite preloads them alongside a dynamic import), so a
 * chunk costs its whole static-import closure; dynamic imports load later and cost nothing.
 */

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */
/** @typedef {Record<string, ManifestChunk>} Manifest */
/** @typedef {Record<string, Record<string, number>>} ChunkModules */

/**
 * The manifest keys reachable from `start` through static imports (start included), in the
 * order first reached (depth first, imports in manifest order).
 * @param {Manifest} manifest
 * @param {readonly string[]} start
 * @returns {string[]}
 */
export function staticClosure(manifest, start) {
  /** @type {string[]} */
  const out = [];
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no entry "${key}".`);
    seen.add(key);
    out.push(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of start) visit(key);
  return out;
}

/**
 * The manifest key of the build's one entry chunk (`isEntry`).
 * @param {Manifest} manifest
 * @returns {string}
 */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  }
  return /** @type {string} */ (entries[0]);
}

/**
 * The manifest key of the JavaScript file that holds the module `source` (a path relative to
 * the repository, e.g. `src/features/candidate/screens/LoadingScreen.tsx`): the chunk of its
 * own when it has one, otherwise the chunk it was bundled into. Throws when no file holds it
 * (a renamed module must not make the budget pass by counting nothing).
 * @param {Manifest} manifest
 * @param {ChunkModules} chunkModules
 * @param {string} source
 * @returns {string}
 */
export function keyHolding(manifest, chunkModules, source) {
  const keys = Object.keys(manifest);
  const byFile = new Map(keys.map((k) => [manifest[k]?.file, k]));
  const holders = Object.entries(chunkModules)
    .filter(([, modules]) => Object.hasOwn(modules, source))
    .map(([file]) => byFile.get(file))
    .filter((k) => k !== undefined);
  if (holders.length === 0) {
    throw new Error(`No JavaScript file of the build holds ${source}.`);
  }
  if (holders.length > 1) {
    throw new Error(`${source} is in more than one file: ${holders.join(', ')}.`);
  }
  return /** @type {string} */ (holders[0]);
}

/** `src/features/x/LoadingScreen.tsx` → `LoadingScreen`. */
const shortName = (/** @type {string} */ source) =>
  source.replace(/^.*\//, '').replace(/\.[^.]*$/, '');

/**
 * What a route loads before its first paint: the entry chunk and its static imports, the
 * chunks holding each of `sources` (the route's lazy page, the first screens) and their static
 * imports. Each file once, in load order; `reason` says why it is counted: `entry`, `holds …`
 * (the modules of `sources` it holds) and/or `static import of …`.
 * @param {Manifest} manifest
 * @param {ChunkModules} chunkModules
 * @param {readonly string[]} sources modules the first paint needs, in load order
 * @returns {{ key: string, file: string, reason: string }[]}
 */
export function initialFiles(manifest, chunkModules, sources) {
  /** @type {Map<string, { holds: string[], via: string | null }>} */
  const why = new Map();
  const add = (/** @type {string} */ key, /** @type {string} */ via) => {
    for (const k of staticClosure(manifest, [key])) {
      if (!why.has(k)) why.set(k, { holds: [], via: k === key ? null : via });
    }
  };
  const entry = entryKey(manifest);
  add(entry, 'entry');
  for (const source of sources) {
    const key = keyHolding(manifest, chunkModules, source);
    add(key, shortName(source));
    why.get(key)?.holds.push(shortName(source));
  }
  return [...why].map(([key, { holds, via }]) => {
    const reasons = [];
    if (key === entry) reasons.push('entry');
    if (holds.length > 0) reasons.push(`holds ${holds.join(', ')}`);
    if (via !== null) reasons.push(`static import of ${via}`);
    return {
      key,
      file: /** @type {ManifestChunk} */ (manifest[key]).file,
      reason: reasons.join('; '),
    };
  });
}

/**
 * Sizes of each file and the total.
 * @template {{ file: string }} T
 * @param {readonly T[]} files
 * @param {(file: string) => { raw: number, gzip: number }} sizeOf
 * @returns {{ rows: (T & { raw: number, gzip: number })[], raw: number, gzip: number }}
 */
export function measure(files, sizeOf) {
  const rows = files.map((f) => ({ ...f, ...sizeOf(f.file) }));
  return {
    rows,
    raw: rows.reduce((n, r) => n + r.raw, 0),
    gzip: rows.reduce((n, r) => n + r.gzip, 0),
  };
}

/**
 * The largest modules of the given files, by rendered (pre-minification) size: what the initial
 * JavaScript is made of.
 * @param {ChunkModules} chunkModules
 * @param {readonly string[]} files
 * @param {number} limit
 * @returns {{ module: string, size: number }[]}
 */
export function largestModules(chunkModules, files, limit) {
  /** @type {{ module: string, size: number }[]} */
  const all = [];
  for (const file of files) {
    for (const [module, size] of Object.entries(chunkModules[file] ?? {})) {
      all.push({ module, size });
    }
  }
  return all.sort((a, b) => b.size - a.size || a.module.localeCompare(b.module)).slice(0, limit);
}
