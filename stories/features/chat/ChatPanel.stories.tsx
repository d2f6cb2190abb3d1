import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { ChatPanel } from '../../../src/features/chat/screens/ChatPanel';
import { literal, literalPattern, storyT } from '../../support/i18n';
import {
  AGENT_NAME,
  earlier,
  longConversation,
  ORGANIZATION,
  reply,
  shareOf,
  you,
  ZONE,
} from './chat.fixtures';

const question = you('What should I wear?');
const freeText = you("I'm free Tuesday morning");
const understood = reply('parse-availability', freeText);
const SHARE = { label: 'Yes, share these times', action: 'CONFIRM_AVAILABILITY' };
const PICK = { label: 'Pick times myself', action: 'SHOW_AVAILABILITY' };
/** The conversation with the times understood, and what the panel shows with them. */
const withTimes = (share: ReturnType<typeof shareOf>) => ({
  turns: [freeText, understood],
  share,
});

const meta = {
  title: 'Chat/Screens/Panel',
  component: ChatPanel,
  args: {
    agentName: AGENT_NAME,
    organizationName: ORGANIZATION,
    openingText: null,
    history: 'loaded',
    turns: [],
    earlierCount: 0,
    streaming: false,
    share: null,
    announcedId: null,
    timeZone: ZONE,
    draft: '',
    draftError: null,
    onDraftChange: fn(),
    onSend: fn(),
    onStop: fn(),
    onAction: fn(),
    onShare: fn(),
    onPickTimes: fn(),
    onEditTime: fn(),
    onSaveTime: fn(),
    onRemoveTime: fn(),
    onRetry: fn(),
    onRetryHistory: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  const canvas = within(context.canvasElement);
  return { canvas, t: storyT(context), log: within(canvas.getByRole('log')) };
}

/** An accessible name with a time in it (`{{time}}` stands for any). */
const withTime = (text: string) =>
  new RegExp(
    `^${text
      .split('@')
      .map((part) => literal(part))
      .join('.+')}$`,
  );

/** The chips' group, by its title (whatever the zone's name). */
function timesGroup(context: Context) {
  const { t, log } = setup(context);
  const title = t('chat:understood.title', { zone: '@' }).split('@')[0] ?? '';
  return within(log.getByRole('group', { name: literalPattern(title, 'start') }));
}

/** Opened for the first time: the greeting (spec 2, 9), the example of plain-words availability. */
export const Greeting: Story = {
  play: async (context) => {
    const { canvas, t, log } = setup(context);
    await expect(canvas.getByRole('dialog', { name: AGENT_NAME ?? '' })).toBeVisible();
    await expect(log.getByText(t('chat:greeting'))).toBeVisible();
    await expect(canvas.getByText(t('chat:composer.hint'))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat:composer.label') }), 'Hi');
    await expect(context.args.onDraftChange).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onClose).toHaveBeenCalled();
  },
};

/** An initial message replaces the greeting (spec 2); no agent name: "Scheduling assistant". */
export const InitialMessage: Story = {
  args: {
    agentName: null,
    openingText: 'Hi Camila! Your onsite interviews are next: ask me anything about them.',
  },
  play: async (context) => {
    const { canvas, t, log } = setup(context);
    await expect(canvas.getByRole('heading', { name: t('chat:panel.title') })).toBeVisible();
    await expect(log.queryByText(t('chat:greeting'))).toBeNull();
  },
};

/** Earlier messages first (CANDIDATE on the right), then today's greeting. */
export const HistoryLoaded: Story = {
  args: { turns: earlier, earlierCount: earlier.length },
  play: async (context) => {
    const { log } = setup(context);
    await expect(log.getAllByRole('listitem')).toHaveLength(earlier.length + 1);
  },
};

/** Earlier messages are loading. */
export const HistoryLoading: Story = {
  args: { history: 'loading' },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:transcript.loadingEarlier'))).toBeVisible();
  },
};

