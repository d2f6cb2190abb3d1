import { describe, expect, it } from 'vitest';
import {
  type ChunkModules,
  type Manifest,
  entryKey,
  initialFiles,
  keyHolding,
  largestModules,
  measure,
  staticClosure,
} from './bundle-graph.mjs';

/**
 * A build like the harness's: the entry loads the candidate page lazily; the page's chunk
 * imports a shared chunk statically and the journey lazily; the journey imports the page's
 * chunk back (a cycle through a dynamic edge) and a chunk of its own.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['_candidate.js', 'app/pages/Other.tsx'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_candidate.js': {
    file: 'assets/candidate.js',
    imports: ['index.html', '_shared.js'],
    dynamicImports: ['src/Journey.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'src/Journey.tsx': {
    file: 'assets/Journey.js',
    isDynamicEntry: true,
    imports: ['_candidate.js', '_journey-only.js'],
  },
  '_journey-only.js': { file: 'assets/journey-only.js' },
  'app/pages/Other.tsx': { file: 'assets/Other.js', isDynamicEntry: true, imports: ['_shared.js'] },
};

const modules: ChunkModules = {
  'assets/index.js': { 'harness/app/main.tsx': 900, 'node_modules/react/index.js': 5000 },
  'assets/runtime.js': { '\0rolldown/runtime.js': 300 },
  'assets/candidate.js': {
    'harness/app/pages/CandidateLinkPage.tsx': 100,
    'src/screens/LoadingScreen.tsx': 700,
  },
  'assets/shared.js': { 'src/ui/Button.tsx': 400 },
  'assets/Journey.js': { 'src/Journey.tsx': 9000 },
  'assets/journey-only.js': { 'src/domain/results.ts': 8000 },
  'assets/Other.js': { 'app/pages/Other.tsx': 50 },
};

describe('staticClosure', () => {
  it('follows static imports only, each file once, in the order first reached', () => {
    expect(staticClosure(manifest, ['_candidate.js'])).toEqual([
      '_candidate.js',
      'index.html',
      '_runtime.js',
      '_shared.js',
    ]);
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_runtime.js']);
  });

  it('fails on a key the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['missing.js'])).toThrow(/missing\.js/);
  });
});

describe('entryKey', () => {
  it('finds the one entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('fails without exactly one entry', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/one entry/);
    expect(() =>
      entryKey({ a: { file: 'a.js', isEntry: true }, b: { file: 'b.js', isEntry: true } }),
    ).toThrow(/found 2/);
  });
});

describe('keyHolding', () => {
  it('finds the chunk a module was bundled into', () => {
    expect(keyHolding(manifest, modules, 'src/screens/LoadingScreen.tsx')).toBe('_candidate.js');
    expect(keyHolding(manifest, modules, 'src/Journey.tsx')).toBe('src/Journey.tsx');
  });

  it('fails when no file holds the module, so a rename cannot make the budget pass', () => {
    expect(() => keyHolding(manifest, modules, 'src/screens/Gone.tsx')).toThrow(/Gone\.tsx/);
  });

  it('fails when two files hold it', () => {
    const twice = { ...modules, 'assets/Other.js': { 'src/ui/Button.tsx': 400 } };
    expect(() => keyHolding(manifest, twice, 'src/ui/Button.tsx')).toThrow(/more than one/);
  });
});

describe('initialFiles', () => {
  it('counts the entry, the chunks holding the first-paint modules and their static imports', () => {
    const files = initialFiles(manifest, modules, [
      'harness/app/pages/CandidateLinkPage.tsx',
      'src/screens/LoadingScreen.tsx',
    ]);
    expect(files).toEqual([
      { key: 'index.html', file: 'assets/index.js', reason: 'entry' },
      { key: '_runtime.js', file: 'assets/runtime.js', reason: 'static import of entry' },
      {
        key: '_candidate.js',
        file: 'assets/candidate.js',
        reason: 'holds CandidateLinkPage, LoadingScreen',
      },
      {
        key: '_shared.js',
        file: 'assets/shared.js',
        reason: 'static import of CandidateLinkPage',
      },
    ]);
  });

  it('says when a file is both a static import and the holder of a first-paint module', () => {
    const files = initialFiles(manifest, modules, [
      'src/screens/LoadingScreen.tsx',
      'src/ui/Button.tsx',
    ]);
    expect(files.find((f) => f.key === '_shared.js')?.reason).toBe(
      'holds Button; static import of LoadingScreen',
    );
  });

  it('never counts what loads lazily later (the journey, other routes)', () => {
    const files = initialFiles(manifest, modules, ['src/screens/LoadingScreen.tsx']).map(
      (f) => f.file,
    );
    expect(files).not.toContain('assets/Journey.js');
    expect(files).not.toContain('assets/journey-only.js');
    expect(files).not.toContain('assets/Other.js');
  });
});

describe('measure', () => {
  it('adds the sizes of each file', () => {
    const sizes: Record<string, { raw: number; gzip: number }> = {
      'a.js': { raw: 1000, gzip: 400 },
      'b.js': { raw: 500, gzip: 250 },
    };
    const result = measure([{ file: 'a.js' }, { file: 'b.js' }], (file) => sizes[file]!);
    expect(result.raw).toBe(1500);
    expect(result.gzip).toBe(650);
    expect(result.rows[1]).toEqual({ file: 'b.js', raw: 500, gzip: 250 });
  });
});

describe('largestModules', () => {
  it('lists the biggest modules of the given files, biggest first', () => {
    expect(largestModules(modules, ['assets/index.js', 'assets/candidate.js'], 2)).toEqual([
      { module: 'node_modules/react/index.js', size: 5000 },
      { module: 'harness/app/main.tsx', size: 900 },
    ]);
  });
});
