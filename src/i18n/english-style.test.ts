/**
 * English is the source every translator reads (issue 36 item 11): it says each thing one way.
 * These are the rules of "English style" in `locales/GLOSSARY.md`, checked over `locales/en`,
 * and the labels that must read the same checked in all 14 languages. Each rule's detector is
 * also run over the strings that broke it before, so a rule that stops catching anything fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../domain/languages';
import { readLanguageFolder } from './test-helpers';

const LOCALES = join(process.cwd(), 'locales');

/** All strings of a language, `namespace:key` → text. */
function strings(code: LanguageCode): Map<string, string> {
  const all = new Map<string, string>();
  for (const [namespace, file] of readLanguageFolder(LOCALES, code).namespaces) {
    for (const [key, text] of file.flat) all.set(`${namespace}:${key}`, text);
  }
  return all;
}

const EN = strings('en');
const english = [...EN];

/** `namespace:key` of the English strings whose text matches. */
function matching(test: (text: string) => boolean): string[] {
  return english.filter(([, text]) => test(text)).map(([key]) => key);
}

// ---------------------------------------------------------------------------------------------
// Detectors (each one run over the old strings below)
// ---------------------------------------------------------------------------------------------

const straightQuote = (text: string) => /['"]/.test(text);
const eMail = (text: string) => /\be-mail/i.test(text);
const chooseVerb = (text: string) => /\b(choos\w*|chose\w*)\b/i.test(text);
const selectWord = (text: string) => /\bselect/i.test(text);
const submitWord = (text: string) => /\b(re)?submit/i.test(text);
/** "schedule" as a noun: after an article, a possessive or an adjective, or in the plural. */
const scheduleNoun = (text: string) =>
  /\b(a|the|your|my|our|its|final|new|confirmed|interview|superday)\s+schedules?\b|\bschedules\b/i.test(
    text,
  );
/**
 * "invitation" or "invite" for what arrives in the calendar: "calendar invites", an invitation
 * that is sent, got or received (the link is never sent after booking), or sent to an address.
 */
const calendarInvitation = (text: string) =>
  /\bcalendar\s+invit|\binvites?\b/i.test(text) ||
  /\b(send|sent|get|got|receive)\w*\b[^.]*\binvitation/i.test(text) ||
  /\binvitation\b[^.]*\bto\s+{{\s*email\s*}}/i.test(text);
/** A stage name followed by the word interview ("your Technical Interview interview"). */
const stageThenInterview = (text: string) => /{{\s*stage\s*}}\s+interview/i.test(text);

/** Sentence openers after which a comma ends a lead-in, not a clause. */
const LEAD_IN =
  /^(if|once|when|while|to|next|sorry|hi|hello|for example|then|after|before|as soon as|{{[^}]+}})\b/i;
/** A comma splice: two clauses joined by a comma, the second starting with please or a subject. */
function commaSplice(text: string): boolean {
  return text
    .split(/[.;:!?…]\s+|[.;:!?…]$/)
    .map((sentence) => sentence.trim())
    .some((sentence) => {
      const at = sentence.search(/,\s+(please|we|we’ll|we will|you’ll|you will|they’ll|it’s)\b/i);
      return at > 0 && !LEAD_IN.test(sentence);
    });
}

/** A word written with a capital inside a sentence that is no name: title case. */
const NAMES = new Set([
  'I',
  'I’m',
  'Apple',
  'Calendar', // Apple Calendar, Google Calendar
  'Google',
  'Outlook',
  'LinkedIn',
  'URL',
  'HTTP',
  'JavaScript',
  'SMS',
  'WhatsApp',
  'Tuesday',
  'Thursday',
]);
function titleCaseWords(text: string): string[] {
  const words = text
    .replace(/{{[^}]*}}/g, 'x')
    .replace(/https?:\/\/\S+/g, 'x')
    .split(/\s+/);
  return words.filter((word, index) => {
    if (index === 0 || /^[“(]/.test(word)) return false;
    if (/[.?!:…“]$/.test(words[index - 1] ?? '')) return false;
    const bare = word.replace(/[^\p{L}’]/gu, '');
    return /^\p{Lu}/u.test(bare) && !NAMES.has(bare);
  });
}

