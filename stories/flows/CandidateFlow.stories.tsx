/**
 * The candidate journey end to end in the workbench: the real flow container, the real API
 * client and socket client, against the fixtures' MSW handlers and a mock socket. Each play
 * function walks one journey the way a candidate would and checks what the "server" received.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { firstGroup, indexFor, slotsOf } from '../features/candidate/support';
import { flowFixture } from '../support/flow';
import { storyT } from '../support/i18n';
import { revealTab } from '../../src/ui';

const meta = {
  title: 'Candidate/Flows/Candidate journey',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Journeys wait for real requests and a socket: allow more than the default second. */
const WAIT = { timeout: 10_000 };

/** The steps the journeys share, bound to the story's canvas and locale. */
function setUp(context: { canvasElement: HTMLElement; globals: Record<string, unknown> }) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  return {
    canvas,
    t,
    heading: (name: string) => canvas.findByRole('heading', { level: 1, name }, WAIT),
    getStarted: async () => {
      const name = t('intro:getStarted');
      const button = await canvas.findByRole('button', { name }, WAIT);
      await userEvent.click(button);
      // A click in the frame where the journey replaces the first paint's Introduction lands
      // on the screen going away (its button is gone now): like a candidate, click again.
      const again = button.isConnected ? null : canvas.queryByRole('button', { name });
      if (again) await userEvent.click(again);
    },
    /**
     * Ticks the first `n` offered slots, day after day (a day may offer fewer than `n`), and
     * checks the selection count says so.
     */
    pickSlots: async (n: number) => {
      // Once the search is over: the rows the list then shows do not depend on when each
      // batch came, so neither do the picks (nor the screenshot).
      await waitFor(
        () => expect(canvas.queryByText(t('pickDays:search.searching'))).toBeNull(),
        WAIT,
      );
      let picked = 0;
      for (const tab of await canvas.findAllByRole('tab', {}, WAIT)) {
        if (picked >= n) break;
        await userEvent.click(tab);
        const panel = canvas.getByRole('tabpanel');
        for (const box of within(panel).getAllByRole('checkbox')) {
          if (picked >= n) break;
          if ((box as HTMLInputElement).checked) continue;
          await userEvent.click(box);
          await expect(box).toBeChecked();
          picked += 1;
        }
      }
      await expect(picked).toBe(n);
      await expect(canvas.getByText(t('general:slots.selected', { count: n }))).toBeVisible();
    },
    /**
     * Pick days as the search left it, for the screenshot: the search over, and the day strip
     * scrolled as it first shows (a day that came in before the open one may have been added
     * before or after the strip revealed its tab, depending on when its batch came).
     */
    settled: async () => {
      await waitFor(
        () => expect(canvas.queryByText(t('pickDays:search.searching'))).toBeNull(),
        WAIT,
      );
      const row = context.canvasElement.querySelector<HTMLElement>('[data-tab-row]');
      if (row !== null) row.scrollLeft = 0;
      revealTab(context.canvasElement.querySelector('[role="tab"][aria-selected="true"]'));
    },
    submit: async (purpose: 'availability' | 'reschedule' = 'availability') => {
      await userEvent.click(canvas.getByRole('button', { name: t(`pickDays:submit.${purpose}`) }));
    },
  };
}

// ---------------------------------------------------------------------------------------------

const pending = flowFixture('pending');

/** Open link → intro → get started → pick days → 3 slots → submit → availability sent. */
export const SubmitAvailability: Story = {
  ...pending.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('intro:yourInterviews'));
    await ui.getStarted();
    await ui.heading(t('pickDays:title'));
    await ui.pickSlots(3);
    await ui.submit();
    const sent = await ui.heading(t('intro:availabilitySent.title'));
    await waitFor(() => expect(sent).toHaveFocus());
    const link = pending.state.links[pending.scenario.hash];
    await expect(link?.confirmations).toHaveLength(1);
    const [sentBody] = link?.confirmations ?? [];
    await expect(sentBody?.availableTimeRanges).toHaveLength(3);
    await expect(sentBody?.guestTimeZone).toBe(pending.scenario.browserTimeZone);
    await expect(sentBody?.resultOption).toEqual(expect.any(String));
    // Tracking went out with the search's ids.
    await expect(link?.tracking.length).toBeGreaterThan(0);
  },
};

