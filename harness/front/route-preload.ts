/**
 * `<link rel="modulepreload">` for the route's own chunk (issue 14, no start-up chain): the
 * entry loads the route's chunk with a dynamic import as it starts, so without a hint the
 * browser learns of that file only once the entry is downloaded and parsed. The stand-in knows
 * the route from the path (harness/app/routes.ts, the app's own table), finds the built file
 * that holds the route's page module (`dist/.vite/chunk-modules.json`, written by the build)
 * and its static imports (`dist/.vite/manifest.json`), and names them in the page's head, so
 * they download beside the entry.
 *
 * Fonts too: the two Inter weights' Latin files (regular and semibold, both used above the
 * fold) are `<link rel="preload" as="font">`, so text is drawn in its own face from the start
 * instead of swapping in (no late reflow); the other scripts' slices load only when a page
 * shows such text (unicode-range).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FALLBACK_LANGUAGE, INITIAL_NAMESPACES } from '../../src/domain/languages';
import {
  CHUNK_PAGES,
  matchRoute,
  NESTED_PAGES,
  ROUTE_NAMESPACES,
  type RouteChunk,
  type RouteId,
} from '../app/routes';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  assets?: string[];
}

/** The font files every page preloads: Inter's Latin slices, as woff2. */
const PRELOADED_FONT = /\/inter-latin-\d+-normal-[^/]+\.woff2$/;

export interface Preloads {
  /** Module files per route chunk (its page and static imports; not the entry). */
  chunks: Record<RouteChunk, string[]>;
  /**
   * More module files for a page the server rendered (page-render.ts), which the browser
   * loads before hydrating it: the lazy chunks the route's chunk imports (the candidate
   * journey) and the shared area's lazy parts (the language switcher of every footer, the
   * link-problem screen), with their static imports, less `chunks`.
   */
  hydration: Record<RouteChunk, string[]>;
  /**
   * Module files per route, for a page the browser renders: the route's chunk, the page module
   * the chunk renders for that route (SecondScreenPage's lazy pages) and the shared area's lazy
   * parts every page shows (the footer's language switcher, the link-problem screen), with
   * their static imports. Each would otherwise be asked for only once the file before it has
   * run (entry → chunk → page: a chain of round trips, issue 35). Absent for a route: `chunks`.
   */
  routes: Partial<Record<RouteId, string[]>>;
  /** Font files of every page. */
  fonts: string[];
}

/** The font files to preload, from the entry's assets in the manifest. */
export function preloadedFonts(manifest: Readonly<Record<string, ManifestChunk>>): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return (entry?.assets ?? []).filter((a) => PRELOADED_FONT.test(`/${a}`)).map((a) => `/${a}`);
}

/** The chunk's file and those of its static imports (not the entry), by manifest key. */
function staticClosure(
  manifest: Readonly<Record<string, ManifestChunk>>,
  key: string,
  seen: Set<string>,
): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || chunk.isEntry) return;
  seen.add(key);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, seen);
}

const filesOf = (manifest: Readonly<Record<string, ManifestChunk>>, keys: Iterable<string>) =>
  [...keys].flatMap((k) => {
    const f = manifest[k]?.file;
    return f === undefined ? [] : [`/${f}`];
  });

