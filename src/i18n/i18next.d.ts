/**
 * Typed translation keys (DESIGN.md section 6): i18next's `CustomTypeOptions`, read by
 * i18next's `t`/`TFunction` and react-i18next's `useTranslation`/`Trans`. Keys are checked
 * against the English files (resources.ts); the options mirror the runtime ones of options.ts.
 */
import 'i18next';
import type { DEFAULT_NAMESPACE } from './options';
import type { AppResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    fallbackNS: false;
    resources: AppResources;
    returnNull: false;
    returnEmptyString: false;
    /**
     * A default value does not excuse a missing key: `t(text.key, text.defaultText)` is
     * checked like `t(key)`, so keys carried as data must be real keys too.
     */
    strictKeyChecks: true;
  }
}
