/**
 * Static files of the built app (`dist/`) and of the fixtures' images: content types, caching,
 * conditional requests, HEAD, and no way out of the folder.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { chooseEncoding, type Encoding } from './compression';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A path that looks like a file request (so a miss is a 404, never the app's HTML). */
export function looksLikeFile(pathname: string): boolean {
  return extname(pathname).toLowerCase() in CONTENT_TYPES;
}

/** Hashed build output: cached for a year. Everything else is revalidated every time. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The file under `dir` that `pathname` names, or null when the path is malformed, leaves the
 * folder, or has a dot segment (`.vite/manifest.json` is for tools, not browsers).
 */
export function fileUnder(dir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.'))) return null;
  const root = resolve(dir);
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? file : null;
}

export interface SendFileOptions {
  cacheControl: string;
  /** Content type (default: from the extension). */
  contentType?: string;
  /** Status (default 200); conditional requests are only answered for 200. */
  status?: number;
  /**
   * The build wrote `<file>.br` and `<file>.gz` beside it (compression.ts): send the one the
   * browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`.
   */
  precompressed?: boolean;
}

/** The compressed sibling of `file` the request accepts, when the build wrote one. */
async function compressedSibling(
  req: IncomingMessage,
  file: string,
): Promise<{ path: string; encoding: Encoding; size: number } | null> {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (encoding === null) return null;
  const path = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, encoding, size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * Sends a regular file (GET or HEAD) with Content-Length, ETag and Last-Modified; answers 304
 * to a matching If-None-Match. Resolves false (nothing sent) when it is not a regular file.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: SendFileOptions,
): Promise<boolean> {
  let info;
  try {
    info = await stat(file);
  } catch {
    return false;
  }
  if (!info.isFile()) return false;
  const status = options.status ?? 200;
  const sibling = options.precompressed ? await compressedSibling(req, file) : null;
  // One validator per encoding: a cache must not answer a gzip request with the brotli bytes.
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${sibling ? `-${sibling.encoding}` : ''}"`;
  res.setHeader('Content-Type', options.contentType ?? contentTypeOf(file));
  if (options.precompressed) res.setHeader('Vary', 'Accept-Encoding');
  if (sibling) res.setHeader('Content-Encoding', sibling.encoding);
  res.setHeader('Cache-Control', options.cacheControl);
  if (status === 200) {
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    const match = req.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((t) => t.trim() === etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
  }
  res.statusCode = status;
  res.setHeader('Content-Length', sibling ? sibling.size : info.size);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await pipeline(createReadStream(sibling ? sibling.path : file), res);
  return true;
}
