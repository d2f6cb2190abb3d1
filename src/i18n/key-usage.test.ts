/**
 * The key scan of the key check (DESIGN.md section 6), each kind of problem caught on a made-up
 * file (key-usage.ts says how keys are found). The check itself, over the app's code against
 * `locales/en`, is in scripts/production-code.test.ts, which shares the production program with
 * the other check that reads the code.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type KeyScan, checkKeyUsage, scanKeyUsage } from './key-usage';
import { readLanguageFolder } from './test-helpers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const en = readLanguageFolder(`${ROOT}/locales`, 'en');
const NAMESPACES: ReadonlySet<string> = new Set(en.namespaces.keys());

// ---------------------------------------------------------------------------------------------
// Each problem, caught
// ---------------------------------------------------------------------------------------------

const FIXTURE = 'src/i18n/__key-usage-fixture__.ts';

/** The last made-up program: the next reuses its unchanged files (lib, i18next, the locales). */
let previous: ts.Program | undefined;

/** Scans one made-up production file (typed like the app's, with i18next.d.ts). */
function scanSource(text: string): KeyScan {
  const path = `${ROOT}/${FIXTURE}`;
  const options: ts.CompilerOptions = {
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const base = ts.createCompilerHost(options);
  const host: ts.CompilerHost = {
    ...base,
    getSourceFile: (name, version, ...rest) =>
      name === path
        ? ts.createSourceFile(name, text, version, true)
        : base.getSourceFile(name, version, ...rest),
    fileExists: (name) => name === path || base.fileExists(name),
    readFile: (name) => (name === path ? text : base.readFile(name)),
  };
  const program = ts.createProgram(
    [path, `${ROOT}/src/i18n/i18next.d.ts`],
    options,
    host,
    previous,
  );
  previous = program;
  return scanKeyUsage(program, ROOT, [FIXTURE], NAMESPACES);
}

const PREAMBLE = `
import type { TFunction } from 'i18next';
import type { AnyTFunction } from './resources';
declare const pickDaysT: TFunction<readonly ['pickDays', 'general']>;
declare const anyT: AnyTFunction;
declare const text: string;
`;

describe('the key scan', () => {
  it('gives a key without namespace the first namespace of its t, and counts plurals by base', () => {
    const scan = scanSource(`${PREAMBLE}
      pickDaysT('title');
      pickDaysT('general:actions.back');
      pickDaysT('days.span', { count: 2 });
      anyT('booking:calendar.google');
    `);
    expect(scan.problems).toEqual([]);
    expect(scan.uses.map((use) => use.key)).toEqual([
      'pickDays:title',
      'general:actions.back',
      'pickDays:days.span',
      'booking:calendar.google',
    ]);
    expect(scan.uses[0]?.where).toBe(`${FIXTURE}:8`);
  }, 60_000);

  it('follows a key built from a union of codes, a code without its key included', () => {
    const scan = scanSource(`${PREAMBLE}
      declare const bucket: 'morning' | 'night' | 'midnight';
      anyT(\`general:timeOfDay.\${bucket}\`);
    `);
    expect(scan.uses.map((use) => use.key)).toEqual([
      'general:timeOfDay.morning',
      'general:timeOfDay.night',
      'general:timeOfDay.midnight',
    ]);
  }, 60_000);

  it('refuses a key that is any string, and a key of unknown namespace', () => {
    const scan = scanSource(`${PREAMBLE}
      pickDaysT(text);
      anyT('title');
    `);
    expect(scan.problems).toEqual([
      `${FIXTURE}:8: t() gets a key of type string; give it a union of real keys (a LocalizedText goes through translateText)`,
      `${FIXTURE}:9: "title" has no namespace and this t's namespace is unknown; write it as namespace:key`,
    ]);
  }, 60_000);

  it('records every namespace:key string of the code, reached by a t call or not', () => {
    const scan = scanSource(`${PREAMBLE}
      export const DATA = { key: 'general:errors.general', other: 'mailto:someone' };
    `);
    expect(scan.literals.map((use) => use.key)).toEqual(['general:errors.general']);
    expect(scan.uses).toEqual([]);
  }, 60_000);
});

describe('checkKeyUsage', () => {
  const english = new Set(['pickDays:title', 'pickDays:help.body', 'general:errors.general']);
  const scan = (over: Partial<KeyScan>): KeyScan => ({
    uses: [
      { key: 'pickDays:title', where: 'a.tsx:1' },
      { key: 'pickDays:help.body', where: 'a.tsx:2' },
      { key: 'general:errors.general', where: 'b.ts:3' },
    ],
    literals: [],
    problems: [],
    ...over,
  });

  it('passes when the code and English have the same keys', () => {
    expect(checkKeyUsage(scan({}), english)).toEqual([]);
  });

  it('fails on a key used but missing in English, naming every place', () => {
    const uses = [...scan({}).uses, { key: 'pickDays:nope', where: 'c.tsx:4' }];
    uses.push({ key: 'pickDays:nope', where: 'd.tsx:5' });
    expect(checkKeyUsage(scan({ uses }), english)).toEqual([
      'pickDays:nope is in the code (c.tsx:4, d.tsx:5) but not in locales/en/pickDays.json',
    ]);
  });

  it('fails on an English key no code uses', () => {
    const uses = scan({}).uses.filter((use) => use.key !== 'pickDays:help.body');
    expect(checkKeyUsage(scan({ uses }), english)).toEqual([
      'locales/en/pickDays.json has help.body, which no code uses',
    ]);
  });

  it('fails on a key written in the code that no t call reaches, and on a missing one', () => {
    const uses = scan({}).uses.filter((use) => use.key !== 'general:errors.general');
    const literals = [
      { key: 'general:errors.general', where: 'e.ts:6' },
      { key: 'general:errors.gone', where: 'e.ts:7' },
    ];
    expect(checkKeyUsage(scan({ uses, literals }), english)).toEqual([
      'general:errors.gone is in the code (e.ts:7) but not in locales/en/general.json',
      'e.ts:6: "general:errors.general" is written as a key but no t() call reaches it; translate it, or add its text to DataText (src/i18n/localized-text.ts)',
      'locales/en/general.json has errors.general, which no code uses',
    ]);
  });

  it('keeps the problems of the scan', () => {
    expect(
      checkKeyUsage(scan({ problems: ['x.ts:1: t() gets a key of type string'] }), english),
    ).toEqual(['x.ts:1: t() gets a key of type string']);
  });
});
