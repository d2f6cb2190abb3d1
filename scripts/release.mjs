#!/usr/bin/env node
// `npm run build:release` (the second half of `npm run build`, after `build:harness`): writes
// release/, one folder that runs with plain `node` and no node_modules, on any host:
//
//   release/server.mjs          the front server (harness/front), bundled
//   release/stand-in.mjs        the stand-in API (harness/server), bundled — not for production
//   release/app/                the built app (dist/), with its .br and .gz files
//   release/ssr/                the server render (dist-ssr/) with its packages bundled in
//   release/locales/            the translation files
//   release/fixtures/backgrounds/  the stand-in's images
//   release/package.json        {"type":"module"}: the .js files are ES modules
//
// Bundled with Vite (already in node_modules); Node built-ins stay imports. `ws`'s optional
// native add-ons (bufferutil, utf-8-validate) are left out: ws runs without them.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'release');
const started = Date.now();

for (const [file, script] of [
  ['dist/index.html', 'build:harness'],
  ['dist-ssr/server-render.js', 'build:harness'],
]) {
  if (!existsSync(join(root, file))) {
    console.error(
      `release: ${file} is missing; run 'npm run ${script}' first (or 'npm run build').`,
    );
    process.exit(1);
  }
}

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const OPTIONAL_NATIVE = ['bufferutil', 'utf-8-validate'];

/** One bundle for Node: every package inlined, built-ins left as imports. */
function bundle({ entry, outDir, fileName, keepChunks = false }) {
  return build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    envPrefix: 'RELEASE_BUILD_',
    // React and the others pick their production build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { conditions: ['node', 'import', 'module', 'default'] },
    ssr: { target: 'node', noExternal: true, external: OPTIONAL_NATIVE },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: {
        external: [...nodeBuiltins, ...OPTIONAL_NATIVE],
        output: {
          format: 'es',
          entryFileNames: fileName,
          ...(keepChunks ? { chunkFileNames: 'assets/[name]-[hash].js' } : {}),
          // A CommonJS package bundled into an ES module may still call require() for a
          // built-in: give the module one.
          banner:
            "import { createRequire as __cmCreateRequire } from 'node:module';" +
            'const require = __cmCreateRequire(import.meta.url);',
        },
      },
    },
  });
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await bundle({ entry: join(root, 'harness/front/main.ts'), outDir: out, fileName: 'server.mjs' });
await bundle({
  entry: join(root, 'harness/server/main.ts'),
  outDir: out,
  fileName: 'stand-in.mjs',
});
// The server render as built with the app's configuration (its class names match the
// browser's), its packages (React, styled-components, i18next…) bundled in beside it.
await bundle({
  entry: join(root, 'dist-ssr/server-render.js'),
  outDir: join(out, 'ssr'),
  fileName: 'server-render.js',
  keepChunks: true,
});

cpSync(join(root, 'dist'), join(out, 'app'), { recursive: true });
cpSync(join(root, 'locales'), join(out, 'locales'), {
  recursive: true,
  // Translator notes are for translators, not for the app.
  filter: (path) => !path.includes(`${join('locales', 'notes')}`) && !path.endsWith('.md'),
});
cpSync(join(root, 'fixtures', 'backgrounds'), join(out, 'fixtures', 'backgrounds'), {
  recursive: true,
});
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify({ name: 'candidate-meet-release', private: true, type: 'module' }, null, 2)}\n`,
);
console.log(`release: written to release/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
