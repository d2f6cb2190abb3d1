/**
 * The candidate portal's journeys: the real container against the fixtures' MSW handlers, its
 * clock at the fixtures' "now". Each play function checks what the "server" received.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILURES, getScenario, isReplyOk, type Scenario } from '../../fixtures';
import { portalFixture } from '../support/flow';
import { literalPattern, storyT } from '../support/i18n';

const meta = {
  title: 'Portal/Flows/Candidate portal',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const WAIT = { timeout: 10_000 };

async function toPortal(context: Context) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  await canvas.findByRole('heading', { level: 1, name: t('portal:title') }, WAIT);
  await canvas.findByRole('log', {}, WAIT);
  return { canvas, t };
}

function portalSection() {
  const section = getScenario('portal').portal;
  if (!section) throw new Error('portal has a portal');
  return section;
}

const portal = portalFixture('portal');

/** Write to the team: the message shows at once, the box empties, the server has it. */
export const SendMessage: Story = {
  ...portal.story,
  play: async (context) => {
    const { canvas, t } = await toPortal(context);
    const box = canvas.getByRole('textbox', { name: t('portal:messages.label') });
    await userEvent.type(box, 'Is there a bike rack at the office?');
    await userEvent.click(canvas.getByRole('button', { name: t('portal:messages.send') }));
    await within(canvas.getByRole('log')).findByText(
      'Is there a bike rack at the office?',
      {},
      WAIT,
    );
    await waitFor(() => expect(box).toHaveValue(''));
    // The bubble shows at once; the server has it once the send is through.
    await waitFor(
      () =>
        expect(
          Object.values(portal.state.portalMessages)
            .flat()
            .map((m) => m.body),
        ).toEqual(['Is there a bike rack at the office?']),
      WAIT,
    );
    await waitFor(() => expect(canvas.queryByText(t('portal:messages.sending'))).toBeNull(), WAIT);
    // The thread followed the message: its end is in view.
    const log = canvas.getByRole('log');
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The status says the onsite is ready to be scheduled and carries its "Schedule now", the one
 * copy on the page: it opens the onsite's candidate flow.
 */
export const ScheduleFromStatus: Story = {
  ...portal.story,
  play: async (context) => {
    const { canvas, t } = await toPortal(context);
    const banner = canvas
      .getByText(t('portal:status.readyToSchedule'))
      .closest<HTMLElement>('[role="status"]');
    if (banner === null) throw new Error('no status banner');
    const links = canvas.getAllByRole('link', {
      name: literalPattern(t('portal:actions.scheduleNow'), 'start'),
    });
    await expect(links).toHaveLength(1);
    const link = within(banner).getByRole('link', {
      name: literalPattern(t('portal:actions.scheduleNow'), 'start'),
    });
    const onsite = portalSection().data;
    const hash = isReplyOk(onsite)
      ? onsite.result.interviews.find((i) => i.status === 'pending_candidate_response')?.hash
      : undefined;
    await expect(link).toHaveAttribute('href', `#s/${hash ?? 'none'}`);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe(`#s/${hash ?? 'none'}`));
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    link.blur();
  },
};

/** Give feedback on the hiring manager interview: the thank-you, the server has it once. */
export const GiveFeedback: Story = {
  ...portal.story,
  play: async (context) => {
    const { canvas, t } = await toPortal(context);
    await userEvent.click(
      canvas.getByRole('button', { name: literalPattern(t('portal:actions.giveFeedback')) }),
    );
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('portal:feedback.title') }, WAIT);
    await userEvent.click(
      within(dialog).getByRole('radio', { name: t('portal:feedback.ratings.4') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('portal:feedback.send') }));
    await body.findByRole('dialog', { name: t('portal:feedback.thanksTitle') }, WAIT);
    const given = Object.values(portal.state.portalFeedback).flat();
    await expect(given).toEqual([expect.objectContaining({ rating: 4, comment: '' })]);
  },
};

