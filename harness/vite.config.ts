/**
 * Build of the production app: `npm run build:harness` → `dist/` (with `dist/.vite/manifest.json`,
 * which scripts/bundle-budget.mjs and the stand-in server read). `vite --config
 * harness/vite.config.ts` serves it for development, with the translation files of `locales/`
 * (in production the stand-in server serves them) and the API proxied to the stand-in server
 * (HARNESS_API_TARGET, default http://localhost:4174: the stand-in API).
 *
 * - `publicDir: false`: nothing of `public/` ships (it holds msw's service worker, which is for
 *   Storybook only).
 * - `envDir` is the repository root, so `.env*` files there configure the app (README,
 *   "Configuration").
 * - No modulepreload polyfill: every browser the app supports preloads modules natively.
 * - Size (scripts/bundle-budget.mjs): our `src/` modules are marked free of import side effects,
 *   styled-components CSS is minified, react-i18next gets React's own useSyncExternalStore
 *   instead of its React 17 shim, and the candidate route's first paint is one chunk.
 */
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { transformStyledTemplates } from './styled-css.ts';
import { escapeHtml } from '../src/domain/html.ts';
import { LANGUAGES } from '../src/domain/languages.ts';
import { createSyncI18n } from '../src/i18n/sync-i18n.ts';
import { shellTexts } from './app/shell-texts.ts';
import { compressBest, PRECOMPRESSED_EXTENSIONS } from './front/compression.ts';

const root = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(root, '..');
const localesDir = join(repoRoot, 'locales');

/** Paths of the API (spec section 7) and the fixtures' images, proxied in `vite dev`. */
const API_PREFIXES = [
  '/v2',
  '/refresh',
  '/interviews',
  '/scheduling-link',
  '/superday',
  '/message',
  '/agents',
  '/candidate-chatbot',
  '/fixtures',
];

const LOCALE_FILE = /^\/locales\/([a-z]{2,3}(?:-[A-Za-z]{2,4})?)\/([A-Za-z]+)\.json$/;
const LOCALE_ADD = /^\/locales\/add\/[^/]+\/[^/]+$/;

/** Largest body of a missing-keys POST (i18next sends a few keys). */
const MISSING_KEYS_LIMIT = 64 * 1024;

/**
 * Why a missing-keys POST is refused, or null: as on the stand-in server (request-guard.ts),
 * only JSON from this origin; no other page may fill the terminal.
 */
function missingKeysProblem(req: Connect.IncomingMessage): number | null {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return 415;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 403;
  const origin = req.headers.origin;
  if (origin !== undefined && origin.replace(/^https?:\/\//, '') !== req.headers.host) return 403;
  if (Number(req.headers['content-length'] ?? '0') > MISSING_KEYS_LIMIT) return 413;
  return null;
}

/** `/locales/{lng}/{ns}.json` from the repository's files; missing keys logged, not stored. */
const serveLocales: Connect.NextHandleFunction = (req, res, next) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (req.method === 'POST' && LOCALE_ADD.test(path)) {
    const problem = missingKeysProblem(req);
    if (problem !== null) {
      res.statusCode = problem;
      res.setHeader('Connection', 'close');
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
      if (body.length > MISSING_KEYS_LIMIT) {
        res.statusCode = 413;
        res.setHeader('Connection', 'close');
        res.end();
        req.destroy();
      }
    });
    req.on('end', () => {
      console.warn(`[i18n] missing keys at ${path}: ${body}`);
      res.statusCode = 204;
      res.end();
    });
    return;
  }
  if (req.method !== 'GET' || !path.startsWith('/locales/')) {
    next();
    return;
  }
  const m = LOCALE_FILE.exec(path);
  const file = m ? join(localesDir, m[1] ?? '', `${m[2] ?? ''}.json`) : null;
  if (!file || !existsSync(file) || !statSync(file).isFile()) {
    res.statusCode = 404;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  createReadStream(file).pipe(res);
};

function localesPlugin(): Plugin {
  return {
    name: 'harness-locales',
    configureServer(server) {
      server.middlewares.use(serveLocales);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveLocales);
    },
  };
}

