/** Types of scripts/bundle-graph.mjs (plain JavaScript, run by Node without a build). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export type ChunkModules = Record<string, Record<string, number>>;

export function staticClosure(manifest: Manifest, start: readonly string[]): string[];
export function entryKey(manifest: Manifest): string;
export function keyHolding(manifest: Manifest, chunkModules: ChunkModules, source: string): string;
export function initialFiles(
  manifest: Manifest,
  chunkModules: ChunkModules,
  sources: readonly string[],
): { key: string; file: string; reason: string }[];
export function measure<T extends { file: string }>(
  files: readonly T[],
  sizeOf: (file: string) => { raw: number; gzip: number },
): { rows: (T & { raw: number; gzip: number })[]; raw: number; gzip: number };
export function largestModules(
  chunkModules: ChunkModules,
  files: readonly string[],
  limit: number,
): { module: string; size: number }[];
