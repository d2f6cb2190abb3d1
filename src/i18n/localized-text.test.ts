/**
 * Texts carried as data (localized-text.ts): each text of the domain reads in English exactly as
 * its default text, and translateText translates it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { Resource } from 'i18next';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CHAT_ERRORS } from '../domain/chat';
import { DEFAULT_CHAT_GREETING } from '../domain/chat-messages';
import { CONNECTION_NOTICES } from '../domain/connection-notices';
import { ERROR_MESSAGES, SUBMIT_REFUSED_MESSAGES, SUPERDAY_CONFIRM_FAILED } from '../domain/errors';
import { SUGGESTED_TIME_ERROR_MESSAGES } from '../domain/suggested-times';
import { type DataText, translateText } from './localized-text';
import { createSyncI18n } from './sync-i18n';

/** The texts of DataText, as values (the type test below keeps the two lists the same). */
const TEXTS = [
  ...Object.values(ERROR_MESSAGES),
  ...Object.values(SUBMIT_REFUSED_MESSAGES),
  ...Object.values(CONNECTION_NOTICES),
  ...Object.values(SUGGESTED_TIME_ERROR_MESSAGES),
  DEFAULT_CHAT_GREETING,
  CHAT_ERRORS.replyFailed,
  SUPERDAY_CONFIRM_FAILED,
];

const LOCALES = new URL('../../locales/', import.meta.url);

function resourcesOf(...codes: string[]): Resource {
  const resources: Resource = {};
  for (const code of codes) {
    const dir = new URL(`${code}/`, LOCALES);
    resources[code] = Object.fromEntries(
      readdirSync(dir).map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>,
      ]),
    );
  }
  return resources;
}

const resources = resourcesOf('en', 'de');

describe('DataText', () => {
  it('is every text listed here', () => {
    expectTypeOf<(typeof TEXTS)[number]>().toEqualTypeOf<DataText>();
  });

  const english = createSyncI18n({ lng: 'en', resources, fallbackLng: false });

  it.each(TEXTS.map((text) => [text.key, text.defaultText]))(
    '%s reads in English exactly as its default text',
    (key, defaultText) => {
      expect(english.exists(key)).toBe(true);
      expect(translateText(english.t, { key, defaultText: 'not this' })).toBe(defaultText);
    },
  );
});

describe('translateText', () => {
  const german = createSyncI18n({ lng: 'de', resources });

  it('translates a text of the domain', () => {
    expect(translateText(german.t, CHAT_ERRORS.replyFailed)).toBe(
      'Entschuldigung, es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
  });

  it('shows the default text, never the key, when the key is unknown', () => {
    expect(translateText(german.t, { key: 'chat:gone', defaultText: 'Gone' })).toBe('Gone');
  });
});
