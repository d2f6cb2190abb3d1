import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBest, compressNow } from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['gzip;q=0, br;q=0', null],
    ['BR', 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressNow and compressBest', () => {
  const text = Buffer.from('{"type":"results","results":[]}'.repeat(200));

  it('round-trip and shrink a repetitive body to under a tenth', () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const fast = compressNow(text, encoding);
      const best = compressBest(text, encoding);
      const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(unpack(fast)).toEqual(text);
      expect(unpack(best)).toEqual(text);
      expect(fast.length).toBeLessThan(text.length / 10);
      expect(best.length).toBeLessThan(text.length / 10);
    }
  });
});
