import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildPortalMessage } from '../../../fixtures/builders/portal';
import type { MessagesView } from '../../../src/features/portal/model';
import {
  PortalMessages,
  type PortalMessagesProps,
} from '../../../src/features/portal/screens/PortalMessages';
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

/** A message from the team "arrives" in a {@link LiveThread} when this event is sent to it. */
const ARRIVE = 'portal-story:arrive';

/**
 * The thread with state, as the portal's container drives it: typing fills the box, Send shows
 * the message as "Sending…" and then in the thread; an {@link ARRIVE} event on the window adds
 * a message from the team (what a reload brings in the app).
 */
function LiveThread(props: PortalMessagesProps) {
  const [view, setView] = useState<MessagesView>(props.messages);
  useEffect(() => {
    const arrive = () => {
      setView((v) => ({
        ...v,
        thread: [
          ...v.thread,
          buildPortalMessage({
            id: `pmsg_arrived_${String(v.thread.length)}`,
            body: 'Fatima will meet you at reception at 9:45.',
            direction: 'SENT',
            createdAt: new Date(NOW + 60_000).toISOString(),
          }),
        ],
      }));
    };
    window.addEventListener(ARRIVE, arrive);
    return () => {
      window.removeEventListener(ARRIVE, arrive);
    };
  }, []);
  useEffect(() => {
    const { outgoing } = view;
    if (outgoing === null) return;
    const done = setTimeout(() => {
      setView((v) => ({
        ...v,
        outgoing: null,
        thread: [
          ...v.thread,
          { ...outgoing, channel: 'CANDIDATE_PORTAL', direction: 'RECEIVED' as const },
        ],
      }));
    }, 400);
    return () => {
      clearTimeout(done);
    };
  }, [view]);
  return (
    <PortalMessages
      {...props}
      messages={view}
      onDraftChange={(text) => {
        props.onDraftChange(text);
        setView((v) => ({ ...v, draft: text }));
      }}
      onSend={() => {
        props.onSend();
        setView((v) =>
          v.draft.trim() === ''
            ? v
            : {
                ...v,
                draft: '',
                outgoing: { id: 'local-1', body: v.draft, createdAt: new Date(NOW).toISOString() },
              },
        );
      }}
    />
  );
}

/** Scrolls the log as a reader does, and waits until the page has seen the scroll. */
async function scrollLogTo(log: HTMLElement, top: number) {
  const seen = new Promise((resolve) => {
    log.addEventListener('scroll', resolve, { once: true });
    setTimeout(resolve, 1_000);
  });
  log.scrollTop = top;
  await seen;
  await waitFor(() => expect(log.scrollTop).toBe(top));
}

/** Whether the log shows its end (within a pixel or two of rounding). */
const atEnd = (log: HTMLElement) => log.scrollTop + log.clientHeight >= log.scrollHeight - 2;

/** A long thread opens at its newest message. */
export const OpensAtNewest: Story = {
  args: { messages: messagesView({ thread: longThread(), agentName: null }) },
  render: (args) => <LiveThread {...args} />,
  play: async (context) => {
    const { canvas } = setup(context);
    const log = canvas.getByRole('log');
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(atEnd(log)).toBe(true));
  },
};

/**
 * The candidate sends a message while reading older ones: the thread scrolls to it (they just
 * pressed Send), and it stays in view as it turns from "Sending…" into a sent message.
 */
export const FollowsSentMessage: Story = {
  args: { messages: messagesView({ thread: longThread(), agentName: null }) },
  render: (args) => <LiveThread {...args} />,
  play: async (context) => {
    const { canvas, t } = setup(context);
    const log = canvas.getByRole('log');
    await scrollLogTo(log, 0);
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('portal:messages.label') }),
      'Is there parking at the office?',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: literalPattern(t('portal:messages.send')) }),
    );
    await within(log).findByText('Is there parking at the office?');
    // Sent: "Sending…" (a part of the bubble's line) gone; the sent message (a new element in
    // the thread) at its end, in view.
    const sending = t('portal:messages.sending');
    await waitFor(
      () => expect(within(log).queryByText((text) => text.includes(sending))).toBeNull(),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await expect(within(log).getByText('Is there parking at the office?')).toBeVisible();
    // Their own message: no "New message" button.
    await expect(
      canvas.queryByRole('button', {
        name: literalPattern(t('portal:messages.newBelow', { count: 1 })),
      }),
    ).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A message arrives while the candidate reads older ones: the thread stays where they are, and
 * a "New message" button takes them to it (the focus then on the thread).
 */
export const NewMessageWhileScrolledUp: Story = {
  args: { messages: messagesView({ thread: longThread(), agentName: null }) },
  render: (args) => <LiveThread {...args} />,
  play: async (context) => {
    const { canvas, t } = setup(context);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await scrollLogTo(log, 40);
    window.dispatchEvent(new Event(ARRIVE));
    const jump = await canvas.findByRole('button', {
      name: literalPattern(t('portal:messages.newBelow', { count: 1 })),
    });
    // Not pulled down: the reader stays where they were.
    await expect(log.scrollTop).toBe(40);
    await expect(atEnd(log)).toBe(false);
    await userEvent.click(jump);
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await expect(log).toHaveFocus();
    await expect(
      canvas.queryByRole('button', {
        name: literalPattern(t('portal:messages.newBelow', { count: 1 })),
      }),
    ).toBeNull();
    await expect(within(log).getByText('Fatima will meet you at reception at 9:45.')).toBeVisible();
    log.blur();
  },
};

/** The jump button, as a reader who scrolled up sees it (two messages arrived below). */
export const NewMessagesBelow: Story = {
  args: { messages: messagesView({ thread: longThread(), agentName: null }) },
  render: (args) => <LiveThread {...args} />,
  play: async (context) => {
    const { canvas, t } = setup(context);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await scrollLogTo(log, 0);
    window.dispatchEvent(new Event(ARRIVE));
    window.dispatchEvent(new Event(ARRIVE));
    await expect(
      await canvas.findByRole('button', {
        name: literalPattern(t('portal:messages.newBelow', { count: 2 })),
      }),
    ).toBeVisible();
    await expect(log.scrollTop).toBe(0);
  },
};
