import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PortalMessages } from '../../../src/features/portal/screens/PortalMessages';
import { literalPattern, storyT } from '../../support/i18n';
import { longThread, messagesView, NOW, portalData, ZONE } from './portal.fixtures';

const meta = {
  title: 'Portal/Parts/Messages',
  component: PortalMessages,
  args: {
    messages: messagesView(),
    organizationName: portalData().organization.name,
    timeZone: ZONE,
    onDraftChange: fn(),
    onSend: fn(),
    onRetryLoad: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PortalMessages>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  return { canvas: within(context.canvasElement), t: storyT(context) };
}

/** The thread: the team's messages, the candidate's, an automatic update; the channel when not the portal. */
export const Thread: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    const log = canvas.getByRole('log');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(log).getByText(literalPattern(t('portal:messages.via.EMAIL'))),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t('portal:messages.label') }), 'Hi');
    await expect(context.args.onDraftChange).toHaveBeenCalled();
  },
};

/** No messages yet. */
export const Empty: Story = {
  args: { messages: messagesView({ thread: [] }) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByText(t('portal:messages.empty'))).toBeVisible();
    await expect(canvas.queryByRole('log')).not.toBeInTheDocument();
  },
};

/** A long thread scrolls inside its box; the box stays in reach. */
export const LongThread: Story = {
  args: { messages: messagesView({ thread: longThread(), agentName: null }) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const log = canvas.getByRole('log');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(24);
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await expect(within(log).getAllByText(t('portal:messages.team')).length).toBeGreaterThan(0);
  },
};

/** A message on its way: shown at once as "Sending…", the button busy. */
export const Sending: Story = {
  args: {
    messages: messagesView({
      outgoing: {
        id: 'local-1',
        body: 'Is there parking at the office?',
        createdAt: new Date(NOW).toISOString(),
      },
    }),
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('portal:messages.sending'));
    await expect(
      canvas.getByRole('button', { name: literalPattern(t('portal:messages.send')) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The send failed: the text is back in the box, the error on the box. */
export const SendFailed: Story = {
  args: {
    messages: messagesView({ draft: 'Is there parking at the office?', sendFailed: true }),
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const box = canvas.getByRole('textbox', { name: t('portal:messages.label') });
    await expect(box).toHaveValue('Is there parking at the office?');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('portal:messages.failed'))).toBeVisible();
  },
};

/** The thread did not load: "Try again"; the box still works. */
export const LoadFailed: Story = {
  args: { messages: messagesView({ status: 'failed', thread: [] }) },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(context.args.onRetryLoad).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Server text is shown as text: markup in a message is never HTML. */
export const ServerTextIsText: Story = {
  args: {
    messages: messagesView({
      thread: [
        {
          id: 'pmsg_markup',
          body: 'Please bring <b>your ID</b> <img src="x" onerror="alert(1)">',
          channel: 'EMAIL',
          direction: 'SENT',
          createdAt: new Date(NOW).toISOString(),
        },
      ],
    }),
  },
  play: async (context) => {
    const { canvas } = setup(context);
    const log = canvas.getByRole('log');
    await expect(within(log).getByText(/<b>your ID<\/b>/)).toBeVisible();
    await expect(log.querySelector('b, img')).toBeNull();
  },
};
