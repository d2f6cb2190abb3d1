import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleChip } from '../../src/ui';

const meta = {
  title: 'UI/ToggleChip',
  component: ToggleChip,
  tags: ['autodocs'],
  args: {
    children: 'Mornings',
    onPressedChange: fn(),
  },
  argTypes: {
    pressed: { control: 'boolean' },
    icon: { control: false },
  },
} satisfies Meta<typeof ToggleChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unpressed; the play function presses it and releases it again. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Mornings' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    // Keyboard: Space toggles it back.
    await userEvent.keyboard(' ');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
    await expect(chip).toHaveAccessibleName('Mornings');
  },
};

export const Pressed: Story = {
  args: { defaultPressed: true },
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Mornings' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPressedChange).toHaveBeenCalledWith(false);
    await userEvent.keyboard('{Enter}');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const DisabledPressed: Story = {
  args: { disabled: true, defaultPressed: true },
};

/** Controlled by the parent, as in a group of day chips. */
export const ControlledGroup: Story = {
  render: function DayChips(args) {
    const days = ['Mon 13', 'Tue 14', 'Wed 15', 'Thu 16', 'Fri 17'];
    const [picked, setPicked] = useState<readonly string[]>(['Tue 14']);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {days.map((day) => (
          <ToggleChip
            key={day}
            pressed={picked.includes(day)}
            onPressedChange={(pressed) => {
              args.onPressedChange?.(pressed);
              setPicked((current) =>
                pressed ? [...current, day] : current.filter((d) => d !== day),
              );
            }}
          >
            {day}
          </ToggleChip>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Tue 14' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Thu 16' }));
    await expect(canvas.getByRole('button', { name: 'Thu 16' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const LongGermanText: Story = {
  args: { children: 'Späte Nachmittagstermine nach Feierabend', defaultPressed: true },
};
