/**
 * Browser storage that never throws: the one guard every store of the app goes through (a
 * private window, a full quota, storage switched off or a sandboxed frame throw on access, on
 * read or on write). Pure: the caller hands the store over (`() => window.localStorage`), so
 * this module names no global and works for the API layer, i18n and the features alike.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The store `get` gives, or null where it cannot be used (the access itself threw). */
export function openStorage<S extends Pick<Storage, 'getItem'>>(
  get: () => S | null | undefined,
): S | null {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}

/** A stored value, or null when absent, unreadable or there is no store. */
export function readFrom(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`; false when it was not kept (no store, a full quota, storage refused). */
export function writeTo(
  storage: Pick<Storage, 'setItem'> | null,
  key: string,
  value: string,
): boolean {
  try {
    if (storage === null) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes the key; nothing happens where the store cannot be used. */
export function removeFrom(storage: Pick<Storage, 'removeItem'> | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing kept to remove
  }
}
