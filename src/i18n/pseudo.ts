/**
 * The pseudo-locale (DESIGN.md section 6): every letter accented and every string about 35%
 * longer, wrapped in brackets, so a hard-coded (unaccented) string, a clipped string (no
 * closing bracket) or a layout that cannot grow shows at a glance.
 *
 * "Sorry, this time is no longer available" → "[Šöŕŕý, ŧĥîš ŧîɱé îš ñö ļöñĝéŕ åṽåîļåƀļé ····· ·····]"
 *
 * What is never touched, so the string still works in i18next and react-i18next:
 * - interpolation `{{name}}`, `{{- name}}`, `{{value, number}}`;
 * - nesting `$t(key)` and `$t(key, { "count": {{count}} })` (balanced parentheses);
 * - Trans tags `<0>`, `</0>`, `<1/>` and kept HTML tags `<br/>`, `<strong>`;
 * - HTML entities such as `&nbsp;`;
 * - keys (plural suffixes `_one`, `_other`… and context suffixes stay as they are).
 */
import { PSEUDO_LANGUAGE } from './app-language';

/** How much longer the visible text becomes (German is typically 30–35% longer than English). */
export const PSEUDO_EXPANSION = 0.35;
/** The padding character (a middle dot: visible, and plainly not a translation). */
export const PSEUDO_PAD_CHAR = '·';

/**
 * One accented look-alike per ASCII letter. Every replacement is a single UTF-16 code unit, so
 * accenting keeps the length and the padding alone sets the expansion.
 */
const ACCENTED: Readonly<Record<string, string>> = {
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ŧ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ŧ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
};

/** A piece of a translation string: visible text, or a token i18next must see unchanged. */
export interface PseudoSegment {
  readonly text: string;
  readonly protected: boolean;
}

const TAG = /^<\/?[A-Za-z0-9]+(?:\s[^<>]*)?\s*\/?>/;
const ENTITY = /^&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);/;

/** Length of the `$t(…)` nesting call starting at `start` (balanced parentheses), or 0. */
function nestingLength(text: string, start: number): number {
  if (!text.startsWith('$t(', start)) return 0;
  let depth = 0;
  for (let i = start + 2; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth === 0) return i + 1 - start;
    }
  }
  return 0;
}

/** Length of the protected token starting at `i`, or 0 when `text[i]` is visible text. */
function tokenLength(text: string, i: number): number {
  const ch = text[i];
  if (ch === '{' && text.startsWith('{{', i)) {
    const end = text.indexOf('}}', i + 2);
    return end === -1 ? 0 : end + 2 - i;
  }
  if (ch === '$') return nestingLength(text, i);
  if (ch === '<') return TAG.exec(text.slice(i))?.[0].length ?? 0;
  if (ch === '&') return ENTITY.exec(text.slice(i))?.[0].length ?? 0;
  return 0;
}

/** Splits a translation string into visible text and protected tokens, in order. */
export function segmentTranslation(text: string): PseudoSegment[] {
  const segments: PseudoSegment[] = [];
  let visible = '';
  let i = 0;
  while (i < text.length) {
    const len = tokenLength(text, i);
    if (len > 0) {
      if (visible !== '') segments.push({ text: visible, protected: false });
      visible = '';
      segments.push({ text: text.slice(i, i + len), protected: true });
      i += len;
    } else {
      visible += text[i] ?? '';
      i += 1;
    }
  }
  if (visible !== '') segments.push({ text: visible, protected: false });
  return segments;
}

/** The protected tokens of a string, in order (its "structure"). */
export function protectedTokens(text: string): string[] {
  return segmentTranslation(text)
    .filter((s) => s.protected)
    .map((s) => s.text);
}

function accent(text: string): string {
  let out = '';
  for (const ch of text) out += ACCENTED[ch] ?? ch;
  return out;
}

function padding(length: number): string {
  let pad = '';
  for (let i = 0; i < length; i += 1) pad += i % 6 === 5 ? ' ' : PSEUDO_PAD_CHAR;
  return pad.endsWith(' ') ? `${pad.slice(0, -1)}${PSEUDO_PAD_CHAR}` : pad;
}

