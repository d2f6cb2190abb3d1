import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, CalendarIcon } from '../../src/ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Confirm interview',
    variant: 'primary',
    size: 'medium',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirm interview' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Suggest other times' },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Cancel interview' },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Back' },
};

export const Small: Story = {
  args: { size: 'small', children: 'Change time zone' },
};

export const Large: Story = {
  args: { size: 'large', children: 'Get started' },
};

export const WithIcon: Story = {
  args: { icon: <CalendarIcon />, variant: 'secondary', children: 'Add to calendar' },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Send availability' },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Send availability' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send availability' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A request is under way: same width, a spinner, announced busy, clicks and Enter ignored. */
export const Busy: Story = {
  args: { busy: true, children: 'Send availability' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Send availability/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Busy is not `disabled`: the button keeps keyboard focus.
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A busy submit button does not submit its form a second time (click or Enter). */
export const BusySubmit: Story = {
  args: { busy: true, type: 'submit', children: 'Send availability' },
  render: (args) => (
    <form>
      <Button {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Send availability/ });
    const form = button.closest('form');
    let submissions = 0;
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      submissions += 1;
    });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(submissions).toBe(0);
  },
};

/** German is among the longest languages: the label wraps instead of overflowing the phone. */
export const LongGermanText: Story = {
  args: { children: 'Verfügbarkeit für alle ausgewählten Vorstellungsgespräche übermitteln' },
};

export const LongGermanTextFullWidth: Story = {
  args: {
    fullWidth: true,
    children: 'Verfügbarkeit für alle ausgewählten Vorstellungsgespräche übermitteln',
  },
};

export const LongGermanTextBusy: Story = {
  args: {
    busy: true,
    children: 'Verfügbarkeit für alle ausgewählten Vorstellungsgespräche übermitteln',
  },
};

/** ButtonLink: navigation that looks like the main action (an `<a>` with the button's look). */
export const AsLink: Story = {
  render: () => <ButtonLink href="#schedule">Schedule now</ButtonLink>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Schedule now' });
    await expect(link).toHaveAttribute('href', '#schedule');
  },
};
