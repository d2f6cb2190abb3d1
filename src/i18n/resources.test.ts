/**
 * The typed resources (resources.ts, i18next.d.ts) against the files: the list of namespaces is
 * the folder's, the types follow the English files, and `t` refuses a key English does not have.
 */
import { readdirSync } from 'node:fs';
import type { ParseKeys } from 'i18next';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type AppNamespace, NAMESPACES, type NamespacedKey } from './resources';

const EN_DIR = new URL('../../locales/en/', import.meta.url);

describe('NAMESPACES', () => {
  it('lists exactly the files of locales/en, general first', () => {
    const files = readdirSync(EN_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length));
    expect([...NAMESPACES].sort()).toEqual(files.sort());
    expect(NAMESPACES[0]).toBe('general');
  });

  it('is every namespace of AppResources (checked by the type checker)', () => {
    expectTypeOf<(typeof NAMESPACES)[number]>().toEqualTypeOf<AppNamespace>();
  });
});

describe('typed keys', () => {
  it('accepts the keys of the English files, plural keys by their base key', () => {
    expectTypeOf<'pickDays:days.span'>().toExtend<NamespacedKey>();
    expectTypeOf<'pickDays:days.span_one'>().toExtend<NamespacedKey>();
    expectTypeOf<'chat:greeting'>().toExtend<NamespacedKey>();
  });

  it('refuses a key English does not have, with or without its namespace', () => {
    expectTypeOf<'pickDays:nope'>().not.toExtend<NamespacedKey>();
    // The keys `t` takes after useTranslation('pickDays'):
    expectTypeOf<'title'>().toExtend<ParseKeys<'pickDays'>>();
    expectTypeOf<'nope'>().not.toExtend<ParseKeys<'pickDays'>>();
  });
});
