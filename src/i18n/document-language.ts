/**
 * `<html lang>` and `<html dir>` follow the UI language (DESIGN.md section 6: `<html lang>` needs
 * a real BCP 47 tag, so `se` is written as `sv`).
 */
import type { i18n as I18n } from 'i18next';
import { bcp47Of, directionOf } from './app-language';

/**
 * Sets `lang` (the BCP 47 tag of the registry: `se` → `sv`, `zh` → `zh-CN`, `en` → `en-US`,
 * `pseudo` → `en-XA`) and `dir` on the document's root element.
 */
export function applyDocumentLanguage(code: string, doc: Document = document): void {
  const root = doc.documentElement;
  root.setAttribute('lang', bcp47Of(code));
  root.setAttribute('dir', directionOf(code));
}

/**
 * Keeps the document's `lang` and `dir` in step with `i18n`: applies the current language now
 * (when there is one) and on every `languageChanged`. Returns the unsubscribe function.
 */
export function bindDocumentLanguage(i18n: I18n, doc: Document = document): () => void {
  const onChange = (lng: string): void => {
    applyDocumentLanguage(lng, doc);
  };
  if (i18n.language) onChange(i18n.language);
  i18n.on('languageChanged', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
  };
}
