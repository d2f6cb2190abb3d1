import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../../src/ui';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    legend: 'How would you like to meet?',
    options: [
      { value: 'video', label: 'Video call' },
      { value: 'phone', label: 'Phone call' },
      { value: 'onsite', label: 'In person at the office' },
    ],
    onChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'How would you like to meet?' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Video call' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('video', expect.anything());
  },
};

/** Arrow keys move the selection inside the group; Tab leaves it. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: 'video' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvas.getByRole('radio', { name: 'Video call' });
    const phone = canvas.getByRole('radio', { name: 'Phone call' });
    const onsite = canvas.getByRole('radio', { name: 'In person at the office' });

    await userEvent.tab();
    await expect(video).toHaveFocus();
    await expect(video).toBeChecked();

    await userEvent.keyboard('{ArrowDown}');
    await expect(phone).toHaveFocus();
    await expect(phone).toBeChecked();
    await expect(video).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('phone', expect.anything());

    await userEvent.keyboard('{ArrowRight}');
    await expect(onsite).toBeChecked();

    await userEvent.keyboard('{ArrowUp}');
    await expect(phone).toBeChecked();
    await expect(phone).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: {
    hint: 'You can change this later.',
    options: [
      { value: 'video', label: 'Video call', hint: 'We send the link with the confirmation.' },
      {
        value: 'phone',
        label: 'Phone call',
        hint: 'The interviewer calls the number you gave us.',
      },
      { value: 'onsite', label: 'In person at the office', hint: '350 Fifth Avenue, New York' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'You can change this later.',
    );
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toHaveAccessibleDescription(
      'The interviewer calls the number you gave us.',
    );
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'Choose how you would like to meet.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Choose how you would like to meet.',
    );
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
      await expect(radio).toBeRequired();
    }
  },
};

export const Optional: Story = {
  args: { optional: true },
};

export const Horizontal: Story = {
  args: {
    legend: 'Preferred time of day',
    orientation: 'horizontal',
    options: [
      { value: 'morning', label: 'Morning' },
      { value: 'afternoon', label: 'Afternoon' },
      { value: 'evening', label: 'Evening' },
    ],
    defaultValue: 'afternoon',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'video' },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'video', label: 'Video call' },
      { value: 'phone', label: 'Phone call' },
      { value: 'onsite', label: 'In person at the office (fully booked)', disabled: true },
    ],
  },
};

/** Controlled by the parent. */
export const Controlled: Story = {
  render: function ControlledRadioGroup(args) {
    const [value, setValue] = useState<string | null>('phone');
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next, event) => {
          args.onChange?.(next, event);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'In person at the office' }));
    await expect(canvas.getByRole('radio', { name: 'In person at the office' })).toBeChecked();
  },
};

export const LongGermanText: Story = {
  args: {
    legend: 'Wie möchten Sie an Ihrem Vorstellungsgespräch mit dem Einstellungsteam teilnehmen?',
    hint: 'Sie können Ihre Auswahl bis vierundzwanzig Stunden vor dem Termin ändern.',
    error: 'Bitte wählen Sie aus, wie Sie am Vorstellungsgespräch teilnehmen möchten.',
    required: true,
    options: [
      { value: 'video', label: 'Videokonferenz über den Browser ohne Installation' },
      { value: 'phone', label: 'Telefonanruf auf die angegebene Mobilfunknummer' },
      { value: 'onsite', label: 'Persönliches Gespräch in der Hauptgeschäftsstelle' },
    ],
  },
};
