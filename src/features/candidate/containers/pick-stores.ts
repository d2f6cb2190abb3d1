/**
 * The browser stores the journey keeps a link's picks in (see domain/saved-picks.ts). Part of
 * the first paint, so kept tiny: the first paint only asks whether a link has picks in progress
 * (then it shows Loading, not the Introduction, while the journey loads and resumes them).
 */
import { openStorage, readFrom } from '../../../domain/guarded-storage';
import { pickingKey, sharedKey } from '../../../domain/saved-picks-keys';

/** sessionStorage and localStorage, or null where they cannot be used (blocked, private mode). */
export interface PickStores {
  readonly session: Storage | null;
  readonly local: Storage | null;
}

export function browserStores(): PickStores {
  return {
    session: openStorage(() => window.sessionStorage),
    local: openStorage(() => window.localStorage),
  };
}

/** A stored value, or null when absent or unreadable (the one guard: domain/guarded-storage). */
export const readStored = readFrom;

/** Whether the link has picks in progress in this tab (the journey resumes pick days). */
export function hasPickingSaved(stores: PickStores, hash: string): boolean {
  return readStored(stores.session, pickingKey(hash)) !== null;
}

/**
 * Whether this browser keeps something of the link's journey that its first render shows and a
 * server cannot know: picks in progress in this tab (Loading, then pick days resumed) or picks
 * already shared (the times on "availability sent"). Any key of the link counts.
 */
export function savedInThisBrowser(hash: string): boolean {
  const stores = browserStores();
  return hasPickingSaved(stores, hash) || readStored(stores.local, sharedKey(hash)) !== null;
}
