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

/** Fills the contact form and continues to the times. */
async function giveDetails(context: Context) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  await canvas.findByRole('heading', { level: 1, name: t('contact:heading') }, WAIT);
  await userEvent.type(
    canvas.getByRole('textbox', { name: literalPattern(t('contact:firstName')) }),
    'Daniel',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: literalPattern(t('contact:lastName')) }),
    'Kim',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: literalPattern(t('contact:phone')) }),
    '+1 312 555 0142',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: literalPattern(t('contact:email')) }),
    'daniel.kim@example.com',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('general:actions.continue') }));
  await canvas.findByRole('heading', { level: 1, name: t('schedulingLink:time.title') }, WAIT);
  return { canvas, t };
}

/** Chooses the first time offered and presses Schedule; returns its radio. */
async function scheduleFirstTime(context: Context): Promise<HTMLElement> {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  const [first] = canvas.getAllByRole('radio');
  if (!first) throw new Error('a time');
  await userEvent.click(first);
  await userEvent.click(canvas.getByRole('button', { name: t('schedulingLink:time.schedule') }));
  return first;
}

const link = schedulingLinkFixture('scheduling-link');
const linkId = getScenario('scheduling-link').schedulingLink?.id ?? '';

/** Details, a time, Schedule: booked once, with the details and the time; add to calendar. */
export const ScheduleFromLink: Story = {
  ...link.story,
  play: async (context) => {
    const { canvas, t } = await giveDetails(context);
    await scheduleFirstTime(context);
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

/** Someone books the chosen time first: said, gone from the list, the details kept; another works. */
export const TimeTakenMeanwhile: Story = {
  ...link.story,
  play: async (context) => {
    const { canvas, t } = await giveDetails(context);
    const radios = canvas.getAllByRole('radio');
    const [first, second] = radios;
    if (!first || !second) throw new Error('two times');
    await userEvent.click(first);
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
    await userEvent.click(canvas.getByRole('button', { name: t('schedulingLink:time.schedule') }));
    await canvas.findByText(t('schedulingLink:time.taken'), {}, WAIT);
    await expect(canvas.getAllByRole('radio')).toHaveLength(radios.length - 1);
    await userEvent.click(canvas.getAllByRole('radio')[0] ?? second);
    await userEvent.click(canvas.getByRole('button', { name: t('schedulingLink:time.schedule') }));
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

/** The send fails: why, with its code; details and choice kept ("Change your details" shows them). */
export const SendFails: Story = {
  ...failing.story,
  play: async (context) => {
    const { canvas, t } = await giveDetails(context);
    const first = await scheduleFirstTime(context);
    await canvas.findByText(
      literalPattern(t('schedulingLink:time.failed', { code: '49999' })),
      {},
      WAIT,
    );
    await expect(first).toBeChecked();
    await userEvent.click(
      canvas.getByRole('button', { name: t('schedulingLink:time.changeDetails') }),
    );
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

/** The first step: what the link is for, and the contact form (the shared one). */
export const Details: Story = {
  ...link.story,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await canvas.findByRole('heading', { level: 1, name: t('contact:heading') }, WAIT);
    await expect(canvas.getByText(/Field Service Technician: intro call/)).toBeVisible();
    // Continue with nothing filled: each field says what it needs, nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.continue') }));
    // The first field of the form (the family name first in zh, ja, ko) has focus, marked.
    await waitFor(() =>
      expect(context.canvasElement.ownerDocument.activeElement).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(link.state.schedulingLinkBookings[linkId] ?? []).toEqual([]);
    (document.activeElement as HTMLElement | null)?.blur();
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
