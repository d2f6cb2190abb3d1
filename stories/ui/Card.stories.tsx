import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, SectionHeading } from '../../src/ui';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <p>
        Your interview with Acme Corp is on Tuesday, 14 May at 10:00 (New York time). You will meet
        the hiring manager and one engineer from the team.
      </p>
    ),
    padding: 'medium',
    elevated: true,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'small', 'medium', 'large'] },
    as: { control: 'select', options: ['div', 'section', 'article', 'li', 'aside'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Flat: Story = {
  args: { elevated: false },
};

export const LargePadding: Story = {
  args: { padding: 'large' },
};

/** A section card with its own heading and an action. */
export const WithHeadingAndAction: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'card-story-heading',
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <SectionHeading
          level={2}
          id="card-story-heading"
          description="Pick at least three times that work for you."
        >
          Onsite interview
        </SectionHeading>
        <Button>Pick times</Button>
      </div>
    ),
  },
};

export const LongGermanText: Story = {
  args: {
    children: (
      <p>
        Ihr Vorstellungsgespräch mit der Acme GmbH findet am Dienstag, 14. Mai, um 10:00 Uhr
        (mitteleuropäische Sommerzeit) statt. Bitte bestätigen Sie den Termin oder schlagen Sie
        Alternativtermine vor.
      </p>
    ),
  },
};
