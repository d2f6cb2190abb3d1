/**
 * Compression of what the stand-in sends (issue 14): the browser says what it accepts
 * (`Accept-Encoding`) and gets brotli, else gzip, else the bytes as they are; every answer
 * that could have been compressed says `Vary: Accept-Encoding`, so no cache hands one
 * encoding to a browser that asked for another.
 *
 * - The built app's files (`dist/assets`) are compressed once, at build time, at the highest
 *   settings (harness/vite.config.ts writes `<file>.br` and `<file>.gz` beside each file);
 *   static-files.ts sends the sibling that matches.
 * - Text made per request (the app's HTML with its CSP nonce, the translation files, the
 *   index page) is compressed as it is sent, at a fast setting (brotli 5, gzip 6): a few KB,
 *   well under a millisecond.
 * - Under {@link MIN_COMPRESS_BYTES} nothing is compressed: the headers would cost more.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are. */
export const MIN_COMPRESS_BYTES = 1024;

/** The file extensions compressed at build time (text formats; images and fonts are not). */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.svg', '.json', '.html'];

/**
 * The encoding to send for an `Accept-Encoding` header: `br` when it accepts brotli, else
 * `gzip`, else null (send the bytes as they are). A `q=0` refuses that encoding; `*` accepts
 * both unless refused by name.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** `body` in `encoding`, at the fast settings used per request. */
export function compressNow(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** `body` in `encoding`, at the highest settings (build time). */
export function compressBest(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}
