import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/ui';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    label: 'Send me a reminder the day before',
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Send me a reminder the day before',
    });
    await expect(checkbox).not.toBeChecked();
    // The label is part of the target.
    await userEvent.click(within(canvasElement).getByText('Send me a reminder the day before'));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithHint: Story = {
  args: {
    hint: 'We send it by email to the address on your application.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAccessibleDescription(
      'We send it by email to the address on your application.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the privacy policy',
    error: 'Agree to the privacy policy to continue.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Agree to the privacy policy to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
};

export const LongGermanText: Story = {
  args: {
    label:
      'Ich möchte am Vortag jedes Vorstellungsgesprächs eine Erinnerung per E-Mail und SMS erhalten',
    hint: 'Wir verwenden dafür die E-Mail-Adresse und Telefonnummer aus Ihrer Bewerbung.',
    error: 'Bitte wählen Sie mindestens eine Benachrichtigungsart aus, um fortzufahren.',
  },
};
