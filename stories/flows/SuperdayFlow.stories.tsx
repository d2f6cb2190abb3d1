/**
 * The superday journeys: the real flow container against the fixtures' MSW handlers. Each play
 * function checks what the "server" received (the fixture store).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILURES, getScenario, ok } from '../../fixtures';
import { superdayDays } from '../../src/domain/superday';
import { superdayFixture, type FlowFixture } from '../support/flow';
import { storyT } from '../support/i18n';
import { nth } from '../features/superday/superday.fixtures';

function sectionOf(id: 'superday') {
  const section = getScenario(id).superday;
  if (!section) throw new Error(`${id} is a superday`);
  return section;
}

const meta = {
  title: 'Superday/Flows/Superday journey',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const WAIT = { timeout: 10_000 };

async function toChoose(
  context: Context,
  title: 'superday:choose.title' | 'superday:choose.rescheduleTitle' = 'superday:choose.title',
) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  await canvas.findByRole('heading', { level: 1, name: t(title) }, WAIT);
  return { canvas, t };
}

/** What the store received: the confirm bodies of the fixture's link. */
function confirmations(fx: FlowFixture) {
  return fx.state.links[fx.scenario.hash]?.superdayConfirmations ?? [];
}

const superday = superdayFixture('superday');

/**
 * Choose Tuesday morning and Tuesday afternoon, send: "your availability is sent", the final
 * schedule will follow; both blocks listed as not booked, and no calendar entry for either. The
 * server got both blocks' interviews.
 */
