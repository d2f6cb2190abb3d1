import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner, Button, LinkButton } from '../../src/ui';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    variant: 'info',
    title: 'Times are shown in New York time',
    children: 'Change the time zone if you will be somewhere else on the day of the interview.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    action: { control: false },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Times are shown in New York time',
    );
  },
};

export const Info: Story = {};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Your availability was sent',
    children: 'The recruiter will confirm a time with you by email.',
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'This link expires tomorrow',
    children: 'Pick your times before Friday, 17 May at 18:00.',
  },
};

/** Errors are alerts: announced as soon as they appear. */
export const Error: Story = {
  args: {
    variant: 'error',
    title: 'We could not send your availability',
    children: 'Check your connection and try again. Your picked times are still here.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not send your availability',
    );
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
};

export const WithAction: Story = {
  args: {
    variant: 'error',
    title: 'We could not load your interviews',
    children: 'The connection was lost.',
    action: (
      <Button size="small" variant="secondary">
        Try again
      </Button>
    ),
  },
};

export const Dismissible: Story = {
  args: {
    variant: 'success',
    title: 'Interview confirmed',
    children: 'We sent the details to your email.',
    action: <LinkButton href="/portal">See all your interviews</LinkButton>,
    onDismiss: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const dismiss = within(canvasElement).getByRole('button');
    await expect(dismiss).toHaveAccessibleName();
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Every variant, one above the other. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Banner {...args} variant="info" title="Times are shown in New York time">
        Change the time zone if you will be somewhere else on the day.
      </Banner>
      <Banner {...args} variant="success" title="Your availability was sent">
        The recruiter will confirm a time with you by email.
      </Banner>
      <Banner {...args} variant="warning" title="This link expires tomorrow">
        Pick your times before Friday, 17 May at 18:00.
      </Banner>
      <Banner {...args} variant="error" title="We could not send your availability">
        Check your connection and try again.
      </Banner>
    </div>
  ),
};

export const LongGermanText: Story = {
  args: {
    variant: 'warning',
    title: 'Ihr Einladungslink zur Terminauswahl läuft morgen um Mitternacht ab',
    children:
      'Bitte wählen Sie Ihre verfügbaren Zeiten für alle ausgewählten Vorstellungsgespräche rechtzeitig aus, damit das Einstellungsteam die Termine bestätigen kann.',
    action: (
      <Button size="small" variant="secondary">
        Verfügbarkeit jetzt auswählen
      </Button>
    ),
    onDismiss: fn(),
  },
};
