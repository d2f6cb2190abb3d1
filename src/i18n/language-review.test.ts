/**
 * The per-language findings of the native-level review (issue 36, item 12), each pinned so it
 * cannot come back: es in one variety, zh and pl in their register, sw agreement and "tafadhali",
 * the reschedule submit distinct from the portal's button, "times" (not "options") where the
 * English says times, no colloquial Italian loading line, one Czech word for the lost connection.
 * The glossary (`locales/GLOSSARY.md`) is read for the words, so changing a term there is what
 * changes the check.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../domain/languages';
import { readLanguageFolder } from './test-helpers';

const LOCALES = join(process.cwd(), 'locales');
const GLOSSARY = readFileSync(join(LOCALES, 'GLOSSARY.md'), 'utf8');

/** All strings of a language, `namespace:key` → text. */
function strings(code: LanguageCode): Map<string, string> {
  const all = new Map<string, string>();
  for (const [namespace, file] of readLanguageFolder(LOCALES, code).namespaces) {
    for (const [key, text] of file.flat) all.set(`${namespace}:${key}`, text);
  }
  return all;
}

const text = (code: LanguageCode, key: string): string => strings(code).get(key) ?? '';

/** The glossary's word for `term` in `code` (the table's cell, before any note). */
function glossaryWord(term: string, code: string): string {
  const lines = GLOSSARY.split('\n');
  const header = (lines.find((line) => line.startsWith('| English term')) ?? '')
    .split('|')
    .map((cell) => cell.trim().split(' ')[0]);
  const row = lines.find((line) => line.replace(/\*\*/g, '').startsWith(`| ${term} `));
  const cells = (row ?? '').split('|').map((cell) => cell.trim());
  return (cells[header.indexOf(code)] ?? '').replace(/\s*\(.*$/, '').split(/\s*\/\s*/)[0] ?? '';
}

/** The first three letters (graphemes) of a word, lower case: what counts as "uses the word". */
const stem = (word: string): string =>
  Array.from(new Intl.Segmenter().segment(word.toLowerCase()), (part) => part.segment)
    .slice(0, 3)
    .join('');

const OTHERS = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('es: one variety (Spain, es-ES), as the register table says', () => {
  it('the glossary names the variety', () => {
    expect(GLOSSARY).toMatch(/^\| es \| tú, Spain Spanish \(es-ES\)/m);
  });

  it('uses the perfect for what has just happened, never the Latin American preterite', () => {
    // 2nd person singular preterite (Enviaste, Pediste, Confirmaste, elegiste…) and the
    // impersonal/1st plural preterite of failures (No se pudo, No pudimos, se envió).
    const notPreterite = new Set([
      'existe',
      'consiste',
      'insiste',
      'persiste',
      'resiste',
      'asiste',
    ]);
    const preterite = [...strings('es')].filter(
      ([, value]) =>
        (value.toLowerCase().match(/\b[a-záéíóúñ]+(aste|iste)\b/g) ?? []).some(
          (word) => !notPreterite.has(word),
        ) ||
        /\b(no se pudo|no se pudieron|no pudimos|no pudo|se envió|se enviaron|se produjo|salió mal|ya pasó)\b/i.test(
          value,
        ),
    );
    expect(preterite).toEqual([]);
  });

  it('uses Spanish (Spain) words, no vosotros and no Latin American forms', () => {
    const other = [...strings('es')].filter(([, value]) =>
      /\b(agreg\w*|ingres[ae]\w*|celular|computadora|contacta a|vosotros|vuestr\w*|os)\b/i.test(
        value,
      ),
    );
    expect(other).toEqual([]);
    expect(text('es', 'contact:phoneHint')).toContain('+34');
  });
});

describe('zh: 您 throughout (never 你)', () => {
  it.each(['general:timeZone.yourTime', 'pickDays:timeZone.noMatches'])('%s says 您', (key) => {
    expect(text('zh', key)).toContain('您');
  });

  it('no zh string says 你', () => {
    expect([...strings('zh')].filter(([, value]) => value.includes('你'))).toEqual([]);
  });
});

describe('pl: impersonal register (no ty-forms)', () => {
  it('no pl string uses the possessive Twój/Twoja… or tells the reader "Wybierz"', () => {
    const slips = [...strings('pl')].filter(([, value]) =>
      /(^|[^\p{L}])(twój|twoja|twoje|twojego|twojej|twoim|twoich|twoją|wybierz|ty|ciebie|cię)(?![\p{L}])/iu.test(
        value,
      ),
    );
    expect(slips).toEqual([]);
  });

  it('the two named strings are impersonal', () => {
    expect(text('pl', 'general:timeZone.yourTime')).toMatch(/^Czas lokalny/);
    expect(text('pl', 'pickDays:group.taken')).toContain('Należy wybrać');
  });
});

describe('the reschedule submit is not worded like the portal’s button', () => {
  it.each(LANGUAGE_CODES)(
    '%s: pickDays:submit.reschedule ≠ portal:actions.resubmitAvailability',
    (code) => {
      const submit = text(code, 'pickDays:submit.reschedule');
      expect(submit).not.toBe('');
      expect(submit).not.toBe(text(code, 'portal:actions.resubmitAvailability'));
    },
  );
});

describe('intro:noResults.title says "times", like the English, not the option word', () => {
  it.each(OTHERS)('%s uses its glossary word for time', (code) => {
    const title = text(code, 'intro:noResults.title').toLowerCase();
    const time = stem(glossaryWord('time', code));
    const option = stem(glossaryWord('option', code));
    expect(time).not.toBe('');
    expect(title).toContain(time);
    if (!time.startsWith(option) && !option.startsWith(time)) expect(title).not.toContain(option);
  });
});

describe('no "best option" label (the "Best fit" mark was dropped; nl, es, pt had rendered it)', () => {
  it.each(['nl', 'es', 'pt'] as const)('%s has no best-option wording', (code) => {
    const best = [...strings(code)].filter(
      ([key, value]) =>
        /best/i.test(key) ||
        /beste optie|mejor opción|melhor opção|opción recomendada/i.test(value),
    );
    expect(best).toEqual([]);
  });
});

describe('sw: agreement and polite requests', () => {
  it('"Suggested" agrees with saa za eneo (class 10: zi-), not ya-', () => {
    expect(glossaryWord('time zone', 'sw')).toBe('saa za eneo');
    expect(text('sw', 'pickDays:timeZone.suggested')).toMatch(/^Zi/);
  });

  it('every request to the candidate says "tafadhali"', () => {
    const requests = [
      'booking:confirmation.rescheduleText',
      'booking:reschedule.intro',
      'booking:reschedule.questionsText',
      'booking:reschedule.errors.reasonRequired',
      'booking:reschedule.errors.noteNeeded',
      'contact:phoneHint',
      'contact:errors.linkedInUrl',
      'general:form.required',
      'general:form.invalidEmail',
      'general:form.invalidPhone',
      'general:form.invalid',
      'general:chunkLoad.body',
      'pickDays:summary.needMore_one',
      'pickDays:summary.needMore_other',
      'pickDays:empty.description',
      'pickDays:group.chooseDay',
      'pickDays:group.taken',
      'pickDays:help.body',
      'pickDays:suggest.errors.invalidDate',
      'pickDays:suggest.errors.invalidTime',
      'pickDays:suggest.errors.inPast',
      'pickDays:suggest.errors.outsideWindow',
      'superday:choose.chooseOne',
      'superday:scheduled.lead',
    ];
    const without = requests.filter((key) => !/tafadhali/i.test(text('sw', key)));
    expect(without).toEqual([]);
  });
});

describe('it: no colloquial loading line', () => {
  it('no it string says "Ci sta volendo" / "Ci vuole"', () => {
    expect(
      [...strings('it')].filter(([, value]) => /\bci (sta volendo|vuole)\b/i.test(value)),
    ).toEqual([]);
  });
});

describe('cs: one word for the lost connection, no calques', () => {
  it('both connection messages say "Spojení"', () => {
    expect(text('cs', 'pickDays:search.disconnected')).toMatch(/^Spojení bylo přerušeno/);
    expect(text('cs', 'pickDays:search.disconnectedEmpty')).toMatch(/^Spojení bylo přerušeno/);
    expect([...strings('cs')].filter(([, value]) => /Připojení se přerušilo/.test(value))).toEqual(
      [],
    );
  });

  it('no "preferovaný", "Pro pokračování" or "organizaci" for the company', () => {
    const calques = [...strings('cs')].filter(([, value]) =>
      /preferovan|Pro pokračování|organizac/i.test(value),
    );
    expect(calques).toEqual([]);
  });
});
