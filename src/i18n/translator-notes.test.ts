/**
 * Translator notes (`locales/notes/<namespace>.json`): for every key that is ambiguous out of
 * context, where it shows and how long it may be. A key counts as ambiguous when its English
 * text has four words or fewer, has a placeholder, or has plural forms: "Back", "Remove",
 * "{{count}} selected" say nothing of where they stand. The notes are keyed by the key without
 * its plural suffix, and shown on the translators' docs page in Storybook.
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

/** Base keys (plural suffix removed) of a namespace, with their English text. */
function baseKeys(namespace: string): Map<string, { text: string; plural: boolean }> {
  const keys = new Map<string, { text: string; plural: boolean }>();
  for (const [key, text] of en.namespaces.get(namespace)?.flat ?? []) {
    const { base, plural } = keyInfo(key);
    keys.set(base, { text, plural: plural !== null || (keys.get(base)?.plural ?? false) });
  }
  return keys;
}

function isAmbiguous(text: string, plural: boolean): boolean {
  return plural || text.includes('{{') || text.trim().split(/\s+/).length <= 4;
}

describe('translator notes', () => {
  it('the rule: short texts, placeholders and plurals need a note; a sentence does not', () => {
    expect(isAmbiguous('Back', false)).toBe(true);
    expect(isAmbiguous('Times are shown in {{timeZone}}.', false)).toBe(true);
    expect(isAmbiguous('{{count}} options selected and more words here', true)).toBe(true);
    expect(isAmbiguous('Check your internet connection, then try again.', false)).toBe(false);
  });

  const namespaces = [...en.namespaces.keys()];

  it('has a notes file for every namespace with an ambiguous key, and no other file', () => {
    const files = readdirSync(join(LOCALES, 'notes')).map((file) => file.replace(/\.json$/, ''));
    for (const file of files) expect(namespaces, `notes/${file}.json`).toContain(file);
  });

  it.each(namespaces)('%s: every ambiguous key has a note, and every note a key', (namespace) => {
    const keys = baseKeys(namespace);
    const ambiguous = [...keys].filter(([, { text, plural }]) => isAmbiguous(text, plural));
    const notes = notesOf(namespace);
    const missing = ambiguous.map(([key]) => key).filter((key) => !notes[key]?.trim());
    expect(
      missing,
      `keys of ${namespace} without a note in locales/notes/${namespace}.json`,
    ).toEqual([]);
    const orphans = Object.keys(notes).filter((key) => !keys.has(key));
    expect(orphans, `notes of ${namespace} for keys that do not exist`).toEqual([]);
  });
});
