import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/ui';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: {
    size: 'medium',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No message: screen readers hear "Loading…" (ui:spinner.loading). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status.textContent).not.toBe('');
  },
};

export const WithMessage: Story = {
  args: {
    size: 'large',
    message: 'Calculating and building interview schedules',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Calculating and building interview schedules',
    );
  },
};

export const Inline: Story = {
  args: { size: 'small', inline: true, message: 'Looking for more times…' },
};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const LongGermanText: Story = {
  args: {
    size: 'large',
    message:
      'Wir berechnen gerade die Terminvorschläge für alle ausgewählten Vorstellungsgespräche und Gesprächspartner',
  },
};
