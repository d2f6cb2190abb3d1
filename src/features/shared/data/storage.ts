/**
 * Browser storage that never throws (a private window, a full quota, storage switched off,
 * a server render): a read gives null and a write or removal is skipped. The one guard every
 * feature's storage goes through.
 */
export type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // the property itself throws where storage is blocked
  }
}

export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`; false when the browser would not keep it. */
export function writeStored(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    const storage = areaOf(area);
    if (storage === null) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // nothing kept to remove
  }
}
