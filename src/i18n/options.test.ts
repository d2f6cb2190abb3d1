import { describe, expect, it } from 'vitest';
import { RESOURCE_FALLBACK_LANGUAGES } from '../domain/languages';
import { APP_FALLBACK_LANGUAGES, sharedInitOptions } from './options';

describe('shared i18next options', () => {
  it('the spec fallback en-US → en is the single en folder', () => {
    expect(RESOURCE_FALLBACK_LANGUAGES).toEqual(['en-US', 'en']);
    expect(APP_FALLBACK_LANGUAGES).toEqual(['en']);
    expect(sharedInitOptions().fallbackLng).toEqual(['en']);
  });

  it('sets the options the spec and DESIGN.md ask for', () => {
    const options = sharedInitOptions();
    expect(options.interpolation?.escapeValue).toBe(false);
    expect(options.returnNull).toBe(false);
    expect(options.defaultNS).toBe('general');
    expect(options.react?.useSuspense).toBe(true);
  });

  it('returns a fresh object each time (i18next mutates its options)', () => {
    expect(sharedInitOptions()).not.toBe(sharedInitOptions());
    expect(sharedInitOptions().fallbackLng).not.toBe(sharedInitOptions().fallbackLng);
  });
});
