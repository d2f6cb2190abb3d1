/**
 * The checks of `npm test` that read the app's production code (src and the harness app, tests
 * excluded) with the TypeScript compiler. They share one program of that code, built once for
 * this file (`productionProgram`: about 9 s of one core on these machines, which each check built
 * for itself when they were two files).
 *
 * - The key check (DESIGN.md section 6): every key the code uses is in `locales/en`, and every
 *   English key is used by the code (src/i18n/key-usage.ts says how keys are found; its test shows
 *   each kind of problem caught). The other languages follow English (locales.test.ts), so this
 *   keeps all 14 in step with the code.
 * - Every exported value of `src/domain` has a production caller (a rule used by another reached
 *   rule counts), or is listed below for the named feature that will call it. A rule nobody calls
 *   and nobody plans to call is deleted, not kept "just in case": that is how duplicates and
 *   misread rules hid before (issue 10). domain-callers.ts says how callers are found.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type KeyScan,
  checkKeyUsage,
  productionProgram,
  scanKeyUsage,
} from '../src/i18n/key-usage';
import { keyInfo, readLanguageFolder } from '../src/i18n/test-helpers';
import { type DomainExport, unreachedDomainExports } from './domain-callers';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const en = readLanguageFolder(`${ROOT}/locales`, 'en');
const NAMESPACES: ReadonlySet<string> = new Set(en.namespaces.keys());

/** The English keys as `namespace:key`, plural forms by their base key. */
function englishKeys(): Set<string> {
  const keys = new Set<string>();
  for (const [ns, file] of en.namespaces) {
    for (const key of file.flat.keys()) keys.add(`${ns}:${keyInfo(key).base}`);
  }
  return keys;
}

let real: KeyScan | undefined;
function realScan(): KeyScan {
  if (!real) {
    const { program, files } = productionProgram(ROOT);
    real = scanKeyUsage(program, ROOT, files, NAMESPACES);
  }
  return real;
}

describe('translation keys in the code against locales/en', () => {
  it('uses only keys of locales/en, and every key of locales/en', () => {
    expect(checkKeyUsage(realScan(), englishKeys())).toEqual([]);
  }, 60_000);

  it('sees keys built from codes and keys carried as data', () => {
    const used = new Set(realScan().uses.map((use) => use.key));
    expect([...used]).toEqual(
      expect.arrayContaining([
        // `booking:reschedule.reasons.${code}` over RESCHEDULE_REASON_CODES
        'booking:reschedule.reasons.personal_emergency',
        // `general:timeOfDay.${bucket}` over TIME_BUCKETS
        'general:timeOfDay.earlyMorning',
        // LocalizedText of the domain, through translateText
        'general:errors.timeAlreadyBookedAlt',
        'chat:greeting',
        // form rule messages (FORM_MESSAGES)
        'contact:errors.linkedInUrl',
        // a plural key, by its base key
        'pickDays:days.span',
      ]),
    );
  }, 60_000);
});

type Feature =
  'superday' | 'portal' | 'chat' | 'interviewer link' | 'scheduling link' | 'debug mode';

/** Exports waiting for a feature that is not built yet, each with the reason. */
const FOR_FEATURES: Readonly<
  Record<DomainExport, { feature: Feature | 'workbench'; why: string }>
> = {};

describe('every exported domain rule has a caller', () => {
  const unreached = unreachedDomainExports(ROOT);

  it('has a production caller, or is listed for the feature that will call it', () => {
    const orphans = unreached.filter((name) => !(name in FOR_FEATURES));
    expect(
      orphans.map((name) => `${name} has no production caller and no feature listed for it`),
    ).toEqual([]);
  });

  it('lists no rule that already has a production caller (the list only shrinks)', () => {
    const called = Object.keys(FOR_FEATURES).filter(
      (name) => !unreached.includes(name as DomainExport),
    );
    expect(called.map((name) => `${name} is called now: take it off the list`)).toEqual([]);
  });
});
