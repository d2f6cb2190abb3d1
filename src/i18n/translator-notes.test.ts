/**
 * Translator notes (`locales/notes/<namespace>.json`): for every key, where it shows and, where
 * it matters, how long it may be. Out of context "Back", "Remove" or "{{count}} selected" say
 * nothing of where they stand, and even a sentence needs to say whether it is a title, a button
 * or an error. The notes are keyed by the key without its plural suffix and mirror `en`, one
 * file per namespace, like a language folder.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyInfo, readLanguageFolder } from './test-helpers';

const LOCALES = join(process.cwd(), 'locales');
const en = readLanguageFolder(LOCALES, 'en');

/** The notes of a namespace; none when it has no notes file. */
function notesOf(namespace: string): Record<string, string> {
  const file = join(LOCALES, 'notes', `${namespace}.json`);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Keys of a namespace without their plural suffix. */
function baseKeys(namespace: string): Set<string> {
  return new Set(
    [...(en.namespaces.get(namespace)?.flat.keys() ?? [])].map((key) => keyInfo(key).base),
  );
}

describe('translator notes', () => {
  const namespaces = [...en.namespaces.keys()];

  it('has a notes file for every namespace, and no other file', () => {
    const files = readdirSync(join(LOCALES, 'notes')).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s: every key has a note, and every note a key', (namespace) => {
    const keys = baseKeys(namespace);
    const notes = notesOf(namespace);
    const missing = [...keys].filter((key) => !notes[key]?.trim());
    expect(
      missing,
      `keys of ${namespace} without a note in locales/notes/${namespace}.json`,
    ).toEqual([]);
    const orphans = Object.keys(notes).filter((key) => !keys.has(key));
    expect(orphans, `notes of ${namespace} for keys that do not exist`).toEqual([]);
  });
});
