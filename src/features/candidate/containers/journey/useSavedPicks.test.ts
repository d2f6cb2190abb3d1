import { describe, expect, it } from 'vitest';
import { MemoryStorage, memoryStores } from '../../../../../fixtures';
import {
  pickingKey,
  serializePicking,
  serializeShared,
  sharedKey,
} from '../../../../domain/saved-picks';
import { NOTHING_SAVED } from '../../state';
import { hasPickingSaved } from '../pick-stores';
import { readSavedJourney } from './useSavedPicks';

const pick = { startTime: '2026-03-06T14:45:00Z', endTime: '2026-03-06T16:00:00Z', hash: 'a' };

class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  }
}

describe('readSavedJourney', () => {
  it('reads only the link’s own picks', () => {
    const stores = memoryStores();
    stores.session.setItem(
      pickingKey('link-a'),
      serializePicking({ purpose: { kind: 'availability' }, picks: [pick] }),
    );
    stores.local.setItem(sharedKey('link-a'), serializeShared([pick]));
    expect(readSavedJourney(stores, 'link-a')).toEqual({
      picking: { purpose: { kind: 'availability' }, picks: [pick] },
      shared: [pick],
    });
    expect(readSavedJourney(stores, 'link-b')).toBe(NOTHING_SAVED);
    expect(hasPickingSaved(stores, 'link-a')).toBe(true);
    expect(hasPickingSaved(stores, 'link-b')).toBe(false);
  });

  it('treats blocked or missing stores and garbage as nothing saved', () => {
    expect(readSavedJourney({ session: new BlockedStorage(), local: null }, 'x')).toBe(
      NOTHING_SAVED,
    );
    const stores = memoryStores();
    stores.session.setItem(pickingKey('x'), '{"v":1,"picks":"nope"}');
    expect(readSavedJourney(stores, 'x')).toBe(NOTHING_SAVED);
    expect(hasPickingSaved({ session: new BlockedStorage(), local: null }, 'x')).toBe(false);
  });
});
