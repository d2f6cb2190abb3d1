/**
 * The shape of the translations, for the type checker (DESIGN.md section 6): every namespace of
 * `locales/en` as its JSON file is. English is written first and every other language must match
 * it (locales.test.ts), so typing keys from `en` types them for all 14 languages. i18next.d.ts
 * hands {@link AppResources} to i18next and react-i18next: `t('pickDays:nope')`, or
 * `useTranslation('pickDays')` then `t('nope')`, fails `npm run typecheck`.
 *
 * The imports are type-only: importing this module bundles no translation file.
 */
import type { Namespace, ParseKeys, TFunction } from 'i18next';
import type booking from '../../locales/en/booking.json';
import type chat from '../../locales/en/chat.json';
import type debug from '../../locales/en/debug.json';
import type contact from '../../locales/en/contact.json';
import type general from '../../locales/en/general.json';
import type interviewerLink from '../../locales/en/interviewerLink.json';
import type intro from '../../locales/en/intro.json';
import type pickDays from '../../locales/en/pickDays.json';
import type portal from '../../locales/en/portal.json';
import type superday from '../../locales/en/superday.json';
import type schedulingLink from '../../locales/en/schedulingLink.json';
import type ui from '../../locales/en/ui.json';

/** Namespace → the English file's JSON (`locales/en/<namespace>.json`). */
export interface AppResources {
  booking: typeof booking;
  chat: typeof chat;
  debug: typeof debug;
  contact: typeof contact;
  general: typeof general;
  interviewerLink: typeof interviewerLink;
  intro: typeof intro;
  pickDays: typeof pickDays;
  portal: typeof portal;
  superday: typeof superday;
  schedulingLink: typeof schedulingLink;
  ui: typeof ui;
}

export type AppNamespace = keyof AppResources;

/**
 * Every namespace, `general` (the default namespace) first. A new `locales/en/<ns>.json` needs
 * its line in {@link AppResources} and here: resources.test.ts compares this list with the
 * folder (at run time) and with AppResources (at compile time).
 */
export const NAMESPACES = [
  'general',
  'intro',
  'ui',
  'pickDays',
  'booking',
  'contact',
  'chat',
  'debug',
  'superday',
  'schedulingLink',
  'interviewerLink',
  'portal',
] as const satisfies readonly AppNamespace[];

/**
 * Every key as `namespace:key`, plural forms also by their base key (`pickDays:days.span` as
 * well as `pickDays:days.span_one`): what a `t` of any namespace accepts with the namespace
 * written out.
 */
export type NamespacedKey = Extract<ParseKeys<typeof NAMESPACES>, `${string}:${string}`>;

/**
 * The `t` of any component, whatever namespaces its `useTranslation` named, for a helper that
 * takes one (react-i18next brands each `t` with its first namespace, so a `t` of
 * `['booking', 'general']` is not a `TFunction<'general'>`). Its first namespace is unknown, so
 * a helper writes its keys as `namespace:key`: those are checked like any other, and the key
 * check (key-usage.ts) refuses a key without its namespace here.
 */
export type AnyTFunction = TFunction<Namespace>;
