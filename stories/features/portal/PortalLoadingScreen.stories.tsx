import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONNECTION_NOTICES } from '../../../src/domain/connection-notices';
import { PortalLoadingScreen } from '../../../src/features/portal/screens/PortalLoadingScreen';
import { storyT } from '../../support/i18n';

const meta = {
  title: 'Portal/Screens/Loading',
  component: PortalLoadingScreen,
  args: { slow: false, error: null, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalLoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portal is loading. */
export const Loading: Story = {
  play: async (context) => {
    const t = storyT(context);
    await expect(
      within(context.canvasElement).getByRole('heading', {
        level: 1,
        name: t('portal:loading.title'),
      }),
    ).toBeVisible();
  },
};

/** A long wait: the calm second line, announced. */
export const Slow: Story = {
  args: { slow: true },
  play: async (context) => {
    const t = storyT(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(
      t('portal:loading.slow'),
    );
  },
};

/** Offline: the message and "Try again". */
export const Failed: Story = {
  args: { error: CONNECTION_NOTICES.offline },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(CONNECTION_NOTICES.offline.key));
    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