/**
 * True when `text` already is pseudo-localized: bracketed, and no unaccented ASCII letter in its
 * visible text. (A bracketed string with no letters at all, like "[42]", also counts: accenting
 * it again would change nothing visible.)
 */
export function isPseudoLocalized(text: string): boolean {
  if (!(text.length >= 2 && text.startsWith('[') && text.endsWith(']'))) return false;
  return segmentTranslation(text).every((s) => s.protected || !/[A-Za-z]/.test(s.text));
}

/**
 * Pseudo-localizes one translation string: letters accented, protected tokens kept, then
 * `[`…`]` around it with middle-dot padding so the visible text grows by about
 * {@link PSEUDO_EXPANSION} (brackets and the space before the padding count towards it; short
 * strings get only the brackets). Idempotent: a pseudo-localized string is returned unchanged.
 * The empty string stays empty.
 */
export function pseudoLocalize(text: string): string {
  if (text === '' || isPseudoLocalized(text)) return text;
  const segments = segmentTranslation(text);
  const body = segments.map((s) => (s.protected ? s.text : accent(s.text))).join('');
  const visibleLength = segments.reduce((n, s) => (s.protected ? n : n + s.text.length), 0);
  // '[' + ']' + ' ' before the padding are part of the growth.
  const padLength = Math.round(visibleLength * PSEUDO_EXPANSION) - 3;
  return padLength > 0 ? `[${body} ${padding(padLength)}]` : `[${body}]`;
}

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = /^(.*?)(_ordinal)?_(zero|one|two|few|many|other)$/;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudoLocalize(value);
  if (Array.isArray(value)) return value.map(pseudoValue);
  if (isPlainObject(value)) return pseudoObject(value);
  return value;
}

/**
 * Pseudo-localizes every string of one JSON object, keeping its keys. Where a plural key set
 * has an `_other` form, the categories it lacks (`_zero`, `_two`, `_few`, `_many`) are added as
 * copies of `_other`: i18next picks plural forms for the language `pseudo` with
 * `Intl.PluralRules('pseudo')`, which falls back to the browser's default locale, so the
 * categories it asks for depend on the machine (a Polish browser asks for `_few`).
 */
function pseudoObject(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) out[key] = pseudoValue(value);
  for (const key of Object.keys(source)) {
    const match = PLURAL_KEY.exec(key);
    if (!match || match[3] !== 'other') continue;
    const prefix = `${match[1] ?? ''}${match[2] ?? ''}_`;
    for (const category of PLURAL_CATEGORIES) {
      if (!Object.hasOwn(out, prefix + category)) out[prefix + category] = out[key];
    }
  }
  return out;
}

/**
 * One namespace's JSON pseudo-localized (what the HTTP backend's `parse` applies to an English
 * file loaded for the pseudo-locale).
 */
export function pseudoNamespace(json: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return pseudoObject(json);
}

/**
 * The pseudo-locale's namespaces, made from English ones: `{ general: {...}, intro: {...} }` in,
 * the same namespaces and keys out, every string pseudo-localized (see {@link pseudoObject}
 * for the plural forms added). Use as `resources[PSEUDO_LANGUAGE]`.
 */
export function pseudoResources(
  enResources: Readonly<Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [ns, json] of Object.entries(enResources)) {
    if (!isPlainObject(json)) {
      throw new TypeError(`pseudoResources: namespace "${ns}" is not a JSON object`);
    }
    out[ns] = pseudoObject(json);
  }
  return out;
}

/** Adds the pseudo-locale to a full resource set built from its English resources. */
export function withPseudoResources<T extends Readonly<Record<string, Record<string, unknown>>>>(
  resources: T,
): T & { [PSEUDO_LANGUAGE]: Record<string, Record<string, unknown>> } {
  const en = resources.en;
  if (!en) throw new Error('withPseudoResources: there are no English resources to start from');
  return { ...resources, [PSEUDO_LANGUAGE]: pseudoResources(en) };
}
