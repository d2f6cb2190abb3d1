import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack, Tabs, type TabItem } from '../../src/ui';

const DAYS = ['Wed, Mar 4', 'Thu, Mar 5', 'Fri, Mar 6', 'Mon, Mar 9', 'Tue, Mar 10'] as const;
type Day = (typeof DAYS)[number];
const PANEL = 'tabs-story-panel';

const items: TabItem<Day>[] = DAYS.map((day, i) => ({
  key: day,
  id: `tabs-story-${String(i)}`,
  label: (
    <>
      <strong>{day}</strong>
      <span>{`${String(2 + i)} options`}</span>
    </>
  ),
}));

/** A tab row with its panel, as Pick days uses it. */
function DayTabsExample({ onSelect }: { onSelect: (day: Day) => void }) {
  const [selected, setSelected] = useState<Day>(DAYS[0]);
  const index = DAYS.indexOf(selected);
  return (
    <Stack gap="md">
      <Tabs
        label="Days"
        items={items}
        selected={selected}
        panelId={PANEL}
        onSelect={(day) => {
          setSelected(day);
          onSelect(day);
        }}
      />
      <div role="tabpanel" id={PANEL} aria-labelledby={`tabs-story-${String(index)}`}>
        {`Times on ${selected}`}
      </div>
    </Stack>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: DayTabsExample,
  tags: ['autodocs'],
  args: { onSelect: fn() },
} satisfies Meta<typeof DayTabsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row is one Tab stop; arrows move and select (wrapping), Home and End jump. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(5);
    await expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('Thu, Mar 5');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(/Thu, Mar 5/);
    await userEvent.keyboard('{End}');
    await expect(tabs[4]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[4]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    // Back to the first tab, selected as the story opened.
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Times on Wed, Mar 4');
  },
};

/** A tab further along the row is selected: the row scrolls to show it, the page does not. */
export const SelectedOffScreen: Story = {
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    const last = tabs[4];
    if (last === undefined) throw new Error('no tab');
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    const row = last.closest<HTMLElement>('[data-tab-row]');
    if (row === null) throw new Error('no row');
    // Revealed with the next frame's layout (an IntersectionObserver, no forced layout).
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        row.getBoundingClientRect().right + 1,
      ),
    );
  },
};
