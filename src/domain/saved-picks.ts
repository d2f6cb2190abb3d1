/**
 * What a candidate picked, kept in the browser so a reload, a language change or a dropped
 * socket loses nothing (issue: picks kept per link):
 * - while picking: the picks and what they are for (availability, or a reschedule with its
 *   reason), in sessionStorage under the link's hash: the tab's own copy, gone with the tab;
 * - once sent: the picks that were shared, in localStorage under the link's hash, until the
 *   interview is confirmed, so "The times you shared" and "Update availability" still have
 *   them on a later visit.
 *
 * Keys hold the link's hash, so one link never sees another's picks. Stored text is untrusted
 * (another version of the app, an extension, a hand edit): {@link parseSavedPicking} and
 * {@link parseSharedPicks} accept only well-formed data, within limits, and return null for
 * anything else, never throwing.
 */
import { RESCHEDULE_REASON_CODES, type RescheduleReason } from './entities';

export { pickingKey, sharedKey } from './saved-picks-keys';

/** A pick as stored: a range, the option it was made on (null: a suggested time). */
export interface SavedPick {
  readonly startTime: string;
  readonly endTime: string;
  readonly hash: string | null;
}

/** What the picks are for. */
export type SavedPurpose =
  | { readonly kind: 'availability' }
  | { readonly kind: 'reschedule'; readonly reason: RescheduleReason };

export interface SavedPicking {
  readonly purpose: SavedPurpose;
  readonly picks: readonly SavedPick[];
}

/** More picks than this are not a candidate's: the stored value is ignored. */
export const SAVED_PICKS_LIMIT = 1_000;
/** A reschedule note longer than this is not kept. */
export const SAVED_NOTE_LIMIT = 5_000;
const HASH_LIMIT = 256;

const VERSION = 1;

export function serializePicking(picking: SavedPicking): string {
  return JSON.stringify({ v: VERSION, purpose: picking.purpose, picks: picking.picks.map(pickOf) });
}

export function serializeShared(picks: readonly SavedPick[]): string {
  return JSON.stringify({ v: VERSION, picks: picks.map(pickOf) });
}

/** Picks in progress read back, or null when absent or not well-formed. */
export function parseSavedPicking(raw: string | null): SavedPicking | null {
  const value = parseObject(raw);
  if (value === null) return null;
  const purpose = parsePurpose(value.purpose);
  const picks = parsePicks(value.picks);
  return purpose === null || picks === null ? null : { purpose, picks };
}

/** Shared picks read back, or null when absent or not well-formed. */
export function parseSharedPicks(raw: string | null): readonly SavedPick[] | null {
  const value = parseObject(raw);
  return value === null ? null : parsePicks(value.picks);
}

function pickOf({ startTime, endTime, hash }: SavedPick): SavedPick {
  return { startTime, endTime, hash };
}

function parseObject(raw: string | null): Record<string, unknown> | null {
  if (raw === null || raw.length > 512 * 1024) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.v !== VERSION) return null;
  return value;
}

function parsePurpose(value: unknown): SavedPurpose | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'availability') return { kind: 'availability' };
  if (value.kind !== 'reschedule' || !isRecord(value.reason)) return null;
  const { reasonCode, note } = value.reason;
  const codes: readonly unknown[] = RESCHEDULE_REASON_CODES;
  if (!codes.includes(reasonCode) || typeof note !== 'string' || note.length > SAVED_NOTE_LIMIT) {
    return null;
  }
  return {
    kind: 'reschedule',
    reason: { reasonCode: reasonCode as RescheduleReason['reasonCode'], note },
  };
}

function parsePicks(value: unknown): SavedPick[] | null {
  if (!Array.isArray(value) || value.length > SAVED_PICKS_LIMIT) return null;
  const picks: SavedPick[] = [];
  for (const item of value as unknown[]) {
    if (!isRecord(item)) return null;
    const { startTime, endTime, hash } = item;
    if (!isInstant(startTime) || !isInstant(endTime)) return null;
    if (Date.parse(endTime) <= Date.parse(startTime)) return null;
    if (
      hash !== null &&
      (typeof hash !== 'string' || hash.length === 0 || hash.length > HASH_LIMIT)
    ) {
      return null;
    }
    picks.push({ startTime, endTime, hash });
  }
  return picks;
}

function isInstant(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && Number.isFinite(Date.parse(value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
