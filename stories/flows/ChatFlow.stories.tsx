/**
 * The chat's journeys: the real containers against the fixtures' MSW handlers, whose chatbot
 * answers with an event stream (fixtures/http/sse.ts), not a canned final text. Each play
 * function checks what the "server" received.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getScenario } from '../../fixtures';
import { chatFixture, flowFixture } from '../support/flow';
import { literal, literalPattern, storyT } from '../support/i18n';

const meta = {
  title: 'Chat/Flows/Chat',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const WAIT = { timeout: 10_000 };
const chat = getScenario('chatbot').chat;

function answerOf(id: string): string {
  const script = chat?.replies.find((r) => r.id === id);
  return (script?.events ?? []).map((e) => e.answer ?? '').join('');
}

/** The open panel, its earlier messages loaded; `ask` types and sends. */
async function toPanel(context: Context) {
  const body = within(context.canvasElement.ownerDocument.body);
  const t = storyT(context);
  const panel = await body.findByRole('dialog', { name: chat?.agent?.name ?? '' }, WAIT);
  const log = within(within(panel).getByRole('log'));
  await log.findByText(chat?.history[0]?.message ?? '', {}, WAIT);
  const ask = async (text: string) => {
    await userEvent.type(
      within(panel).getByRole('textbox', { name: t('chat:composer.label') }),
      text,
    );
    await userEvent.keyboard('{Enter}');
  };
  return { panel: within(panel), log, t, ask };
}

const chatCalls = (fx: { state: { calls: { group: string; method: string; body: unknown }[] } }) =>
  fx.state.calls.filter((c) => c.group === 'chatbot' && c.method === 'POST');

const plain = chatFixture();

/** Earlier messages (GET /message) and the assistant's name (agents/info), then the greeting. */
export const HistoryLoaded: Story = {
  ...plain.story,
  play: async (context) => {
    const { log, t } = await toPanel(context);
    await expect(log.getAllByRole('listitem')).toHaveLength((chat?.history.length ?? 0) + 1);
    await expect(log.getByText(t('chat:greeting'))).toBeVisible();
  },
};

/** A question answered in pieces; the request carries the whole context (spec 7). */
export const AskAndStream: Story = {
  ...plain.story,
  play: async (context) => {
    const { log, panel, ask, t } = await toPanel(context);
    await expect(panel.getByRole('textbox', { name: t('chat:composer.label') })).toHaveFocus();
    await ask('What should I wear?');
    await log.findByText(answerOf('default'), {}, WAIT);
    // The stream's end comes a moment after its last piece: then Send is back.
    await panel.findByRole('button', { name: t('chat:composer.send') }, WAIT);
    const [call] = chatCalls(plain);
    await expect(call?.body).toMatchObject({
      message: 'What should I wear?',
      initialBotMessage: t('chat:greeting'),
      hash: plain.scenario.hash,
      action: null,
    });
    await expect(typeof (call?.body as { _csrf?: unknown })._csrf).toBe('string');
    await expect((call?.body as { history: unknown[] }).history).toHaveLength(
      chat?.history.length ?? 0,
    );
  },
};

const held = chatFixture({ faults: { chatbot: { holdStreamAfter: 4 } } });

