/**
 * The interviewer link's journeys: the real container against the fixtures' MSW handlers, its
 * clock at the fixtures' "now" (Monday 2 March 2026, 03:00 in Chicago). Each play function
 * checks what the "server" received.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILURES, FIXED_NOW_MS, getScenario, type Scenario } from '../../fixtures';
import { formatTime } from '../../src/i18n/format';
import { interviewerLinkFixture } from '../support/flow';
import { literalPattern, localeOf, storyT } from '../support/i18n';

const meta = {
  title: 'InterviewerLink/Flows/Interviewer link',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const WAIT = { timeout: 10_000 };
const section = getScenario('interviewer-link').interviewerLink;
const linkId = section?.id ?? '';

async function availabilityShown(context: Context) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  await canvas.findByRole(
    'heading',
    { level: 1, name: t('interviewerLink:availability.title') },
    WAIT,
  );
  return { canvas, t };
}

const link = interviewerLinkFixture('interviewer-link');

/** The page opens where the saved availability is: today (2 March) is empty, 10 March is not. */
export const OpensOnFirstSavedDay: Story = {
  ...link.story,
  play: async (context) => {
    const { canvas, t } = await availabilityShown(context);
    const selected = canvas.getByRole('tab', { selected: true });
    const [firstTab] = canvas.getAllByRole('tab');
    // Not today, the strip's first day: the first day with saved times, in the strip's view.
    await expect(selected).not.toBe(firstTab);
    await expect(selected).toHaveAccessibleName(
      literalPattern(t('interviewerLink:availability.rangeCount', { count: 1 })),
    );
    await waitFor(() => {
      const box = selected.getBoundingClientRect();
      const strip = selected.closest('[data-tab-row]')?.getBoundingClientRect();
      return expect(
        strip !== undefined && box.left >= strip.left - 1 && box.right <= strip.right + 1,
      ).toBe(true);
    });
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', selected.id);
    await expect(
      within(panel).getByRole('combobox', { name: t('interviewerLink:availability.from') }),
    ).toHaveValue(String(9 * 60));
  },
};

/**
 * Today (the strip's first day) has no times: Add time (9:00–17:00), Save. The server gets
 * today's range beside the two saved mornings, with the e-mail and the zone; the status says
 * when it was saved.
 */
export const EditAndSave: Story = {
  ...link.story,
  play: async (context) => {
    const { canvas, t } = await availabilityShown(context);
    const [today] = canvas.getAllByRole('tab');
    if (!today) throw new Error('a day strip');
    await userEvent.click(today);
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.add') }),
    );
    await expect(
      canvas.getByRole('combobox', { name: t('interviewerLink:availability.from') }),
    ).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('interviewerLink:availability.unsaved'),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.save') }),
    );
    await waitFor(
      () =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          t('interviewerLink:availability.savedAt', {
            time: formatTime(
              FIXED_NOW_MS,
              localeOf(context.globals),
              link.scenario.browserTimeZone,
            ),
          }),
        ),
      WAIT,
    );
    await expect(link.state.interviewerAvailability[linkId]?.ranges).toEqual([
      {
        startTime: '2026-03-02T15:00:00.000Z',
        endTime: '2026-03-02T23:00:00.000Z',
        durationMin: 480,
      },
      {
        startTime: '2026-03-10T14:00:00.000Z',
        endTime: '2026-03-10T17:00:00.000Z',
        durationMin: 180,
      },
      {
        startTime: '2026-03-12T14:00:00.000Z',
        endTime: '2026-03-12T17:30:00.000Z',
        durationMin: 210,
      },
    ]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A saved day copied to every weekday of the strip, then saved: one range per weekday. */
export const CopyDayThenSave: Story = {
  ...link.story,
  play: async (context) => {
    const { canvas, t } = await availabilityShown(context);
    const tabs = canvas.getAllByRole('tab');
    const withTimes = tabs.find((tab) =>
      literalPattern(t('interviewerLink:availability.rangeCount', { count: 1 })).test(
        tab.textContent,
      ),
    );
    if (!withTimes) throw new Error('a day with times');
    await userEvent.click(withTimes);
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.copy') }),
    );
    const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: t('interviewerLink:copy.weekdays') }),
    );
    // Every weekday of the strip but the copied day: 19.
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: t('interviewerLink:copy.applyCount', { count: 19 }),
      }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.save') }),
    );
    await waitFor(
      () => expect(link.state.interviewerAvailability[linkId]?.ranges.length).toBe(20),
      WAIT,
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const asking = interviewerLinkFixture('interviewer-link', { email: null });

/** The link has no e-mail: asked; another address is refused at the field; the right one opens it. */
export const EmailStep: Story = {
  ...asking.story,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const field = await canvas.findByRole(
      'textbox',
      { name: literalPattern(t('interviewerLink:email.label')) },
      WAIT,
    );
    await userEvent.type(field, 'someone@example.com');
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:email.continue') }),
    );
    const refused = await canvas.findByRole(
      'textbox',
      { name: literalPattern(t('interviewerLink:email.label')) },
      WAIT,
    );
    await waitFor(() =>
      expect(refused).toHaveAccessibleDescription(
        literalPattern(t('interviewerLink:email.notFound')),
      ),
    );
    await expect(refused).toHaveValue('someone@example.com');
    await expect(refused).toHaveFocus();
    await userEvent.clear(refused);
    await userEvent.type(refused, section?.interviewerEmail ?? '');
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:email.continue') }),
    );
    await availabilityShown(context);
  },
};

function failingSave(): Scenario {
  const base = getScenario('interviewer-link');
  if (!base.interviewerLink) throw new Error('an interviewer link');
  return {
    ...base,
    interviewerLink: { ...base.interviewerLink, saveFailure: FAILURES.internal() },
  };
}

const failing = interviewerLinkFixture(failingSave());

/** Save fails: said, and the new row is still there, unsaved. */
export const SaveFails: Story = {
  ...failing.story,
  play: async (context) => {
    const { canvas, t } = await availabilityShown(context);
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.add') }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.save') }),
    );
    await canvas.findByText(literalPattern(t('interviewerLink:availability.saveFailed')), {}, WAIT);
    // 10 March's saved time and the one added to it.
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(failing.state.interviewerAvailability[linkId]).toBeUndefined();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const unknown = interviewerLinkFixture('scheduling-link');

/** No such interviewer link: the invalid-link screen. */
export const UnknownLink: Story = {
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

const slow = interviewerLinkFixture('interviewer-link', {
  faults: { interviewerLink: { timeout: true } },
});

/** The link is loading. */
export const Loading: Story = {
  ...slow.story,
  play: async (context) => {
    const t = storyT(context);
    await within(context.canvasElement).findByRole(
      'heading',
      { level: 1, name: t('interviewerLink:loading.title') },
      WAIT,
    );
  },
};