/** Earlier messages did not load: said, with Try again; the chat works meanwhile. */
export const HistoryFailed: Story = {
  args: { history: 'failed' },
  play: async (context) => {
    const { t, log } = setup(context);
    await userEvent.click(log.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(context.args.onRetryHistory).toHaveBeenCalled();
  },
};

/** An answer with buttons: "Share my availability" takes the candidate to picking times. */
export const AnswerWithButtons: Story = {
  args: { turns: [question, reply('default', question)] },
  play: async (context) => {
    const { log } = setup(context);
    await userEvent.click(log.getByRole('button', { name: 'Share my availability' }));
    await expect(context.args.onPickTimes).toHaveBeenCalledTimes(1);
    await expect(context.args.onAction).not.toHaveBeenCalled();
  },
};

const moving = you('Can I move my interview to another day?');

/** A button the assistant answers ("Request a reschedule"): it is sent as the action. */
export const AnswerWithActionButton: Story = {
  args: { turns: [moving, reply('reschedule', moving)] },
  play: async (context) => {
    const { log } = setup(context);
    await userEvent.click(log.getByRole('button', { name: 'Request a reschedule' }));
    await expect(context.args.onAction).toHaveBeenCalledWith({
      label: 'Request a reschedule',
      action: 'RESCHEDULE',
    });
  },
};

/**
 * Times understood from plain words: chips to change or remove, the reply's own buttons (its
 * question is answered by them), and the earliest option that goes with them. Nothing is sent
 * before "Yes, share these times".
 */
export const TimesUnderstood: Story = {
  args: withTimes(shareOf(understood, 'open', 'options')),
  play: async (context) => {
    const { t, log } = setup(context);
    const times = timesGroup(context);
    await expect(times.getByText(t('chat:times.hint'))).toBeVisible();
    await expect(
      times.getByText(literalPattern(t('chat:share.preferred', { when: '@' }).split('@')[0] ?? '')),
    ).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: SHARE.label }));
    await expect(context.args.onShare).toHaveBeenCalledWith(SHARE);
    await userEvent.click(log.getByRole('button', { name: PICK.label }));
    await expect(context.args.onPickTimes).toHaveBeenCalledTimes(1);
    const [remove] = times.getAllByRole('button', {
      name: withTime(t('chat:times.remove', { time: '@' })),
    });
    if (remove === undefined) throw new Error('no remove button');
    await userEvent.click(remove);
    await expect(context.args.onRemoveTime).toHaveBeenCalledWith(0);
    await userEvent.click(
      times.getByRole('button', { name: withTime(t('chat:times.changeLabel', { time: '@' })) }),
    );
    await expect(context.args.onEditTime).toHaveBeenCalledWith(0);
  },
};

/** Changing a time: its day, start and end in a small form; Save sends what was typed. */
export const EditingTime: Story = {
  args: withTimes({ ...shareOf(understood, 'open', 'options'), editing: 0 }),
  play: async (context) => {
    const { t, log } = setup(context);
    const form = within(log.getByRole('form'));
    await expect(form.getByLabelText(t('chat:times.date'))).toBeVisible();
    const end = form.getByLabelText<HTMLInputElement>(t('chat:times.end'));
    // A time field's own widget; the form reads what it holds when saved.
    end.value = '11:30';
    await userEvent.click(form.getByRole('button', { name: t('chat:times.save') }));
    await expect(context.args.onSaveTime).toHaveBeenCalledWith(
      0,
      expect.objectContaining({ end: '11:30' }),
    );
    await userEvent.click(form.getByRole('button', { name: t('chat:times.cancel') }));
    await expect(context.args.onEditTime).toHaveBeenCalledWith(null);
  },
};

/** A change that was refused: why, at the field it is about; the form stays open. */
export const EditRefused: Story = {
  args: withTimes({
    ...shareOf(understood, 'open', 'options'),
    editing: 0,
    editError: 'endBeforeStart',
  }),
  play: async (context) => {
    const { t, log } = setup(context);
    const form = within(log.getByRole('form'));
    await expect(form.getByLabelText(t('chat:times.end'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t('chat:times.errors.endBeforeStart'))).toBeVisible();
  },
};

/** Every time removed: nothing to share, said; the share button does nothing. */
export const AllTimesRemoved: Story = {
  args: withTimes({ ...shareOf(understood, 'open', 'options'), times: [], option: null }),
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:times.empty'))).toBeVisible();
    await expect(log.getByRole('button', { name: SHARE.label })).toBeDisabled();
  },
};

/** On the Introduction, asked to share: the options are looked up first; the button is busy. */
export const WaitingForOptions: Story = {
  args: withTimes(shareOf(understood, 'waiting', 'notStarted')),
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:share.waiting'))).toBeVisible();
    const button = log.getByRole('button', { name: literalPattern(SHARE.label) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(
      log.queryByRole('button', { name: withTime(t('chat:times.changeLabel', { time: '@' })) }),
    ).not.toBeNull();
  },
};

/** Sending: the button is busy, the times can no longer change. */
export const Sharing: Story = {
  args: withTimes(shareOf(understood, 'sharing', 'options')),
  play: async (context) => {
    const { t, log } = setup(context);
    const button = log.getByRole('button', { name: literalPattern(SHARE.label) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(
      log.queryByRole('button', { name: withTime(t('chat:times.changeLabel', { time: '@' })) }),
    ).toBeNull();
  },
};

/** Shared: said (a status), the reply's buttons gone. */
export const Shared: Story = {
  args: withTimes(shareOf(understood, 'shared', 'closed')),
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(
      log.getByText(t('chat:share.shared', { organization: ORGANIZATION })),
    ).toBeVisible();
    await expect(log.queryByRole('button', { name: SHARE.label })).toBeNull();
  },
};

/** Rescheduling: shared as a reschedule request. */
export const RescheduleShared: Story = {
  args: withTimes({ ...shareOf(understood, 'shared', 'closed'), purpose: 'reschedule' }),
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(
      log.getByText(t('chat:share.rescheduleShared', { organization: ORGANIZATION })),
    ).toBeVisible();
  },
};

/** Not sent: why, and the times and the button are still there to try again. */
export const ShareFailed: Story = {
  args: withTimes({
    ...shareOf(understood, 'failed', 'options'),
    error: ERROR_MESSAGES.timeAlreadyBooked,
  }),
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(literalPattern(t('chat:share.failed')))).toBeVisible();
    await expect(log.getByRole('button', { name: SHARE.label })).toBeEnabled();
  },
};