/** The files to preload for each route chunk, from a build's two maps; entry chunk left out. */
export function preloadsByChunk(
  manifest: Readonly<Record<string, ManifestChunk>>,
  chunkModules: Readonly<Record<string, Readonly<Record<string, number>>>>,
): Pick<Preloads, 'chunks' | 'hydration' | 'routes'> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const sharedLazy = (entry?.dynamicImports ?? []).filter((k) =>
    k.includes('src/features/shared/'),
  );
  const chunks = {} as Record<RouteChunk, string[]>;
  const hydration = {} as Record<RouteChunk, string[]>;
  for (const [chunk, page] of Object.entries(CHUNK_PAGES) as [RouteChunk, string][]) {
    const file = Object.keys(chunkModules).find((f) => page in (chunkModules[f] ?? {}));
    const key = file === undefined ? undefined : byFile.get(file);
    const own = new Set<string>();
    if (key !== undefined) staticClosure(manifest, key, own);
    const later = new Set<string>();
    const lazyKeys = [...own].flatMap((k) => manifest[k]?.dynamicImports ?? []);
    for (const k of [...lazyKeys, ...sharedLazy]) staticClosure(manifest, k, later);
    for (const k of own) later.delete(k);
    chunks[chunk] = filesOf(manifest, own);
    hydration[chunk] = filesOf(manifest, later);
  }
  const shared = new Set<string>();
  for (const k of sharedLazy) staticClosure(manifest, k, shared);
  const routes: Partial<Record<RouteId, string[]>> = {};
  for (const route of ROUTES_BROWSER_RENDERED) {
    const chunk = route === 'interviewer-link' ? 'interviewer-link' : 'second-screen';
    const nested = NESTED_PAGES[route];
    const file =
      nested === undefined
        ? undefined
        : Object.keys(chunkModules).find((f) => nested in (chunkModules[f] ?? {}));
    const key = file === undefined ? undefined : byFile.get(file);
    const more = new Set<string>(shared);
    if (key !== undefined) staticClosure(manifest, key, more);
    const files = new Set([...chunks[chunk], ...filesOf(manifest, more)]);
    routes[route] = [...files];
  }
  return { chunks, hydration, routes };
}

/** The routes whose page the browser renders (the candidate's is rendered on the server). */
const ROUTES_BROWSER_RENDERED: readonly RouteId[] = [
  'interviewer-link',
  'portal',
  'superday',
  'scheduling-link',
  'unknown',
];

/** Reads the build's maps; no hints when they are missing. */
export async function loadRoutePreloads(distDir: string): Promise<Preloads> {
  try {
    const [manifestText, modules] = await Promise.all([
      readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
      readFile(join(distDir, '.vite', 'chunk-modules.json'), 'utf8'),
    ]);
    const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
    return {
      ...preloadsByChunk(manifest, JSON.parse(modules) as Record<string, Record<string, number>>),
      fonts: preloadedFonts(manifest),
    };
  } catch {
    const none = { 'candidate-flow': [], 'interviewer-link': [], 'second-screen': [] };
    return { chunks: none, hydration: none, routes: {}, fonts: [] };
  }
}

/**
 * The translation files a page the browser renders loads first: the namespaces every page loads
 * at start and the route's own (routes.ts), in `language` and in the fallback (i18next loads
 * both). As the app's i18n asks for them (a plain GET, no credentials beyond same-origin), so the
 * browser uses the preloaded answer.
 */
export function translationFiles(routeId: RouteId, language: string): string[] {
  const namespaces = [...INITIAL_NAMESPACES, 'ui', ...ROUTE_NAMESPACES[routeId]];
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  return languages.flatMap((lng) =>
    namespaces.map((ns) => `/locales/${encodeURIComponent(lng)}/${ns}.json`),
  );
}

/**
 * The page's HTML with its fonts' and its route's preloads, before `</head>`; with the language
 * the request asks for (src/i18n/request-language.ts), the route's translation files too (not
 * for the candidate's route, whose page carries them when the server rendered it).
 */
export function withRoutePreloads(
  html: string,
  pathname: string,
  preloads: Preloads,
  language?: string,
): string {
  const { route } = matchRoute(pathname);
  const translations =
    language === undefined || route.id === 'candidate' ? [] : translationFiles(route.id, language);
  const links = [
    ...preloads.fonts.map(
      (f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${f}">`,
    ),
    ...(preloads.routes[route.id] ?? preloads.chunks[route.chunk]).map(
      (f) => `<link rel="modulepreload" crossorigin href="${f}">`,
    ),
    ...translations.map((f) => `<link rel="preload" as="fetch" crossorigin href="${f}">`),
  ];
  return links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);
}
