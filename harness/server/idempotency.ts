/**
 * `Idempotency-Key` for the stand-in's writes: the first request with a key is applied and its
 * answer kept; a repeat with the same key and the same request gets that answer again without
 * being applied a second time; the same key on another request is refused (422). Bounded: the
 * last {@link IDEMPOTENCY_KEYS_KEPT} keys, answers of at most {@link IDEMPOTENT_ANSWER_LIMIT}
 * bytes (larger or streamed answers are sent but not kept), and at most
 * {@link IDEMPOTENCY_BYTES_KEPT} bytes of answers in all (the oldest keys go first).
 */
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_KEYS_KEPT = 1_000;
export const IDEMPOTENT_ANSWER_LIMIT = 64 * 1024;
export const IDEMPOTENCY_BYTES_KEPT = 4 * 1024 * 1024;
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface KeptAnswer {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array;
}

interface Entry {
  readonly fingerprint: string;
  answer: KeptAnswer | null;
}

export type IdempotencyLookup =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'new'; key: string; fingerprint: string }
  | { kind: 'replay'; answer: KeptAnswer }
  /** The key is in use for another request, or its first request has not answered yet. */
  | { kind: 'conflict' };

function answerBytes(entry: Entry | undefined): number {
  return entry?.answer?.body.byteLength ?? 0;
}

export function createIdempotencyStore(
  limit = IDEMPOTENCY_KEYS_KEPT,
  bytesLimit = IDEMPOTENCY_BYTES_KEPT,
) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Forgets the oldest keys until the store is within its limits. */
  const trim = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= limit && bytes <= bytesLimit) break;
      bytes -= answerBytes(entry);
      entries.delete(key);
    }
  };
  return {
    lookup(
      header: string | undefined,
      method: string,
      path: string,
      body: Uint8Array | null,
    ): IdempotencyLookup {
      if (header === undefined) return { kind: 'none' };
      if (!KEY.test(header)) return { kind: 'invalid' };
      const fingerprint = createHash('sha256')
        .update(`${method} ${path}\n`)
        .update(body ?? new Uint8Array())
        .digest('hex');
      const entry = entries.get(header);
      if (entry === undefined) {
        entries.set(header, { fingerprint, answer: null });
        trim();
        return { kind: 'new', key: header, fingerprint };
      }
      if (entry.fingerprint !== fingerprint || entry.answer === null) return { kind: 'conflict' };
      return { kind: 'replay', answer: entry.answer };
    },
    /** Keeps the answer of a key's first request (or forgets the key when it is not kept). */
    keep(key: string, answer: KeptAnswer | null): void {
      const entry = entries.get(key);
      if (entry === undefined) return;
      if (answer === null || answer.body.byteLength > IDEMPOTENT_ANSWER_LIMIT) {
        entries.delete(key);
        return;
      }
      entry.answer = answer;
      bytes += answer.body.byteLength;
      trim();
    },
    size: () => entries.size,
    /** Bytes of the answers kept. */
    bytes: () => bytes,
  };
}
