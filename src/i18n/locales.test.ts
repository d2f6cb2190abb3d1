/**
 * Translation parity over the real `locales/` folder (DESIGN.md section 6): every registered
 * language ships every namespace and key of English, with the same placeholders and nesting,
 * exactly the plural forms its CLDR rules need, no English left in, valid JSON and no empty
 * strings. Each check lists every offending language / namespace / key (the checks are in
 * test-helpers.ts, and locale-parity.test.ts shows each one catching its problem).
 *
 * A missing language folder fails that language's first check ("has a folder with every
 * namespace of en"); its other checks then have nothing to compare and fail or pass on the
 * namespaces that do exist. English is the source, so it gets no "left in English" check.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode, languageInfo } from '../domain/languages';
import {
  checkEnglishCopies,
  checkJson,
  checkKeys,
  checkNamespaces,
  checkPlaceholders,
  checkPlurals,
  languageFoldersIn,
  readLanguageFolder,
  requiredCategories,
} from './test-helpers';

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));
const SOURCE: LanguageCode = 'en';

/**
 * `namespace:key` of brand or technical strings that may stay identical to English in every
 * language (a product name, a URL pattern). Keep it small: "never English copies".
 */
const ALLOWED_ENGLISH_COPIES: ReadonlySet<string> = new Set<string>([]);

const source = readLanguageFolder(LOCALES_DIR, SOURCE);

describe('locales/', () => {
  it('has the English source with at least the general namespace', () => {
    expect(source.exists, `locales/${SOURCE} is missing`).toBe(true);
    expect([...source.namespaces.keys()]).toContain('general');
  });

  it('holds only folders of registered language codes (se, not sv; zh, not zh-CN) and notes/', () => {
    const unknown = languageFoldersIn(LOCALES_DIR).filter(
      (name) => name !== NOTES_FOLDER && !(LANGUAGE_CODES as readonly string[]).includes(name),
    );
    expect(unknown, 'folders that are not one of the 14 registered codes').toEqual([]);
  });
});

/** The translator notes (translator-notes.test.ts), beside the language folders. */
const NOTES_FOLDER = 'notes';

describe.each(LANGUAGE_CODES)('locales/%s', (code) => {
  const folder = { ...readLanguageFolder(LOCALES_DIR, code), code };

  it(`has a folder with every namespace of ${SOURCE}, and no other`, () => {
    expect(checkNamespaces(folder, source)).toEqual([]);
  });

  it('is valid JSON of nested string values, with no empty string', () => {
    expect(checkJson(folder)).toEqual([]);
  });

  it(`has every key of ${SOURCE} and no other (plurals by base key)`, () => {
    expect(checkKeys(folder, source)).toEqual([]);
  });

  it(`keeps the {{placeholders}} and $t() references of ${SOURCE}`, () => {
    expect(checkPlaceholders(folder, source)).toEqual([]);
  });

  it(`has exactly the plural forms ${languageInfo(code).bcp47} needs (${requiredCategories(code).join(', ')})`, () => {
    expect(checkPlurals(folder)).toEqual([]);
  });

  if (code !== SOURCE) {
    it('is translated: no long string left in English', () => {
      expect(checkEnglishCopies(folder, source, ALLOWED_ENGLISH_COPIES)).toEqual([]);
    });
  }
});