export const ConfirmSuperday: Story = {
  ...superday.story,
  play: async (context) => {
    const { canvas, t } = await toChoose(context);
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(nth(boxes, 0));
    await userEvent.click(nth(boxes, 1));
    await userEvent.click(canvas.getByRole('button', { name: t('superday:choose.confirm') }));
    const title = await canvas.findByRole(
      'heading',
      { level: 1, name: t('superday:sent.title') },
      WAIT,
    );
    await waitFor(() => expect(document.activeElement).toBe(title));
    const organization = 'Acme Robotics';
    await expect(canvas.getByText(t('superday:sent.lead', { organization }))).toBeVisible();
    const blocks = canvas.getByRole('region', { name: t('superday:sent.blocksTitle') });
    await expect(
      within(blocks).getByText(t('superday:sent.notBooked', { organization })),
    ).toBeVisible();
    await expect(blocks.querySelectorAll(':scope > ol > li > ol > li')).toHaveLength(2);
    await expect(
      canvas.queryByRole('region', { name: t('booking:calendar.heading') }),
    ).not.toBeInTheDocument();
    await expect(
      [...context.canvasElement.querySelectorAll('a[href]')].filter(
        (a) => !a.getAttribute('href')?.startsWith('#'),
      ),
    ).toEqual([]);
    const [sent] = confirmations(superday);
    await expect(sent?.reschedule).toBe(false);
    await expect(sent?.availabilities).toHaveLength(2 * 2 * 3);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const reschedule = superdayFixture('superday-reschedule');

/** Status reschedule: two days left, and the confirm goes as a reschedule. */
export const RescheduleSuperday: Story = {
  ...reschedule.story,
  play: async (context) => {
    const { canvas, t } = await toChoose(context, 'superday:choose.rescheduleTitle');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(nth(canvas.getAllByRole('checkbox'), 1));
    await userEvent.click(canvas.getByRole('button', { name: t('superday:choose.confirm') }));
    await canvas.findByRole('heading', { level: 1, name: t('superday:sent.title') }, WAIT);
    const calls = reschedule.state.calls.filter((c) => c.url.includes('request-availability'));
    await expect(calls.every((c) => c.url.includes('reschedule=true'))).toBe(true);
    const [sent] = confirmations(reschedule);
    await expect(sent?.reschedule).toBe(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const taken = superdayFixture('superday-block-taken');

/**
 * Someone else takes Tuesday morning while the candidate chooses: the error names it, it is
 * gone, Wednesday's choice is kept; confirming again goes through without it.
 */
export const BlockTakenThenRecovered: Story = {
  ...taken.story,
  play: async (context) => {
    const { canvas, t } = await toChoose(context);
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(nth(boxes, 0));
    await userEvent.click(nth(boxes, 2));
    const confirm = canvas.getByRole('button', { name: t('superday:choose.confirm') });
    await userEvent.click(confirm);
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(t('general:errors.unavailableTime'));
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(5));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await expect(confirmations(taken)).toEqual([]);
    await userEvent.click(confirm);
    await canvas.findByRole('heading', { level: 1, name: t('superday:sent.title') }, WAIT);
    await expect(confirmations(taken)[0]?.availabilities).toHaveLength(2 * 3);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const failing = superdayFixture({
  ...getScenario('superday'),
  superday: { ...sectionOf('superday'), confirm: FAILURES.internal() },
});

/** The confirm fails: "Error confirming superday availability", every choice still ticked. */
export const ConfirmFails: Story = {
  ...failing.story,
  play: async (context) => {
    const { canvas, t } = await toChoose(context);
    await userEvent.click(nth(canvas.getAllByRole('checkbox'), 1));
    await userEvent.click(canvas.getByRole('button', { name: t('superday:choose.confirm') }));
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(t('superday:errors.confirmFailed'));
    await expect(canvas.getAllByRole('checkbox')[1]).toBeChecked();
    await expect(confirmations(failing)).toEqual([]);
  },
};

const empty = superdayFixture({
  ...getScenario('superday'),
  superday: {
    ...sectionOf('superday'),
    availability: ok({ availability: { options: [] } }),
  },
});

/** The superday offers nothing: the empty screen. */
export const EmptyAvailability: Story = {
  ...empty.story,
  play: async (context) => {
    const t = storyT(context);
    await within(context.canvasElement).findByRole(
      'heading',
      { level: 1, name: t('superday:empty.title') },
      WAIT,
    );
  },
};

const scenario = getScenario('superday');
const offered = scenario.superday?.availability;
const savedOptions =
  offered && 'result' in offered
    ? offered.result.availability.options.filter(
        (o) =>
          o.interviewBlockId ===
          superdayDays(offered.result.availability.options, 'America/New_York')[1]?.blocks[0]?.id,
      )
    : [];
const reopened = superdayFixture(
  {
    ...scenario,
    intro:
      'result' in scenario.intro
        ? ok({
            ...scenario.intro.result,
            interview: { ...scenario.intro.result.interview, status: 'pending_review' as const },
          })
        : scenario.intro,
  },
  { savedConfirmation: savedOptions },
);

/** Reopened after sending (status pending review): "sent", with the blocks this browser kept. */
export const ReopenedAfterConfirm: Story = {
  ...reopened.story,
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t('superday:sent.title') }, WAIT);
    const blocks = canvas.getByRole('region', { name: t('superday:sent.blocksTitle') });
    await expect(blocks.querySelectorAll(':scope > ol > li > ol > li')).toHaveLength(1);
    await expect(reopened.state.calls.some((c) => c.url.includes('request-availability'))).toBe(
      false,
    );
  },
};

const expired = superdayFixture('expired');

/** An expired invitation: the expired-link screen, nothing else asked. */
export const ExpiredInvitation: Story = {
  ...expired.story,
  play: async (context) => {
    const t = storyT(context);
    await within(context.canvasElement).findByRole(
      'heading',
      { level: 1, name: t('intro:linkProblem.expiredTitle') },
      WAIT,
    );
  },
};

const withoutHash = superdayFixture('superday', { withoutHash: true });

/** A superday link without its invitation hash: the invalid-link screen, nothing asked. */
export const LinkWithoutInvitation: Story = {
  ...withoutHash.story,
  play: async (context) => {
    const t = storyT(context);
    await within(context.canvasElement).findByRole(
      'heading',
      { level: 1, name: t('intro:linkProblem.invalidTitle') },
      WAIT,
    );
    await expect(withoutHash.state.calls).toEqual([]);
  },
};