describe('the detectors catch the strings English had before (issue 36 item 11)', () => {
  it.each([
    ['straight apostrophe', straightQuote, "You're scheduled"],
    ['e-mail', eMail, 'Work e-mail'],
    ['choose', chooseVerb, 'Choose your superday times'],
    ['submit', submitWord, 'Resubmit availability'],
    ['schedule as a noun', scheduleNoun, 'will send you the final schedule.'],
    ['calendar invitation', calendarInvitation, 'Calendar invites were sent to {{email}}'],
    [
      'invitation for an entry',
      calendarInvitation,
      '{{organization}} will send the invitation to {{email}}.',
    ],
    ['stage then interview', stageThenInterview, 'How would you rate your {{stage}} interview?'],
    [
      'comma splice',
      commaSplice,
      'This time was already booked, please select a different time instead.',
    ],
    ['comma splice in a title', commaSplice, 'Thanks for sharing, we will get back to you'],
  ])('%s', (_name, detect, old) => {
    expect(detect(old)).toBe(true);
  });

  it('title case', () => {
    expect(titleCaseWords('Early Morning')).toEqual(['Morning']);
    expect(titleCaseWords('Download one file. Then add it to Google Calendar.')).toEqual([]);
  });

  it('leaves the link called invitation, and lead-ins with a comma, alone', () => {
    expect(calendarInvitation('This invitation has expired.')).toBe(false);
    expect(calendarInvitation('It may have been replaced by a newer invitation.')).toBe(false);
    expect(calendarInvitation('Invitation expired')).toBe(false);
    expect(calendarInvitation('You’ll get an invitation once your interviews are confirmed.')).toBe(
      true,
    );
    expect(commaSplice('If you think this is a mistake, please contact your recruiter.')).toBe(
      false,
    );
    expect(commaSplice('Hi {{firstName}}, {{organizationName}} would like…')).toBe(false);
  });
});

describe('English style (locales/GLOSSARY.md, "English style")', () => {
  it('uses typographic apostrophes and quotes, never straight ones', () => {
    expect(matching(straightQuote)).toEqual([]);
  });

  it('spells email one way', () => {
    expect(matching(eMail)).toEqual([]);
  });

  it('says "pick" for a choice: never "choose"; "select" only in the checkbox controls and their counts', () => {
    expect(matching(chooseVerb)).toEqual([]);
    const controls = [
      'pickDays:group.selectAll',
      'pickDays:group.deselectAll',
      'pickDays:days.selected_one',
      'pickDays:days.selected_other',
      'general:slots.selected_one',
      'general:slots.selected_other',
      'superday:choose.dayChosen_one',
      'superday:choose.dayChosen_other',
      'superday:choose.chosenCount_one',
      'superday:choose.chosenCount_other',
      'superday:choose.summaryEmpty',
      // Staff-only debug filter over the selected times.
      'debug:filter.onlySelected',
      'debug:filter.nothingSelected',
    ];
    expect(matching(selectWord).filter((key) => !controls.includes(key))).toEqual([]);
  });

  it('calls the confirmed schedule the itinerary ("schedule" only as a verb)', () => {
    expect(matching(scheduleNoun)).toEqual([]);
  });

  it('keeps "invitation" for the link: the event in a calendar is a calendar entry', () => {
    expect(matching(calendarInvitation)).toEqual([]);
    for (const key of [
      'booking:confirmation.invitesSent',
      'chat:share.shared',
      'schedulingLink:confirmed.lead',
    ]) {
      expect(EN.get(key), key).toMatch(/calendar entr(y|ies)/i);
    }
  });

  it('writes headings, labels and buttons in sentence case', () => {
    const titleCase = english
      .map(([key, text]) => [key, titleCaseWords(text)] as const)
      .filter(([, words]) => words.length > 0);
    expect(titleCase).toEqual([]);
    for (const key of [...EN.keys()].filter((k) => k.startsWith('general:timeOfDay.'))) {
      expect(EN.get(key), key).toMatch(/^\p{Lu}[^\p{Lu}]*$/u);
    }
  });

  it('has no comma splices', () => {
    expect(matching(commaSplice)).toEqual([]);
  });

  it('never doubles "interview" after a stage name, whatever the stage is called', async () => {
    expect(matching(stageThenInterview)).toEqual([]);
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: { portal: JSON.parse(readFileSync(join(LOCALES, 'en/portal.json'), 'utf8')) },
      },
      interpolation: { escapeValue: false },
    });
    for (const stage of ['Technical Interview', 'Phone screen', 'Onsite', 'Hiring manager']) {
      const question = i18n.t('portal:feedback.question', {
        stage,
        job: 'Engineer',
        date: 'Tuesday, March 10, 2026',
      });
      expect(question).toContain(stage);
      expect(question).not.toMatch(/interview\W+interview/i);
      expect(question).not.toMatch(new RegExp(`${stage}\\s+interview`, 'i'));
    }
  });
});

