import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, Chip, Inline, SectionHeading, Stack } from '../../src/ui';

const meta = {
  title: 'UI/Layout',
  component: Stack,
  tags: ['autodocs'],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading over its text over actions: Stack with the scale's gaps, Inline for the actions. */
export const Default: Story = {
  render: () => (
    <Stack gap="lg">
      <SectionHeading level={2} description="Three interviews, 2.5 hours">
        Your interviews
      </SectionHeading>
      <Stack gap="sm" as="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {['Technical Interview', 'Onsite Loop', 'Hiring Manager Interview'].map((name) => (
          <li key={name}>
            <Card padding="medium">{name}</Card>
          </li>
        ))}
      </Stack>
      <Inline gap="sm" justify="between">
        <Button variant="secondary">Back</Button>
        <Button>Get started</Button>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).flexDirection).toBe('column');
    await expect(getComputedStyle(list).rowGap).toBe('12px');
  },
};

/** Inline wraps on a phone instead of overflowing: long German chips go to the next line. */
export const InlineWraps: Story = {
  render: () => (
    <Inline gap="xs">
      {[
        'Vormittags',
        'Nachmittags',
        'Frühmorgens',
        'Abends',
        'Vorstellungsgespräch vor Ort',
        'Videogespräch',
      ].map((label) => (
        <Chip key={label}>{label}</Chip>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('div > div');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    // Nothing sticks out of the phone viewport.
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
