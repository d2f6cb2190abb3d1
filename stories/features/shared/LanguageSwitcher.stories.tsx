import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LANGUAGES } from '../../../src/domain/languages';
import { LanguageSwitcher, Lead, ScreenTitle } from '../../../src/features/shared';
import { PageFooterProvider, PageShell } from '../../../src/ui';
import { localeOf, storyT } from '../../support/i18n';

/**
 * The language switcher as the app shows it: in the footer of every page (the harness puts it
 * there through PageFooterProvider), loaded after the first paint into a slot of its height.
 */
const meta = {
  title: 'Shared/LanguageSwitcher',
  component: LanguageSwitcher,
  render: (_args, context) => {
    const t = storyT(context);
    return (
      <PageFooterProvider value={<LanguageSwitcher />}>
        <PageShell>
          <ScreenTitle>{t('intro:yourInterviews')}</ScreenTitle>
          <Lead>{t('intro:nextStep')}</Lead>
        </PageShell>
      </PageFooterProvider>
    );
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The 14 languages by their own names, each marked with its language (a screen reader says
 * "Deutsch" in German), the story's language chosen.
 */
export const InPageFooter: Story = {
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: t('general:language.label') });
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toContainElement(select);
    const options = within(select).getAllByRole('option');
    const named = options.filter((option) => option.getAttribute('lang') !== null);
    await expect(named.map((option) => option.textContent)).toEqual(
      LANGUAGES.map((language) => language.nativeName),
    );
    await expect(named.map((option) => option.getAttribute('lang'))).toEqual(
      LANGUAGES.map((language) => language.bcp47),
    );
    await expect(select).toHaveValue(localeOf(globals));
  },
};