const confirmed = flowFixture('confirmed');

/** A confirmed interview: itinerary, the address a copy went to, calendar export. */
export const ConfirmedItinerary: Story = {
  ...confirmed.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('booking:confirmation.heading'));
    const has = (text: string) => (name: string) => name.includes(text);
    const google = ui.canvas.getAllByRole('link', { name: has(t('booking:calendar.google')) });
    // One Google link per event of the itinerary.
    const intro = confirmed.scenario.intro;
    await expect(google).toHaveLength(
      'result' in intro ? intro.result.interview.schedule.length : -1,
    );
    const ics = ui.canvas.getByRole('button', { name: has(t('booking:calendar.ics')) });
    await userEvent.click(ics);
    // The .ics module loads on this click; when it is done the button is usable again.
    await waitFor(() => expect(ics).not.toHaveAttribute('aria-disabled', 'true'), WAIT);
    await expect(ui.canvas.queryByRole('alert')).toBeNull();
  },
};

const rescheduling = flowFixture('confirmed');

/** "I need to reschedule" → reason other with a custom text → new slots → request sent. */
export const RescheduleWithCustomReason: Story = {
  ...rescheduling.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('booking:confirmation.heading'));
    await userEvent.click(
      ui.canvas.getByRole('button', { name: t('booking:confirmation.reschedule') }),
    );
    await ui.heading(t('booking:reschedule.heading'));
    await userEvent.click(
      ui.canvas.getByRole('radio', { name: t('booking:reschedule.reasons.other') }),
    );
    await userEvent.type(
      ui.canvas.getByRole('textbox', { name: new RegExp(t('booking:reschedule.noteLabel')) }),
      'My flight home was moved to Tuesday.',
    );
    await userEvent.click(ui.canvas.getByRole('button', { name: t('general:actions.continue') }));
    await ui.heading(t('pickDays:titleReschedule'));
    await ui.pickSlots(3);
    await ui.submit('reschedule');
    await ui.heading(t('intro:availabilitySent.title'));
    const link = rescheduling.state.links[rescheduling.scenario.hash];
    await expect(link?.reschedules).toHaveLength(1);
    await expect(link?.reschedules[0]).toMatchObject({
      reasonCode: 'other',
      note: 'My flight home was moved to Tuesday.',
      guestTimeZone: rescheduling.scenario.browserTimeZone,
    });
    await expect(link?.reschedules[0]?.availableTimeRanges).toHaveLength(3);
  },
};

const rescheduleLink = flowFixture('reschedule');

/**
 * A link opened with status reschedule (reason code work_emergency): its picks go out as a
 * reschedule request with the link's reason code, not as confirm availability (spec 4, 7;
 * issue 36 item 1).
 */
export const RescheduleLink: Story = {
  ...rescheduleLink.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.getStarted();
    await ui.heading(t('pickDays:titleReschedule'));
    await ui.pickSlots(3);
    await ui.submit('reschedule');
    await ui.heading(t('intro:availabilitySent.title'));
    const link = rescheduleLink.state.links[rescheduleLink.scenario.hash];
    await expect(link?.confirmations).toHaveLength(0);
    await expect(link?.reschedules).toHaveLength(1);
    await expect(link?.reschedules[0]).toMatchObject({
      reasonCode: 'work_emergency',
      guestTimeZone: rescheduleLink.scenario.browserTimeZone,
    });
    await expect(link?.reschedules[0]?.availableTimeRanges).toHaveLength(3);
  },
};

const expired = flowFixture('expired');

export const ExpiredLink: Story = {
  ...expired.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('intro:linkProblem.expiredTitle'));
    await expect(ui.canvas.getByText(t('general:errors.expired'))).toBeVisible();
    // The server's answer is final: asked once, not retried.
    await expect(expired.state.calls.filter((c) => c.group === 'intro')).toHaveLength(1);
  },
};

