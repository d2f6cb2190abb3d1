import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxOption } from '../../src/ui';

const options: ComboboxOption[] = [
  { value: 'America/New_York', label: 'New York (GMT−4)', group: 'Suggested' },
  { value: 'Europe/London', label: 'London (GMT+1)', group: 'All time zones' },
  {
    value: 'Europe/Paris',
    label: 'France (GMT+2)',
    keywords: ['Europe/Paris', 'Paris', 'Central European Time'],
    group: 'All time zones',
  },
  { value: 'Europe/Zurich', label: 'Zürich (GMT+2)', group: 'All time zones' },
  { value: 'Asia/Kolkata', label: 'Kolkata (GMT+5:30)', group: 'All time zones' },
  { value: 'Asia/Tokyo', label: 'Tokyo (GMT+9)', group: 'All time zones' },
];

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: {
    label: 'Time zone',
    name: 'timeZone',
    options,
    value: 'America/New_York',
    noMatches: 'No time zone matches what you typed.',
    onChange: fn(),
  },
  argTypes: { options: { control: false } },
  // Room for the list, which floats over what follows.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the field reads the chosen option. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Time zone' });
    await expect(field).toHaveValue('New York (GMT−4)');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Typing filters by the start of any word of the label or of its keywords: "par" finds France
 * by its city, "zur" finds Zürich without the accent. Arrows move the active option, Enter
 * chooses it.
 */
export const Filtered: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.click(field);
    await userEvent.keyboard('zur');
    const list = canvas.getByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Zürich (GMT+2)']);
    await userEvent.clear(field);
    await userEvent.type(field, 'par');
    await userEvent.keyboard('{ArrowDown}');
    const france = within(list).getByRole('option', { name: 'France (GMT+2)' });
    await expect(field).toHaveAttribute('aria-activedescendant', france.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Europe/Paris');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    // For the picture: open on "o", grouped.
    await userEvent.clear(field);
    await userEvent.type(field, 'o');
  },
};

/** Nothing matches: the list says so; Escape closes it and restores the choice. */
export const NoMatches: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.click(field);
    await userEvent.keyboard('xyz');
    await expect(canvas.getByText('No time zone matches what you typed.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('New York (GMT−4)');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('xyz');
  },
};
