import { describe, expect, it } from 'vitest';
import { createIdempotencyStore, IDEMPOTENT_ANSWER_LIMIT } from './idempotency';

const body = (text: string) => new TextEncoder().encode(text);
const answer = (text: string, size = text.length) => ({
  status: 200,
  headers: [['content-type', 'application/json']] as const,
  body: size === text.length ? body(text) : new Uint8Array(size),
});

describe('the Idempotency-Key store', () => {
  it('replays a kept answer for the same request and refuses another request or a pending one', () => {
    const store = createIdempotencyStore();
    const first = store.lookup('key-aaaaaaaa', 'POST', '/x', body('{}'));
    expect(first.kind).toBe('new');
    // Before the first answer is kept, a repeat is a conflict (it would be applied twice).
    expect(store.lookup('key-aaaaaaaa', 'POST', '/x', body('{}')).kind).toBe('conflict');
    store.keep('key-aaaaaaaa', answer('{"ok":1}'));
    const replay = store.lookup('key-aaaaaaaa', 'POST', '/x', body('{}'));
    expect(replay.kind === 'replay' && new TextDecoder().decode(replay.answer.body)).toBe(
      '{"ok":1}',
    );
    expect(store.lookup('key-aaaaaaaa', 'POST', '/y', body('{}')).kind).toBe('conflict');
    expect(store.lookup(undefined, 'POST', '/x', null).kind).toBe('none');
    expect(store.lookup('bad key!', 'POST', '/x', null).kind).toBe('invalid');
  });

  it('is bounded in keys and in answer size', () => {
    const store = createIdempotencyStore(3);
    for (const n of [1, 2, 3, 4]) {
      store.lookup(`key-0000000${String(n)}`, 'POST', '/x', null);
      store.keep(`key-0000000${String(n)}`, answer('{}'));
    }
    expect(store.size()).toBe(3);
    expect(store.lookup('key-00000001', 'POST', '/x', null).kind).toBe('new'); // forgotten
    store.lookup('key-big-answer', 'POST', '/x', null);
    store.keep('key-big-answer', answer('x', IDEMPOTENT_ANSWER_LIMIT + 1));
    expect(store.lookup('key-big-answer', 'POST', '/x', null).kind).toBe('new');
  });

  it('is bounded in the bytes of all its answers, forgetting the oldest', () => {
    const store = createIdempotencyStore(100, 10_000);
    for (let n = 0; n < 10; n += 1) {
      const key = `key-size-${String(n)}`;
      store.lookup(key, 'POST', '/x', null);
      store.keep(key, answer('x', 3_000));
    }
    expect(store.bytes()).toBe(9_000);
    expect(store.size()).toBe(3);
    expect(store.lookup('key-size-9', 'POST', '/x', null).kind).toBe('replay');
    expect(store.lookup('key-size-6', 'POST', '/x', null).kind).toBe('new'); // forgotten
  });
});
