/**
 * The glossary (`locales/GLOSSARY.md`) holds: every language names the thing a candidate picks
 * on Pick days with its one "option" word, in every string that counts or names it, and the
 * collisions the localisation review found stay fixed. The table is read from the Markdown, so
 * changing a term there is what changes the check.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../domain/languages';
import { readLanguageFolder } from './test-helpers';

const LOCALES = join(process.cwd(), 'locales');

/** The glossary's table: English term → language code → chosen term. */
function glossary(): Map<string, Map<string, string>> {
  const lines = readFileSync(join(LOCALES, 'GLOSSARY.md'), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| English term'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const header = cells(lines[start] ?? '');
  const terms = new Map<string, Map<string, string>>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const row = cells(line);
    const term = (row[0] ?? '').replace(/\*\*/g, '').replace(/\s*\(.*$/, '');
    const byLanguage = new Map<string, string>([['en', term]]);
    header.forEach((title, index) => {
      const code = title.split(' ')[0] ?? '';
      if (index >= 2) byLanguage.set(code, row[index] ?? '');
    });
    terms.set(term, byLanguage);
  }
  return terms;
}

const TERMS = glossary();

/** All strings of a language, `namespace:key` → text. */
function strings(code: LanguageCode): Map<string, string> {
  const all = new Map<string, string>();
  for (const [namespace, file] of readLanguageFolder(LOCALES, code).namespaces) {
    for (const [key, text] of file.flat) all.set(`${namespace}:${key}`, text);
  }
  return all;
}

/** The word to look for: the glossary's term before any note, its first three letters. */
function stem(term: string): string {
  const word = term.replace(/\s*\(.*$/, '').split(/\s*\/\s*/)[0] ?? '';
  return Array.from(new Intl.Segmenter().segment(word.toLowerCase()), (part) => part.segment)
    .slice(0, 3)
    .join('');
}

/** Keys whose text counts or names the option (the pickable thing of Pick days). */
const OPTION_KEYS = [
  'general:slots.selected_other',
  'pickDays:days.options_other',
  'pickDays:summary.needMore_other',
  'pickDays:search.newResults_other',
  'pickDays:group.startingOn_other',
  'pickDays:empty.title',
];

describe('locales/GLOSSARY.md', () => {
  it('has a term for each core concept, with a word in all 14 languages', () => {
    for (const term of ['option', 'time', 'availability', 'interview', 'reschedule', 'recruiter']) {
      const row = TERMS.get(term);
      expect(row, term).toBeDefined();
      for (const code of LANGUAGE_CODES)
        expect(row?.get(code)?.trim(), `${term} in ${code}`).toBeTruthy();
    }
    for (const term of ['time zone', 'itinerary', 'interview block', 'recruiting team']) {
      expect(TERMS.has(term), term).toBe(true);
    }
  });

  it.each(LANGUAGE_CODES)('%s names the option with its glossary word everywhere', (code) => {
    const word = stem(TERMS.get('option')?.get(code) ?? '');
    const texts = strings(code);
    const without = OPTION_KEYS.filter(
      (key) => !(texts.get(key) ?? '').toLowerCase().includes(word),
    );
    expect(without, `strings of ${code} without "${word}…"`).toEqual([]);
  });

  it('English never says "slot" to a candidate', () => {
    const slots = [...strings('en')].filter(([, text]) => /\bslots?\b/i.test(text));
    expect(slots).toEqual([]);
  });

  it('ko uses 시간대 only for time zones (not for an option)', () => {
    const en = strings('en');
    const misuse = [...strings('ko')].filter(
      ([key, text]) => text.includes('시간대') && !/time zone/i.test(en.get(key) ?? ''),
    );
    expect(misuse).toEqual([]);
  });

  it('sw never uses "nafasi" (a job position) for an option', () => {
    expect([...strings('sw')].filter(([, text]) => /nafasi/i.test(text))).toEqual([]);
  });

  it('pt says "calendário" for the calendar, never "agenda" (Google Agenda is a name)', () => {
    const agenda = [...strings('pt')].filter(([, text]) =>
      /\bagendas?\b/i.test(text.replaceAll('Google Agenda', '')),
    );
    expect(agenda).toEqual([]);
  });

  it('fr puts a no-break space before : ? ! ; (never a plain space or none)', () => {
    const wrong = [...strings('fr')].filter(([, text]) =>
      /(^|[^\u00a0\u202f])[:?!;]/.test(text.replace(/https?:\/\//g, '').replace(/{{[^}]*}}/g, 'x')),
    );
    expect(wrong).toEqual([]);
  });

  it('ja keeps one register and addresses the candidate with さん', () => {
    const ja = [...strings('ja')];
    expect(ja.filter(([, text]) => /お選びください|選択してください/.test(text))).toEqual([]);
    expect(ja.filter(([, text]) => /{{firstName}}\s*様/.test(text))).toEqual([]);
  });

  it('de keeps Sie: no "Los geht’s" or other du-forms', () => {
    const du = [...strings('de')].filter(([, text]) =>
      /Los geht|\b(du|dein|deine|dich|dir)\b/.test(text),
    );
    expect(du).toEqual([]);
  });

  it.each(LANGUAGE_CODES)(
    '%s writes every count with digit grouping ({{count, number}})',
    (code) => {
      const bare = [...strings(code)].filter(([, text]) =>
        /{{\s*(count|shown|total)\s*}}/.test(text),
      );
      expect(bare).toEqual([]);
    },
  );
});
