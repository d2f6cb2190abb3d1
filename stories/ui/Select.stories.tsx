import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '../../src/ui';

const timeZoneOptions = (
  <>
    <option value="America/New_York">New York (GMT−4)</option>
    <option value="Europe/London">London (GMT+1)</option>
    <option value="Europe/Berlin">Berlin (GMT+2)</option>
    <option value="Asia/Kolkata">Kolkata (GMT+5:30)</option>
    <option value="Asia/Tokyo">Tokyo (GMT+9)</option>
  </>
);

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Time zone',
    name: 'timeZone',
    defaultValue: 'America/New_York',
    children: timeZoneOptions,
    onChange: fn(),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Time zone' });
    await userEvent.selectOptions(select, 'Europe/Berlin');
    await expect(select).toHaveValue('Europe/Berlin');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { hint: 'Interview times are shown in this time zone.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      'Interview times are shown in this time zone.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Preferred language',
    name: 'language',
    defaultValue: '',
    required: true,
    error: 'Choose the language you would like to interview in.',
    children: (
      <>
        <option value="" disabled>
          Choose a language
        </option>
        <option value="en">English</option>
        <option value="de">Deutsch</option>
        <option value="ja">日本語</option>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Choose the language you would like to interview in.',
    );
  },
};

export const Optional: Story = {
  args: { optional: true },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const LongGermanText: Story = {
  args: {
    label: 'Zeitzone, in der Ihnen die vorgeschlagenen Termine angezeigt werden sollen',
    hint: 'Alle Uhrzeiten werden automatisch in die ausgewählte Zeitzone umgerechnet.',
    error: 'Bitte wählen Sie eine Zeitzone aus der Liste aus.',
    defaultValue: 'Europe/Berlin',
    children: (
      <>
        <option value="Europe/Berlin">Mitteleuropäische Sommerzeit (Berlin, GMT+2)</option>
        <option value="Europe/London">Britische Sommerzeit (London, GMT+1)</option>
      </>
    ),
  },
};
