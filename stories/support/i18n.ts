/**
 * The workbench's translations: every locale bundled, one i18next instance per locale sharing
 * one resource store (so switching never flashes). The preview renders stories with
 * `i18nFor(locale)`; play functions use `storyT(context)` to find elements by their
 * translated text, so the same play function passes in every locale.
 */
import type { i18n as I18n } from 'i18next';
import { createSyncI18n, pseudoResources, resourcesFromModules } from '../../src/i18n';
import { PSEUDO } from '../../.storybook/workbench';

const resources = resourcesFromModules(
  import.meta.glob('../../locales/*/*.json', { eager: true, import: 'default' }),
);
const en = resources.en;
if (!en) throw new Error('locales/en is missing');
resources[PSEUDO] = pseudoResources(en);
const base = createSyncI18n({ lng: 'en', resources });

const perLocale = new Map<string, typeof base>();

/** The i18next instance of a locale (created once). */
export function i18nFor(locale: string): typeof base {
  let instance = perLocale.get(locale);
  if (!instance) {
    instance = base.cloneInstance({ lng: locale, initAsync: false });
    perLocale.set(locale, instance);
  }
  return instance;
}

/** The story's locale from its globals ('en' when unset). */
export const localeOf = (globals: Record<string, unknown>): string =>
  typeof globals.locale === 'string' ? globals.locale : 'en';

/**
 * `t` in the story's locale, for play functions: `storyT(context)('intro:getStarted')`.
 * Namespaced keys (`ns:key`) as in the screens: the instance's `t`, typed with every namespace
 * (src/i18n/resources.ts), so a play function cannot look for a key that does not exist.
 */
export function storyT(context: { globals: Record<string, unknown> }): I18n['t'] {
  return i18nFor(localeOf(context.globals)).t;
}

/** A string as a literal pattern inside a RegExp (translated text may hold `.`, `(`, `?`…). */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` as a pattern that matches it literally, anywhere or at the start. */
export function literalPattern(text: string, anchor: 'start' | 'none' = 'none'): RegExp {
  return new RegExp(anchor === 'start' ? `^${literal(text)}` : literal(text));
}
