import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, CalendarIcon, EmptyState } from '../../src/ui';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <CalendarIcon />,
    title: 'No times found yet',
    description: 'We could not find a time that works for all interviewers in the next two weeks.',
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    action: <Button variant="secondary">Search the following two weeks</Button>,
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No upcoming interviews' },
};

export const LongGermanText: Story = {
  args: {
    title: 'Für die nächsten zwei Wochen wurden noch keine passenden Termine gefunden',
    description:
      'Für alle Interviewerinnen und Interviewer konnte in diesem Zeitraum kein gemeinsamer freier Termin ermittelt werden.',
    action: <Button variant="secondary">Die folgenden zwei Wochen durchsuchen</Button>,
  },
};
