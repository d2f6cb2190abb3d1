import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarIcon, Chip, SuccessIcon } from '../../src/ui';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: {
    children: '45 min',
    tone: 'neutral',
  },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'info'],
    },
    icon: { control: false },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Primary: Story = { args: { tone: 'primary', children: 'Onsite' } };

export const Success: Story = {
  args: { tone: 'success', children: 'Confirmed', icon: <SuccessIcon /> },
};

export const Warning: Story = { args: { tone: 'warning', children: 'Needs review' } };

export const Danger: Story = { args: { tone: 'danger', children: 'Cancelled' } };

export const Info: Story = { args: { tone: 'info', children: 'Video call' } };

export const WithIcon: Story = {
  args: { icon: <CalendarIcon />, children: 'Tue, 14 May' },
};

/** Every tone side by side, to compare them. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Chip {...args} tone="neutral">
        45 min
      </Chip>
      <Chip {...args} tone="primary">
        Onsite
      </Chip>
      <Chip {...args} tone="success">
        Confirmed
      </Chip>
      <Chip {...args} tone="warning">
        Needs review
      </Chip>
      <Chip {...args} tone="danger">
        Cancelled
      </Chip>
      <Chip {...args} tone="info">
        Video call
      </Chip>
    </div>
  ),
};

export const LongGermanText: Story = {
  args: {
    tone: 'warning',
    children: 'Wartet auf Bestätigung durch die Personalabteilung',
  },
};
