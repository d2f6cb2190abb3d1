import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { ChatPanel } from '../../../src/features/chat/screens/ChatPanel';
import type { OfferView } from '../../../src/features/chat/model';
import { literalPattern, storyT } from '../../support/i18n';
import {
  AGENT_NAME,
  earlier,
  longConversation,
  offeredOption,
  ORGANIZATION,
  reply,
  you,
  ZONE,
} from './chat.fixtures';

const question = you('What should I wear?');
const freeText = you("I'm free Tuesday morning");
const understood = reply('parse-availability', freeText, { buttons: [] });
const offerOf = (
  status: 'open' | 'booking' | 'booked' | 'failed',
  purpose: 'confirm' | 'reschedule' = 'confirm',
): OfferView => ({
  kind: 'option',
  purpose,
  offer: {
    replyId: understood.id,
    status,
    option: offeredOption(),
    purpose: status === 'open' ? null : purpose,
    error: status === 'failed' ? ERROR_MESSAGES.timeAlreadyBooked : null,
  },
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
    offer: null,
    offerReplyId: null,
    announcedId: null,
    timeZone: ZONE,
    draft: '',
    draftError: null,
    onDraftChange: fn(),
    onSend: fn(),
    onStop: fn(),
    onAction: fn(),
    onRetry: fn(),
    onRetryHistory: fn(),
    onBook: fn(),
    onDecline: fn(),
    onStart: fn(),
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

/** An answer with buttons: each sends its action. */
export const AnswerWithButtons: Story = {
  args: { turns: [question, reply('default', question)], announcedId: null },
  play: async (context) => {
    const { log } = setup(context);
    await userEvent.click(log.getByRole('button', { name: 'Share my availability' }));
    await expect(context.args.onAction).toHaveBeenCalledWith({
      label: 'Share my availability',
      action: 'SHOW_AVAILABILITY',
    });
  },
};

/** The times understood from plain words, while options are still arriving. */
export const ParsedAvailability: Story = {
  args: {
    turns: [freeText, understood],
    offer: { kind: 'searching' },
    offerReplyId: understood.id,
  },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:offer.searching'))).toBeVisible();
    await expect(log.getAllByRole('group')).toHaveLength(1);
  },
};

/** The earliest option inside them (spec 5), offered: nothing is sent before the click. */
export const OptionOffered: Story = {
  args: { turns: [freeText, understood], offer: offerOf('open'), offerReplyId: understood.id },
  play: async (context) => {
    const { t, log } = setup(context);
    const offer = within(log.getByRole('group', { name: t('chat:offer.title') }));
    await userEvent.click(offer.getByRole('button', { name: t('chat:offer.confirm') }));
    await expect(context.args.onBook).toHaveBeenCalledTimes(1);
    await userEvent.click(offer.getByRole('button', { name: t('chat:offer.decline') }));
    await expect(context.args.onDecline).toHaveBeenCalled();
  },
};

/** A reschedule: the offer is a reschedule request. */
export const RescheduleOffered: Story = {
  args: {
    turns: [freeText, understood],
    offer: offerOf('open', 'reschedule'),
    offerReplyId: understood.id,
  },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByRole('button', { name: t('chat:offer.reschedule') })).toBeVisible();
  },
};

/** Sending: the button is busy (a second click sends nothing). */
export const Booking: Story = {
  args: { turns: [freeText, understood], offer: offerOf('booking'), offerReplyId: understood.id },
  play: async (context) => {
    const { t, log } = setup(context);
    const button = log.getByRole('button', { name: literalPattern(t('chat:offer.confirm')) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sent: said in the card. */
export const Confirmed: Story = {
  args: { turns: [freeText, understood], offer: offerOf('booked'), offerReplyId: understood.id },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(
      log.getByText(t('chat:offer.booked', { organization: ORGANIZATION })),
    ).toBeVisible();
    await expect(log.queryByRole('button', { name: t('chat:offer.confirm') })).toBeNull();
  },
};

/** The option could not be sent: why, and the option is still there to try again. */
export const BookingFailed: Story = {
  args: { turns: [freeText, understood], offer: offerOf('failed'), offerReplyId: understood.id },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(literalPattern(t('chat:offer.failed')))).toBeVisible();
    await expect(log.getByRole('button', { name: t('chat:offer.confirm') })).toBeVisible();
  },
};

/** No option fits the understood times. */
export const NoOptionFits: Story = {
  args: { turns: [freeText, understood], offer: { kind: 'none' }, offerReplyId: understood.id },
  play: async (context) => {
    const { t, log } = setup(context);
    await expect(log.getByText(t('chat:offer.none'))).toBeVisible();
  },
};

/** On the Introduction: the options are looked up first, on the candidate's word. */
export const NotStarted: Story = {
  args: {
    turns: [freeText, understood],
    offer: { kind: 'notStarted' },
    offerReplyId: understood.id,
  },
  play: async (context) => {
    const { t, log } = setup(context);
    await userEvent.click(log.getByRole('button', { name: t('chat:offer.start') }));
    await expect(context.args.onStart).toHaveBeenCalled();
  },
};

/** A reply failed (spec 8): the error text in its place, Try again; the question is kept. */
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

/** No complete answer within 60 s (spec 8, 9). */
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
    await expect(log.getByText(t('chat:errors.timeout'))).toBeVisible();
  },
};

/** The chat service answered an error status (spec 8). */
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
    await expect(log.getByText(t('chat:errors.http', { status: 502 }))).toBeVisible();
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
