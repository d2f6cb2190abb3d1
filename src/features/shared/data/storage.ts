/**
 * The browser's local and session storage for the features, through the one guard
 * (src/domain/guarded-storage.ts): a read gives null and a write or removal is skipped where
 * storage cannot be used (a private window, a full quota, storage switched off, a server render).
 */
import { openStorage, readFrom, removeFrom, writeTo } from '../../../domain/guarded-storage';

export type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage | null {
  return openStorage(() => (area === 'local' ? window.localStorage : window.sessionStorage));
}

export function readStored(key: string, area: StorageArea = 'local'): string | null {
  return readFrom(areaOf(area), key);
}

/** Writes `value`; false when the browser would not keep it. */
export function writeStored(key: string, value: string, area: StorageArea = 'local'): boolean {
  return writeTo(areaOf(area), key, value);
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  removeFrom(areaOf(area), key);
}