/**
 * The page's words before (or without) JavaScript, from the translation files, in all 14
 * languages: `<noscript>` lists its sentence in each (a page without scripts cannot pick one),
 * `<template id="startup-failure">` holds the general error in each for `main.tsx` to show in
 * the candidate's language when start-up fails, and `<title>` is the English one until the
 * first screen sets its own.
 */
function localizedShellPlugin(): Plugin {
  const general = (code: string) =>
    JSON.parse(readFileSync(join(localesDir, code, 'general.json'), 'utf8')) as Record<
      string,
      unknown
    >;
  const textsOf = (code: string) => {
    const i18n = createSyncI18n({
      lng: code,
      resources: { [code]: { general: general(code) }, en: { general: general('en') } },
    });
    return shellTexts(i18n.getFixedT(code));
  };
  return {
    name: 'harness-localized-shell',
    transformIndexHtml(html) {
      const texts = LANGUAGES.map((language) => ({ ...language, ...textsOf(language.code) }));
      const lines = (pick: (text: (typeof texts)[number]) => string) =>
        texts
          .map(
            (text) =>
              `<p lang="${text.bcp47}" data-lng="${text.code}">${escapeHtml(pick(text))}</p>`,
          )
          .join('\n      ');
      return html
        .replace('%APP_TITLE%', escapeHtml(textsOf('en').title))
        .replace(
          '%NOSCRIPT%',
          lines((text) => text.noscript),
        )
        .replace(
          '%STARTUP_FAILURE%',
          lines((text) => text.startupFailure),
        );
    },
  };
}

/**
 * Our own source modules (`src/**`) have no side effects when imported: they only declare
 * (checked: no top-level statement but declarations and exports). Saying so lets the bundler
 * drop a module none of whose exports is used, e.g. the design-system primitives a screen does
 * not use although it imports from the `src/ui` index (styled-components' `styled.x` calls
 * would otherwise count as side effects and keep every primitive in the first chunk).
 */
function sourceWithoutSideEffectsPlugin(): Plugin {
  const srcDir = join(repoRoot, 'src') + sep;
  return {
    name: 'harness-src-without-side-effects',
    apply: 'build',
    enforce: 'post',
    transform(_code, id) {
      if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id)) return null;
      return { moduleSideEffects: false };
    },
  };
}

/**
 * Our modules' styled-components templates (see styled-css.ts): each styled component gets an
 * id from its module's path and place, the same in the browser's build and the server
 * render's (`build --ssr`), so that the server's HTML hydrates with the browser's class names;
 * and the CSS of the templates is minified. Build only; `HARNESS_PLAIN_CSS=1` turns the
 * minifying off, to compare (18 screens of the candidate flow, phone and desktop, were
 * pixel-identical with and without it). The production build has no source maps; with
 * `build.sourcemap` on, positions after a changed template would be approximate (this step
 * makes no map).
 */
function styledCssPlugin(): Plugin {
  const dirs = [join(repoRoot, 'src') + sep, join(root, 'app') + sep];
  const minify = !process.env.HARNESS_PLAIN_CSS;
  return {
    name: 'harness-styled-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!dirs.some((dir) => id.startsWith(dir)) || !/\.tsx?$/.test(id)) return null;
      const key = relative(repoRoot, id).split(sep).join('/');
      const out = transformStyledTemplates(code, id, { key, minify });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json`: for each JavaScript file of the build, the modules it holds
 * (paths relative to the repository) and their rendered size. scripts/bundle-budget.mjs uses it
 * to find the chunk that holds a screen bundled into another chunk, and to show what the
 * initial JavaScript is made of.
 */
function chunkModulesPlugin(): Plugin {
  return {
    name: 'harness-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: Record<string, Record<string, number>> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules)) {
          const name = id.startsWith(repoRoot) ? relative(repoRoot, id).split(sep).join('/') : id;
          modules[name] = info.renderedLength;
        }
        out[item.fileName] = modules;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(out, null, 2)}\n`,
      });
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build (JavaScript, CSS,
 * SVG), at the highest settings: the stand-in sends the one the browser accepts
 * (front/compression.ts, static-files.ts). A sibling that would not be smaller is not
 * written. `index.html` is not: the server adds a CSP nonce to it per response.
 */
