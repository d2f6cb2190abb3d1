import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { getScenario } from '../../../fixtures';
import { debugAttendees } from '../../../fixtures/builders/search';
import { generateOptionSet } from '../../../fixtures/generator';
import { buildUserMap, filterDebugResults, foldForSearch } from '../../../src/domain/debug';
import type { ResultOption } from '../../../src/domain/entities';
import { isValidResult } from '../../../src/domain/results';
import DebugPanelContainer, {
  type DebugPanelContainerProps,
} from '../../../src/features/debug/containers/DebugPanelContainer';
import { DebugPanelScreen } from '../../../src/features/debug/screens/DebugPanelScreen';
import { storyT } from '../../support/i18n';

// The pending scenario's options, as its socket streams them, with every kind the generator
// makes (offered, infeasible, blocked by a gap or an attendee, a room conflict).
const params = getScenario('pending-review').socket?.params;
if (params === undefined) throw new Error('pending-review has no socket');
const { options, info } = generateOptionSet({ ...params, count: 60 });
const userMap = buildUserMap({ attendees: debugAttendees() });
const timeZone = params.timeZone;
/** Options a candidate who picked two times would have inside them. */
const picked = options.filter((o) => isValidResult(o, { needsReview: true })).slice(0, 2);
const selection = picked.map((o) => ({
  startTime: o.events[0]?.startTime ?? o.startTime,
  endTime: o.events.at(-1)?.endTime ?? o.startTime,
}));
const notOffered: ResultOption[] = options.filter((_, i) => info[i]?.kind !== 'valid');
const someone = Object.values(userMap)[0] ?? '';

/** Options as the socket delivers them: batches of 8, and how many in all. */
function arrived(list: readonly ResultOption[]) {
  const batches: ResultOption[][] = [];
  for (let i = 0; i < list.length; i += 8) batches.push(list.slice(i, i + 8));
  return { batches, received: list.length };
}

/** The visible count (a paragraph), not its copy in the live region. */
const VISIBLE_COUNT = { selector: 'p' };

const meta = {
  title: 'Debug/Screens/DebugPanel',
  // The screen is what these stories show (the screen-coverage test looks for it), rendered by
  // its container: the filters are real state, so a play function can use them.
  component: DebugPanelScreen as unknown as ComponentType<DebugPanelContainerProps>,
  render: (args) => <DebugPanelContainer {...args} />,
  args: { ...arrived(options), userMap, selection: [], timeZone, needsReview: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<DebugPanelContainerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing has arrived yet. */
export const Waiting: Story = { args: arrived([]) };

/** Every option of the search, in arrival order, offered or not, a page at a time. */
export const Options: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        t('debug:count', { count: options.length, shown: options.length }),
        VISIBLE_COUNT,
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    // One count: the sentence; "Show more" carries no second number.
    const more = canvas.getByRole('button', { name: t('debug:showMore') });
    await expect(more).not.toHaveTextContent(/\d/);
    // Each score part under its label, described by how scores are read.
    const first = canvas.getAllByRole('heading', { level: 3 })[0]?.closest('li');
    if (!first) throw new Error('no option card');
    const parts = [...first.querySelectorAll('dl')][0];
    await expect(parts).toHaveAccessibleDescription(t('debug:scoreHint'));
    const labels = [...(parts?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent);
    await expect(labels).toEqual([1, 2, 3, 4].map((n) => t('debug:option.scorePart', { n })));
    // Nothing said while no filter was changed (batches would interrupt screen readers).
    await expect(canvas.getByRole('status').textContent).toBe('');
  },
};

/** Options not offered, each with why: infeasible, a gap, an attendee, a room conflict. */
export const NotOfferedWithReasons: Story = {
  args: { ...arrived(notOffered), needsReview: false },
};

/** The same room conflicts when the interview needs review: they do not block. */
export const RoomConflictNeedsReview: Story = {
  args: {
    ...arrived(options.filter((_, i) => info[i]?.kind === 'roomConflict')),
    needsReview: true,
  },
};

/** Staff type part of an interviewer's name: only options with that person are listed. */
export const FilteredByName: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    // Accent- and case-blind: a lower-case part of the name finds it.
    const part = someone.split(' ')[0]?.toLowerCase() ?? '';
    const withThem = filterDebugResults(
      options,
      { term: part, filterBySelectedSlots: true },
      userMap,
    ).length;
    await expect(withThem).toBeLessThan(options.length);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('debug:filter.attendee') }), part);
    await expect(
      await canvas.findByText(
        t('debug:count', { count: options.length, shown: withThem }),
        VISIBLE_COUNT,
      ),
    ).toBeVisible();
    const count = t('debug:count', { count: options.length, shown: withThem });
    await expect(canvas.getByRole('status')).toHaveTextContent(count);
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings).toHaveLength(Math.min(withThem, 10));
    for (const heading of headings) {
      const card = heading.closest('li');
      await expect(card).toHaveTextContent(someone);
      // What the filter matched is marked, as written (its accents and capitals), and said.
      const marks = [...(card?.querySelectorAll('mark') ?? [])];
      await expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks)
        await expect(foldForSearch(mark.textContent)).toBe(foldForSearch(part));
      await expect(card).toHaveTextContent(t('debug:option.matchesFilter'));
    }
  },
};

/** A name nobody has: the list says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: t('debug:filter.attendee') }),
      'zzzz',
    );
    await expect(await canvas.findByText(t('debug:noMatch'), VISIBLE_COUNT)).toBeVisible();
  },
};

/** The candidate picked two times: by default only the options that overlap them are listed. */
export const OnlySelectedOn: Story = {
  args: { selection },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    const within2 = filterDebugResults(
      options,
      { term: '', filterBySelectedSlots: true },
      userMap,
      selection,
    ).length;
    await expect(within2).toBeGreaterThan(0);
    await expect(within2).toBeLessThan(options.length);
    await expect(
      canvas.getByRole('checkbox', { name: t('debug:filter.onlySelected') }),
    ).toBeChecked();
    await expect(
      await canvas.findByText(
        t('debug:count', { count: options.length, shown: within2 }),
        VISIBLE_COUNT,
      ),
    ).toBeVisible();
  },
};

/** The same, with the filter turned off: every option again. */
export const OnlySelectedOff: Story = {
  args: { selection },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('debug:filter.onlySelected') }));
    await expect(
      await canvas.findByText(
        t('debug:count', { count: options.length, shown: options.length }),
        VISIBLE_COUNT,
      ),
    ).toBeVisible();
  },
};
