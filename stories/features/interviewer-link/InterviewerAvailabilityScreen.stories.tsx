import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { CONNECTION_NOTICES } from '../../../src/domain/connection-notices';
import { InterviewerAvailabilityScreen } from '../../../src/features/interviewer-link/screens/InterviewerAvailabilityScreen';
import { formatTime } from '../../../src/i18n/format';
import { literalPattern, localeOf, storyT } from '../../support/i18n';
import {
  INTRO,
  NOW,
  problemsOf,
  SAVED_DAY,
  savedRows,
  stripOf,
  TODAY,
  ZONE,
} from './interviewer-link.fixtures';

const rows = savedRows();
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

const meta = {
  title: 'InterviewerLink/Screens/Availability',
  component: InterviewerAvailabilityScreen,
  args: {
    organizationName: INTRO.organization.name,
    interviewerName: INTRO.interviewer.name,
    timeZone: ZONE,
    timeZoneOptions: [ZONE, 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo'],
    suggestedTimeZones: [ZONE],
    days: stripOf(rows),
    rows,
    day: SAVED_DAY,
    problems: problemsOf(rows),
    showProblems: false,
    save: { kind: 'clean' },
    onPickDay: fn(),
    onAdd: fn(),
    onChange: fn(),
    onRemove: fn(),
    onCopy: fn(),
    onZoneChange: fn(),
    onSave: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InterviewerAvailabilityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  return { canvas: within(context.canvasElement), t: storyT(context) };
}

/** Saved availability: the day strip (counts on the days with times), the day's rows, Save. */
export const SavedAvailability: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('interviewerLink:availability.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { selected: true })).toHaveAccessibleName(
      literalPattern(t('interviewerLink:availability.rangeCount', { count: 1 })),
    );
    const from = canvas.getByRole('combobox', { name: t('interviewerLink:availability.from') });
    await expect(from).toHaveValue(String(h(9)));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('interviewerLink:availability.clean'),
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('interviewerLink:availability.to') }),
      String(h(13)),
    );
    await expect(context.args.onChange).toHaveBeenCalledWith(SAVED_DAY, 1, 'end', h(13));
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.add') }),
    );
    await expect(context.args.onAdd).toHaveBeenCalledWith(SAVED_DAY);
  },
};

/** Nothing set yet: today has no times; Add time. */
export const EmptyAvailability: Story = {
  args: { rows: {}, days: stripOf({}), day: TODAY, problems: new Map() },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByText(t('interviewerLink:availability.none'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('interviewerLink:availability.copy') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.add') }),
    );
    await expect(context.args.onAdd).toHaveBeenCalledWith(TODAY);
  },
};

const edited = {
  ...rows,
  [SAVED_DAY]: [
    { id: 1, start: h(9), end: h(12) },
    { id: 7, start: h(11), end: h(14) },
    { id: 8, start: h(16), end: h(17, 30) },
  ],
};

/** Editing: three rows, two overlapping (said under them: joined on save), unsaved. */
export const Editing: Story = {
  args: {
    rows: edited,
    days: stripOf(edited),
    problems: problemsOf(edited),
    save: { kind: 'unsaved' },
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getAllByText(t('interviewerLink:availability.overlaps'))).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('interviewerLink:availability.unsaved'),
    );
    const second = within(canvas.getAllByRole('group')[1] ?? canvas.getByRole('list')).getByRole(
      'button',
    );
    await userEvent.click(second);
    await expect(context.args.onRemove).toHaveBeenCalledWith(SAVED_DAY, 7);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const todayRows = {
  ...rows,
  [TODAY]: [
    { id: 20, start: h(1), end: h(2) },
    { id: 21, start: h(15), end: h(14) },
  ],
};

/**
 * Rows that cannot be saved, explained at the field: one starts before now (today 03:00 in
 * Chicago, the stories' clock), one ends before it starts; Save was pressed: how many, by Save.
 */
export const InvalidRange: Story = {
  args: {
    rows: todayRows,
    days: stripOf(todayRows),
    day: TODAY,
    problems: problemsOf(todayRows),
    showProblems: true,
    save: { kind: 'unsaved' },
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(context.args.problems.size).toBe(2);
    await expect(canvas.getByText(t('interviewerLink:availability.past'))).toBeVisible();
    await expect(canvas.getByText(t('interviewerLink:availability.endBeforeStart'))).toBeVisible();
    const [firstFrom] = canvas.getAllByRole('combobox', {
      name: t('interviewerLink:availability.from'),
    });
    await expect(firstFrom).toHaveAttribute('aria-invalid', 'true');
    await expect(firstFrom).toHaveAccessibleDescription(t('interviewerLink:availability.past'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('interviewerLink:availability.problems', { count: 2 }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.save') }),
    );
    await expect(firstFrom).toHaveFocus();
  },
};

/** Saving: Save busy (a second press sends nothing), the status says so. */
export const Saving: Story = {
  args: { save: { kind: 'saving' } },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const save = canvas.getByRole('button', {
      name: literalPattern(t('interviewerLink:availability.save')),
    });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Saved: when, on the interviewer's clock. */
export const Saved: Story = {
  args: { save: { kind: 'saved', at: NOW } },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('interviewerLink:availability.savedAt', {
        time: formatTime(NOW, localeOf(context.globals), ZONE),
      }),
    );
  },
};

/** Save failed: why, and the edits are all still there. */
export const SaveFailed: Story = {
  args: {
    rows: edited,
    days: stripOf(edited),
    problems: problemsOf(edited),
    save: { kind: 'failed', notice: CONNECTION_NOTICES.offline },
  },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByText(literalPattern(t('interviewerLink:availability.saveFailed'))),
    ).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
  },
};

/** Copy to other days: the dialog, every weekday at once, Copy. */
export const CopyToOtherDays: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:availability.copy') }),
    );
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('interviewerLink:copy.apply') }),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      t('interviewerLink:copy.noneChosen'),
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: t('interviewerLink:copy.weekdays') }),
    );
    await waitFor(() =>
      expect(within(dialog).getAllByRole('checkbox', { checked: true }).length).toBeGreaterThan(10),
    );
  },
};

/** The general error, for a failure with no better words. */
export const SaveFailedGeneral: Story = {
  args: { save: { kind: 'failed', notice: ERROR_MESSAGES.general } },
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByText(literalPattern(t('interviewerLink:availability.saveFailed'))),
    ).toBeVisible();
  },
};
