/**
 * The panel's one reducer (state.ts), with the draft kept across reloads: read once when the
 * panel mounts, written as the candidate types (the tab's session storage through the shared
 * guarded storage, or the store a story gives).
 */
import { useReducer } from 'react';
import { readStored, removeStored, writeStored } from '../../shared';
import { chatReducer, initialChatState } from '../state';

/** Where a draft is kept: the tab's session storage by default; null keeps none. */
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

const draftKey = (hash: string) => `cm.chat.draft.${hash}`;

/** The tab's session storage, guarded (a blocked or full storage keeps the draft in the box). */
const sessionDrafts: NonNullable<DraftStore> = {
  getItem: (key) => readStored(key, 'session'),
  setItem: (key, value) => {
    writeStored(key, value, 'session');
  },
  removeItem: (key) => {
    removeStored(key, 'session');
  },
};

export function useChatState(hash: string, draftStore: DraftStore | undefined) {
  const store = draftStore === undefined ? sessionDrafts : draftStore;
  const [state, dispatch] = useReducer(chatReducer, hash, (h) =>
    initialChatState(store?.getItem(draftKey(h)) ?? null),
  );
  /** The box's text, in the state and in the store. */
  const saveDraft = (text: string) => {
    dispatch({ type: 'draft', text });
    if (text === '') store?.removeItem(draftKey(hash));
    else store?.setItem(draftKey(hash), text);
  };
  return { state, dispatch, saveDraft };
}