const invalid = flowFixture('invalid');

export const InvalidLink: Story = {
  ...invalid.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('intro:linkProblem.invalidTitle'));
    await expect(ui.canvas.getByText(t('general:errors.invalidLink'))).toBeVisible();
  },
};

const noResults = flowFixture('no-results');

/** The search finds nothing: the no-results message, and suggesting times instead. */
export const NoResults: Story = {
  ...noResults.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.getStarted();
    await ui.heading(t('intro:noResults.title'));
    await expect(ui.canvas.getByText(t('general:errors.noResults'))).toBeVisible();
    // The tracking call goes out after the screen (an effect, then a request).
    await waitFor(() =>
      expect(noResults.state.links[noResults.scenario.hash]?.tracking.at(-1)).toMatchObject({
        currentAction: 'noResults',
        endState: 'noResults',
      }),
    );
    await userEvent.click(
      ui.canvas.getByRole('button', { name: t('intro:noResults.suggestTimes') }),
    );
    await ui.heading(t('pickDays:title'));
    await expect(ui.canvas.getByLabelText(t('pickDays:suggest.date'))).toBeVisible();
  },
};

const socketDrop = flowFixture('socket-drop');

/** The socket closes mid-search: what came stays, the candidate is told and can retry. */
export const SocketDropMidSearch: Story = {
  ...socketDrop.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.getStarted();
    await ui.heading(t('pickDays:title'));
    await ui.canvas.findByText(t('pickDays:search.disconnected'), {}, WAIT);
    await expect(ui.canvas.getAllByRole('checkbox').length).toBeGreaterThan(0);
    await expect(
      ui.canvas.getByRole('button', { name: t('general:actions.tryAgain') }),
    ).toBeVisible();
    await ui.settled();
  },
};

const serverError = flowFixture('pending', { faults: { confirm: { status: 500, times: 1 } } });

/** Submit fails with a server error: message shown, picks kept, sending again works. */
export const SubmitServerError: Story = {
  ...serverError.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.getStarted();
    await ui.heading(t('pickDays:title'));
    await ui.pickSlots(3);
    await ui.submit();
    const alert = await ui.canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(t('general:errors.general'));
    // Nothing picked is lost.
    await expect(ui.canvas.getByText(t('general:slots.selected', { count: 3 }))).toBeVisible();
    await ui.submit();
    await ui.heading(t('intro:availabilitySent.title'));
    const link = serverError.state.links[serverError.scenario.hash];
    await expect(link?.confirmations).toHaveLength(1);
    await ui.settled();
  },
};

/** Two options of the pending search's first day, as picks kept in the tab before a reload. */
const pendingIndex = indexFor('pending', 40);
const keptPicks = slotsOf(pendingIndex, firstGroup(pendingIndex, 'singleDay'), 2);
const restored = flowFixture('pending', {
  savedPicking: { purpose: { kind: 'availability' }, picks: keptPicks },
});

/**
 * A reload on pick days (the tab kept 2 picks): the link opens straight on pick days, without
 * the introduction in between, with the 2 picks counted and ticked on their day once its
 * results are shown; the candidate goes on from there.
 */
export const RestoredPicksAfterReload: Story = {
  ...restored.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('pickDays:title'));
    await expect(ui.canvas.queryByRole('button', { name: t('intro:getStarted') })).toBeNull();
    await expect(
      await ui.canvas.findByText(t('general:slots.selected', { count: 2 }), {}, WAIT),
    ).toBeVisible();
    // Both kept picks are ticked on their day as their results come in, without pressing
    // anything (a pick is never held back), and the search says when it is over.
    await waitFor(
      () => expect(ui.canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2),
      WAIT,
    );
    await expect(
      await ui.canvas.findByText(
        (text) => text === t('pickDays:search.finished', { count: Number(/\d+/.exec(text)?.[0]) }),
        {},
        WAIT,
      ),
    ).toBeVisible();
    await ui.settled();
  },
};

