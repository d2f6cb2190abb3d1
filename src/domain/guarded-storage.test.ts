import { describe, expect, it } from 'vitest';
import { openStorage, readFrom, removeFrom, writeTo } from './guarded-storage';

function memory(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => {
      values.clear();
    },
    key: (i) => [...values.keys()][i] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

const throwing = (name: string): Storage => {
  const fail = () => {
    throw new DOMException('refused', name);
  };
  return {
    length: 0,
    clear: fail,
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
  };
};

describe('guarded storage', () => {
  it('reads, writes and removes through a store that works', () => {
    const store = openStorage(() => memory());
    expect(writeTo(store, 'k', 'v')).toBe(true);
    expect(readFrom(store, 'k')).toBe('v');
    removeFrom(store, 'k');
    expect(readFrom(store, 'k')).toBeNull();
  });

  it('a store whose access throws (sandboxed frame, storage off) is no store', () => {
    const store = openStorage<Storage>(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(store).toBeNull();
    expect(readFrom(store, 'k')).toBeNull();
    expect(writeTo(store, 'k', 'v')).toBe(false);
    expect(() => {
      removeFrom(store, 'k');
    }).not.toThrow();
    expect(openStorage(() => undefined)).toBeNull();
  });

  it('a store that throws on use (full quota, private mode) reads null and keeps nothing', () => {
    const store = throwing('QuotaExceededError');
    expect(readFrom(store, 'k')).toBeNull();
    expect(writeTo(store, 'k', 'v')).toBe(false);
    expect(() => {
      removeFrom(store, 'k');
    }).not.toThrow();
  });
});
