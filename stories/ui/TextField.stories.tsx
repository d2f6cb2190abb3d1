import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../src/ui';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Full name',
    name: 'fullName',
    autoComplete: 'name',
    onChange: fn(),
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing shows the value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Alex Morgan');
    await expect(input).toHaveValue('Alex Morgan');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Phone number',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Only used if the interviewer needs to reach you on the day.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(
      'Only used if the interviewer needs to reach you on the day.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Email address',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    defaultValue: 'alex.morgan@',
    error: 'Enter an email address like name@example.com.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
};

export const Optional: Story = {
  args: { label: 'Company you work for now', name: 'company', optional: true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Alex Morgan' },
};

export const Multiline: Story = {
  args: {
    multiline: true,
    label: 'Note to the recruiter',
    name: 'note',
    autoComplete: 'off',
    optional: true,
    hint: 'For example: times you cannot do, or what you need to attend.',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Note to the recruiter/ });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'I can only do afternoons.{enter}Thanks!');
    await expect(textarea).toHaveValue('I can only do afternoons.\nThanks!');
  },
};

export const LongGermanText: Story = {
  args: {
    label: 'Telefonnummer für Rückfragen des Einstellungsteams am Tag des Vorstellungsgesprächs',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Wir verwenden Ihre Telefonnummer ausschließlich für kurzfristige Terminänderungen.',
    error: 'Bitte geben Sie eine gültige Telefonnummer einschließlich der Ländervorwahl ein.',
    defaultValue: '0151',
    required: true,
  },
};
