import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatLauncher } from '../../../src/features/chat/screens/ChatLauncher';
import { storyT } from '../../support/i18n';

const meta = {
  title: 'Chat/Screens/Launcher',
  component: ChatLauncher,
  args: { open: false, onOpen: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The way in, under the screen (it covers nothing): a line and a button. */
export const Closed: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const button = canvas.getByRole('button', { name: t('chat:launcher.open') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(context.args.onOpen).toHaveBeenCalled();
  },
};