describe('one label per act, in every language', () => {
  /** Pairs of keys that label the same act and must read the same. */
  const SAME = [
    // Opens Pick days again to change availability already sent.
    ['portal:actions.resubmitAvailability', 'intro:availabilitySent.updateAvailability'],
    // Sends the availability.
    ['pickDays:submit.availability', 'superday:choose.confirm'],
    // The interviews didn't load.
    ['intro:loadingFailed', 'portal:loading.failedTitle'],
  ] as const;

  it.each(LANGUAGE_CODES)('%s', (code) => {
    const texts = strings(code);
    for (const [a, b] of SAME) expect(texts.get(a), `${code}: ${a} = ${b}`).toBe(texts.get(b));
    // Sending new availability for a reschedule is not the button that only opens the picker.
    expect(texts.get('pickDays:submit.reschedule')).not.toBe(
      texts.get('portal:actions.resubmitAvailability'),
    );
  });

  it('English sends availability, never submits it', () => {
    expect(matching(submitWord)).toEqual([]);
    expect(EN.get('portal:actions.resubmitAvailability')).toBe('Update availability');
    expect(EN.get('pickDays:submit.availability')).toBe('Send availability');
    expect(EN.get('pickDays:submit.reschedule')).toBe('Send new availability');
  });
});

describe('calendar entries in every language (glossary: calendar entry, never the invitation word)', () => {
  /** The glossary's invitation word per language, from locales/GLOSSARY.md. */
  function invitationWords(): Map<string, string> {
    const lines = readFileSync(join(LOCALES, 'GLOSSARY.md'), 'utf8').split('\n');
    const cells = (line: string) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
    const header = cells(lines.find((line) => line.startsWith('| English term')) ?? '');
    const row = cells(lines.find((line) => line.startsWith('| **invitation**')) ?? '');
    return new Map(header.map((title, index) => [title.split(' ')[0] ?? '', row[index] ?? '']));
  }
  const WORDS = invitationWords();

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s', (code) => {
    const word = WORDS.get(code) ?? '';
    expect(word, `glossary invitation word of ${code}`).toBeTruthy();
    // The stem: five letters ("invit", not the "invi" of it "inviati", sent), or two characters
    // in a language written without spaces.
    const stem = Array.from(
      new Intl.Segmenter().segment(word.toLowerCase()),
      (part) => part.segment,
    )
      .slice(0, /[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]/u.test(word) ? 2 : 5)
      .join('');
    const texts = strings(code);
    for (const key of [
      'booking:confirmation.invitesSent',
      'chat:share.shared',
      'schedulingLink:confirmed.lead',
    ]) {
      expect(texts.get(key)?.toLowerCase(), `${code} ${key}`).not.toContain(stem);
    }
  });
});
