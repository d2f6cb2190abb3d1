/**
 * Build of the stand-in server for Node: `npm run build:server` → `dist-server/main.js`
 * (ES module, run with `node dist-server/main.js`, Node 20). Our TypeScript (harness/server,
 * fixtures, the parts of src they use) is bundled; Node built-ins and the npm packages stay
 * external and load from node_modules at run time — the server runs inside the repository,
 * and `ws` / `msw` are not meant to be bundled (optional native add-ons, many entry points).
 */
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  root: repoRoot,
  publicDir: false,
  // The app's VITE_* variables are read from the process at run time, not baked in.
  envPrefix: 'STAND_IN_BUILD_',
  logLevel: 'warn',
  ssr: {
    target: 'node',
    // Bundle our sources; leave every package in node_modules to Node.
    noExternal: [],
    external: ['ws', 'msw'],
  },
  build: {
    ssr: resolve(repoRoot, 'harness/server/main.ts'),
    outDir: resolve(repoRoot, 'dist-server'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
      output: { format: 'es', entryFileNames: 'main.js' },
    },
  },
});
