/**
 * `<link rel="modulepreload">` for the route's own chunk (issue 14, no start-up chain): the
 * entry loads the route's chunk with a dynamic import as it starts, so without a hint the
 * browser learns of that file only once the entry is downloaded and parsed. The stand-in knows
 * the route from the path (harness/app/routes.ts, the app's own table), finds the built file
 * that holds the route's page module (`dist/.vite/chunk-modules.json`, written by the build)
 * and its static imports (`dist/.vite/manifest.json`), and names them in the page's head, so
 * they download beside the entry.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHUNK_PAGES, matchRoute, type RouteChunk } from '../app/routes';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The files to preload for each route chunk, from a build's two maps; entry chunk left out. */
export function preloadsByChunk(
  manifest: Readonly<Record<string, ManifestChunk>>,
  chunkModules: Readonly<Record<string, Readonly<Record<string, number>>>>,
): Record<RouteChunk, string[]> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const closure = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) closure(next, seen);
  };
  const out = {} as Record<RouteChunk, string[]>;
  for (const [chunk, page] of Object.entries(CHUNK_PAGES) as [RouteChunk, string][]) {
    const file = Object.keys(chunkModules).find((f) => page in (chunkModules[f] ?? {}));
    const key = file === undefined ? undefined : byFile.get(file);
    const seen = new Set<string>();
    if (key !== undefined) closure(key, seen);
    out[chunk] = [...seen].flatMap((k) => {
      const f = manifest[k]?.file;
      return f === undefined ? [] : [`/${f}`];
    });
  }
  return out;
}

/** Reads the build's maps; an empty table when they are missing (a page without hints). */
export async function loadRoutePreloads(distDir: string): Promise<Record<RouteChunk, string[]>> {
  try {
    const [manifest, modules] = await Promise.all([
      readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
      readFile(join(distDir, '.vite', 'chunk-modules.json'), 'utf8'),
    ]);
    return preloadsByChunk(
      JSON.parse(manifest) as Record<string, ManifestChunk>,
      JSON.parse(modules) as Record<string, Record<string, number>>,
    );
  } catch {
    return { 'candidate-flow': [], 'interviewer-link': [], 'second-screen': [] };
  }
}

/** The page's HTML with the preloads of the route `pathname` matches, before `</head>`. */
export function withRoutePreloads(
  html: string,
  pathname: string,
  preloads: Readonly<Record<RouteChunk, readonly string[]>>,
): string {
  const files = preloads[matchRoute(pathname).route.chunk];
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
