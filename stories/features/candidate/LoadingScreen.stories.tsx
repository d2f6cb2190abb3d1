import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONNECTION_NOTICES } from '../../../src/domain/connection-notices';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { LoadingScreen } from '../../../src/features/candidate/screens/LoadingScreen';
import { storyT } from '../../support/i18n';
import { backgroundOf } from './intro-screens.fixtures';

const meta = {
  title: 'Candidate/Screens/Loading',
  component: LoadingScreen,
  args: {
    backgroundUrl: backgroundOf('pending'),
    slow: false,
    error: null,
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the background image, so the picture shows it. */
async function backgroundLoaded(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector('img');
  await expect(image).toHaveAttribute('alt', '');
  await waitFor(() => expect(image?.complete).toBe(true));
}

/** The spinner and the message (the screen's h1, focusable by the container) over the background. */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', {
      level: 1,
      name: t('intro:calculatingAndBuildingInterviewSchedules'),
    });
    await expect(title).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The message sits in a polite live region.
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toContainElement(title);
    await expect(canvas.queryByText(t('intro:longerThanExpected'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(args.onRetry).not.toHaveBeenCalled();
    await backgroundLoaded(canvasElement);
  },
};

/** While the intro itself loads there is no background yet: the plain page. */
export const NoBackground: Story = {
  args: { backgroundUrl: null },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('intro:calculatingAndBuildingInterviewSchedules'),
      }),
    ).toBeVisible();
    await expect(context.canvasElement.querySelector('img')).toBeNull();
  },
};

/** A long wait: a second, calm line, inside the live region so it is announced. */
export const Slow: Story = {
  args: { slow: true },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const status = canvas.getByRole('status');
    await expect(within(status).getByText(t('intro:longerThanExpected'))).toBeVisible();
    await expect(
      within(status).getByRole('heading', {
        level: 1,
        name: t('intro:calculatingAndBuildingInterviewSchedules'),
      }),
    ).toBeVisible();
    await backgroundLoaded(context.canvasElement);
  },
};

/** Loading failed: the spinner gives way to the error (an alert) and "Try again". */
export const Error: Story = {
  args: { error: ERROR_MESSAGES.general, slow: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('intro:loadingFailed') }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(ERROR_MESSAGES.general.key));
    // No spinner, no "slow" line: the failure replaces them.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('intro:longerThanExpected'))).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.tryAgain') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).toHaveBeenCalledWith();
    await backgroundLoaded(canvasElement);
    // Blur so the picture shows the page at rest.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server did not answer in time (15 s): it says so, with "Try again". */
export const TimedOut: Story = {
  args: { error: CONNECTION_NOTICES.timeout, slow: true },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(CONNECTION_NOTICES.timeout.key));
    await expect(canvas.getByRole('button', { name: t('general:actions.tryAgain') })).toBeVisible();
    await backgroundLoaded(context.canvasElement);
  },
};
