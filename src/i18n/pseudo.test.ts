import { describe, expect, it } from 'vitest';
import { createSyncI18n } from './sync-i18n';
import { untypedT } from './test-helpers';
import {
  isPseudoLocalized,
  protectedTokens,
  pseudoLocalize,
  pseudoNamespace,
  pseudoResources,
  segmentTranslation,
  withPseudoResources,
} from './pseudo';

const SENTENCES = [
  'Sorry, this time is no longer available',
  'Oops. Something went wrong. Please try again.',
  'This invitation has expired. Please contact your recruiter for more information.',
  'There are no available times for your interview. Please contact your recruiter for more information.',
  'Thanks for sharing, we will get back to you',
  'Calculating and building interview schedules',
  'Hello! How can I help you today?',
  'Pick the days you are available',
];

const visibleText = (s: string) =>
  segmentTranslation(s)
    .filter((x) => !x.protected)
    .map((x) => x.text)
    .join('');

describe('pseudoLocalize', () => {
  it('accents every ASCII letter and brackets the string', () => {
    const out = pseudoLocalize('Sorry, this time is no longer available');
    expect(out.startsWith('[Šöŕŕý, ŧĥîš ŧîɱé îš ñö ļöñĝéŕ åṽåîļåƀļé ')).toBe(true);
    expect(out.endsWith('·]')).toBe(true);
    expect(/[A-Za-z]/.test(out)).toBe(false);
  });

  it.each(SENTENCES)('makes a typical sentence 1.3–1.45 times as long: %s', (sentence) => {
    const ratio = pseudoLocalize(sentence).length / sentence.length;
    expect(ratio).toBeGreaterThanOrEqual(1.3);
    expect(ratio).toBeLessThanOrEqual(1.45);
  });

  it('short strings get only the brackets', () => {
    expect(pseudoLocalize('Back')).toBe('[Ɓåçķ]');
    expect(pseudoLocalize('Loading…')).toBe('[Ļöåđîñĝ…]');
  });

  it('keeps the empty string empty', () => {
    expect(pseudoLocalize('')).toBe('');
  });

  it('keeps interpolation placeholders, formats and unescaped values', () => {
    const text = 'Pick at least {{count}} more slots, {{- name}}, by {{date, datetime}}.';
    const out = pseudoLocalize(text);
    expect(protectedTokens(out)).toEqual(['{{count}}', '{{- name}}', '{{date, datetime}}']);
    expect(out).toContain('{{count}}');
    expect(out).toContain('{{- name}}');
  });

  it('keeps $t() nesting, options and all', () => {
    const text = 'You picked $t(general:slots.selected, { "count": {{count}} }) and $t(more)';
    const out = pseudoLocalize(text);
    expect(protectedTokens(out)).toEqual([
      '$t(general:slots.selected, { "count": {{count}} })',
      '$t(more)',
    ]);
  });

  it('keeps Trans tags, HTML tags and entities', () => {
    const text = 'Read <0>the guide</0> or <strong>call</strong> us.<br/>Now&nbsp;<1/>';
    const out = pseudoLocalize(text);
    expect(protectedTokens(out)).toEqual([
      '<0>',
      '</0>',
      '<strong>',
      '</strong>',
      '<br/>',
      '&nbsp;',
      '<1/>',
    ]);
    expect(out).toContain('<0>ŧĥé ĝûîđé</0>');
  });

  it('leaves a lone brace, dollar or angle bracket as text', () => {
    expect(protectedTokens('a { b $ c < d & e')).toEqual([]);
    expect(pseudoLocalize('5 < 6')).toBe('[5 < 6]');
  });

  it('grows by the visible text only, not the placeholders', () => {
    const text = 'Thanks for sharing, {{name}}, we will get back to you {{when}}';
    const out = pseudoLocalize(text);
    const ratio = visibleText(out).length / visibleText(text).length;
    expect(ratio).toBeGreaterThanOrEqual(1.3);
    expect(ratio).toBeLessThanOrEqual(1.45);
  });

  it('is idempotent, and the structure of the string never changes', () => {
    const samples = [
      ...SENTENCES,
      'Back',
      '{{count}} slot selected',
      'Read <0>the guide</0>, $t(key) {{x}}',
      '{{onlyAPlaceholder}}',
    ];
    for (const s of samples) {
      const once = pseudoLocalize(s);
      expect(isPseudoLocalized(once)).toBe(true);
      expect(pseudoLocalize(once)).toBe(once);
      expect(protectedTokens(once)).toEqual(protectedTokens(s));
    }
  });

  it('does not take an English bracketed string for a pseudo one', () => {
    expect(isPseudoLocalized('[Draft] Interview')).toBe(false);
    expect(pseudoLocalize('[Draft]')).toBe('[[Đŕåƒŧ]]');
  });
});

describe('pseudoResources', () => {
  const en = {
    general: {
      actions: { back: 'Back' },
      slots: {
        selected_one: '{{count}} slot selected',
        selected_other: '{{count}} slots selected',
      },
      list: ['One', 'Two'],
    },
    intro: { getStarted: 'Get started' },
  };

  it('keeps namespaces and keys, plural suffixes included, and pseudo-localizes values', () => {
    const pseudo = pseudoResources(en);
    expect(Object.keys(pseudo)).toEqual(['general', 'intro']);
    expect(pseudo.general).toMatchObject({
      actions: { back: '[Ɓåçķ]' },
      slots: {
        selected_one: pseudoLocalize('{{count}} slot selected'),
        selected_other: pseudoLocalize('{{count}} slots selected'),
      },
      list: ['[Öñé]', '[Ŧŵö]'],
    });
    expect(pseudo.intro).toEqual({ getStarted: '[Ĝéŧ šŧåŕŧéđ ·]' });
  });

  it('adds every other plural category as a copy of _other, whatever the machine locale', () => {
    const slots = pseudoNamespace(en.general).slots as Record<string, string>;
    expect(Object.keys(slots).sort()).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].map((c) => `selected_${c}`).sort(),
    );
    expect(slots.selected_few).toBe(slots.selected_other);
  });

  it('does not change its input', () => {
    const copy = structuredClone(en);
    pseudoResources(en);
    expect(en).toEqual(copy);
  });

  it('rejects a namespace that is not an object', () => {
    expect(() => pseudoResources({ general: 'x' })).toThrow(/general/);
  });

  it('works in i18next: plurals, interpolation and nesting', () => {
    const resources = withPseudoResources({
      en: {
        general: {
          slots: {
            selected_one: '{{count}} slot selected',
            selected_other: '{{count}} slots selected',
          },
          both: 'Now $t(slots.selected, { "count": {{n}} })',
          hello: 'Hello <0>{{name}}</0>',
        },
      },
    });
    const i18n = createSyncI18n({ lng: 'pseudo', resources });
    expect(i18n.t('slots.selected', { count: 1 })).toBe('[1 šļöŧ šéļéçŧéđ ··]');
    expect(i18n.t('slots.selected', { count: 5 })).toBe('[5 šļöŧš šéļéçŧéđ ··]');
    const t = untypedT(i18n);
    expect(t('both', { n: 2 })).toBe('[Ñöŵ [2 šļöŧš šéļéçŧéđ ··]]');
    expect(t('hello', { name: 'Ada' })).toBe('[Ĥéļļö <0>Ada</0>]');
  });
});
