import { useEffect } from 'react';
import {
  parseSavedPicking,
  parseSharedPicks,
  pickingKey,
  serializePicking,
  serializeShared,
  sharedKey,
} from '../../../../domain/saved-picks';
import { removeFrom, writeTo } from '../../../../domain/guarded-storage';
import { type FlowState, NOTHING_SAVED, type SavedJourney } from '../../state';
import { type PickStores, readStored } from '../pick-stores';

/** Writes (or with null removes) a value; a full or blocked store only loses the copy. */
function write(storage: Storage | null, key: string, value: string | null): void {
  if (value === null) removeFrom(storage, key);
  else if (readStored(storage, key) !== value) writeTo(storage, key, value);
}

/** What this browser kept of an earlier visit of the link. */
export function readSavedJourney(stores: PickStores, hash: string): SavedJourney {
  const picking = parseSavedPicking(readStored(stores.session, pickingKey(hash)));
  const shared = parseSharedPicks(readStored(stores.local, sharedKey(hash)));
  if (picking === null && shared === null) return NOTHING_SAVED;
  return { picking, shared: shared ?? [] };
}

/**
 * Keeps the browser's copy in step with the journey: the picks in progress while on pick days
 * (sessionStorage), the picks shared once sent (localStorage), both gone once the interview is
 * confirmed or the link stops working. Keyed by the link's hash.
 */
export function useSavedPicks(state: FlowState, stores: PickStores): void {
  const { hash } = state;
  const picking =
    state.stage === 'picking'
      ? serializePicking({ purpose: state.purpose, picks: state.session.selection })
      : null;
  const shared =
    state.stage === 'sent' && state.sentPicks.length > 0 ? serializeShared(state.sentPicks) : null;
  const ended = state.stage === 'confirmed' || state.stage === 'linkProblem';
  const moved = state.stage !== 'bootstrapping' && state.stage !== 'picking';

  useEffect(() => {
    if (picking !== null) write(stores.session, pickingKey(hash), picking);
    else if (moved) write(stores.session, pickingKey(hash), null);
  }, [stores, hash, picking, moved]);

  useEffect(() => {
    if (shared !== null) write(stores.local, sharedKey(hash), shared);
    else if (ended) write(stores.local, sharedKey(hash), null);
  }, [stores, hash, shared, ended]);
}
