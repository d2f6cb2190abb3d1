/**
 * What the workbench offers reviewers: locales, time zones and viewports. Shared by the
 * preview (toolbar) and the test runner (which locales get pixel baselines).
 */
import { LANGUAGES } from '../src/domain/languages.ts';
import { PSEUDO_LANGUAGE, bcp47Of } from '../src/i18n/app-language.ts';

export const PSEUDO = PSEUDO_LANGUAGE;

/** The `<html lang>` a story in `locale` must have (the pseudo-locale is tagged en-XA). */
export const htmlLangOf = bcp47Of;

/**
 * Whether the story checks run axe in `locale`: in every real language, not in the
 * pseudo-locale. Its DOM is English's, element for element (src/i18n/pseudo.ts rewrites the
 * strings only: same elements, roles, names' presence, colours), so axe there repeats the English
 * run over the same structure (issue 32: "axe where the DOM differs"), at about 90 ms a story; its
 * longer text is what its pixels are for. German keeps axe on long text, Japanese on another
 * script. The pseudo-locale keeps render, play, `<html lang>` and pixels.
 */
export function axeRunsIn(locale: string): boolean {
  return locale !== PSEUDO;
}

export const LOCALE_ITEMS = [
  ...LANGUAGES.map((l) => ({ value: l.code, title: `${l.nativeName} (${l.code})` })),
  { value: PSEUDO, title: 'Pseudo-locale (accented, ~35% longer)' },
];

/**
 * The browser time zone of flow stories. By default each story runs in the zone of its
 * scenario (a candidate in Paris, an on-site interview seen from Berlin…); a reviewer can
 * switch to one with DST, a half-hour offset, or UTC. Screen stories show the zone their state
 * is about (it is one of their args).
 */
export const STORY_ZONE = 'story';
export const TIME_ZONE_ITEMS = [
  { value: STORY_ZONE, title: "The story's own zone" },
  { value: 'America/New_York', title: 'New York (DST)' },
  { value: 'Europe/Berlin', title: 'Berlin (DST)' },
  { value: 'Asia/Kolkata', title: 'Kolkata (UTC+5:30)' },
  { value: 'Australia/Adelaide', title: 'Adelaide (DST, +9:30/+10:30)' },
  { value: 'Asia/Tokyo', title: 'Tokyo' },
  { value: 'UTC', title: 'UTC' },
];

export const DEFAULT_TIME_ZONE = STORY_ZONE;

/** Candidates mostly come on phones: phone is the default everywhere, pixels included. */
export const VIEWPORTS = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  /** A 1280 × 1024 screen at 400 % zoom (WCAG 1.4.10 reflow): 320 × 256 CSS pixels. */
  zoom400: { name: 'Zoom 400 %', styles: { width: '320px', height: '256px' }, type: 'mobile' },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Tag that takes a story out of the pixel comparison; the story must say why. */
export const NO_PIXELS_TAG = 'no-pixels';