/** Asked to share, but no interview option falls inside the times: nothing was sent. */
export const NoOptionFits: Story = {
  args: withTimes(shareOf(understood, 'waiting', 'none')),
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:share.none'))).toBeVisible();
    await expect(log.getByRole('button', { name: SHARE.label })).toBeEnabled();
  },
};

/** The availability was already sent: nothing to share here, no share button. */
export const AlreadySent: Story = {
  args: withTimes(shareOf(understood, 'open', 'closed')),
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:share.closed'))).toBeVisible();
    await expect(log.queryByRole('button', { name: SHARE.label })).toBeNull();
    await expect(log.getByRole('button', { name: PICK.label })).toBeVisible();
  },
};

/** In the portal: sharing and picking happen on the interview's page, so they are links to it. */
export const InPortal: Story = {
  args: withTimes(shareOf(understood, 'open', 'link')),
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByRole('link', { name: SHARE.label })).toHaveAttribute(
      'href',
      '#s/pending',
    );
    await expect(log.getByRole('link', { name: t('chat:offer.openLink') })).toBeVisible();
  },
};

/** An answer arriving: the box is unavailable and says so; Stop stays usable. */
export const Streaming: Story = {
  args: {
    streaming: true,
    draft: 'And is there parking?',
    turns: [
      question,
      reply('default', question, {
        status: 'streaming',
        text: 'I can help you schedule your interviews',
        buttons: [],
      }),
    ],
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const box = canvas.getByRole('textbox', { name: t('chat:composer.label') });
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await expect(box).toHaveAttribute('readonly');
    await expect(box).toHaveAccessibleDescription(t('chat:composer.waiting'));
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('chat:composer.stop') }));
    await expect(context.args.onStop).toHaveBeenCalled();
  },
};

/** A reply failed (spec 8): the error sentence in its place, Try again; the question is kept. */
export const StreamError: Story = {
  args: {
    turns: [
      question,
      reply('default', question, {
        status: 'failed',
        failure: { reason: 'network' },
        text: '',
        buttons: [],
      }),
    ],
  },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:replyError'))).toBeVisible();
    await expect(log.getByText('What should I wear?')).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(context.args.onRetry).toHaveBeenCalled();
  },
};

/** No complete answer within 60 s (spec 8, 9): the same sentence, then why. */
export const Timeout: Story = {
  args: {
    turns: [
      question,
      reply('default', question, {
        status: 'failed',
        failure: { reason: 'timeout' },
        text: '',
        buttons: [],
      }),
    ],
  },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(literalPattern(t('chat:replyError'), 'start'))).toHaveTextContent(
      t('chat:errors.timeout'),
    );
  },
};

/** The chat service answered an error status (spec 8): the same sentence, then the status. */
export const HttpError: Story = {
  args: {
    turns: [
      question,
      reply('default', question, {
        status: 'failed',
        failure: { reason: 'http', status: 502 },
        text: '',
        buttons: [],
      }),
    ],
  },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(literalPattern(t('chat:replyError'), 'start'))).toHaveTextContent(
      t('chat:errors.http', { status: 502 }),
    );
  },
};

/** Stopped by the candidate: what arrived stays, marked as cut short. */
export const Stopped: Story = {
  args: {
    turns: [
      question,
      reply('default', question, {
        status: 'stopped',
        text: 'I can help you schedule your interviews',
        buttons: [],
      }),
    ],
  },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:transcript.stopped'))).toBeVisible();
  },
};

/** A message too long to send: said at the box. */
export const TooLong: Story = {
  args: { draft: 'Lorem ipsum '.repeat(90) },
  render: (args, context) => (
    <ChatPanel {...args} draftError={storyT(context)('chat:composer.tooLong', { count: 1_000 })} />
  ),
  play: async (context) => {
    const { canvas, t } = setup(context);
    const box = canvas.getByRole('textbox', { name: t('chat:composer.label') });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('chat:composer.tooLong', { count: 1_000 }))).toBeVisible();
  },
};

/** A long conversation scrolls inside the panel; the box stays in reach. */
export const LongConversation: Story = {
  args: { turns: [...earlier, ...longConversation()], earlierCount: earlier.length },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const log = canvas.getByRole('log');
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await expect(canvas.getByRole('button', { name: t('chat:composer.send') })).toBeVisible();
  },
};
