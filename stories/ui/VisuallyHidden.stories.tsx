import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../../src/ui';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: {
    children: '(opens the calendar file in a new tab)',
  },
  render: (args) => (
    <p>
      <a href="/calendar/interview.ics" target="_blank" rel="noreferrer">
        Add to calendar <VisuallyHidden {...args} />
      </a>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The extra words are read by screen readers and are part of the link's name, but not seen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(
      'Add to calendar (opens the calendar file in a new tab)',
    );
  },
};