const feedbackFails = portalFixture({
  ...getScenario('portal'),
  portal: { ...portalSection(), feedbackFailure: FAILURES.internal() },
});

/** The feedback cannot be sent: said in the dialog, the rating kept, nothing stored. */
export const FeedbackFails: Story = {
  ...feedbackFails.story,
  play: async (context) => {
    const { canvas, t } = await toPortal(context);
    await userEvent.click(
      canvas.getByRole('button', { name: literalPattern(t('portal:actions.giveFeedback')) }),
    );
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('portal:feedback.title') }, WAIT);
    await userEvent.click(
      within(dialog).getByRole('radio', { name: t('portal:feedback.ratings.3') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('portal:feedback.send') }));
    await within(dialog).findByText(t('portal:feedback.failed'), {}, WAIT);
    await expect(
      within(dialog).getByRole('radio', { name: t('portal:feedback.ratings.3') }),
    ).toBeChecked();
    await expect(Object.values(feedbackFails.state.portalFeedback).flat()).toEqual([]);
  },
};

const messageFails = portalFixture({
  ...getScenario('portal'),
  portal: { ...portalSection(), sendFailure: FAILURES.internal() },
});

/** The message cannot be sent: the text is back in the box, with the error. */
export const MessageFails: Story = {
  ...messageFails.story,
  play: async (context) => {
    const { canvas, t } = await toPortal(context);
    const box = canvas.getByRole('textbox', { name: t('portal:messages.label') });
    await userEvent.type(box, 'Can I bring a laptop?');
    await userEvent.click(canvas.getByRole('button', { name: t('portal:messages.send') }));
    await canvas.findByText(t('portal:messages.failed'), {}, WAIT);
    await expect(box).toHaveValue('Can I bring a laptop?');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const unknown = portalFixture('portal', { segments: ['org_nobody', 'guest_nobody'] });

/** A portal the server does not know: the invalid-link screen. */
export const UnknownPortal: Story = {
  ...unknown.story,
  play: async (context) => {
    const t = storyT(context);
    await within(context.canvasElement).findByRole(
      'heading',
      { level: 1, name: t('intro:linkProblem.invalidTitle') },
      WAIT,
    );
  },
};

/** The portal of an organisation with the chatbot (spec 1): the chat under it. */
function withChatbot(): Scenario {
  const base = getScenario('portal');
  const section = base.portal;
  if (!section || !isReplyOk(section.data)) throw new Error('portal has portal data');
  const data = section.data.result;
  return {
    ...base,
    portal: {
      ...section,
      data: {
        result: {
          ...data,
          organization: { ...data.organization, settings: { candidateChatbot: true } },
        },
      },
    },
  };
}

const chatting = portalFixture(withChatbot(), { alsoServe: ['chatbot'] });

/**
 * The chat in the portal, about the interview that waits for the candidate: plain-words
 * availability is answered with a link to that interview's scheduling page (nothing is booked
 * from the portal's chat).
 */
export const ChatInPortal: Story = {
  ...chatting.story,
  play: async (context) => {
    const { canvas, t } = await toPortal(context);
    await userEvent.click(canvas.getByRole('button', { name: t('chat:launcher.open') }));
    const body = within(context.canvasElement.ownerDocument.body);
    const panel = within(await body.findByRole('dialog', {}, WAIT));
    await userEvent.type(
      panel.getByRole('textbox', { name: t('chat:composer.label') }),
      "I'm free Tuesday morning",
    );
    await userEvent.keyboard('{Enter}');
    const link = await panel.findByRole('link', { name: t('chat:offer.openLink') }, WAIT);
    const waiting = portalSection().data;
    const hash = isReplyOk(waiting)
      ? waiting.result.interviews.find((i) => i.status === 'pending_candidate_response')?.hash
      : undefined;
    await expect(link).toHaveAttribute('href', `#s/${hash ?? ''}`);
    const [call] = chatting.state.calls.filter((c) => c.group === 'chatbot');
    await expect(call?.body).toMatchObject({ hash, status: 'pending_candidate_response' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
