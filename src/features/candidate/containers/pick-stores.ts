/**
 * The browser stores the journey keeps a link's picks in (see domain/saved-picks.ts). Part of
 * the first paint, so kept tiny: the first paint only asks whether a link has picks in progress
 * (then it shows Loading, not the Introduction, while the journey loads and resumes them).
 */
import { pickingKey } from '../../../domain/saved-picks-keys';

/** sessionStorage and localStorage, or null where they cannot be used (blocked, private mode). */
export interface PickStores {
  readonly session: Storage | null;
  readonly local: Storage | null;
}

export function browserStores(): PickStores {
  return { session: store(() => window.sessionStorage), local: store(() => window.localStorage) };
}

function store(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

/** A stored value, or null when absent or unreadable. */
export function readStored(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the link has picks in progress in this tab (the journey resumes pick days). */
export function hasPickingSaved(stores: PickStores, hash: string): boolean {
  return readStored(stores.session, pickingKey(hash)) !== null;
}
