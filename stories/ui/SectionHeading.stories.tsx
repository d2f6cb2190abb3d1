import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from '../../src/ui';

const meta = {
  title: 'UI/SectionHeading',
  component: SectionHeading,
  tags: ['autodocs'],
  args: {
    level: 2,
    children: 'Pick the days that work for you',
    description: 'Choose at least three days. We will find times on those days.',
  },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 2,
        name: 'Pick the days that work for you',
      }),
    ).toBeInTheDocument();
  },
};

export const Level1: Story = {
  args: { level: 1, children: 'Schedule your interview with Acme Corp' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};

export const Level3: Story = { args: { level: 3, children: 'Tuesday, 14 May' } };

export const Level4: Story = { args: { level: 4, children: 'Morning', description: undefined } };

export const WithoutDescription: Story = { args: { description: undefined } };

/** Every level, for comparison. */
export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <SectionHeading level={1}>Schedule your interview with Acme Corp</SectionHeading>
      <SectionHeading level={2} description="Choose at least three days.">
        Pick the days that work for you
      </SectionHeading>
      <SectionHeading level={3}>Tuesday, 14 May</SectionHeading>
      <SectionHeading level={4}>Morning</SectionHeading>
    </div>
  ),
};

export const LongGermanText: Story = {
  args: {
    level: 1,
    children: 'Wählen Sie die Tage aus, an denen Sie für Vorstellungsgespräche verfügbar sind',
    description:
      'Wählen Sie mindestens drei Tage aus. Wir suchen an diesen Tagen nach passenden Uhrzeiten.',
  },
};
