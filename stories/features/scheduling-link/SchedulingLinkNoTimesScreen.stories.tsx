import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SchedulingLinkNoTimesScreen } from '../../../src/features/scheduling-link/screens/SchedulingLinkNoTimesScreen';
import { storyT } from '../../support/i18n';
import { INTRO } from './scheduling-link.fixtures';

const meta = {
  title: 'SchedulingLink/Screens/No times left',
  component: SchedulingLinkNoTimesScreen,
  args: {
    organizationName: INTRO.organization.name,
    title: INTRO.title,
    durationMin: INTRO.durationMin,
    taken: false,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SchedulingLinkNoTimesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every time is booked or over: said on arrival, with how to go on; no form. */
export const NoTimesLeft: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('schedulingLink:noTimes.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('schedulingLink:noTimes.help', { organization: INTRO.organization.name })),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The last time was taken by someone else while the visitor was giving their details. */
export const LastTimeTaken: Story = {
  args: { taken: true },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await expect(canvas.getByText(t('schedulingLink:noTimes.taken'))).toBeVisible();
  },
};
