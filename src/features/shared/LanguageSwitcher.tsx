import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES } from '../../domain/languages';
import { Select } from '../../ui';

const Root = styled.div`
  max-width: 16rem;
`;

export default LanguageSwitcher;

/**
 * The language switcher of every page (in the page footer): the 14 languages by their own names
 * ("Deutsch", "日本語"), each option marked with its language so a screen reader says it right.
 * Choosing one switches the app at once: i18next loads the new files before it switches (no raw
 * keys, no flash), caches the choice in localStorage (the spec's detection order reads it back
 * on the next visit, after `?lng=` and the cookie) and `<html lang>` follows. The page never
 * waits for the new files (it would be hidden meanwhile): focus stays on the select.
 * A language outside the registry (the pseudo-locale in development) is listed as its code.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('general');
  const current = i18n.resolvedLanguage ?? i18n.language;
  const listed = LANGUAGES.some((language) => language.code === current);
  return (
    <Root>
      <Select
        label={t('language.label')}
        name="language"
        autoComplete="off"
        value={current}
        onChange={(event) => {
          const code = event.currentTarget.value;
          // The namespaces the page shows: those that came with the server's render are not on
          // i18next's list to load for another language, so they are put on it first (nothing
          // is fetched: they are here). The switch then loads them all before it happens, and
          // nothing suspends: a suspended page is hidden, and focus here would drop to <body>.
          void i18n
            .loadNamespaces(i18n.reportNamespaces?.getUsedNamespaces() ?? [])
            .then(() => i18n.changeLanguage(code));
        }}
      >
        {!listed && <option value={current}>{current}</option>}
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.bcp47}>
            {language.nativeName}
          </option>
        ))}
      </Select>
    </Root>
  );
}
