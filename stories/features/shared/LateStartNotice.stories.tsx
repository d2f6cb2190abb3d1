import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { lateStartNotice } from '../../../harness/app/late-start';
import { storyT } from '../../support/i18n';

/**
 * The notice the stand-in puts after a server-rendered page's `#root` (harness/app/late-start.ts),
 * as the candidate sees it 12 seconds on when the page's scripts have not arrived: the page
 * behind is inert. Plain HTML and CSS from the server (it must work without the scripts), shown
 * here with its animation run to the end.
 */
function LateStartNotice() {
  const { t } = useTranslation('general');
  return (
    <div
      dangerouslySetInnerHTML={{
        __html: `${lateStartNotice(t, '/s/example')}<style>#late-start{animation:none;visibility:visible}</style>`,
      }}
    />
  );
}

const meta = {
  title: 'Shared/Screens/LateStartNotice',
  component: LateStartNotice,
} satisfies Meta<typeof LateStartNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve seconds without the app: what happened, what to do, a link that loads the page again. */
export const AfterTwelveSeconds: Story = {
  play: async (context) => {
    const t = storyT(context);
    const alert = within(context.canvasElement).getByRole('alert');
    await expect(alert).toBeVisible();
    // Sentences in order (without a space after a full-width stop: Japanese, Chinese).
    const words = [
      t('general:app.lateStart'),
      t('general:chunkLoad.body'),
      t('general:actions.tryAgain'),
    ];
    await expect(alert.textContent.replace(/\s/g, '')).toBe(words.join('').replace(/\s/g, ''));
    const link = within(alert).getByRole('link', { name: t('general:actions.tryAgain') });
    await expect(link).toHaveAttribute('href', '/s/example');
  },
};
