/**
 * The parity checks of test-helpers.ts catch what they should, on a throw-away locales folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../domain/languages';
import {
  checkEnglishCopies,
  checkJson,
  checkKeys,
  checkNamespaces,
  checkPlaceholders,
  checkPlurals,
  keyInfo,
  readLanguageFolder,
  requiredCategories,
} from './test-helpers';

const dir = mkdtempSync(join(tmpdir(), 'locales-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(code: string, ns: string, content: unknown): void {
  mkdirSync(join(dir, code), { recursive: true });
  writeFileSync(
    join(dir, code, `${ns}.json`),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
}

write('en', 'general', {
  errors: { general: 'Oops. Something went wrong. Please try again.' },
  actions: { back: 'Back' },
  greeting: 'Hello {{name}}, you have $t(slots.selected, { "count": {{count}} })',
  range: '{{start}} – {{end}}',
  slots: { selected_one: 'One slot selected', selected_other: '{{count}} slots selected' },
});
write('en', 'intro', { getStarted: 'Get started' });

// German: a missing key, an extra key, a lost placeholder, an English copy, an empty string,
// an extra plural form; intro.json is missing, extra.json has no source.
write('de', 'general', {
  errors: { general: 'Oops. Something went wrong. Please try again.' },
  actions: { back: 'Back', next: 'Weiter' },
  greeting: 'Hallo {{nom}}, Sie haben $t(slots.selected, { "count": {{count}} })',
  range: '{{start}} – {{end}}',
  slots: {
    selected_zero: 'Keine Termine',
    selected_one: '',
    selected_other: '{{count}} Termine ausgewählt',
  },
});
write('de', 'extra', { a: 'b' });

// Polish: plural forms lacking few and many, a number value, a nesting reference changed.
write('pl', 'general', {
  errors: { general: 'Ups. Coś poszło nie tak. Spróbuj ponownie.' },
  actions: { back: 42 },
  greeting: 'Cześć {{name}}, masz $t(slots.chosen, { "count": {{count}} })',
  range: '{{start}}–{{end}}',
  slots: { selected_one: '{{count}} termin', selected_other: '{{count}} terminu' },
});
write('pl', 'intro', '{ "getStarted": "Zaczynamy", }');

// Japanese: one form only, as CLDR says.
write('ja', 'general', {
  errors: { general: 'エラーが発生しました。もう一度お試しください。' },
  actions: { back: '戻る' },
  greeting: '{{name}}さん、$t(slots.selected, { "count": {{count}} })',
  range: '{{start}}～{{end}}',
  slots: { selected_other: '{{count}} 件選択済み' },
});
write('ja', 'intro', { getStarted: '始める' });

const en = readLanguageFolder(dir, 'en');
const folder = (code: LanguageCode) => ({ ...readLanguageFolder(dir, code), code });

describe('parity checks', () => {
  it('plural keys and CLDR categories', () => {
    expect(keyInfo('slots.selected_few')).toEqual({
      base: 'slots.selected',
      plural: { type: 'cardinal', category: 'few' },
    });
    expect(keyInfo('place_ordinal_two').plural).toEqual({ type: 'ordinal', category: 'two' });
    expect(keyInfo('reasons.other').plural).toBeNull();
    expect(requiredCategories('pl')).toEqual(['one', 'few', 'many', 'other']);
    expect(requiredCategories('cs')).toEqual(['one', 'few', 'many', 'other']);
    expect(requiredCategories('zh')).toEqual(['other']);
    expect(requiredCategories('ja')).toEqual(['other']);
    expect(requiredCategories('ko')).toEqual(['other']);
    expect(requiredCategories('en')).toEqual(['one', 'other']);
  });

  it('a missing folder, a missing namespace and a namespace without source', () => {
    expect(checkNamespaces(folder('fr'), en)).toEqual([
      'fr: folder locales/fr/ is missing (it needs general.json, intro.json)',
    ]);
    expect(checkNamespaces(folder('de'), en)).toEqual([
      'de: missing intro.json',
      'de: extra.json has no source (locales/en/extra.json)',
    ]);
    expect(checkNamespaces(folder('ja'), en)).toEqual([]);
  });

  it('invalid JSON, non-string values and empty strings', () => {
    expect(checkJson(folder('pl'))).toEqual([
      'pl/general.json: "actions.back" is number, not a string or an object of strings',
      expect.stringMatching(/^pl\/intro\.json: invalid JSON \(/),
    ]);
    expect(checkJson(folder('de'))).toEqual(['de/general.json: "slots.selected_one" is empty']);
    expect(checkJson(folder('ja'))).toEqual([]);
  });

  it('missing and extra keys, plural keys compared by base key', () => {
    expect(checkKeys(folder('de'), en)).toEqual(['de/general.json: key actions.next is not in en']);
    expect(checkKeys(folder('pl'), en)).toEqual([
      'pl/general.json: missing key actions.back',
      // intro.json did not parse, so none of its keys is there.
      'pl/intro.json: missing key getStarted',
    ]);
    expect(checkKeys(folder('ja'), en)).toEqual([]);
  });

  it('placeholders and $t() references per key', () => {
    expect(checkPlaceholders(folder('de'), en)).toEqual([
      'de/general.json: greeting has placeholders [count, nom] but en has [count, name]',
    ]);
    expect(checkPlaceholders(folder('pl'), en)).toEqual([
      'pl/general.json: greeting nests $t() of [slots.chosen] but en nests [slots.selected]',
    ]);
    expect(checkPlaceholders(folder('ja'), en)).toEqual([]);
  });

  it('exactly the plural categories each language needs', () => {
    expect(checkPlurals(folder('pl'))).toEqual([
      'pl/general.json: slots.selected [cardinal plural] lacks _few, _many (pl uses one, few, many, other)',
    ]);
    expect(checkPlurals(folder('de'))).toEqual([
      'de/general.json: slots.selected [cardinal plural] has _zero, which de never uses (it uses one, other)',
    ]);
    expect(checkPlurals(folder('ja'))).toEqual([]);
    expect(checkPlurals(folder('en'))).toEqual([]);
  });

  it('long strings left in English, but not short ones or placeholder-only ones', () => {
    expect(checkEnglishCopies(folder('de'), en)).toEqual([
      'de/general.json: errors.general is still English: "Oops. Something went wrong. Please try again."',
    ]);
    expect(checkEnglishCopies(folder('de'), en, new Set(['general:errors.general']))).toEqual([]);
    expect(checkEnglishCopies(folder('ja'), en)).toEqual([]);
  });
});
