import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { List, Stack, Text } from '../../src/ui';

const meta = {
  title: 'UI/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Times are shown in Paris time (UTC+1).' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body text: no margin, the body colour, the inherited size. */
export const Default: Story = {};

/** Every tone at the small size: each meets 4.5:1 on the page and on a card (axe checks it). */
export const Tones: Story = {
  render: () => (
    <Stack gap="xs">
      <Text>Default: the interview is on Tuesday.</Text>
      <Text tone="muted" size="sm">
        Muted: 4 options on this day
      </Text>
      <Text tone="danger" size="sm">
        Danger: enter a valid e-mail address.
      </Text>
      <Text tone="success" size="sm">
        Success: your availability was sent.
      </Text>
    </Stack>
  ),
};

/** A long word (a URL, a German compound) wraps inside a phone's width instead of widening it. */
export const LongWord: Story = {
  args: {
    children: 'Vorstellungsgesprächsterminvereinbarungsbestätigungsschreiben',
    style: { width: '10rem' },
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Vorstellungs/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  },
};

/** An unstyled list: no bullets or indent, but still a list of its items for screen readers. */
export const UnstyledList: Story = {
  render: () => (
    <List aria-label="Interviews">
      <li>Technical interview</li>
      <li>Meet the team</li>
      <li>Wrap-up</li>
    </List>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Interviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};
