/**
 * Test support: the translation parity checks of DESIGN.md section 6, as functions over a
 * `locales/`-shaped folder. locales.test.ts runs them over the real folder; locale-parity.test.ts
 * proves each one catches what it should. Every check returns its problems as sentences naming
 * the language, the file and the key, so a failing run lists everything to fix.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { i18n as I18n } from 'i18next';
import { type LanguageCode, languageInfo } from '../domain/languages';

/** Strings shorter than this may legitimately read the same in another language ("OK"). */
export const MIN_COPY_LENGTH = 12;

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export interface NamespaceFile {
  /** Dotted key → string value. */
  readonly flat: ReadonlyMap<string, string>;
  /** JSON and shape problems, already phrased. */
  readonly problems: readonly string[];
}

export interface LanguageFolder {
  readonly code: string;
  readonly exists: boolean;
  /** Namespace (file name without `.json`) → contents. */
  readonly namespaces: ReadonlyMap<string, NamespaceFile>;
}

function flatten(
  value: unknown,
  prefix: string,
  where: string,
  flat: Map<string, string>,
  problems: string[],
): void {
  if (typeof value === 'string') {
    flat.set(prefix, value);
    return;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix === '' ? key : `${prefix}.${key}`, where, flat, problems);
    }
    return;
  }
  const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value;
  problems.push(`${where}: "${prefix}" is ${kind}, not a string or an object of strings`);
}

function readNamespace(dir: string, code: string, file: string): NamespaceFile {
  const where = `${code}/${file}`;
  const flat = new Map<string, string>();
  const problems: string[] = [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(dir, code, file), 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(`${where}: invalid JSON (${reason})`);
    return { flat, problems };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    problems.push(`${where}: the file is not a JSON object`);
    return { flat, problems };
  }
  flatten(json, '', where, flat, problems);
  return { flat, problems };
}

/** Reads `<dir>/<code>/*.json`; a missing folder gives `exists: false` and no namespaces. */
export function readLanguageFolder(dir: string, code: string): LanguageFolder {
  const path = join(dir, code);
  const exists = existsSync(path) && statSync(path).isDirectory();
  const namespaces = new Map<string, NamespaceFile>();
  if (exists) {
    for (const file of readdirSync(path).sort()) {
      if (!file.endsWith('.json')) continue;
      namespaces.set(file.slice(0, -'.json'.length), readNamespace(dir, code, file));
    }
  }
  return { code, exists, namespaces };
}

/** The sub-folders of `dir` (the language folders present). */
export function languageFoldersIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Keys, plurals, placeholders
// ---------------------------------------------------------------------------------------------

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralType = 'cardinal' | 'ordinal';
const PLURAL_KEY = new RegExp(`^(.+?)(_ordinal)?_(${CATEGORIES.join('|')})$`);

export interface KeyInfo {
  /** The key without its plural suffix. */
  readonly base: string;
  readonly plural: { readonly type: PluralType; readonly category: string } | null;
}

/**
 * i18next v4 JSON plural keys: `key_one`, `key_other`, `key_ordinal_few`… A final
 * `_zero|_one|_two|_few|_many|_other` always marks a plural form, so those suffixes are reserved
 * for plurals in every namespace.
 */
export function keyInfo(key: string): KeyInfo {
  const match = PLURAL_KEY.exec(key);
  if (!match?.[1] || !match[3]) return { base: key, plural: null };
  return {
    base: match[1],
    plural: { type: match[2] ? 'ordinal' : 'cardinal', category: match[3] },
  };
}

/** A plain key, or a plural base with its type (`slots.selected [cardinal plural]`). */
function logicalKey(info: KeyInfo): string {
  return info.plural ? `${info.base} [${info.plural.type} plural]` : info.base;
}

/** Logical key → every value under it (one for a plain key, one per form for a plural). */
function byLogicalKey(flat: ReadonlyMap<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of flat) {
    const logical = logicalKey(keyInfo(key));
    out.set(logical, [...(out.get(logical) ?? []), value]);
  }
  return out;
}

const INTERPOLATION = /\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g;
const NESTING = /\$t\(\s*([^,)\s]+)/g;

