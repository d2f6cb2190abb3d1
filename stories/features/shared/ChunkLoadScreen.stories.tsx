import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChunkLoadScreen } from '../../../src/features/shared';
import { storyT } from '../../support/i18n';

const meta = {
  title: 'Shared/Screens/ChunkLoad',
  component: ChunkLoadScreen,
  args: { onRetry: fn() },
} satisfies Meta<typeof ChunkLoadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A script chunk failed or did not arrive in 120 s (spec 9): say so, offer to try again. */
export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('general:chunkLoad.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('general:chunkLoad.body'));
    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