const silent = flowFixture('slow-search', { socketSpeed: 1, socketIdleMs: 600 });

/**
 * The results socket opens and then says nothing (the slow search sends its first batch after
 * 40 s): after the idle limit (35 s in the app, 0.6 s here) the candidate is told the
 * connection was interrupted, with Try again, instead of a spinner that never ends; it does not
 * say "no options", since none were looked at.
 */
export const SilentSocket: Story = {
  ...silent.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.getStarted();
    await expect(
      await ui.canvas.findByText(t('pickDays:search.disconnectedEmpty'), {}, WAIT),
    ).toBeVisible();
    await expect(ui.canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('pickDays:title'),
    );
    await expect(
      ui.canvas.queryByRole('heading', { name: t('pickDays:empty.title') }),
    ).not.toBeInTheDocument();
    await expect(
      ui.canvas.getByRole('button', { name: t('general:actions.tryAgain') }),
    ).toBeVisible();
  },
};

const alreadyScheduled = flowFixture('interviewer-already-scheduled');

/**
 * The interviewer was booked meanwhile: "time already booked"; the time the server tried (the
 * result option sent) is unticked, disabled and marked "Already booked", the other 2 picks stay.
 */
export const InterviewerAlreadyScheduled: Story = {
  ...alreadyScheduled.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.getStarted();
    await ui.heading(t('pickDays:title'));
    await ui.pickSlots(3);
    await ui.submit();
    const alert = await ui.canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(t('general:errors.timeAlreadyBooked'));
    await expect(ui.canvas.getByText(t('general:slots.selected', { count: 2 }))).toBeVisible();
    const describedAsTaken = (box: HTMLElement) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .some((id) => document.getElementById(id)?.textContent === t('pickDays:group.taken'));
    const taken = ui.canvas.getAllByRole('checkbox').filter(describedAsTaken);
    await expect(taken).toHaveLength(1);
    await expect(taken[0]).toBeDisabled();
    await expect(taken[0]).not.toBeChecked();
    await ui.settled();
  },
};

const unauthorized = flowFixture('unauthorized');

/**
 * HTTP 401 on search marks it unauthorized (spec 8): the unauthorized screen at once, while the
 * introduction was showing; no "Get started" into a loading screen that never ends.
 */
export const SearchUnauthorized: Story = {
  ...unauthorized.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('intro:linkProblem.unauthorizedTitle'));
    await expect(ui.canvas.getByText(t('general:errors.unauthorized'))).toBeVisible();
    await expect(ui.canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const canceled = flowFixture('canceled');

/** A canceled interview (CANCELED_INTERVIEW): its own message, not "Invitation expired". */
export const CanceledInterview: Story = {
  ...canceled.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('intro:linkProblem.canceledTitle'));
    await expect(ui.canvas.getByText(t('general:errors.canceled'))).toBeVisible();
    await expect(canceled.state.calls.filter((c) => c.group === 'intro')).toHaveLength(1);
  },
};

const expiredWindow = flowFixture('expired-window');

/**
 * Every day the invitation asked about has passed: the search started with the introduction
 * says so, and the window-expired screen shows before "Get started", with no "Try again".
 */
export const AvailabilityWindowExpired: Story = {
  ...expiredWindow.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.heading(t('intro:linkProblem.windowExpiredTitle'));
    await expect(ui.canvas.getByText(t('general:errors.windowExpired'))).toBeVisible();
    await expect(ui.canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(expiredWindow.state.calls.filter((c) => c.group === 'search')).toHaveLength(1);
  },
};

const malformed = flowFixture('malformed-socket');

/** Malformed socket frames are skipped; the good results still show. */
export const MalformedSocketMessages: Story = {
  ...malformed.story,
  play: async (context) => {
    const ui = setUp(context);
    const { t } = ui;
    await ui.getStarted();
    await ui.heading(t('pickDays:title'));
    await expect((await ui.canvas.findAllByRole('checkbox', {}, WAIT)).length).toBeGreaterThan(0);
    await expect(ui.canvas.queryByRole('alert')).toBeNull();
    await ui.settled();
  },
};
