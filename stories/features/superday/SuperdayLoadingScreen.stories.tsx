import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONNECTION_NOTICES } from '../../../src/domain/connection-notices';
import { SuperdayLoadingScreen } from '../../../src/features/superday/screens/SuperdayLoadingScreen';
import { storyT } from '../../support/i18n';
import { contextOf } from './superday.fixtures';

const meta = {
  title: 'Superday/Screens/Loading',
  component: SuperdayLoadingScreen,
  args: {
    organizationName: null,
    backgroundUrl: null,
    slow: false,
    error: null,
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SuperdayLoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the invitation: the spinner and "Loading your superday…". */
export const Loading: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('superday:loading.title') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('superday:loading.slow'))).not.toBeInTheDocument();
  },
};

/** A long wait (the availability, the organisation known): the calm second line, announced. */
export const Slow: Story = {
  args: { organizationName: contextOf().organizationName, slow: true },
  play: async (context) => {
    const t = storyT(context);
    const status = within(context.canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('superday:loading.slow'));
  },
};

/** The server took too long: the message and "Try again". */
export const Failed: Story = {
  args: { error: CONNECTION_NOTICES.timeout },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(CONNECTION_NOTICES.timeout.key));
    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