function namesOf(values: readonly string[], pattern: RegExp): string[] {
  const names = new Set<string>();
  for (const value of values) for (const m of value.matchAll(pattern)) names.add(m[1] ?? '');
  return [...names].sort();
}

/** The visible words of a string: placeholders, nesting and tags removed. */
function visibleText(value: string): string {
  return value
    .replace(/\$t\([^)]*\)/g, '')
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/<\/?[A-Za-z0-9]+\s*\/?>/g, '');
}

/** The CLDR plural categories of a language, in CLDR order (zero … other). */
export function requiredCategories(code: LanguageCode, type: PluralType = 'cardinal'): string[] {
  return [
    ...new Intl.PluralRules(languageInfo(code).bcp47, { type }).resolvedOptions().pluralCategories,
  ].sort((a, b) => CATEGORIES.indexOf(a) - CATEGORIES.indexOf(b));
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Calls `check` for each namespace the language shares with the source. */
function eachSharedNamespace(
  folder: LanguageFolder,
  source: LanguageFolder,
  check: (ns: string, file: NamespaceFile, en: NamespaceFile) => void,
): void {
  for (const [ns, en] of source.namespaces) {
    const file = folder.namespaces.get(ns);
    if (file) check(ns, file, en);
  }
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/** The folder exists and has exactly the namespace files of the source. */
export function checkNamespaces(folder: LanguageFolder, source: LanguageFolder): string[] {
  const { code } = folder;
  const expected = [...source.namespaces.keys()].map((ns) => `${ns}.json`).join(', ');
  if (!folder.exists) return [`${code}: folder locales/${code}/ is missing (it needs ${expected})`];
  const problems: string[] = [];
  for (const ns of source.namespaces.keys()) {
    if (!folder.namespaces.has(ns)) problems.push(`${code}: missing ${ns}.json`);
  }
  for (const ns of folder.namespaces.keys()) {
    if (!source.namespaces.has(ns)) {
      problems.push(`${code}: ${ns}.json has no source (locales/${source.code}/${ns}.json)`);
    }
  }
  return problems;
}

/** Every file is a JSON object of nested string values, and no string is empty. */
export function checkJson(folder: LanguageFolder): string[] {
  const problems: string[] = [];
  for (const [ns, file] of folder.namespaces) {
    problems.push(...file.problems);
    for (const [key, value] of file.flat) {
      if (value.trim() === '') problems.push(`${folder.code}/${ns}.json: "${key}" is empty`);
    }
  }
  return problems;
}

/** Every key of the source is there and no other; plural keys are compared by base key. */
export function checkKeys(folder: LanguageFolder, source: LanguageFolder): string[] {
  const problems: string[] = [];
  eachSharedNamespace(folder, source, (ns, file, en) => {
    const ours = byLogicalKey(file.flat);
    const theirs = byLogicalKey(en.flat);
    for (const key of theirs.keys()) {
      if (!ours.has(key)) problems.push(`${folder.code}/${ns}.json: missing key ${key}`);
    }
    for (const key of ours.keys()) {
      if (!theirs.has(key)) {
        problems.push(`${folder.code}/${ns}.json: key ${key} is not in ${source.code}`);
      }
    }
  });
  return problems;
}

/**
 * Per key, the same `{{placeholder}}` names and the same `$t()` references as the source (over
 * all plural forms together: English "one" may spell the number out).
 */
export function checkPlaceholders(folder: LanguageFolder, source: LanguageFolder): string[] {
  const problems: string[] = [];
  eachSharedNamespace(folder, source, (ns, file, en) => {
    const ours = byLogicalKey(file.flat);
    for (const [key, enValues] of byLogicalKey(en.flat)) {
      const values = ours.get(key);
      if (!values) continue;
      const where = `${folder.code}/${ns}.json: ${key}`;
      const expected = namesOf(enValues, INTERPOLATION);
      const actual = namesOf(values, INTERPOLATION);
      if (!sameSet(expected, actual)) {
        problems.push(
          `${where} has placeholders [${actual.join(', ')}] but ${source.code} has [${expected.join(', ')}]`,
        );
      }
      const expectedRefs = namesOf(enValues, NESTING);
      const actualRefs = namesOf(values, NESTING);
      if (!sameSet(expectedRefs, actualRefs)) {
        problems.push(
          `${where} nests $t() of [${actualRefs.join(', ')}] but ${source.code} nests [${expectedRefs.join(', ')}]`,
        );
      }
    }
  });
  return problems;
}

/**
 * Each plural key set has exactly the categories of the language's CLDR rules
 * (`Intl.PluralRules(languageInfo(code).bcp47)`): Polish and Czech one/few/many/other, Chinese, Japanese
 * and Korean only other, English one/other.
 */
export function checkPlurals(folder: LanguageFolder & { code: LanguageCode }): string[] {
  const { code } = folder;
  const problems: string[] = [];
  for (const [ns, file] of folder.namespaces) {
    const forms = new Map<string, { type: PluralType; categories: string[] }>();
    for (const key of file.flat.keys()) {
      const info = keyInfo(key);
      if (!info.plural) continue;
      const id = logicalKey(info);
      const entry = forms.get(id) ?? { type: info.plural.type, categories: [] };
      entry.categories.push(info.plural.category);
      forms.set(id, entry);
    }
    for (const [key, { type, categories }] of forms) {
      const required = requiredCategories(code, type);
      const lacking = required.filter((c) => !categories.includes(c));
      const extra = categories.filter((c) => !required.includes(c));
      const where = `${code}/${ns}.json: ${key}`;
      if (lacking.length > 0) {
        problems.push(
          `${where} lacks _${lacking.join(', _')} (${languageInfo(code).bcp47} uses ${required.join(', ')})`,
        );
      }
      if (extra.length > 0) {
        problems.push(
          `${where} has _${extra.join(', _')}, which ${languageInfo(code).bcp47} never uses (it uses ${required.join(', ')})`,
        );
      }
    }
  }
  return problems;
}

/**
 * "Never English copies": no value equal to the source's value for the same key (any plural
 * form of it) when that value is at least {@link MIN_COPY_LENGTH} characters and has words
 * once placeholders are removed, unless `namespace:key` is in `allowed`.
 */
export function checkEnglishCopies(
  folder: LanguageFolder,
  source: LanguageFolder,
  allowed: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  eachSharedNamespace(folder, source, (ns, file, en) => {
    const enByLogical = byLogicalKey(en.flat);
    for (const [key, value] of file.flat) {
      const info = keyInfo(key);
      if (allowed.has(`${ns}:${info.base}`)) continue;
      const english = enByLogical.get(logicalKey(info)) ?? [];
      const copied = english.some(
        (text) =>
          text === value && text.length >= MIN_COPY_LENGTH && /\p{L}/u.test(visibleText(text)),
      );
      if (copied) problems.push(`${folder.code}/${ns}.json: ${key} is still English: "${value}"`);
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Instances of made-up resources
// ---------------------------------------------------------------------------------------------

/** `t` with any key: see {@link untypedT}. */
export type UntypedT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The `t` of an instance built from made-up resources, for tests of the i18n set-up itself
 * (fallbacks, plurals, loading, missing keys): their keys are not the app's, which the typed
 * `t` (i18next.d.ts) rightly refuses. App code and stories use the typed `t`.
 */
export function untypedT(i18n: I18n): UntypedT {
  const t = i18n.t as unknown as UntypedT;
  return (key, options) => t.call(i18n, key, options);
}

// ---------------------------------------------------------------------------------------------
// A translator for tests that format with the real strings
// ---------------------------------------------------------------------------------------------

const LOCALES_DIR = join(import.meta.dirname, '../../locales');

/** Every namespace of `locales/<code>/` for each code, as i18next resources. */
export function localeResources(
  codes: readonly string[],
): Record<string, Record<string, Record<string, unknown>>> {
  return Object.fromEntries(
    codes.map((code) => [
      code,
      Object.fromEntries(
        readdirSync(join(LOCALES_DIR, code)).map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(join(LOCALES_DIR, code, file), 'utf8')) as Record<
            string,
            unknown
          >,
        ]),
      ),
    ]),
  );
}
