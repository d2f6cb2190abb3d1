import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkButton } from '../../src/ui';

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: {
    children: 'Use a different time zone',
    onClick: fn(),
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `href`: an action that looks like a link, rendered as a `<button>`. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Use a different time zone' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** With `href`: a real link that navigates. */
export const AsLink: Story = {
  args: {
    href: '/portal',
    children: 'See all your interviews',
    onClick: undefined,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See all your interviews' });
    await expect(link).toHaveAttribute('href', '/portal');
  },
};

export const InSentence: Story = {
  render: (args) => (
    <p>
      Times are shown in New York time. <LinkButton {...args} />
    </p>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const LongGermanText: Story = {
  args: {
    children:
      'Eine andere Zeitzone für alle vorgeschlagenen Termine und Vorstellungsgespräche verwenden',
  },
};