function precompressPlugin(): Plugin {
  return {
    name: 'harness-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(repoRoot, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (fileName.startsWith('.') || fileName.endsWith('.html')) continue;
        if (!PRECOMPRESSED_EXTENSIONS.some((ext) => fileName.endsWith(ext))) continue;
        const path = join(outDir, fileName);
        const raw = readFileSync(path);
        for (const [encoding, suffix] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          const packed = compressBest(raw, encoding);
          if (packed.length < raw.length) writeFileSync(`${path}${suffix}`, packed);
        }
      }
    },
  };
}

/**
 * The app's one stylesheet (the fonts' `@font-face` rules, about 4 KB) goes into the page as a
 * `<style>` instead of a `<link>`: no render-blocking request before the first paint (issue
 * 14). The stand-in gives the `<style>` this response's CSP nonce (server/security.ts).
 */
function inlineStylesheetPlugin(): Plugin {
  return {
    name: 'harness-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : Buffer.from(asset.source).toString('utf8');
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

const apiTarget = process.env.HARNESS_API_TARGET ?? 'http://localhost:4174';

/**
 * `vite build --ssr` (the second half of `npm run build:harness`): the server render of the
 * candidate route (app/server-render.tsx) into `dist-ssr/`, for the stand-in server. The same
 * transforms as the browser's build (styled-component ids above all); the packages stay in
 * node_modules
 * (but styled-components).
 */
const serverRenderBuild = defineConfig({
  root,
  envDir: repoRoot,
  publicDir: false,
  logLevel: 'warn',
  plugins: [styledCssPlugin(), react(), sourceWithoutSideEffectsPlugin()],
  // Bundled: Node's import of its CommonJS build has no `styled.div` on the default export.
  ssr: { noExternal: ['styled-components'] },
  build: {
    ssr: join(root, 'app', 'server-render.tsx'),
    outDir: resolve(repoRoot, 'dist-ssr'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
});

const browserBuild = defineConfig({
  root,
  envDir: repoRoot,
  publicDir: false,
  resolve: {
    alias: [
      // react-i18next imports the shim of useSyncExternalStore, which exists for React 17 and
      // older; the package's main entry is React's own hook (React 18+), as the package says.
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  plugins: [
    styledCssPlugin(),
    react(),
    localesPlugin(),
    localizedShellPlugin(),
    sourceWithoutSideEffectsPlugin(),
    chunkModulesPlugin(),
    precompressPlugin(),
    inlineStylesheetPlugin(),
  ],
  build: {
    outDir: resolve(repoRoot, 'dist'),
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (the fonts' rules), inlined into the page: with CSS split
    // per chunk, the lazy chunks' preload lists named it and Vite's helper fetched it again
    // when the journey loaded (first-paint.e2e.ts, fonts).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Two files before the candidate route's first paint (fewer requests, better gzip than
        // a dozen small shared chunks): the entry with everything it imports statically, and
        // the /s page with everything its first screens need that the entry does not have
        // (CandidateFlow's first paint, Loading, Introduction, their UI). Lazy parts (the
        // journey, other screens, other routes) stay in chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'candidate',
              test: (id: string) => id.endsWith('harness/app/pages/CandidateLinkPage.tsx'),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget }])),
      '/ws': { target: apiTarget, ws: true },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderBuild : browserBuild));