/** Mid-answer: the first pieces are in the placeholder, Stop instead of Send, nothing announced yet. */
export const StreamingMidAnswer: Story = {
  ...held.story,
  play: async (context) => {
    const { log, panel, ask, t } = await toPanel(context);
    await ask('What should I wear?');
    const pieces = chat?.replies.find((r) => r.id === 'default')?.events.slice(0, 4) ?? [];
    const partial = pieces
      .map((e) => e.answer ?? '')
      .join('')
      .trim();
    await log.findByText(partial, {}, WAIT);
    await expect(panel.getByRole('button', { name: t('chat:composer.stop') })).toBeVisible();
    await expect(panel.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    await expect(panel.getByRole('status')).toHaveTextContent('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An answer's button the assistant answers is sent as its action, with the conversation so far. */
export const AnswerWithButtons: Story = {
  ...plain.story,
  play: async (context) => {
    const { log, ask } = await toPanel(context);
    await ask('Can I move my interview to another day?');
    await userEvent.click(await log.findByRole('button', { name: 'Request a reschedule' }, WAIT));
    await waitFor(() => expect(chatCalls(plain)).toHaveLength(2), WAIT);
    await expect(chatCalls(plain)[1]?.body).toMatchObject({
      message: 'Request a reschedule',
      action: 'RESCHEDULE',
    });
    await log.findAllByText(answerOf('reschedule'), {}, WAIT);
  },
};

/** While an answer arrives the message box is unavailable (it says why); Stop works. */
export const StreamingBoxDisabled: Story = {
  ...held.story,
  play: async (context) => {
    const { log, panel, ask, t } = await toPanel(context);
    await ask('What should I wear?');
    const box = panel.getByRole('textbox', { name: t('chat:composer.label') });
    await waitFor(() => expect(box).toHaveAttribute('aria-disabled', 'true'), WAIT);
    // Every piece before the hold is in: Stop then ends the answer at the same place each run.
    const pieces = chat?.replies.find((r) => r.id === 'default')?.events.slice(0, 4) ?? [];
    await log.findByText(
      pieces
        .map((e) => e.answer ?? '')
        .join('')
        .trim(),
      {},
      WAIT,
    );
    await expect(box).toHaveAccessibleDescription(t('chat:composer.waiting'));
    await userEvent.type(box, 'more');
    await expect(box).toHaveValue('');
    await userEvent.click(panel.getByRole('button', { name: t('chat:composer.stop') }));
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'), WAIT);
    await waitFor(() => expect(chatCalls(held)).toHaveLength(1), WAIT);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const cut = chatFixture({ faults: { chatbot: { cutStreamAfter: 2, times: 1 } } });

/** The stream breaks: the error in the reply's place; Try again asks again and is answered. */
export const StreamErrorThenRetry: Story = {
  ...cut.story,
  play: async (context) => {
    const { log, ask, t } = await toPanel(context);
    await ask('What should I wear?');
    await log.findByText(t('chat:replyError'), {}, WAIT);
    await expect(log.getByText('What should I wear?')).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: t('general:actions.tryAgain') }));
    await log.findByText(answerOf('default'), {}, WAIT);
    await expect(chatCalls(cut)).toHaveLength(2);
  },
};

/** A fake clock for the reply's time limit: the story moves it on by 60 s. */
function fakeTimer() {
  const pending: { ms: number; fire: () => void }[] = [];
  return {
    startTimer: (fire: () => void, ms: number) => {
      const timer = { ms, fire };
      pending.push(timer);
      return () => {
        pending.splice(pending.indexOf(timer), 1);
      };
    },
    /** Fires every timer due within `ms`. */
    advance(ms: number) {
      for (const timer of pending.filter((p) => p.ms <= ms)) timer.fire();
    },
    pending: () => pending.map((p) => p.ms),
  };
}

const clock = fakeTimer();
const stalled = chatFixture({
  faults: { chatbot: { holdStreamAfter: 2 } },
  startTimer: clock.startTimer,
});

/** 60 s without the end of the answer (fake clock): the time-out text, Try again. */
export const Timeout: Story = {
  ...stalled.story,
  play: async (context) => {
    const { log, ask, t } = await toPanel(context);
    await ask('What should I wear?');
    await log.findByText('I can help you schedule', { exact: false }, WAIT);
    await expect(clock.pending()).toEqual([60_000]);
    clock.advance(59_999);
    await expect(log.queryByText(literalPattern(t('chat:errors.timeout')))).toBeNull();
    clock.advance(60_000);
    await log.findByText(literalPattern(t('chat:errors.timeout')), {}, WAIT);
    await expect(log.getByRole('button', { name: t('general:actions.tryAgain') })).toBeVisible();
  },
};

const refused = chatFixture({ faults: { chatbot: { status: 502 } } });

/** The chat service answers 502: the HTTP error text; the question is kept. */
export const NonOkStatus: Story = {
  ...refused.story,
  play: async (context) => {
    const { log, ask, t } = await toPanel(context);
    await ask('What should I wear?');
    await log.findByText(literalPattern(t('chat:errors.http', { status: 502 })), {}, WAIT);
    // Spec 8's sentence first, whatever the failure; the status follows it.
    await expect(log.getByText(literalPattern(t('chat:replyError'), 'start'))).toBeVisible();
    await expect(log.getByText('What should I wear?')).toBeVisible();
  },
};

/** A long conversation: it scrolls inside the panel, the newest turn in view. */
export const LongConversation: Story = {
  ...plain.story,
  play: async (context) => {
    const { log, panel, ask } = await toPanel(context);
    for (const question of ['Is it remote?', 'Who will I meet?', 'How long is it?']) {
      await ask(question);
      await waitFor(
        () =>
          expect(log.getAllByText(answerOf('default'), { exact: false }).length).toBeGreaterThan(0),
        WAIT,
      );
      await waitFor(
        () =>
          expect(
            panel.queryByRole('button', { name: storyT(context)('chat:composer.stop') }),
          ).toBeNull(),
        WAIT,
      );
    }
    const box = panel.getByRole('log');
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await waitFor(() =>
      expect(box.scrollTop + box.clientHeight).toBeGreaterThanOrEqual(box.scrollHeight - 2),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const journey = flowFixture('chatbot', { chatOpen: true });

/** The name of a chip's Change button, whatever the time it names. */
const changeName = (t: ReturnType<typeof storyT>) =>
  new RegExp(
    `^${t('chat:times.changeLabel', { time: '@' })
      .split('@')
      .map((part) => literal(part))
      .join('.+')}$`,
  );
const SHARE = 'Yes, share these times';

/** To Pick days, the panel open, and the candidate's availability in plain words answered. */
async function freeOnPickDays(context: Context) {
  const body = within(context.canvasElement.ownerDocument.body);
  const t = storyT(context);
  await userEvent.click(await body.findByRole('button', { name: t('intro:getStarted') }, WAIT));
  await waitFor(
    () => expect(context.canvasElement.querySelector('[data-screen="pickDays"]')).not.toBeNull(),
    WAIT,
  );
  const panel = await toPanel(context);
  await panel.ask("I'm free Tuesday morning");
  await panel.log.findByRole('button', { name: SHARE }, WAIT);
  return panel;
}

const sentScreen = (context: Context) =>
  waitFor(
    () =>
      expect(
        context.canvasElement.querySelector('[data-screen="availabilitySent"]'),
      ).not.toBeNull(),
    WAIT,
  );

/**
 * Availability in plain words on Pick days: the understood times as chips, the reply's "Yes,
 * share these times" sends them (with the earliest option inside as the preferred one, spec 5),
 * only then; the page moves on to "sent", and the assistant is told.
 */
export const AvailabilityShared: Story = {
  ...journey.story,
  play: async (context) => {
    const { log, t } = await freeOnPickDays(context);
    await expect(journey.state.links[journey.scenario.hash]?.confirmations ?? []).toEqual([]);
    await userEvent.click(log.getByRole('button', { name: SHARE }));
    await log.findByText(t('chat:share.shared', { organization: 'Acme Robotics' }), {}, WAIT);
    const [sent] = journey.state.links[journey.scenario.hash]?.confirmations ?? [];
    await expect(sent?.resultOption).toEqual(expect.any(String));
    await expect(sent?.availableTimeRanges).toHaveLength(1);
    await sentScreen(context);
    await waitFor(
      () =>
        expect(chatCalls(journey).at(-1)?.body).toMatchObject({
          message: SHARE,
          action: 'CONFIRM_AVAILABILITY',
        }),
      WAIT,
    );
    await log.findByText(answerOf('confirm-availability'), {}, WAIT);
    // The page under the full-screen panel may have scrolled to the focused box: the shot is
    // taken from its top, as every run sees it.
    context.canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A time corrected before sharing: what is sent is the corrected time. */
export const CorrectThenShare: Story = {
  ...journey.story,
  play: async (context) => {
    const { log, t } = await freeOnPickDays(context);
    await userEvent.click(log.getByRole('button', { name: changeName(t) }));
    const form = within(await log.findByRole('form', {}, WAIT));
    // Focus moves into the form (its first field, the day).
    await waitFor(() => expect(form.getByLabelText(t('chat:times.date'))).toHaveFocus());
    const start = form.getByLabelText<HTMLInputElement>(t('chat:times.start'));
    const [hh = 0, mm = 0] = start.value.split(':').map(Number);
    const later = `${String(hh).padStart(2, '0')}:${String(mm + 30).padStart(2, '0')}`;
    // A time field's own widget; the form reads what it holds when saved.
    start.value = later;
    await userEvent.click(form.getByRole('button', { name: t('chat:times.save') }));
    await waitFor(() => expect(log.queryByRole('form')).toBeNull());
    await expect(log.getByRole('button', { name: changeName(t) })).toHaveFocus();
    await userEvent.click(log.getByRole('button', { name: SHARE }));
    await sentScreen(context);
    const [sent] = journey.state.links[journey.scenario.hash]?.confirmations ?? [];
    const original = chat?.replies.find((r) => r.id === 'parse-availability')?.events.at(-1)
      ?.availableTimeRanges?.[0];
    await expect(Date.parse(sent?.availableTimeRanges[0]?.startTime ?? '')).toBe(
      Date.parse(original?.startTime ?? '') + 30 * 60_000,
    );
    // The page under the full-screen panel may have scrolled to the focused box: the shot is
    // taken from its top, as every run sees it.
    context.canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * On the Introduction: "Yes, share these times" looks up the options first (Pick days shows
 * behind the panel) and shares the times as soon as one fits.
 */
export const ShareFromIntroduction: Story = {
  ...journey.story,
  play: async (context) => {
    const t = storyT(context);
    const { log, ask } = await toPanel(context);
    await ask("I'm free Tuesday morning");
    await userEvent.click(await log.findByRole('button', { name: SHARE }, WAIT));
    // The options are looked up (Pick days, for as long as that takes), then the times go.
    await log.findByText(t('chat:share.shared', { organization: 'Acme Robotics' }), {}, WAIT);
    await expect(journey.state.links[journey.scenario.hash]?.confirmations ?? []).toHaveLength(1);
    // The page under the full-screen panel may have scrolled to the focused box: the shot is
    // taken from its top, as every run sees it.
    context.canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const picking = flowFixture('chatbot', { chatOpen: true });

/** "Pick times myself" on the Introduction: the panel closes and Pick days opens; nothing sent. */
export const PickTimesMyself: Story = {
  ...picking.story,
  play: async (context) => {
    const t = storyT(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const { log, ask } = await toPanel(context);
    await ask("I'm free Tuesday morning");
    await userEvent.click(await log.findByRole('button', { name: 'Pick times myself' }, WAIT));
    await body.findByRole('heading', { level: 1, name: t('pickDays:title') }, WAIT);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(picking.state.links[picking.scenario.hash]?.confirmations ?? []).toEqual([]);
    await expect(chatCalls(picking)).toHaveLength(1);
  },
};

const closed = flowFixture('chatbot');

/** The way in, at the top of the Introduction (it covers nothing); opening it focuses the box. */
export const LauncherOnIntroduction: Story = {
  ...closed.story,
  play: async (context) => {
    const body = within(context.canvasElement.ownerDocument.body);
    const t = storyT(context);
    const open = await body.findByRole('button', { name: t('chat:launcher.open') }, WAIT);
    await body.findByRole('heading', { level: 1, name: t('intro:yourInterviews') }, WAIT);
    await userEvent.click(open);
    const { panel } = await toPanel(context);
    await expect(panel.getByRole('textbox', { name: t('chat:composer.label') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
