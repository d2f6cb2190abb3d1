/**
 * The scheduling link's journeys: the real container against the fixtures' MSW handlers, its
 * clock at the fixtures' "now" (the link's times are around it). Each play function checks
 * what the "server" received.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILURES, getScenario, type Scenario } from '../../fixtures';
import { schedulingLinkFixture } from '../support/flow';
import { literalPattern, storyT } from '../support/i18n';

const meta = {
  title: 'SchedulingLink/Flows/Scheduling link',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const WAIT = { timeout: 10_000 };

/** Chooses the first time offered and Next: on the details step; returns the time's radio. */
async function chooseFirstTime(context: Context) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  await canvas.findByRole('heading', { level: 1, name: t('schedulingLink:time.title') }, WAIT);
  const [first] = canvas.getAllByRole('radio');
  if (!first) throw new Error('a time');
  await userEvent.click(first);
  await userEvent.click(canvas.getByRole('button', { name: t('schedulingLink:time.next') }));
  await canvas.findByRole('heading', { level: 1, name: t('contact:heading') }, WAIT);
  return { canvas, t, first };
}

/** Fills the details and presses Schedule. */
async function giveDetailsAndSchedule(context: Context) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  await userEvent.type(
    canvas.getByRole('textbox', { name: literalPattern(t('contact:firstName')) }),
    'Daniel',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: literalPattern(t('contact:lastName')) }),
    'Kim',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: literalPattern(t('contact:email')) }),
    'daniel.kim@example.com',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('schedulingLink:details.schedule') }));
}

const link = schedulingLinkFixture('scheduling-link');
const linkId = getScenario('scheduling-link').schedulingLink?.id ?? '';

/** A time first, Next, the details, Schedule: booked once, with the details and the time. */
export const ScheduleFromLink: Story = {
  ...link.story,
  play: async (context) => {
    const { canvas, t } = await chooseFirstTime(context);
    await giveDetailsAndSchedule(context);
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('schedulingLink:confirmed.title') },
      WAIT,
    );
    const bookings = link.state.schedulingLinkBookings[linkId] ?? [];
    await expect(bookings).toHaveLength(1);
    await expect(bookings[0]).toMatchObject({
      id: linkId,
      contact: { firstName: 'Daniel', lastName: 'Kim', email: 'daniel.kim@example.com' },
      guestTimeZone: link.scenario.browserTimeZone,
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Someone books the chosen time first: back at the times, said, gone; another one works. */
export const TimeTakenMeanwhile: Story = {
  ...link.story,
  play: async (context) => {
    const { canvas, t, first } = await chooseFirstTime(context);
    const count = 7;
    // Meanwhile, another visitor books that time.
    const section = link.scenario.schedulingLink;
    const offered = section && 'result' in section.intro ? section.intro.result.times : [];
    const taken = offered.find(
      (time) => Date.parse(time.startTime) === Number(first.getAttribute('value')),
    );
    if (!taken) throw new Error('the chosen time is offered');
    (link.state.schedulingLinkBookings[linkId] ??= []).push({
      id: linkId,
      contact: { firstName: 'A', lastName: 'B', phone: '1', email: 'a@b.c', linkedInUrl: '' },
      timeRange: { ...taken, durationMin: 30 },
      guestTimeZone: 'UTC',
    });
    await giveDetailsAndSchedule(context);
    await canvas.findByText(t('schedulingLink:time.taken'), {}, WAIT);
    await expect(canvas.getAllByRole('radio')).toHaveLength(count - 1);
    const [another] = canvas.getAllByRole('radio');
    if (!another) throw new Error('another time');
    await userEvent.click(another);
    await userEvent.click(canvas.getByRole('button', { name: t('schedulingLink:time.next') }));
    // What was typed is still there.
    await expect(
      await canvas.findByRole('textbox', { name: literalPattern(t('contact:email')) }, WAIT),
    ).toHaveValue('daniel.kim@example.com');
    await userEvent.click(
      canvas.getByRole('button', { name: t('schedulingLink:details.schedule') }),
    );
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('schedulingLink:confirmed.title') },
      WAIT,
    );
    await expect(link.state.schedulingLinkBookings[linkId]).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

function failingSend(): Scenario {
  const base = getScenario('scheduling-link');
  const section = base.schedulingLink;
  if (!section) throw new Error('a scheduling link');
  return { ...base, schedulingLink: { ...section, schedule: FAILURES.internal() } };
}

const failing = schedulingLinkFixture(failingSend());

/** The send fails: why, with its code, beside Schedule; Change time keeps the choice and all typed. */
export const SendFails: Story = {
  ...failing.story,
  play: async (context) => {
    const { canvas, t } = await chooseFirstTime(context);
    await giveDetailsAndSchedule(context);
    await canvas.findByText(
      literalPattern(t('schedulingLink:details.failed', { code: '49999' })),
      {},
      WAIT,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('schedulingLink:details.changeTime') }),
    );
    await waitFor(() => expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: t('schedulingLink:time.next') }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: literalPattern(t('contact:email')) })).toHaveValue(
        'daniel.kim@example.com',
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const unknown = schedulingLinkFixture('scheduling-link-not-found');

/** A link that does not exist (10001): the invalid-link screen. */
export const NotFound: Story = {
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

/** The first step is the times: a calendar and the first day's times, nothing asked yet. */
export const Times: Story = {
  ...link.story,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await canvas.findByRole('heading', { level: 1, name: t('schedulingLink:time.title') }, WAIT);
    await expect(canvas.getByText(/Field Service Technician: intro call/)).toBeVisible();
    await expect(canvas.getByRole('grid')).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: literalPattern(t('contact:email')) }),
    ).toBeNull();
  },
};

/** The same on a laptop: the calendar beside the times. */
export const TimesOnLaptop: Story = {
  ...Times,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

function withTimes(times: []): Scenario {
  const base = getScenario('scheduling-link');
  const section = base.schedulingLink;
  if (!section || !('result' in section.intro)) throw new Error('a scheduling link');
  const intro = { ...section.intro, result: { ...section.intro.result, times } };
  return { ...base, schedulingLink: { ...section, intro } };
}

const empty = schedulingLinkFixture(withTimes([]));

/** Every time of the link is booked or over: said on arrival, before any form. */
export const NoTimesLeft: Story = {
  ...empty.story,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await canvas.findByRole('heading', { level: 1, name: t('schedulingLink:noTimes.title') }, WAIT);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

const slow = schedulingLinkFixture('scheduling-link', {
  faults: { schedulingLink: { timeout: true } },
});

/** The link is loading. */
export const Loading: Story = {
  ...slow.story,
  play: async (context) => {
    const t = storyT(context);
    await within(context.canvasElement).findByRole(
      'heading',
      { level: 1, name: t('schedulingLink:loading.title') },
      WAIT,
    );
  },
};
