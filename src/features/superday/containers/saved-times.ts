/**
 * The times this browser confirmed, kept per interview so a reload shows them again: in
 * localStorage through the shared guarded storage, or in the store a story gives.
 */
import type { SuperdayOption } from '../../../domain/entities';
import {
  parseSuperdayConfirmed,
  serializeSuperdayConfirmed,
  superdayConfirmedKey,
} from '../../../domain/superday';
import { readStored, writeStored } from '../../shared';

/**
 * Where the confirmed times are kept: undefined, the browser's localStorage (guarded: a blocked
 * or full storage reads nothing and keeps nothing); a store (a story's in-memory one); null,
 * nowhere.
 */
export type SuperdayStore = Pick<Storage, 'getItem' | 'setItem'> | null;

export function readSavedTimes(
  store: SuperdayStore | undefined,
  interviewId: string,
): SuperdayOption[] | null {
  const key = superdayConfirmedKey(interviewId);
  return parseSuperdayConfirmed(
    store === undefined ? readStored(key) : (store?.getItem(key) ?? null),
  );
}

/** Keeps the confirmed times; where they cannot be kept, a reload says to check the email. */
export function saveTimes(
  store: SuperdayStore | undefined,
  interviewId: string,
  options: readonly SuperdayOption[],
): void {
  const key = superdayConfirmedKey(interviewId);
  const value = serializeSuperdayConfirmed(options);
  if (store === undefined) writeStored(key, value);
  else store?.setItem(key, value);
}
