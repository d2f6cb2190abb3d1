import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SuperdayEmptyScreen } from '../../../src/features/superday/screens/SuperdayEmptyScreen';
import { storyT } from '../../support/i18n';
import { contextOf } from './superday.fixtures';

const meta = {
  title: 'Superday/Screens/Empty',
  component: SuperdayEmptyScreen,
  args: { context: { ...contextOf(), backgroundUrl: null } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SuperdayEmptyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The superday offers no times: say so, and who to contact. */
export const EmptyAvailability: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('superday:empty.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('general:errors.noResults'))).toBeVisible();
  },
};
